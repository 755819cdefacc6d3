import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, formatDateTime, type UserSessionItem } from '@kollabo/shared';
import { Badge } from '../components/Badge';
import { Banner, LoadErrorBanner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { QueryState } from '../components/QueryState';
import { SkeletonCard } from '../components/Skeleton';
import {
  getSessions,
  revokeOtherSessions,
  revokeSession,
  securityKeys,
} from '../features/security/api';
import styles from '../features/security/Security.module.css';
import { AccountLayout } from '../layout/AccountLayout';
import { isApiError } from '../lib/api';
import { usePageMeta } from '../lib/usePageMeta';

const sessionsText = MSG.securityPage.sessions;

/** /appareils-connectes (login required): her open sessions, each can be disconnected. */
export function SessionsPage() {
  usePageMeta(sessionsText.title, { noindex: true });
  const banner = useBanner();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => getSessions(signal),
  });
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (id: string, work: () => Promise<string>) => {
    setBusyId(id);
    try {
      banner.success(await work());
      await queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
    } catch (error) {
      banner.error(isApiError(error) ? error.message : MSG.common.genericRetry);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <AccountLayout title={sessionsText.title}>
      <p>{sessionsText.intro}</p>
      <Banner message={banner.message} onClear={banner.clear} />
      <QueryState
        query={sessions}
        skeleton={<SkeletonCard lines={4} />}
        error={<LoadErrorBanner text={MSG.common.genericRetry} />}
      >
        {(data) => (
          <div className={styles.stack}>
            <ul className={styles.sessions} aria-label={sessionsText.listLabel}>
              {data.sessions.map((session) => (
                <SessionRow
                  key={session._id}
                  session={session}
                  busy={busyId === session._id}
                  onRevoke={() =>
                    void act(session._id, async () => {
                      await revokeSession(session._id);
                      return sessionsText.revokedOne;
                    })
                  }
                />
              ))}
            </ul>
            {data.sessions.some((session) => !session.current) ? (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  busy={busyId === 'others'}
                  busyLabel={sessionsText.revoking}
                  onClick={() =>
                    void act('others', async () =>
                      sessionsText.revokedAll((await revokeOtherSessions()).revoked),
                    )
                  }
                >
                  {sessionsText.revokeAll}
                </Button>
              </div>
            ) : (
              <p className={styles.muted}>{sessionsText.empty}</p>
            )}
          </div>
        )}
      </QueryState>
    </AccountLayout>
  );
}

function SessionRow({
  session,
  busy,
  onRevoke,
}: {
  session: UserSessionItem;
  busy: boolean;
  onRevoke: () => void;
}) {
  return (
    <Card as="li" className={styles.session}>
      <div className={styles.sessionInfo}>
        <span className={styles.device}>
          {session.device}
          {session.current && <Badge tone="publish">{sessionsText.current}</Badge>}
        </span>
        <span className={styles.muted}>{sessionsText.network(session.ipRange)}</span>
        <span className={styles.muted}>
          {sessionsText.lastUsed(formatDateTime(session.lastUsedAt))}
        </span>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          busy={busy}
          busyLabel={sessionsText.revoking}
          onClick={onRevoke}
        >
          {sessionsText.revoke}
        </Button>
      )}
    </Card>
  );
}
