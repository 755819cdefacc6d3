import {
  badgeTier,
  type CardSocials,
  truncateText,
  videoFromKey,
  videoPublicUrl,
  type Profile,
  type ProfileCard,
} from '@kollabo/shared';
import type { CardSocialRow } from '../../db/card-summaries.js';
import type { CardRow } from './favourites.repository.js';
import type { ProfileRow } from './profiles.repository.js';

// Shapes profile rows into the spec's answers; nothing else leaves the server.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Visitors get the public part: no medias (the page shows the sign-up teaser). The phone only
 * when the caller decided this viewer sees it (auth.policy's seesPhoneOf), else null.
 */
export function presentProfile(
  row: ProfileRow,
  { logged, phone }: { logged: boolean; phone: boolean },
): Profile {
  const video = videoFromKey(row.videoUrl);
  return {
    pseudo: row.pseudo,
    name: row.name,
    tradeName: row.tradeName,
    statut: row.statut,
    feminine: row.feminine,
    localisation: row.localisation,
    presentation: row.presentation,
    categorie: row.categorie,
    phone: phone ? row.phone : null,
    subscription: badgeTier(row.packType),
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

/** A card's networks: the verified badge for everyone, the audience for logged viewers only. */
export function presentSocials(rows: CardSocialRow[], logged: boolean): CardSocials {
  const social = (network: string) => {
    const found = rows.find((s) => s.network === network);
    const verified = found?.verified === true;
    return {
      verified,
      followers: logged && verified ? (found?.followers ?? null) : null,
      followersAt: logged && verified && found?.at ? new Date(found.at).toISOString() : null,
    };
  };
  return { instagram: social('instagram'), tiktok: social('tiktok') };
}

export function presentCard(row: CardRow, logged: boolean): ProfileCard {
  return {
    pseudo: row.pseudo,
    name: row.name,
    tradeName: row.tradeName,
    statut: row.statut,
    feminine: row.feminine,
    presentation: truncateText(row.presentation),
    _link_photo_profil: { url: row.photoProfile },
    statistique: {
      views: row.views,
      inFavorize: row.inFavorize,
      lastConnect: iso(row.lastConnect),
    },
    subscription: badgeTier(row.packType),
    rating: {
      average: row.ratingAverage == null ? null : Number(row.ratingAverage),
      count: Number(row.ratingCount ?? 0),
    },
    socials: presentSocials(row.socials, logged),
  };
}
