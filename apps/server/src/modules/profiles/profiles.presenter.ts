import {
  truncateText,
  videoFromKey,
  videoPublicUrl,
  type Profile,
  type ProfileCard,
  type SubscriptionTier,
} from '@kollabo/shared';
import type { CardRow } from './favourites.repository.js';
import type { ProfileRow } from './profiles.repository.js';

// Shapes profile rows into the spec's answers; nothing else leaves the server.

function tier(packType: string | null): SubscriptionTier {
  return packType === 'standard' || packType === 'premium' || packType === 'ultimate'
    ? packType
    : 'null';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Visitors get the public part: no phone, no medias (the page shows the sign-up teaser). */
export function presentProfile(row: ProfileRow, logged: boolean): Profile {
  const video = videoFromKey(row.videoUrl);
  return {
    pseudo: row.pseudo,
    name: row.name,
    statut: row.statut,
    localisation: row.localisation,
    presentation: row.presentation,
    categorie: row.categorie,
    phone: logged ? row.phone : '',
    subscription: tier(row.packType),
    _link_photo_profil: { url: row.photoProfile },
    _link_photo_couverture: { url: row.photoCover },
    _medias: logged
      ? {
          video_url: video ? videoPublicUrl(video) : '',
          image_galerie_1: { url: row.gallery1 },
          image_galerie_2: { url: row.gallery2 },
        }
      : null,
    statistique: {
      views: row.views,
      inFavorize: row.inFavorize,
      lastConnect: iso(row.lastConnect),
      dateCrea: row.createdAt.toISOString(),
    },
  };
}

export function presentCard(row: CardRow): ProfileCard {
  return {
    pseudo: row.pseudo,
    name: row.name,
    statut: row.statut,
    presentation: truncateText(row.presentation),
    _link_photo_profil: { url: row.photoProfile },
    statistique: {
      views: row.views,
      inFavorize: row.inFavorize,
      lastConnect: iso(row.lastConnect),
    },
    subscription: tier(row.packType),
    rating: {
      average: row.ratingAverage == null ? null : Number(row.ratingAverage),
      count: Number(row.ratingCount ?? 0),
    },
  };
}
