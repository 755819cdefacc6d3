import { z } from 'zod';
import { LIMITS, NICHES, PAGE_SIZES, PROFILE_TYPES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  okSchema,
  optionalPhoneSchema,
  optionalTradeNameSchema,
  pagingSchema,
  pseudoSchema,
} from './common.js';

// Profiles API contracts: profile, media, statistics, favourites, sectors.
// Field names are the spec's, underscores included.

/** A stored image: `url` is the storage key ("galeries/galeries_<uuid>.webp"), served by
 * GET /api/user/images/{url}; null when there is none. */
export const imageRefSchema = z.object({ url: z.string().nullable() });

/** The badge tier's wire value for a user without a running pack: the spec's text 'null'. */
export const NO_PACK_TIER = 'null';
/** The badge tier: the running pack's type, or NO_PACK_TIER. */
export const subscriptionTierSchema = z.enum(['standard', 'premium', 'ultimate', NO_PACK_TIER]);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** The badge tier of a running pack's type (null or an unknown type: NO_PACK_TIER). */
export function badgeTier(packType: string | null): SubscriptionTier {
  return packType === 'standard' || packType === 'premium' || packType === 'ultimate'
    ? packType
    : NO_PACK_TIER;
}

export const profileQuery = z.object({ user: z.string().trim().min(1).max(100) });

