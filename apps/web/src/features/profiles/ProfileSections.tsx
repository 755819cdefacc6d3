import {
  abbreviateNumber,
  formatDateTime,
  formatShortDate,
  MSG,
  type Profile,
} from '@kollabo/shared';
import { Card } from '../../components/Card';
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
        <div>
          <dt>{profileText.sector}</dt>
          <dd>{profile.categorie || profileText.notProvided}</dd>
        </div>
        <div>
          <dt>{profileText.email}</dt>
          <dd className={styles.verifiedMark}>✓ {profileText.emailVerified}</dd>
        </div>
        {logged && profile.phone && (
          <div>
            <dt>{profileText.phone}</dt>
            <dd>
              <a href={`tel:${profile.phone}`}>{profile.phone}</a>
            </dd>
          </div>
        )}
        {profile.localisation && (
          <div>
            <dt>{profileText.location}</dt>
            <dd>{profile.localisation}</dd>
          </div>
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
        <div>
          <dt>{profileText.views}</dt>
          <dd>{abbreviateNumber(stats.views)}</dd>
        </div>
        <div>
          <dt>{profileText.favourites}</dt>
          <dd>{abbreviateNumber(stats.inFavorize)}</dd>
        </div>
        <div>
          <dt>{profileText.lastConnect}</dt>
          <dd>{stats.lastConnect ? formatDateTime(stats.lastConnect) : profileText.neverSeen}</dd>
        </div>
        <div>
          <dt>{profileText.memberSince}</dt>
          <dd>{formatShortDate(stats.dateCrea)}</dd>
        </div>
      </dl>
    </Card>
  );
}
