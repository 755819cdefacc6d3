import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { SkeletonCard } from '../components/Skeleton';
import { failedWith } from '../lib/api';
import { collabKeys, getCollab } from '../features/collab/api';
import { CollabSpace } from '../features/collab/CollabSpace';
import { ErrorBlock } from '../features/projects/ErrorBlock';
import pagesStyles from '../features/projects/Pages.module.css';
import { usePageMeta } from '../lib/usePageMeta';

const collabText = MSG.collab;

/** /collab/:idOffer (login required, not indexed): the two parties' collaboration space. */
export function CollabPage() {
  usePageMeta(collabText.title, { noindex: true });
  const { idOffer = '' } = useParams();
  const query = useQuery({
    queryKey: collabKeys.space(idOffer),
    queryFn: ({ signal }) => getCollab(idOffer, signal),
    retry: false,
  });
  return (
    <div className={`container ${pagesStyles.page} ${pagesStyles.narrow}`}>
      {query.isPending ? (
        <SkeletonCard lines={8} />
      ) : query.isError ? (
        failedWith(query.error, 'collab_forbidden') ? (
          <ErrorBlock code={403} message={collabText.forbidden} />
        ) : failedWith(query.error, 'collab_not_started') ? (
          <ErrorBlock code={403} message={collabText.notStarted} />
        ) : failedWith(query.error, 'offer_not_found', 'validation') ? (
          <ErrorBlock code={404} message={collabText.notFound} />
        ) : (
          <ErrorBlock code={500} message={MSG.common.genericRetry} />
        )
      ) : (
        <CollabSpace data={query.data} onChanged={() => void query.refetch()} />
      )}
    </div>
  );
}
