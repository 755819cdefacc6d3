import { useQueryClient } from '@tanstack/react-query';
import { MSG, type Profile } from '@kollabo/shared';
import { Card } from '../../components/Card';
import {
  deleteGalleryImage,
  deleteProfileImage,
  profileKey,
  uploadGalleryImage,
  uploadProfileImage,
} from './api';
import { ImageSlotEditor } from './ImageSlotEditor';
import styles from './MyAccount.module.css';

const myAccountText = MSG.myAccountPage;

/** Profile photo, cover photo and the two gallery images. */
export function MediaEditor({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: profileKey(profile.pseudo) });
  const common = { onChanged: refresh };
  const photoSlots = [
    {
      label: myAccountText.profilePhoto,
      shape: 'avatar',
      current: profile._link_photo_profil.url,
      folder: 'profiles',
    },
    {
      label: myAccountText.coverPhoto,
      shape: 'cover',
      current: profile._link_photo_couverture.url,
      folder: 'couvertures',
    },
  ] as const;
  return (
    <>
      <Card as="section" aria-labelledby="photos-title">
        <h2 id="photos-title" className={styles.sectionTitle}>
          {myAccountText.photosTitle}
        </h2>
        <div className={styles.photos}>
          {photoSlots.map(({ label, shape, current, folder }) => (
            <ImageSlotEditor
              {...common}
              key={folder}
              label={label}
              shape={shape}
              current={current}
              upload={(file, onProgress) => uploadProfileImage(folder, file, onProgress)}
              remove={deleteProfileImage}
              successText={MSG.profile.photoSaved}
              removedText={MSG.profile.photoDeleted}
            />
          ))}
        </div>
      </Card>
      <Card as="section" aria-labelledby="gallery-title">
        <h2 id="gallery-title" className={styles.sectionTitle}>
          {myAccountText.galleryTitle}
        </h2>
        <div className={styles.galleryGrid}>
          {([1, 2] as const).map((index) => (
            <ImageSlotEditor
              key={index}
              {...common}
              label={myAccountText.galleryImage(index)}
              shape="gallery"
              current={
                index === 1
                  ? (profile._medias?.image_galerie_1.url ?? null)
                  : (profile._medias?.image_galerie_2.url ?? null)
              }
              upload={(file, onProgress) => uploadGalleryImage(index, file, onProgress)}
              remove={(key) => deleteGalleryImage(key, index)}
              successText={MSG.profile.gallerySaved}
              removedText={MSG.profile.galleryDeleted}
            />
          ))}
        </div>
      </Card>
    </>
  );
}
