import { Suspense, useState } from 'react';
import { MSG } from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Banner, useBanner } from '../../components/Banner';
import { Button, LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { ListState } from '../../components/ListState';
import { Modal } from '../../components/Modal';
import { SkeletonCard } from '../../components/Skeleton';
import { usePagedList } from '../../lib/usePagedList';
import { getProjectOffers, offerKeys } from './api';
import { OfferCard, OfferForm } from './lazyOfferParts';
import type { ProjectOffersSectionProps } from './projectOffersProps';
import { offererBadge, type OffererBadge } from './status';
import styles from './Offers.module.css';
import { useLoginPath } from '../../lib/useLoginPath';

const offersText = MSG.offers;

const BADGE_TEXT: Partial<
  Record<
    OffererBadge,
    { text: string; hint: string; tone: 'publish' | 'prePublish' | 'neutral' | 'allocation' }
  >
> = {
  sent: { text: offersText.badgeSent, hint: offersText.badgeSentHint, tone: 'publish' },
  pending: {
    text: offersText.outcomePending,
    hint: offersText.badgePendingHint,
    tone: 'prePublish',
  },
  won: { text: offersText.badgeWon, hint: offersText.badgeWonHint, tone: 'publish' },
  declined: {
    text: offersText.badgeDeclined,
    hint: offersText.badgeDeclinedHint,
    tone: 'allocation',
  },
  turnedDown: {
    text: offersText.badgeDeclined,
    hint: offersText.badgeYouDeclinedHint,
    tone: 'allocation',
  },
  closed: { text: offersText.badgeClosed, hint: offersText.badgeClosedHint, tone: 'neutral' },
  unavailable: {
    text: offersText.badgeUnavailable,
    hint: offersText.badgeUnavailableHint,
    tone: 'neutral',
  },
};

/**
 * The project page's offers for a logged user: badge or "Faire une offre", the form, and the
 * offers list. Loaded apart (ProjectOffersSection.tsx): visitors see only a login invitation.
 */
export function ProjectOffersPanel({ project: detail, onChanged }: ProjectOffersSectionProps) {
  const logged = detail.viewerPseudo !== null;
  const { project, authorProject } = detail;
  const banner = useBanner();
  const loginHere = useLoginPath();
  const [formOpen, setFormOpen] = useState(false);
  const [verifyOpen, setVerifyOpen] = useState(false);
  const list = usePagedList({
    queryKey: offerKeys.project(project._id),
    fetchPage: (page, signal) => getProjectOffers(project._id, page, signal),
    items: (page) => page.offers,
    enabled: logged,
  });
  const first = list.firstPage;
  const offers = list.items;
  const reloadAll = () => {
    void list.query.refetch();
    onChanged();
  };
  const badge = offererBadge({
    logged,
    authorProject,
    statut: project.statut,
    offerSent: first?.userOfferSent ?? false,
    won: first?.userProjectWon ?? false,
    // Anyone but the owner gets her own offer only.
    ownOffer: authorProject ? undefined : offers[0]?.statut,
  });
  const makeOffer = () => (detail.statusSocialNetwork ? setFormOpen(true) : setVerifyOpen(true));
  const badgeText = BADGE_TEXT[badge];

  return (
    <section className={styles.section} aria-labelledby="offers-title">
      <Banner message={banner.message} onClear={banner.clear} />
      {badge === 'login' && (
        <Card className={styles.cta}>
          <p>{offersText.loginPrompt}</p>
          <LinkButton to={loginHere}>{MSG.nav.login}</LinkButton>
        </Card>
      )}
      {logged && !authorProject && first && (badge === 'makeOffer' || badgeText) && (
        <Card className={styles.cta}>
          {badge === 'makeOffer' ? (
            <Button onClick={makeOffer}>{offersText.makeOffer}</Button>
          ) : (
            badgeText && (
              <div className={styles.badgeState}>
                <Badge tone={badgeText.tone}>{badgeText.text}</Badge>
                <p>{badgeText.hint}</p>
              </div>
            )
          )}
        </Card>
      )}
      {logged && (authorProject || offers.length > 0) && (
        <h2 id="offers-title" className={styles.sectionTitle}>
          {authorProject ? offersText.listTitleOwner : offersText.listTitleOther}
        </h2>
      )}
      {logged && (
        // Only the owner is told that no offer came yet.
        <ListState
          query={list.query}
          items={offers}
          empty={authorProject && first ? offersText.listEmpty : undefined}
        >
          {(shown) => (
            // The list's own skeleton while the cards' code loads.
            <Suspense fallback={<SkeletonCard lines={4} />}>
              <ul className={styles.list}>
                {shown.map((offer) => (
                  <OfferCard
                    key={offer.idOffer}
                    offer={offer}
                    idProject={project._id}
                    projectStatut={project.statut}
                    role={authorProject ? 'owner' : 'author'}
                    hasPack={detail.userAuthSubscription}
                    banner={banner}
                    onChanged={reloadAll}
                  />
                ))}
              </ul>
            </Suspense>
          )}
        </ListState>
      )}
      <Suspense fallback={null}>
        <OfferForm
          open={formOpen}
          idProject={project._id}
          defaultTax={first?.userTax}
          onClose={() => setFormOpen(false)}
          onSent={reloadAll}
          onVerificationRequired={() => setVerifyOpen(true)}
        />
      </Suspense>
      <Modal
        open={verifyOpen}
        onClose={() => setVerifyOpen(false)}
        title={offersText.verificationTitle}
        footer={
          <>
            <Button variant="ghost" onClick={() => setVerifyOpen(false)}>
              {MSG.ui.close}
            </Button>
            <LinkButton to="/my-social-net">{offersText.verificationLink}</LinkButton>
          </>
        }
      >
        <p>{offersText.verificationText}</p>
      </Modal>
    </section>
  );
}
