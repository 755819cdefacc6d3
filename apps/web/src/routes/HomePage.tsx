import { MSG } from '@kollabo/shared';
import { Hero } from '../features/home/Hero';
import {
  Advantages,
  Benefits,
  CallsToAction,
  Missions,
  Steps,
} from '../features/home/HomeSections';
import { ThemeCarousel } from '../features/home/ThemeCarousel';
import { ForYouSection } from '../features/search/ForYouSection';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';
import homeStyles from '../features/home/Home.module.css';

/** / : pitch, themes, calls to action (accounts §2 "Home"). */
export function HomePage() {
  usePageMeta(MSG.home.title);
  const { logged } = useAuthState();
  return (
    <>
      <Hero logged={logged} />
      <ForYouSection />
      <Advantages />
      <Steps />
      <section id="thematiques" className={homeStyles.section} aria-labelledby="home-themes">
        <div className="container">
          <h2 id="home-themes" className={homeStyles.sectionTitle} tabIndex={-1}>
            {MSG.home.themesTitle}
          </h2>
          <p className={homeStyles.sectionIntro}>{MSG.home.themesIntro}</p>
          <ThemeCarousel logged={logged} />
        </div>
      </section>
      <Missions />
      <Benefits />
      <CallsToAction logged={logged} />
    </>
  );
}
