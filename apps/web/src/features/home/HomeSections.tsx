import { MSG } from '@kollabo/shared';
import { LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckIcon } from '../../components/icons';
import { HomeSection } from './HomeSection';
import styles from './Home.module.css';

const home = MSG.home;

// Line drawings for Simple, Rapide, Efficace.
const ADVANTAGE_ICONS = [
  'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
  'M13 2L4 14h7l-1 8 9-12h-7z',
  'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 16a4 4 0 1 1 0-8 4 4 0 0 1 0 8zM12 12h.01',
];

export function Advantages() {
  return (
    <HomeSection id="home-advantages" title={home.advantagesTitle}>
      <ul className={styles.grid3}>
        {home.advantages.map((item, index) => (
          <Card as="li" key={item.title}>
            <span className={styles.advantageMark} aria-hidden="true">
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinejoin="round"
              >
                <path d={ADVANTAGE_ICONS[index]} />
              </svg>
            </span>
            <h3>{item.title}</h3>
            <p className={styles.muted}>{item.text}</p>
          </Card>
        ))}
      </ul>
    </HomeSection>
  );
}

export function Steps() {
  return (
    <HomeSection id="home-steps" title={home.stepsTitle} tinted>
      <ol className={styles.steps}>
        {home.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p className={styles.muted}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

export function Missions() {
  return (
    <HomeSection id="home-missions" title={home.missionsTitle}>
      <ul className={styles.chips}>
        {home.missions.map((mission) => (
          <li key={mission} className={styles.chip}>
            {mission}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function Benefits() {
  return (
    <HomeSection id="home-benefits" title={home.benefitsTitle} tinted>
      <ul className={styles.grid3}>
        {home.benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <CheckIcon size={24} className={styles.benefitIcon} />
            <div>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.muted}>{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function CallsToAction({ logged }: { logged: boolean }) {
  return (
    <section className={`${styles.section} ${styles.lastSection}`} aria-labelledby="home-cta">
      <div className={`container ${styles.ctaGrid}`}>
        <div className={styles.ctaMain}>
          <h2 id="home-cta">{home.ctaTitle}</h2>
          <p>{home.ctaText}</p>
          <LinkButton to={logged ? '/create-project' : '/inscription'} className={styles.ctaButton}>
            {logged ? MSG.nav.postProject : home.tryFree}
          </LinkButton>
        </div>
        {!logged && (
          <Card className={styles.ctaCreator}>
            <h3>{home.ctaCreatorTitle}</h3>
            <p className={styles.muted}>{home.ctaCreatorText}</p>
            <LinkButton to="/inscription" variant="secondary">
              {MSG.nav.signup}
            </LinkButton>
          </Card>
        )}
      </div>
    </section>
  );
}
