import { z } from 'zod';
import { API_PREFIX, endpoint, fillPath } from '../endpoint.js';
import { homeHighlightsRead } from './home-read.js';
import { mediaApi, subscriptionTierSchema } from './profiles.js';

// GET /home/highlights: what the home page shows of the marketplace, from real data (the demo's
// or live): the latest published projects and featured profiles (PRO first, then the most
// viewed with a photo). Public and the same for everyone: cached a minute.

/** Address of a stored image as the page uses it (the small size for cards). */
export function imagePath(key: string | null, size?: 'sm'): string | null {
  if (!key) return null;
  return `${API_PREFIX}${fillPath(mediaApi.image.path, { '*': key })}${size ? `?size=${size}` : ''}`;
}

export const homeProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  budget: z.string(),
  publishedAt: z.string(),
  totalOffers: z.number().int(),
  owner: z.object({ pseudo: z.string(), name: z.string(), photoUrl: z.string().nullable() }),
});
export type HomeProject = z.infer<typeof homeProjectSchema>;

export const homeProfileSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  statut: z.string(),
  /** The type shown in the feminine ("Influenceuse"): the person chose it on her account. */
  feminine: z.boolean(),
  categorie: z.string(),
  localisation: z.string(),
  photoUrl: z.string().nullable(),
  subscription: subscriptionTierSchema,
});
export type HomeProfile = z.infer<typeof homeProfileSchema>;

export const homeHighlightsReply = z.object({
  projects: z.array(homeProjectSchema),
  profiles: z.array(homeProfileSchema),
  /** Published projects and creator profiles on the site (social proof). */
  counts: z.object({ projects: z.number().int(), creators: z.number().int() }),
});
export type HomeHighlights = z.infer<typeof homeHighlightsReply>;

export const homeApi = {
  highlights: endpoint({ ...homeHighlightsRead, reply: homeHighlightsReply }),
};
