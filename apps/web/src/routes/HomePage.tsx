import { Suspense, lazy } from 'react';
import { MSG } from '@kollabo/shared';
import { Hero } from '../features/home/Hero';
import { SocialProof } from '../features/home/SocialProof';
import { useHomeHighlights } from '../features/home/useHomeHighlights';
import {
  Advantages,
  Benefits,
  CallsToAction,
  Missions,
  Steps,
} from '../features/home/HomeSections';
import { ThemeCarousel } from '../features/home/ThemeCarousel';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';
import homeStyles from '../features/home/Home.module.css';

// A logged creator's projects: loaded for logged users only (contracts and zod stay out of a
// visitor's first download, apps/web/scripts/js-budget.mjs).
const ForYouSection = lazy(() =>
  import('../features/search/ForYouSection').then((m) => ({ default: m.ForYouSection })),
);

/** / : pitch, the marketplace's real highlights, themes, calls to action. */
export function HomePage() {
  usePageMeta(MSG.home.title);
  const { logged } = useAuthState();
  const highlights = useHomeHighlights().data;
  return (
    <>
      <Hero logged={logged} data={highlights} />
      {logged && (
        <Suspense fallback={null}>
          <ForYouSection />
        </Suspense>
      )}
      <SocialProof data={highlights} />
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
