import { z } from 'zod';
import {
  LIMITS,
  MSG,
  NICHES,
  PROFILE_TYPES,
  parseVideoUrl,
  normalisePhone,
  optionalPhoneSchema,
  presentationHasContactDetails,
} from '@kollabo/shared';
import { tradeNameField } from '../auth/schemas';
import '../../lib/frenchValidation';

// The /my-account forms: the same rules as the server, with the spec's French texts.

export const profileFormSchema = z.object({
  statut: z.enum(PROFILE_TYPES, { message: MSG.authForm.required }),
  feminine: z.boolean(),
  /** Shown to brand types only; the shared rule (2 to 80 characters, no hidden character). */
  tradeName: tradeNameField,
  presentation: z
    .string()
    .trim()
    .min(LIMITS.presentationMin, MSG.myAccountPage.presentationMin)
    .max(LIMITS.presentationMax, MSG.validation.tooLong(LIMITS.presentationMax))
    .refine((text) => !presentationHasContactDetails(text), MSG.profile.presentationInvalid),
  categorie: z.union([z.literal(''), z.enum(NICHES)]),
  localisation: z.string().trim().max(100, MSG.validation.tooLong(100)),
  // The shared rule: separators removed before the length is checked.
  phone: z
    .string()
    .transform(normalisePhone)
    .refine((phone) => optionalPhoneSchema.safeParse(phone).success, MSG.authForm.phoneFormat),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const videoFormSchema = z.object({
  link: z
    .string()
    .trim()
    .refine((link) => link === '' || parseVideoUrl(link) !== undefined, MSG.profile.videoInvalid),
});
export type VideoForm = z.infer<typeof videoFormSchema>;
