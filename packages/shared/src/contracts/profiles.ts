import { z } from 'zod';
import { LIMITS, NICHES, PAGE_SIZES, PROFILE_TYPES } from '../constants.js';
import { pagingSchema, phoneSchema, pseudoSchema } from './common.js';

// Profiles API contracts (accounts §3 and §7): profile, media, statistics, favourites, sectors.
// Field names are the spec's, underscores included.

/** A stored image: `url` is the storage key ("galeries/galeries_<uuid>.webp"), served by
 * GET /api/user/images/{url}; null when there is none. */
export const imageRefSchema = z.object({ url: z.string().nullable() });

/** The badge tier; the text 'null' when the user has no running pack (spec). */
export const subscriptionTierSchema = z.enum(['standard', 'premium', 'ultimate', 'null']);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export const profileQuery = z.object({ user: z.string().trim().min(1).max(100) });

export const profileSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  statut: z.string(),
  localisation: z.string(),
  presentation: z.string(),
  categorie: z.string(),
  /** '' for visitors: contact details are for logged users. */
  phone: z.string(),
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
});
export type Profile = z.infer<typeof profileSchema>;
export const profileReply = z.object({ profile: profileSchema });
export type ProfileReply = z.infer<typeof profileReply>;

export const updateInfoBody = z.object({
  statut: z.enum(PROFILE_TYPES),
  presentation: z.string().trim().min(LIMITS.presentationMin).max(LIMITS.presentationMax),
  categorie: z.union([z.literal(''), z.enum(NICHES)]),
  localisation: z.string().trim().max(100).default(''),
  phone: z
    .union([z.literal(''), phoneSchema])
    .optional()
    .default(''),
});
export type UpdateInfoBody = z.input<typeof updateInfoBody>;

export const profileImageQuery = z.object({ photo: z.enum(['profiles', 'couvertures']) });
export const galleryQuery = z.object({ index: z.enum(['1', '2']) });
export const imagePathReply = z.object({ imagePath: z.string() });

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

export const profileCardSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  statut: z.string(),
  /** Already cut at 196 characters with an ellipsis. */
  presentation: z.string(),
  _link_photo_profil: imageRefSchema,
  statistique: z.object({
    views: z.number().int(),
    inFavorize: z.number().int(),
    lastConnect: z.string().nullable(),
  }),
  subscription: subscriptionTierSchema,
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
