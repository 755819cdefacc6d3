import {
  FOLLOWERS_FRESH_MS,
  MSG,
  SOCIAL_NETWORKS,
  abbreviateNumber,
  formatShortDate,
  type SocialNetwork,
} from '@kollabo/shared';
import styles from './Socials.module.css';

export interface FollowerSummary {
  verified: boolean;
  followers: number | null;
  followersAt: string | null;
}

/** A social entry of GET /user/social/all-socials, with the audience read at verification. */
interface SocialEntryWithAudience {
  statutVerif: boolean;
  followers?: number | null;
  verifiedAt?: string | null;
}

/** The audience of a network entry (a count only once verified). */
export function audienceOf(entry: SocialEntryWithAudience): FollowerSummary {
  return {
    verified: entry.statutVerif,
    followers: entry.statutVerif ? (entry.followers ?? null) : null,
    followersAt: entry.verifiedAt ?? null,
  };
}

/** "12,5k abonnés", with "au 3 sept. 2026" when the count was read more than 30 days ago. */
export function followersText(summary: FollowerSummary, now = Date.now()): string | null {
  if (summary.followers === null) return null;
  const count = MSG.followers.count(abbreviateNumber(summary.followers));
  const readAt = summary.followersAt ? new Date(summary.followersAt).getTime() : null;
  return readAt !== null && now - readAt > FOLLOWERS_FRESH_MS
    ? `${count} ${MSG.followers.readOn(formatShortDate(readAt))}`
    : count;
}

/**
 * The audience of each verified network (Instagram, TikTok). A network without a count (a
 * visitor, or a verification that did not read one) says only that it is verified.
 */
export function FollowersList({
  socials,
  className,
}: {
  socials: Record<SocialNetwork, FollowerSummary>;
  className?: string;
}) {
  const verified = SOCIAL_NETWORKS.filter((network) => socials[network].verified);
  if (verified.length === 0) return null;
  return (
    <ul className={[styles.followers, className].filter(Boolean).join(' ')}>
      {verified.map((network) => (
        <li key={network} className={styles.follower}>
          <span className={styles.network}>{MSG.directory.networks[network]}</span>
          <span>{followersText(socials[network]) ?? MSG.followers.verified}</span>
        </li>
      ))}
    </ul>
  );
}
