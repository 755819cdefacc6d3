import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { isEmptySocialId, MSG, SOCIAL_NETWORKS } from '@kollabo/shared';
import { Card } from '../components/Card';
import { EmptyState } from '../components/EmptyState';
import { SkeletonText } from '../components/Skeleton';
import { allSocialsKey, getAllSocials } from '../features/socials/api';
import { PublicSocialCard } from '../features/socials/PublicSocialCard';
import styles from '../features/socials/Socials.module.css';
import { usePageMeta } from '../lib/usePageMeta';

const t = MSG.socialsPage;

/** /socials/{user} (login required): one card per network, rates shown only when verified. */
export function SocialsPage() {
  const { user = '' } = useParams();
  const navigate = useNavigate();
  usePageMeta(t.publicTitle(user), { noindex: true });
  const query = useQuery({
    queryKey: allSocialsKey(user),
    queryFn: ({ signal }) => getAllSocials(user, signal),
    retry: false,
  });
  // Spec: a load that is not OK goes to /error.
  useEffect(() => {
    if (query.isError) navigate('/error', { replace: true });
  }, [query.isError, navigate]);

  const networks = query.data
    ? SOCIAL_NETWORKS.filter((network) => !isEmptySocialId(query.data[network].identifiant))
    : [];
  const name = query.data?.pseudo ?? user;
  return (
    <div
      className="container"
      style={{ paddingTop: 'var(--space-6)', paddingBottom: 'var(--space-12)' }}
    >
      <p>
        <Link to={`/profile/${encodeURIComponent(name)}`}>← {t.backToProfile}</Link>
      </p>
      <h1>{t.publicTitle(name)}</h1>
      {query.isPending || query.isError ? (
        <Card>
          <SkeletonText lines={5} />
        </Card>
      ) : networks.length === 0 ? (
        <EmptyState message={MSG.socials.none(name)} />
      ) : (
        <>
          <div className={styles.cards}>
            {networks.map((network) => (
              <PublicSocialCard key={network} network={network} entry={query.data[network]} />
            ))}
          </div>
          <p className={styles.note} style={{ marginTop: 'var(--space-6)' }}>
            {t.reportNote}
          </p>
        </>
      )}
    </div>
  );
}
