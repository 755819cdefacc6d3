import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MSG, type ProjectDetailReply } from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Banner, useBanner } from '../../components/Banner';
import { Button, LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { LoadMore } from '../../components/LoadMore';
import { Modal } from '../../components/Modal';
import { SkeletonText } from '../../components/Skeleton';
import { getProjectOffers, offerKeys } from './api';
import { OfferCard } from './OfferCard';
import { OfferForm } from './OfferForm';
import { offererBadge, type OffererBadge } from './status';
import styles from './Offers.module.css';

const o = MSG.offers;

export interface ProjectOffersSectionProps {
  /** projectsApi.detail answer plus the viewer's pseudo (null for visitors). */
  project: ProjectDetailReply & { viewerPseudo: string | null };
  /** Call after a change (offer sent, attribution...) to reload the project. */
  onChanged: () => void;
}

const BADGE_TEXT: Partial<
  Record<OffererBadge, { text: string; tone: 'publish' | 'neutral' | 'allocation' }>
> = {
  sent: { text: o.badgeSent, tone: 'publish' },
  won: { text: o.badgeWon, tone: 'publish' },
  declined: { text: o.badgeDeclined, tone: 'allocation' },
  closed: { text: o.badgeClosed, tone: 'neutral' },
  unavailable: { text: o.badgeUnavailable, tone: 'neutral' },
};

/** The project page's offers: badge or "Faire une offre", the form, and the offers list. */
export function ProjectOffersSection({ project: detail, onChanged }: ProjectOffersSectionProps) {
  const logged = detail.viewerPseudo !== null;
  const { project, authorProject } = detail;
  const banner = useBanner();
  const [formOpen, setFormOpen] = useState(false);
  const [verifyOpen, setVerifyOpen] = useState(false);
  const list = useInfiniteQuery({
    queryKey: offerKeys.project(project._id),
    queryFn: ({ pageParam, signal }) => getProjectOffers(project._id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled: logged,
  });
  // Spec: list loads and load more failures are only logged.
  useEffect(() => {
    if (list.error) console.error(list.error);
  }, [list.error]);

  const first = list.data?.pages[0];
  const offers = list.data?.pages.flatMap((page) => page.offers) ?? [];
  const reloadAll = () => {
    void list.refetch();
    onChanged();
  };
  const badge = offererBadge({
    logged,
    authorProject,
    statut: project.statut,
    offerSent: first?.userOfferSent ?? false,
    won: first?.userProjectWon ?? false,
  });
  const makeOffer = () => (detail.statusSocialNetwork ? setFormOpen(true) : setVerifyOpen(true));
  const badgeText = BADGE_TEXT[badge];

  return (
    <section className={styles.section} aria-labelledby="offers-title">
      <Banner message={banner.message} onClear={banner.clear} />
      {badge === 'login' && (
        <Card className={styles.cta}>
          <p>{o.loginPrompt}</p>
          <LinkButton to="/connexion">{MSG.nav.login}</LinkButton>
        </Card>
      )}
      {logged && !authorProject && first && (badge === 'makeOffer' || badgeText) && (
        <Card className={styles.cta}>
          {badge === 'makeOffer' ? (
            <Button onClick={makeOffer}>{o.makeOffer}</Button>
          ) : (
            badgeText && <Badge tone={badgeText.tone}>{badgeText.text}</Badge>
          )}
        </Card>
      )}
      {logged && (authorProject || offers.length > 0) && (
        <h2 id="offers-title" className={styles.sectionTitle}>
          {authorProject ? o.listTitleOwner : o.listTitleOther}
        </h2>
      )}
      {logged && list.isPending && (
        <Card>
          <SkeletonText lines={4} />
        </Card>
      )}
      {authorProject && first && offers.length === 0 && <EmptyState message={o.listEmpty} />}
      {offers.length > 0 && (
        <ul className={styles.list}>
          {offers.map((offer) => (
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
      )}
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
      <OfferForm
        open={formOpen}
        idProject={project._id}
        onClose={() => setFormOpen(false)}
        onSent={reloadAll}
        onVerificationRequired={() => setVerifyOpen(true)}
      />
      <Modal
        open={verifyOpen}
        onClose={() => setVerifyOpen(false)}
        title={o.verificationTitle}
        footer={
          <>
            <Button variant="ghost" onClick={() => setVerifyOpen(false)}>
              {MSG.ui.close}
            </Button>
            <LinkButton to="/my-social-net">{o.verificationLink}</LinkButton>
          </>
        }
      >
        <p>{o.verificationText}</p>
      </Modal>
    </section>
  );
}
