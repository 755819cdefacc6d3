import { useEffect, useState } from 'react';
import { MSG, type HomeHighlights } from '@kollabo/shared';
import { Button, LinkButton } from '../../components/Button';
import { PlayIcon } from '../../components/icons';
import { HeroVisual } from './HeroVisual';
import { demoVideoUrl } from './pageMeta';
import styles from './Home.module.css';

const WORDS = MSG.home.heroWords;
const ROTATE_MS = 2600;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The coral accent word of the slogan changes every few seconds (visitors only). */
function RotatingWord() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(
      () => setIndex((value) => (value + 1) % WORDS.length),
      ROTATE_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className={styles.rotator} aria-hidden="true">
      <span key={index} className={styles.word}>
        {WORDS[index]}
      </span>
    </span>
  );
}

export function scrollToThemes() {
  const section = document.getElementById('thematiques');
  section?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

export function Hero({ logged, data }: { logged: boolean; data: HomeHighlights | undefined }) {
  const video = demoVideoUrl(); // DEMO_VIDEO_URL; unset: no link
  const staticTitle = `${MSG.home.heroBefore} ${WORDS[0]} ${MSG.home.heroAfter}`;
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          {logged ? (
            <h1 className={styles.heroTitle}>{MSG.home.heroLogged}</h1>
          ) : (
            <h1 className={styles.heroTitle}>
              <span className="visually-hidden">{staticTitle}</span>
              <span aria-hidden="true">{MSG.home.heroBefore} </span>
              <RotatingWord />
              <span aria-hidden="true"> {MSG.home.heroAfter}</span>
            </h1>
          )}
          <p className={styles.lead}>{MSG.home.heroText}</p>
          <div className={styles.heroActions}>
            <LinkButton to={logged ? '/create-project' : '/inscription'}>
              {MSG.home.tryFree}
            </LinkButton>
            <Button variant="secondary" onClick={scrollToThemes}>
              {MSG.home.findInfluencers}
            </Button>
          </div>
          {video && (
            <a className={styles.demo} href={video} target="_blank" rel="noopener noreferrer">
              <PlayIcon size={28} />
              {MSG.home.demoVideo}
              <span className="visually-hidden"> {MSG.home.newTab}</span>
            </a>
          )}
        </div>
        <HeroVisual data={data} />
      </div>
    </section>
  );
}
