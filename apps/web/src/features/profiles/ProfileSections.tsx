import {
  abbreviateNumber,
  formatDateTime,
  formatShortDate,
  MSG,
  type Profile,
} from '@kollabo/shared';
import { Card } from '../../components/Card';
import { FactItem } from '../../components/FactItem';
import styles from './Profiles.module.css';

const profileText = MSG.profilePage;

export function PresentationSection({ profile }: { profile: Profile }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="presentation-title">
      <h2 id="presentation-title">{profileText.presentationTitle}</h2>
      {profile.presentation ? (
        <p className={styles.presentation}>{profile.presentation}</p>
      ) : (
        <p className={styles.muted}>{profileText.presentationEmpty}</p>
      )}
    </Card>
  );
}

/** Sector, e-mail only as "verified" (never the address), phone when present. */
export function ContactSection({ profile, logged }: { profile: Profile; logged: boolean }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title">{profileText.contactTitle}</h2>
      <dl className={styles.facts}>
        <FactItem term={profileText.sector}>
          {profile.categorie || profileText.notProvided}
        </FactItem>
        <FactItem term={profileText.email} valueClassName={styles.verifiedMark}>
          ✓ {profileText.emailVerified}
        </FactItem>
        {logged && profile.phone !== '' && (
          <FactItem term={profileText.phone}>
            {profile.phone === null ? (
              MSG.common.phoneHidden
            ) : (
              <a href={`tel:${profile.phone}`}>{profile.phone}</a>
            )}
          </FactItem>
        )}
        {profile.localisation && (
          <FactItem term={profileText.location}>{profile.localisation}</FactItem>
        )}
      </dl>
    </Card>
  );
}

export function StatsSection({ profile }: { profile: Profile }) {
  const stats = profile.statistique;
  return (
    <Card as="section" className={styles.section} aria-labelledby="stats-title">
      <h2 id="stats-title">{profileText.statsTitle}</h2>
      <dl className={styles.facts}>
        <FactItem term={profileText.views}>{abbreviateNumber(stats.views)}</FactItem>
        <FactItem term={profileText.favourites}>{abbreviateNumber(stats.inFavorize)}</FactItem>
        <FactItem term={profileText.lastConnect}>
          {stats.lastConnect ? formatDateTime(stats.lastConnect) : profileText.neverSeen}
        </FactItem>
        <FactItem term={profileText.memberSince}>{formatShortDate(stats.dateCrea)}</FactItem>
      </dl>
    </Card>
  );
}
