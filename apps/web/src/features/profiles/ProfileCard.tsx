import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  abbreviateNumber,
  formatEuros,
  profileTypeLabel,
  MSG,
  truncateText,
  type ProfileCard as ProfileCardData,
  pagePath,
  shownName,
} from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { FactItem } from '../../components/FactItem';
import { ProBadge } from '../../components/Badge';
import { ListState, type ListQuery } from '../../components/ListState';
import { SkeletonText } from '../../components/Skeleton';
import { RatingSummary } from '../reviews/RatingSummary';
import { imageUrl } from '../../lib/images';
import { FollowersList, type FollowerSummary } from '../socials/Followers';
import { lastSeen } from './lastSeen';
import styles from './Profiles.module.css';

/** The directory's card adds the niche, the location and the audience per verified network. */
export type ListedProfile = ProfileCardData & {
  categorie?: string;
  localisation?: string;
  socials?: { instagram: FollowerSummary; tiktok: FollowerSummary };
  /** Logged viewers only: the lowest publication rate, in euros. */
  publicationTarif?: number | null;
};

/** A profile in a list: avatar, name, PRO badge, type, text cut at 196 characters, stats. */
export function ProfileCard({ card }: { card: ListedProfile }) {
  const displayName = shownName(card);
  const place = [card.categorie, card.localisation].filter(Boolean).join(' · ');
  const seen = lastSeen(card.statistique.lastConnect);
  return (
    <Card as="li" padded={false} className={styles.card}>
      <Link to={pagePath('/profile/:user', { user: card.pseudo })} className={styles.cardLink}>
        <div className={styles.cardHead}>
          <Avatar src={imageUrl(card._link_photo_profil.url, 'sm')} name={displayName} size={56} />
          <div className={styles.cardIdentity}>
            <span className={styles.cardName}>
              {displayName} <ProBadge type={card.subscription} />
            </span>
            <span className={styles.cardStatut}>
              {profileTypeLabel(card.statut, card.feminine)}
            </span>
            {place && <span className={styles.cardPlace}>{place}</span>}
            <RatingSummary rating={card.rating} />
          </div>
        </div>
        {card.socials && <FollowersList socials={card.socials} />}
        {Boolean(card.publicationTarif) && (
          <p className={styles.cardRate}>
            {MSG.directory.rateFrom(formatEuros(card.publicationTarif ?? 0))}
          </p>
        )}
        <p className={styles.cardText}>{truncateText(card.presentation, 196)}</p>
        <dl className={styles.cardStats}>
          <FactItem term={MSG.profilePage.views}>
            {abbreviateNumber(card.statistique.views)}
          </FactItem>
          <FactItem term={MSG.profilePage.favourites}>
            {abbreviateNumber(card.statistique.inFavorize)}
          </FactItem>
          <FactItem
            term={MSG.profilePage.lastConnect}
            valueClassName={seen.available ? styles.available : undefined}
            hideTerm
          >
            {seen.label}
          </FactItem>
        </dl>
      </Link>
    </Card>
  );
}

/** Cards of a paginated list: skeletons first, the spec's empty text, then "Afficher plus". */
export function ProfileList({
  list,
  empty,
  emptyAction,
  emptyIcon,
}: {
  /** A `useProfileList` result. */
  list: { query: ListQuery; items: readonly ListedProfile[] };
  empty: string;
  /** Under the empty text: the next useful action. */
  emptyAction?: ReactNode;
  /** The empty state's icon. */
  emptyIcon?: ReactNode;
}) {
  return (
    <ListState
      query={list.query}
      items={list.items}
      empty={empty}
      emptyAction={emptyAction}
      emptyIcon={emptyIcon}
      skeleton={
        <ul className={styles.grid} aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Card as="li" key={index} padded={false} className={styles.card}>
              <SkeletonText lines={4} />
            </Card>
          ))}
        </ul>
      }
    >
      {(cards) => (
        <ul className={styles.grid}>
          {cards.map((card) => (
            <ProfileCard key={card.pseudo} card={card} />
          ))}
        </ul>
      )}
    </ListState>
  );
}
