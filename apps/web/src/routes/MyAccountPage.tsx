import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { Banner } from '../components/Banner';
import { Card } from '../components/Card';
import { SkeletonText } from '../components/Skeleton';
import { getProfile, profileKey } from '../features/profiles/api';
import { MediaEditor } from '../features/profiles/MediaEditor';
import styles from '../features/profiles/MyAccount.module.css';
import { ProfileInfoForm } from '../features/profiles/ProfileInfoForm';
import { VideoForm } from '../features/profiles/VideoForm';
import { AccountLayout } from '../layout/AccountLayout';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';

const t = MSG.myAccountPage;

/** /my-account (login required): profile form, photos, gallery and presentation video. */
export function MyAccountPage() {
  usePageMeta(t.title, { noindex: true });
  const { pseudo } = useAuthState();
  const query = useQuery({
    queryKey: [...profileKey(pseudo ?? ''), 'logged'],
    queryFn: ({ signal }) => getProfile(pseudo ?? '', signal),
    enabled: Boolean(pseudo),
  });

  return (
    <AccountLayout title={t.title}>
      {query.isPending ? (
        <Card>
          <SkeletonText lines={8} />
        </Card>
      ) : query.isError ? (
        <Banner
          message={{ kind: 'error', text: MSG.logInfo.network, key: 0 }}
          onClear={() => {}}
          duration={null}
        />
      ) : (
        <div className={styles.stack}>
          <ProfileInfoForm key={query.data.profile.pseudo} profile={query.data.profile} />
          <MediaEditor profile={query.data.profile} />
          <VideoForm profile={query.data.profile} />
        </div>
      )}
    </AccountLayout>
  );
}
