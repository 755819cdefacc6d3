import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { isEmptySocialId, MSG, SOCIAL_NETWORKS, pagePath } from '@kollabo/shared';
import { ListState } from '../components/ListState';
import { SkeletonCard } from '../components/Skeleton';
import { allSocialsKey, getAllSocials } from '../features/socials/api';
import { PublicSocialCard } from '../features/socials/PublicSocialCard';
import socialsStyles from '../features/socials/Socials.module.css';
import { usePageMeta } from '../lib/usePageMeta';

const socialsText = MSG.socialsPage;

/** /socials/{user} (login required): one card per network, rates shown only when verified. */
export function SocialsPage() {
  const { user = '' } = useParams();
  const navigate = useNavigate();
  usePageMeta(socialsText.publicTitle(user), { noindex: true });
  const query = useQuery({
    queryKey: allSocialsKey(user),
    queryFn: ({ signal }) => getAllSocials(user, signal),
    retry: false,
  });
  // Spec: a load that is not OK goes to /error.
  useEffect(() => {
    if (query.isError) navigate('/error', { replace: true });
  }, [query.isError, navigate]);

  const data = query.data;
  const networks = data
    ? SOCIAL_NETWORKS.map((network) => ({ network, entry: data[network] })).filter(
        ({ entry }) => !isEmptySocialId(entry.identifiant),
      )
    : [];
  const name = query.data?.pseudo ?? user;
  return (
    <div
      className="container"
      style={{ paddingTop: 'var(--space-6)', paddingBottom: 'var(--space-12)' }}
    >
      <p>
        <Link to={pagePath('/profile/:user', { user: name })}>← {socialsText.backToProfile}</Link>
      </p>
      <h1>{socialsText.publicTitle(name)}</h1>
      {/* A failed load leaves for /error: the skeleton stays until then. */}
      <ListState
        query={{ isPending: query.isPending || query.isError }}
        items={networks}
        empty={MSG.socials.none(name)}
        skeleton={<SkeletonCard lines={5} />}
      >
        {(shown) => (
          <>
            <div className={socialsStyles.cards}>
              {shown.map(({ network, entry }) => (
                <PublicSocialCard key={network} network={network} entry={entry} />
              ))}
            </div>
            <p className={socialsStyles.note} style={{ marginTop: 'var(--space-6)' }}>
              {socialsText.reportNote}
            </p>
          </>
        )}
      </ListState>
    </div>
  );
}
