import { useQuery } from '@tanstack/react-query';
import { MSG, formatCents } from '@kollabo/shared';
import { LoadErrorBanner } from '../../components/Banner';
import { Card } from '../../components/Card';
import { QueryState } from '../../components/QueryState';
import { SkeletonCard } from '../../components/Skeleton';
import adminListStyles from '../../components/AdminList.module.css';
import { getMissingTaxDetails, taxKeys } from './api';

const taxText = MSG.tax;

/**
 * /admin/fiscalite: creators without DAC7 details (art. 1649 ter A to E CGI) who have money
 * waiting or were paid; their transfers wait, and the year's report lacks their identity.
 */
export function MissingTaxDetailsSection() {
  const missing = useQuery({
    queryKey: taxKeys.adminMissing,
    queryFn: ({ signal }) => getMissingTaxDetails(signal),
  });
  return (
    <section aria-labelledby="admin-tax">
      <h2 id="admin-tax">{taxText.adminTitle}</h2>
      <p>{taxText.adminIntro}</p>
      <QueryState
        query={missing}
        skeleton={<SkeletonCard lines={3} />}
        error={<LoadErrorBanner text={MSG.admin.failure} />}
      >
        {(data) =>
          data.creators.length === 0 ? (
            <p>{taxText.adminEmpty}</p>
          ) : (
            <ul className={adminListStyles.list}>
              {data.creators.map((creator) => (
                <Card as="li" key={creator.id} className={adminListStyles.item}>
                  <h3 className={adminListStyles.itemTitle}>{creator.pseudo}</h3>
                  <p className={adminListStyles.meta}>
                    {taxText.adminPending(formatCents(creator.pendingCents))} ·{' '}
                    {taxText.adminPaid(formatCents(creator.paidCents))}
                  </p>
                </Card>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
