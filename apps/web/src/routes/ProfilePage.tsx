import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MSG } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Skeleton, SkeletonCard } from '../components/Skeleton';
import { profileQuery } from '../features/profiles/api';
import { useProfileView } from '../features/profiles/presence';
import { ProfileHeader } from '../features/profiles/ProfileHeader';
import {
  ContactSection,
  PresentationSection,
  StatsSection,
} from '../features/profiles/ProfileSections';
import {
  MediasSection,
  ProfileReviews,
  reviewsPlaceholder,
  SocialsSummary,
  socialsPlaceholder,
} from '../features/profiles/lazySections';
import { SignupTeaser } from '../features/profiles/SignupTeaser';
import profilesStyles from '../features/profiles/Profiles.module.css';
import { NoticeButton } from '../features/notices/NoticeButton';
import { useAuthState } from '../lib/auth';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { usePageMeta } from '../lib/usePageMeta';

/** /profile/{user} (public, not indexed): every section of the spec; visitors get a teaser. */
export function ProfilePage() {
  const { user = '' } = useParams();
  const { logged, pseudo } = useAuthState();
  usePageMeta(MSG.profilePage.title(user), { noindex: true });
  const isOwner = logged && pseudo?.toLowerCase() === user.toLowerCase();
  const query = useQuery(profileQuery(user, logged));
  useProfileView(query.data ? user : undefined, isOwner);
  // The sections loaded apart come once the presentation (the page's LCP) is painted: their
  // placeholders first, the same look.
  const later = useAfterFirstPaint(query.isSuccess);

  if (query.isPending) {
    return (
      <div className={`container ${profilesStyles.profilePage}`}>
        <Skeleton height={220} radius={16} />
        <div className={profilesStyles.sections}>
          <SkeletonCard lines={5} />
          <SkeletonCard lines={4} />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={`container ${profilesStyles.profilePage}`}>
        <EmptyState message={MSG.profile.notFound}>
          <LinkButton to="/all-profiles" variant="secondary">
            {MSG.sectorPage.allProfiles}
          </LinkButton>
        </EmptyState>
      </div>
    );
  }

  const { profile } = query.data;
  const viewer = isOwner ? 'owner' : logged ? 'logged' : 'visitor';
  return (
    <div className={`container ${profilesStyles.profilePage}`}>
      {profile.restricted && (
        <p className={profilesStyles.restrictedNotice} role="status">
          {MSG.profilePage.restricted}
        </p>
      )}
      <ProfileHeader profile={profile} viewer={viewer} />
      <div className={profilesStyles.sections}>
        <div className={profilesStyles.column}>
          <PresentationSection profile={profile} />
          {logged ? (
            later && (
              <Suspense fallback={null}>
                <MediasSection profile={profile} />
              </Suspense>
            )
          ) : (
            <SignupTeaser />
          )}
          {later ? (
            <Suspense fallback={reviewsPlaceholder}>
              <ProfileReviews pseudo={profile.pseudo} viewerPseudo={logged ? pseudo : null} />
            </Suspense>
          ) : (
            reviewsPlaceholder
          )}
        </div>
        <div className={profilesStyles.column}>
          <ContactSection profile={profile} logged={logged} />
          <StatsSection profile={profile} />
          {!isOwner && (
            <NoticeButton
              target={{ kind: 'profile', id: profile.pseudo }}
              targetLabel={MSG.notices.describe.profile(profile.pseudo)}
            />
          )}
          {logged &&
            (later ? (
              <Suspense fallback={socialsPlaceholder}>
                <SocialsSummary pseudo={profile.pseudo} />
              </Suspense>
            ) : (
              socialsPlaceholder
            ))}
        </div>
      </div>
    </div>
  );
}
