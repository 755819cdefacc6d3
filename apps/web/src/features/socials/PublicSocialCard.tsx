import { formatEuros, MSG, type SocialEntry, type SocialNetwork } from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { FactItem } from '../../components/FactItem';
import { audienceReportLink, NETWORK_LABELS, profileLink } from './api';
import { audienceOf, followersText } from './Followers';
import styles from './Socials.module.css';

const socialsText = MSG.socialsPage;

/** Another user's network: handle, verified flag, links, and rates once verified (0 hides). */
export function PublicSocialCard({
  network,
  entry,
}: {
  network: SocialNetwork;
  entry: SocialEntry;
}) {
  const label = NETWORK_LABELS[network];
  const audience = followersText(audienceOf(entry));
  const prices: { label: string; value: number }[] = [
    ...(network === 'instagram'
      ? [{ label: socialsText.storyPrice, value: entry.storyTarif }]
      : []),
    { label: socialsText.publicationPrice, value: entry.publicationTarif },
  ].filter((price) => price.value > 0); // 0 hides the price
  return (
    <Card as="section" aria-labelledby={`${network}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${network}-title`}>{label}</h2>
        <Badge tone={entry.statutVerif ? 'publish' : 'neutral'} dot>
          {entry.statutVerif ? MSG.profilePage.verified : MSG.profilePage.notVerified}
        </Badge>
      </div>
      <p className={styles.handle}>@{entry.identifiant}</p>
      {audience && <p className={styles.audience}>{audience}</p>}
      <p className={styles.links}>
        <a href={profileLink(network, entry.identifiant)} target="_blank" rel="noopener noreferrer">
          {socialsText.seeProfile} <span className="visually-hidden">{socialsText.newTab}</span>
        </a>
        <a
          href={audienceReportLink(network, entry.identifiant)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {socialsText.audienceReport} <span className="visually-hidden">{socialsText.newTab}</span>
        </a>
      </p>
      <p className={styles.note}>
        {entry.statutVerif ? socialsText.explanation : socialsText.unverifiedExplanation}
      </p>
      {entry.statutVerif && prices.length > 0 && (
        <dl className={styles.prices}>
          {prices.map((price) => (
            <FactItem key={price.label} term={price.label}>
              {formatEuros(price.value)}
            </FactItem>
          ))}
        </dl>
      )}
    </Card>
  );
}
