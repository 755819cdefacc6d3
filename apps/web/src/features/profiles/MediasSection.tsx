import { useState } from 'react';
import { MSG, parseVideoUrl, videoEmbedUrl, type Profile, shownName } from '@kollabo/shared';
import { Card } from '../../components/Card';
import { Carousel } from '../../components/Carousel';
import { Modal } from '../../components/Modal';
import { imageUrl } from '../../lib/images';
import styles from './Profiles.module.css';

const profileText = MSG.profilePage;

/** YouTube or Vimeo player (privacy-enhanced YouTube domain, both allowed by the CSP). */
export function VideoEmbed({ link, title }: { link: string; title: string }) {
  const video = parseVideoUrl(link);
  if (!video) return null;
  return (
    <div className={styles.video}>
      <iframe
        src={videoEmbedUrl(video)}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}

/** Up to 2 gallery images opening a one-slide infinite slider (500 ms), and the video. */
export function MediasSection({ profile }: { profile: Profile }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const medias = profile._medias;
  const displayName = shownName(profile);
  const images = [medias?.image_galerie_1.url, medias?.image_galerie_2.url]
    .map((key, index) => ({ key, index: index + 1 }))
    .filter((item): item is { key: string; index: number } => Boolean(item.key));
  const video = medias?.video_url ?? '';
  // The slider starts on the clicked image; the loop keeps the order.
  const slides = openAt === null ? images : [...images.slice(openAt), ...images.slice(0, openAt)];

  return (
    <Card as="section" className={styles.section} aria-labelledby="medias-title">
      <h2 id="medias-title">{profileText.mediasTitle}</h2>
      {images.length === 0 && !video && <p className={styles.muted}>{profileText.mediasEmpty}</p>}
      {images.length > 0 && (
        <div className={styles.gallery}>
          {images.map((image, position) => (
            <button
              key={image.key}
              type="button"
              className={styles.galleryButton}
              aria-label={profileText.galleryOpen(image.index)}
              onClick={() => setOpenAt(position)}
            >
              <img
                src={imageUrl(image.key, 'sm') ?? ''}
                alt={profileText.galleryAlt(displayName, image.index)}
              />
            </button>
          ))}
        </div>
      )}
      {video && <VideoEmbed link={video} title={profileText.videoTitle(displayName)} />}
      <Modal
        open={openAt !== null}
        onClose={() => setOpenAt(null)}
        title={profileText.galleryTitle}
      >
        <Carousel
          items={slides}
          slidesPerView={1}
          label={profileText.galleryTitle}
          getKey={(image) => image.key}
          renderItem={(image) => (
            <div className={styles.slide}>
              <img
                src={imageUrl(image.key) ?? ''}
                alt={profileText.galleryAlt(displayName, image.index)}
              />
            </div>
          )}
        />
      </Modal>
    </Card>
  );
}
