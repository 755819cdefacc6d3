import { MSG, profileTypeLabel, type Profile, shownName } from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { ProBadge } from '../../components/Badge';
import { LinkButton } from '../../components/Button';
import { imageUrl } from '../../lib/images';
import { lastSeen } from './lastSeen';
import { LikeButton } from './LikeButton';
import styles from './Profiles.module.css';

const profileText = MSG.profilePage;

/** Banner, photo, name (pseudo when no name), PRO badge, status line, location, actions. */
export function ProfileHeader({
  profile,
  viewer,
}: {
  profile: Profile;
  viewer: 'owner' | 'logged' | 'visitor';
}) {
  const displayName = shownName(profile);
  const cover = imageUrl(profile._link_photo_couverture.url);
  const seen = lastSeen(profile.statistique.lastConnect);
  return (
    <section className={styles.hero} aria-labelledby="profile-name">
      <div className={styles.cover}>
        {cover && <img src={cover} alt={profileText.coverAlt(displayName)} />}
      </div>
      <div className={styles.heroBody}>
        <Avatar
          src={imageUrl(profile._link_photo_profil.url)}
          name={displayName}
          size={112}
          className={styles.heroAvatar}
        />
        <div className={styles.heroRow}>
          <div>
            <h1 id="profile-name" className={styles.heroName}>
              {displayName} <ProBadge type={profile.subscription} />
            </h1>
            <p className={styles.heroMeta}>
              <span>{profileTypeLabel(profile.statut, profile.feminine)}</span>
              {profile.name && <span>@{profile.pseudo}</span>}
              {profile.localisation && <span>{profile.localisation}</span>}
              <span className={seen.available ? styles.available : undefined}>{seen.label}</span>
            </p>
          </div>
          {viewer === 'owner' && (
            <LinkButton to="/my-account" variant="secondary">
              {profileText.editProfile}
            </LinkButton>
          )}
          {viewer === 'logged' && <LikeButton pseudo={profile.pseudo} />}
        </div>
      </div>
    </section>
  );
}