export const profileSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  /** A brand's trade name (brand types), shown instead of the pseudo; null when none. */
  tradeName: z.string().nullable(),
  statut: z.string(),
  /** Her profile type is shown in the feminine ("Influenceuse"): her choice on /my-account. */
  feminine: z.boolean(),
  localisation: z.string(),
  presentation: z.string(),
  categorie: z.string(),
  /**
   * Her phone ('' when she gave none) for herself and the other party of a contract both
   * signed; null for everyone else (contact details wait for a signed contract).
   */
  phone: z.string().nullable(),
  subscription: subscriptionTierSchema,
  _link_photo_profil: imageRefSchema,
  _link_photo_couverture: imageRefSchema,
  /** null for visitors, who see the sign-up teaser instead. */
  _medias: z
    .object({
      /** Canonical YouTube or Vimeo link, '' when none. */
      video_url: z.string(),
      image_galerie_1: imageRefSchema,
      image_galerie_2: imageRefSchema,
    })
    .nullable(),
  statistique: z.object({
    views: z.number().int(),
    inFavorize: z.number().int(),
    lastConnect: z.string().nullable(),
    dateCrea: z.string(),
  }),
  /**
   * Only in her own view of her profile restricted by a moderation decision (DSA): it is out
   * of the directory and search, and its page answers 404 to everyone else.
   */
  restricted: z.literal(true).optional(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileReply = z.object({ profile: profileSchema });
export type ProfileReply = z.infer<typeof profileReply>;

export const updateInfoBody = z.object({
  statut: z.enum(PROFILE_TYPES),
  presentation: z.string().trim().min(LIMITS.presentationMin).max(LIMITS.presentationMax),
  categorie: z.union([z.literal(''), z.enum(NICHES)]),
  localisation: z.string().trim().max(100).default(''),
  phone: optionalPhoneSchema.optional().default(''),
  /** Absent: unchanged. Creator types only: a brand type's true is refused. */
  feminine: z.boolean().optional(),
  /** Brand types only; absent: unchanged; '' or null: removed (a creator type removes it). */
  tradeName: optionalTradeNameSchema.nullable().optional(),
});
export type UpdateInfoBody = z.input<typeof updateInfoBody>;

export const profileImageQuery = z.object({ photo: z.enum(['profiles', 'couvertures']) });
export const galleryQuery = z.object({ index: z.enum(['1', '2']) });
export const imagePathReply = z.object({ imagePath: z.string() });
/** An image key in the path: it may hold its folder ("galeries/galeries_<uuid>.webp"). */
export const imageKeyParams = z.object({ '*': z.string().min(1).max(200) });
export const imageQuery = z.object({ size: z.literal('sm').optional() });

export const videoPrezBody = z.object({ id: z.string().max(300) });
export const videoPrezReply = z.object({ video_url: z.string() });

/** POST /user/statprofile: one of the three shapes the spec lists. */
export const statProfileBody = z.union([
  z.object({
    lastConnect: z.union([z.boolean(), z.number(), z.string().max(64)]),
    pseudoUser: z.string().max(100).optional(),
  }),
  z.object({ view: z.literal(1), pseudoUser: z.string().min(1).max(100) }),
  z.object({ inFavorize: z.enum(['like', 'dislike']), pseudoUser: z.string().min(1).max(100) }),
]);
export const statProfileReply = z.object({ counted: z.boolean() });

/** A network on a card: the badge for everyone, the audience for logged users only. */
export const socialSummarySchema = z.object({
  verified: z.boolean(),
  /** Null until a verification read it (and for visitors, who see no social details). */
  followers: z.number().int().nullable(),
  /** When the count was read (ISO), null when unknown. */
  followersAt: z.string().nullable(),
});

export const cardSocialsSchema = z.object({
  instagram: socialSummarySchema,
  tiktok: socialSummarySchema,
});

/** Average (one decimal) and count of the visible reviews. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});

export type CardSocials = z.infer<typeof cardSocialsSchema>;

export const profileCardSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  /** A brand's trade name (brand types), shown instead of the pseudo; null when none. */
  tradeName: z.string().nullable(),
  statut: z.string(),
  /** The type shown in the feminine ("Influenceuse"): the person chose it on her account. */
  feminine: z.boolean(),
  /** Already cut at 196 characters with an ellipsis. */
  presentation: z.string(),
  _link_photo_profil: imageRefSchema,
  statistique: z.object({
    views: z.number().int(),
    inFavorize: z.number().int(),
    lastConnect: z.string().nullable(),
  }),
  subscription: subscriptionTierSchema,
  /** Absent from older lists. */
  rating: ratingSummarySchema.optional(),
  /** Verified networks and their audience; absent from older lists. */
  socials: cardSocialsSchema.optional(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const inFavouritesQuery = z.object({ pseudo: z.string().trim().min(1).max(100) });
export const inFavouritesReply = z.object({ inFavourites: z.boolean() });

export const favouriteBody = z.object({
  userLiked: pseudoSchema,
  context: z.enum(['liked', 'disliked']),
});
export const favouriteReply = z.object({ inFavourites: z.boolean(), inFavorize: z.number().int() });

/** `filter` narrows on the profile type (statut); '' means all. */
const profileTypeFilter = z
  .union([z.literal(''), z.enum(PROFILE_TYPES)])
  .optional()
  .default('');

export const favouritesQuery = z.object({
  filter: profileTypeFilter,
  searchUser: z.string().trim().max(50).optional().default(''),
  ...pagingSchema(PAGE_SIZES.users),
});
export const favouritesReply = z.object({
  favorisInfo: z.array(profileCardSchema),
  hasMore: z.boolean(),
});

export const usersSecteurQuery = z.object({
  /** A niche label (spec) or its slug. */
  secteur: z.string().trim().min(1).max(60),
  filter: profileTypeFilter,
  ...pagingSchema(PAGE_SIZES.users),
});
export const usersSecteurReply = z.object({
  users: z.array(profileCardSchema),
  hasMore: z.boolean(),
});

/** The profiles endpoints: a profile, one's own information and statistics. */
export const profilesApi = {
  profile: endpoint({
    method: 'GET',
    path: '/user/profile',
    access: 'optional',
    tag: 'profiles',
    query: profileQuery,
    reply: profileReply,
    errors: ['profile_not_found'],
  }),
  updateInfo: endpoint({
    method: 'PUT',
    path: '/user/update-info',
    access: 'user',
    tag: 'profiles',
    body: updateInfoBody,
    reply: okSchema,
    errors: ['presentation_contact', 'trade_name_for_brands', 'creator_only'],
  }),
  video: endpoint({
    method: 'PATCH',
    path: '/user/video-prez',
    access: 'user',
    tag: 'profiles',
    body: videoPrezBody,
    reply: videoPrezReply,
    errors: ['invalid_video'],
  }),
  /** A view is counted for anyone; a last-connection stamp needs a logged user (401). */
  stat: endpoint({
    method: 'POST',
    path: '/user/statprofile',
    access: 'optional',
    tag: 'profiles',
    body: statProfileBody,
    reply: statProfileReply,
    errors: ['profile_not_found', 'unauthorized'],
  }),
};

/** Favourites and the public sector pages (profiles module). */
export const favouritesApi = {
  inFavourites: endpoint({
    method: 'GET',
    path: '/user/in-favourites',
    access: 'user',
    tag: 'favourites',
    query: inFavouritesQuery,
    reply: inFavouritesReply,
    errors: ['profile_not_found'],
  }),
  setFavourite: endpoint({
    method: 'POST',
    path: '/user/favourite',
    access: 'user',
    tag: 'favourites',
    body: favouriteBody,
    reply: favouriteReply,
    errors: ['profile_not_found', 'self_favourite'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/user/favourites',
    access: 'user',
    tag: 'favourites',
    query: favouritesQuery,
    reply: favouritesReply,
    errors: [],
  }),
  sector: endpoint({
    method: 'GET',
    path: '/user/get-users-secteur',
    // Logged viewers also get the audience numbers on the cards.
    access: 'optional',
    tag: 'favourites',
    query: usersSecteurQuery,
    reply: usersSecteurReply,
    errors: ['unknown_sector'],
  }),
};

/** Profile photo, cover and gallery: uploads (multipart), deletions, the image files. */
export const mediaApi = {
  /** Multipart with one `photo` file. */
  uploadProfileImage: endpoint({
    method: 'PUT',
    path: '/user/update-profil-image',
    access: 'user',
    tag: 'profiles',
    query: profileImageQuery,
    multipart: true,
    reply: imagePathReply,
    errors: ['invalid_image', 'image_too_large'],
  }),
  /** Multipart with one `image` file. */
  uploadGalleryImage: endpoint({
    method: 'PUT',
    path: '/user/update-galerie-user',
    access: 'user',
    tag: 'profiles',
    query: galleryQuery,
    multipart: true,
    reply: imagePathReply,
    errors: ['invalid_image', 'image_too_large'],
  }),
  deleteProfileImage: endpoint({
    method: 'DELETE',
    path: '/user/images/*',
    access: 'user',
    tag: 'profiles',
    params: imageKeyParams,
    reply: okSchema,
    errors: ['image_not_found'],
  }),
  deleteGalleryImage: endpoint({
    method: 'DELETE',
    path: '/user/medias/*',
    access: 'user',
    tag: 'profiles',
    params: imageKeyParams,
    query: galleryQuery,
    reply: okSchema,
    errors: ['image_not_found'],
  }),
  /** The image file (WebP, or sanitised SVG), cached for good: keys are never reused. */
  image: endpoint({
    method: 'GET',
    path: '/user/images/*',
    access: 'public',
    tag: 'profiles',
    params: imageKeyParams,
    query: imageQuery,
    produces: 'image/webp',
    errors: ['image_not_found'],
  }),
};
