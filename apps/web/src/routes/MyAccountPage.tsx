import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { LoadErrorBanner } from '../components/Banner';
import { QueryState } from '../components/QueryState';
import { SkeletonCard } from '../components/Skeleton';
import { DataExportSection } from '../features/account/DataExportSection';
import { DeleteAccountSection } from '../features/account/DeleteAccountSection';
import { getProfile, profileKey } from '../features/profiles/api';
import { MediaEditor } from '../features/profiles/MediaEditor';
import myAccountStyles from '../features/profiles/MyAccount.module.css';
import { ProfileInfoForm } from '../features/profiles/ProfileInfoForm';
import { VideoForm } from '../features/profiles/VideoForm';
import { TwoFactorSection } from '../features/security/TwoFactorSection';
import { AccountLayout } from '../layout/AccountLayout';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';

const myAccountText = MSG.myAccountPage;

/** /my-account (login required): profile form, photos, gallery, presentation video, export of
 * her data and deletion of her account. */
export function MyAccountPage() {
  usePageMeta(myAccountText.title, { noindex: true });
  const { pseudo } = useAuthState();
  const query = useQuery({
    queryKey: [...profileKey(pseudo ?? ''), 'logged'],
    queryFn: ({ signal }) => getProfile(pseudo ?? '', signal),
    enabled: Boolean(pseudo),
  });

  return (
    <AccountLayout title={myAccountText.title}>
      <QueryState
        query={query}
        skeleton={<SkeletonCard lines={8} />}
        error={<LoadErrorBanner text={MSG.logInfo.network} />}
      >
        {({ profile }) => (
          <div className={myAccountStyles.stack}>
            <ProfileInfoForm key={profile.pseudo} profile={profile} />
            <MediaEditor profile={profile} />
            <VideoForm profile={profile} />
            <TwoFactorSection />
            <DataExportSection />
            <DeleteAccountSection />
          </div>
        )}
      </QueryState>
    </AccountLayout>
  );
}
