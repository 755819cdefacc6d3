import type { AppContext } from '../../context.js';
import { createUserCache, type Owned } from '../../lib/user-changes.js';

// The profile page is the most read page of the site, and the same for every visitor (and for
// every logged user). Its answer is kept per instance as its validated JSON text, one for
// visitors and one for logged users, tagged with the user's id; it never holds the phone (her
// own view and her signed partners' are read apart, see profiles.service.ts):
// - every change to what it shows (information, photos, gallery, video, favourites count,
//   last connection, pack) is published through ctx.userChanges and drops it at once, on
//   every instance;
// - only the view counter is let go: a counted view shows within TTL_MS (a minute), since
//   dropping the answer on each view would leave nothing cached for the visitors it is for;
// - the end of a pack shows within TTL_MS too (the badge follows the pack's expiry date).
// PROFILE_CACHE_MB caps the memory it takes (the oldest answers leave first).

const TTL_MS = 60_000;
/** The Map entry, key and bookkeeping around each answer, roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

/** V8 keeps a string of Latin-1 characters (French text included) at one byte per character. */
const jsonBytes = (json: string) =>
  ENTRY_OVERHEAD_BYTES + json.length * (/[\u0100-\uffff]/.test(json) ? 2 : 1);

/** The shared answer (never with a phone) and whose profile it is. */
export interface ProfileAnswer {
  ownerId: string;
  json: string;
}

export interface ProfileCache {
  /** The answer for this pseudo and kind of viewer, from memory or else from `load`. */
  get(
    pseudo: string,
    logged: boolean,
    load: () => Promise<Owned<ProfileAnswer>>,
  ): Promise<ProfileAnswer>;
}

export function createProfileCache({ config, userChanges }: AppContext): ProfileCache {
  const answers = createUserCache<ProfileAnswer>(userChanges, {
    ttlMs: TTL_MS,
    maxEntries: Infinity,
    maxBytes: config.profileCacheMb * 1024 * 1024,
    sizeOf: (answer) => jsonBytes(answer.json) + answer.ownerId.length,
  });
  return {
    get: (pseudo, logged, load) =>
      answers.get(`${logged ? 'l' : 'v'}:${pseudo.toLowerCase()}`, load),
  };
}
