import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, parseVideoUrl, type Profile } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { isApiError } from '../../lib/api';
import { profileKey, setVideo } from './api';
import { VideoEmbed } from './MediasSection';
import { videoFormSchema, type VideoForm as VideoFormValues } from './schemas';
import styles from './MyAccount.module.css';
import '../../lib/frenchValidation';

const myAccountText = MSG.myAccountPage;

/** Presentation video link (YouTube or Vimeo) with a live preview. */
export function VideoForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const saved = profile._medias?.video_url ?? '';
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<VideoFormValues>({
    resolver: zodResolver(videoFormSchema),
    defaultValues: { link: saved },
  });
  const link = watch('link');
  const preview = parseVideoUrl(link ?? '') ? link : '';

  const save = async (values: VideoFormValues) => {
    try {
      const reply = await setVideo(values.link);
      reset({ link: reply.video_url });
      banner.success(reply.video_url ? MSG.profile.videoSaved : MSG.profile.videoDeleted);
      void queryClient.invalidateQueries({ queryKey: profileKey(profile.pseudo) });
    } catch (error) {
      banner.error(isApiError(error) ? MSG.profile.videoInvalid : MSG.common.network);
    }
  };

  return (
    <Card as="section" aria-labelledby="video-title">
      <h2 id="video-title" className={styles.sectionTitle}>
        {myAccountText.videoTitle}
      </h2>
      <Banner message={banner.message} onClear={banner.clear} />
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <Input
          label={myAccountText.videoLabel}
          hint={myAccountText.videoHint}
          type="url"
          inputMode="url"
          blockSpaces
          error={errors.link?.message}
          {...register('link')}
        />
        {preview && (
          <div className={styles.videoPreview}>
            <VideoEmbed link={preview} title={myAccountText.videoPreview} />
          </div>
        )}
        <div className={styles.slotActions}>
          <Button type="submit" busy={isSubmitting}>
            {myAccountText.videoSave}
          </Button>
          {saved && (
            <Button variant="ghost" disabled={isSubmitting} onClick={() => void save({ link: '' })}>
              {myAccountText.videoRemove}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
