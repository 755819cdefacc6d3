import { useQuery } from '@tanstack/react-query';
import { isEmptySocialId, MSG, SOCIAL_NETWORKS, pagePath } from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { SkeletonText } from '../../components/Skeleton';
import { allSocialsKey, getAllSocials, NETWORK_LABELS } from '../socials/api';
import { audienceOf, followersText } from '../socials/Followers';
import styles from './Profiles.module.css';

const profileText = MSG.profilePage;

/** Instagram and TikTok handles with their verified flag, and the link to the rates. */
export function SocialsSummary({ pseudo }: { pseudo: string }) {
  const query = useQuery({
    queryKey: allSocialsKey(pseudo),
    queryFn: ({ signal }) => getAllSocials(pseudo, signal),
  });
  const entries = query.data
    ? SOCIAL_NETWORKS.map((network) => ({ network, entry: query.data[network] })).filter(
        ({ entry }) => !isEmptySocialId(entry.identifiant),
      )
    : [];
  return (
    <Card as="section" className={styles.section} aria-labelledby="socials-title">
      <h2 id="socials-title">{profileText.socialsTitle}</h2>
      {query.isPending ? (
        <SkeletonText lines={2} />
      ) : entries.length === 0 ? (
        <p className={styles.muted}>{MSG.socials.none(pseudo)}</p>
      ) : (
        <>
          <ul className={styles.socialList}>
            {entries.map(({ network, entry }) => {
              const audience = followersText(audienceOf(entry));
              return (
                <li key={network} className={styles.socialItem}>
                  <span>
                    {NETWORK_LABELS[network]} ·{' '}
                    <span className={styles.socialHandle}>@{entry.identifiant}</span>
                    {audience && <span className={styles.socialAudience}> · {audience}</span>}
                  </span>
                  <Badge tone={entry.statutVerif ? 'publish' : 'neutral'} dot>
                    {entry.statutVerif ? profileText.verified : profileText.notVerified}
                  </Badge>
                </li>
              );
            })}
          </ul>
          <LinkButton
            to={pagePath('/socials/:user', { user: pseudo })}
            variant="secondary"
            size="sm"
          >
            {profileText.seeRates}
          </LinkButton>
        </>
      )}
    </Card>
  );
}
