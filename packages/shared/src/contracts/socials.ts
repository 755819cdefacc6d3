import { z } from 'zod';
import { EMPTY_SOCIAL_ID, LIMITS, SOCIAL_NETWORKS } from '../constants.js';
import { socialsPage as socialsText } from '../messages/socialsPage.js';
import { endpoint } from '../endpoint.js';

// Social networks API contracts: the spec's social entry and its endpoints.

export const socialNetworkSchema = z.enum(SOCIAL_NETWORKS);

/** The simulated consent page's follower count: its default and highest value. */
export const SIMULATED_FOLLOWERS_DEFAULT = 12_500;
export const SIMULATED_FOLLOWERS_MAX = 1_000_000_000;

/** Rates in whole euros, 0 hides the price. */
export const rateSchema = z
  .number(socialsText.rateInvalid)
  .int(socialsText.rateNotAnInteger)
  .min(0, socialsText.rateInvalid)
  .max(LIMITS.rateMax, socialsText.rateMax);

/** A rate as typed in the form: the whole euros, or the French text of what is wrong. */
export function parseRateText(text: string): { rate: number } | { error: string } {
  const value = text.trim();
  if (value === '' || !/^-?\d+([.,]\d+)?$/.test(value)) return { error: socialsText.rateInvalid };
  const parsed = rateSchema.safeParse(Number(value.replace(',', '.')));
  return parsed.success
    ? { rate: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? socialsText.rateInvalid };
}

export const socialEntrySchema = z.object({
  /** The handle; 'id_empty_value' means none (kept from the spec). */
  identifiant: z.string(),
  statutVerif: z.boolean(),
  storyTarif: z.number().int(),
  publicationTarif: z.number().int(),
  /** The follower count read at verification; null until then (the server always sends it). */
  followers: z.number().int().nullable().optional(),
  /** When the account was verified and its count read (ISO), null when unverified. */
  verifiedAt: z.string().nullable().optional(),
});
export type SocialEntry = z.infer<typeof socialEntrySchema>;

export const allSocialsQuery = z.object({ pseudo: z.string().trim().min(1).max(100).optional() });
export const allSocialsReply = z.object({
  pseudo: z.string(),
  instagram: socialEntrySchema,
  tiktok: socialEntrySchema,
});
export type AllSocialsReply = z.infer<typeof allSocialsReply>;

/** Handles: letters, digits, dot and underscore (both networks), a leading @ is dropped. */
export const HANDLE_PATTERN = /^[A-Za-z0-9._]{1,30}$/;
export function normaliseHandle(value: string): string {
  return value.trim().replace(/^@+/, '');
}
export const isEmptySocialId = (value: string) => value === '' || value === EMPTY_SOCIAL_ID;

export const updateIdentifiantBody = z.object({
  reseau: socialNetworkSchema,
  /** '' (or the empty marker) resets the network. */
  identifiant: z
    .string()
    .max(60)
    .transform(normaliseHandle)
    .refine((v) => isEmptySocialId(v) || HANDLE_PATTERN.test(v), { message: 'invalid_handle' }),
});
export const updateIdentifiantReply = z.object({ reset: z.boolean(), social: socialEntrySchema });

export const updateTarificationBody = z.object({
  reseau: socialNetworkSchema,
  storyTarif: rateSchema,
  publicationTarif: rateSchema,
});
export const updateTarificationReply = z.object({ social: socialEntrySchema });

export const authUrlReply = z.object({ authUrl: z.string() });

/** The network in an OAuth path; any other name answers 404, as a path that does not exist. */
export const networkParams = z.object({
  network: z.string().max(30).describe(SOCIAL_NETWORKS.join(' | ')),
});

export const oauthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** The built-in simulated consent page (no provider keys, never in production). */
export const simulatedAuthorizeBody = z.object({
  state: z.string().min(1).max(200),
  redirect_uri: z.string().max(500),
  code_challenge: z.string().max(200).optional(),
  handle: z
    .string()
    .max(60)
    .transform(normaliseHandle)
    .refine((v) => HANDLE_PATTERN.test(v), { message: 'invalid_handle' }),
  decision: z.enum(['allow', 'deny']),
  /** The follower count the simulated provider reports (the tester types it). */
  followers: z.coerce
    .number()
    .int()
    .min(0)
    .max(SIMULATED_FOLLOWERS_MAX)
    .optional()
    .default(SIMULATED_FOLLOWERS_DEFAULT),
});
export const simulatedAuthorizeReply = z.object({ redirectUrl: z.string() });

/** The social networks endpoints, the OAuth verification and its simulator. */
export const socialsApi = {
  allSocials: endpoint({
    method: 'GET',
    path: '/user/social/all-socials',
    access: 'user',
    tag: 'socials',
    query: allSocialsQuery,
    reply: allSocialsReply,
    errors: ['profile_not_found'],
    noStore: true,
  }),
  updateIdentifiant: endpoint({
    method: 'POST',
    path: '/user/social/update-identifiant',
    access: 'user',
    tag: 'socials',
    body: updateIdentifiantBody,
    reply: updateIdentifiantReply,
    errors: [],
  }),
  updateRates: endpoint({
    method: 'POST',
    path: '/user/social/update-tarification',
    access: 'user',
    tag: 'socials',
    body: updateTarificationBody,
    reply: updateTarificationReply,
    errors: [],
  }),
  /** The provider's consent address for the logged user's handle. */
  startVerification: endpoint({
    method: 'GET',
    path: '/auth/:network',
    access: 'user',
    tag: 'socials',
    params: networkParams,
    reply: authUrlReply,
    errors: ['not_found', 'oauth_unavailable', 'identifier_required'],
    noStore: true,
  }),
  /** The provider sends the browser here; it always lands on /my-social-net?verif=... */
  callback: endpoint({
    method: 'GET',
    path: '/auth/:network/callback',
    access: 'public',
    tag: 'socials',
    params: networkParams,
    query: oauthCallbackQuery,
    status: 303,
    errors: ['not_found'],
  }),
  /** The simulated provider's consent step (no keys, never in production). */
  simulatedAuthorize: endpoint({
    method: 'POST',
    path: '/auth/simulated/:network/authorize',
    access: 'public',
    tag: 'socials',
    params: networkParams,
    body: simulatedAuthorizeBody,
    reply: simulatedAuthorizeReply,
    errors: ['not_found', 'bad_redirect'],
  }),
};
