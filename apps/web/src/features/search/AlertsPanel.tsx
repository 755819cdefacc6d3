import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MSG, SEARCH_LIMITS } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { SkeletonText } from '../../components/Skeleton';
import { failedWith } from '../../lib/api';
import { createAlert, deleteAlert, listAlerts, searchKeys } from './api';
import { alertQueryOf, boardQueryOfAlert, boardSearch, type BoardQuery } from './queries';
import styles from './Search.module.css';

const alertsText = MSG.alerts;

/** Logged users: save the board's current query as an alert (at most 10), list and delete them. */
export function AlertsPanel({ query }: { query: BoardQuery }) {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const alerts = useQuery({
    queryKey: searchKeys.alerts,
    queryFn: ({ signal }) => listAlerts(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: searchKeys.alerts });
  const create = useMutation({
    mutationFn: () => createAlert(alertQueryOf(query)),
    onSuccess: async () => {
      banner.success(alertsText.created);
      await refresh();
    },
    onError: (error) =>
      banner.error(
        failedWith(error, 'alert_limit') ? MSG.search.alertLimit : MSG.common.genericRetry,
      ),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAlert(id),
    onSuccess: async () => {
      banner.success(alertsText.deleted);
      await refresh();
    },
    onError: async (error) => {
      banner.error(
        failedWith(error, 'alert_not_found') ? MSG.search.alertNotFound : MSG.common.genericRetry,
      );
      await refresh();
    },
  });
  const list = alerts.data?.alerts ?? [];
  const full = list.length >= SEARCH_LIMITS.alertsPerUser;

  return (
    <Card as="section" className={styles.alerts} aria-labelledby="alerts-title">
      <div className={styles.alertsHead}>
        <h2 id="alerts-title" className={styles.asideTitle}>
          {alertsText.title}
        </h2>
        {alerts.data && (
          <span className={styles.muted}>
            {alertsText.count(list.length, SEARCH_LIMITS.alertsPerUser)}
          </span>
        )}
      </div>
      <p className={styles.muted}>{alertsText.intro}</p>
      <Button
        variant="secondary"
        block
        busy={create.isPending}
        busyLabel={alertsText.creating}
        disabled={full}
        onClick={() => create.mutate()}
      >
        {alertsText.create}
      </Button>
      {full && <p className={styles.muted}>{MSG.search.alertLimit}</p>}
      <Banner message={banner.message} onClear={banner.clear} />
      {alerts.isPending ? (
        <SkeletonText lines={2} />
      ) : list.length === 0 ? (
        <p className={styles.muted}>{alertsText.empty}</p>
      ) : (
        <ul className={styles.alertList}>
          {list.map((alert) => (
            <li key={alert._id} className={styles.alertItem}>
              <Link
                to={`/projects${boardSearch(boardQueryOfAlert(alert.query))}`}
                aria-label={alertsText.open(alert.label)}
                className={styles.alertLink}
              >
                {alert.label}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                aria-label={alertsText.removeLabel(alert.label)}
                busy={remove.isPending && remove.variables === alert._id}
                onClick={() => remove.mutate(alert._id)}
              >
                {alertsText.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
