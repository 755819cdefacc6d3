import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { SkeletonCard } from '../components/Skeleton';
import { useUserSubscription } from '../features/account/useUserSubscription';
import { getOffer, isAccessRefused, offerKeys } from '../features/offers/api';
import { ChatPanel } from '../features/offers/ChatPanel';
import { OfferDetailCard } from '../features/offers/OfferDetailCard';
import { ErrorBlock } from '../features/projects/ErrorBlock';
import offersStyles from '../features/offers/Offers.module.css';
import pagesStyles from '../features/projects/Pages.module.css';
import { usePageMeta } from '../lib/usePageMeta';

const offersText = MSG.offers;

/** /offer/:idOffer/:idProject (login required, not indexed): the offer card and its chat. */
export function OfferPage() {
  usePageMeta(offersText.pageTitle, { noindex: true });
  const { idOffer = '', idProject = '' } = useParams();
  const banner = useBanner();
  const query = useQuery({
    queryKey: offerKeys.detail(idOffer, idProject),
    queryFn: ({ signal }) => getOffer(idOffer, idProject, signal),
    retry: false,
  });
  const subscription = useUserSubscription(Boolean(query.data?.authorProject));
  const hasPack = subscription.data ? subscription.data.subscription !== null : undefined;

  if (query.isPending) {
    return (
      <div className={`container ${pagesStyles.page} ${pagesStyles.narrow}`}>
        <SkeletonCard lines={8} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={`container ${pagesStyles.page}`}>
        {isAccessRefused(query.error) ? (
          <ErrorBlock code={403} message={offersText.forbidden} />
        ) : (
          <ErrorBlock code={500} message={offersText.error} />
        )}
      </div>
    );
  }
  return (
    <div className={`container ${pagesStyles.page} ${pagesStyles.narrow} ${offersStyles.section}`}>
      <Banner message={banner.message} onClear={banner.clear} />
      <OfferDetailCard
        detail={query.data}
        hasPack={hasPack}
        banner={banner}
        onChanged={() => void query.refetch()}
      />
      <ChatPanel
        idOffer={query.data.offer.idOffer}
        reloadKey={`${query.data.project.statut}:${query.data.offer.statut}`}
      />
    </div>
  );
}
