import {
  abbreviateNumber,
  formatDateTime,
  formatShortDate,
  MSG,
  type Profile,
} from '@kollabo/shared';
import { Card } from '../../components/Card';
import styles from './Profiles.module.css';

const t = MSG.profilePage;

export function PresentationSection({ profile }: { profile: Profile }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="presentation-title">
      <h2 id="presentation-title">{t.presentationTitle}</h2>
      {profile.presentation ? (
        <p className={styles.presentation}>{profile.presentation}</p>
      ) : (
        <p className={styles.muted}>{t.presentationEmpty}</p>
      )}
    </Card>
  );
}

/** Sector, e-mail only as "verified" (never the address), phone when present. */
export function ContactSection({ profile, logged }: { profile: Profile; logged: boolean }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title">{t.contactTitle}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t.sector}</dt>
          <dd>{profile.categorie || t.notProvided}</dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd className={styles.verifiedMark}>✓ {t.emailVerified}</dd>
        </div>
        {logged && profile.phone && (
          <div>
            <dt>{t.phone}</dt>
            <dd>
              <a href={`tel:${profile.phone}`}>{profile.phone}</a>
            </dd>
          </div>
        )}
        {profile.localisation && (
          <div>
            <dt>{t.location}</dt>
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
      <h2 id="stats-title">{t.statsTitle}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t.views}</dt>
          <dd>{abbreviateNumber(stats.views)}</dd>
        </div>
        <div>
          <dt>{t.favourites}</dt>
          <dd>{abbreviateNumber(stats.inFavorize)}</dd>
        </div>
        <div>
          <dt>{t.lastConnect}</dt>
          <dd>{stats.lastConnect ? formatDateTime(stats.lastConnect) : t.neverSeen}</dd>
        </div>
        <div>
          <dt>{t.memberSince}</dt>
          <dd>{formatShortDate(stats.dateCrea)}</dd>
        </div>
      </dl>
    </Card>
  );
}
