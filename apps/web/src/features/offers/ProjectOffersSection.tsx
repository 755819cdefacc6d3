import { Suspense } from 'react';
import { MSG } from '@kollabo/shared';
import { LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { SkeletonCard } from '../../components/Skeleton';
import { ProjectOffersPanel } from './lazyParts';
import type { ProjectOffersSectionProps } from './projectOffersProps';
import { offererBadge } from './status';
import styles from './Offers.module.css';
import { useLoginPath } from '../../lib/useLoginPath';

const offersText = MSG.offers;

/**
 * The project page's offers. A visitor gets the login invitation (published project) and nothing
 * else; a logged user's offers, badge and form (ProjectOffersPanel) load apart, with what that
 * panel shows while its list loads as their fallback, so the page's first paint waits for
 * neither their code nor the offers' contracts.
 */
export function ProjectOffersSection(props: ProjectOffersSectionProps) {
  const { project, authorProject, viewerPseudo } = props.project;
  // A visitor who logs in from here comes back to this project.
  const loginHere = useLoginPath();
  if (viewerPseudo !== null) {
    return (
      <Suspense
        fallback={
          <section className={styles.section}>
            {authorProject && <h2 className={styles.sectionTitle}>{offersText.listTitleOwner}</h2>}
            <SkeletonCard lines={4} />
          </section>
        }
      >
        <ProjectOffersPanel {...props} />
      </Suspense>
    );
  }
  const badge = offererBadge({
    logged: false,
    authorProject,
    statut: project.statut,
    offerSent: false,
    won: false,
  });
  return (
    <section className={styles.section} aria-labelledby="offers-title">
      {badge === 'login' && (
        <Card className={styles.cta}>
          <p>{offersText.loginPrompt}</p>
          <LinkButton to={loginHere}>{MSG.nav.login}</LinkButton>
        </Card>
      )}
    </section>
  );
}
