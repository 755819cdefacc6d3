import { NICHES } from './constants.js';

// Helpers shared by the profile pages and the profiles API: video links and sector slugs.

export type VideoProvider = 'youtube' | 'vimeo';
export interface VideoRef {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * A presentation video link: YouTube with a v parameter or a youtu.be short link,
 * or Vimeo. Anything else, Dailymotion included, gives undefined. Parsing only: nothing is fetched.
 */
export function parseVideoUrl(input: string): VideoRef | undefined {
  const raw = input.trim();
  if (!raw || raw.length > 300 || /\s/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host) && url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined;
  }
  if (host === 'youtu.be' && segments.length === 1) {
    const id = segments[0] ?? '';
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? segments[0] === 'video' && segments[1] : segments[0];
    if (segments.length === (host === 'player.vimeo.com' ? 2 : 1) && id && VIMEO_ID.test(id)) {
      return { provider: 'vimeo', id };
    }
  }
  return undefined;
}

/** The stored form "youtube:<id>" / "vimeo:<id>". */
export const videoKey = (ref: VideoRef) => `${ref.provider}:${ref.id}`;

export function videoFromKey(key: string | null | undefined): VideoRef | undefined {
  const match = /^(youtube|vimeo):([A-Za-z0-9_-]+)$/.exec(key ?? '');
  if (!match) return undefined;
  return { provider: match[1] as VideoProvider, id: match[2] as string };
}

/** The canonical link shown in forms and answers. */
export function videoPublicUrl(ref: VideoRef): string {
  return ref.provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${ref.id}`
    : `https://vimeo.com/${ref.id}`;
}

/** The embed address (privacy-enhanced YouTube domain; both are allowed by the CSP). */
export function videoEmbedUrl(ref: VideoRef): string {
  return ref.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${ref.id}`
    : `https://player.vimeo.com/video/${ref.id}`;
}

export type Niche = (typeof NICHES)[number];

/** "Santé & Bien être" → "sante-bien-etre": the sector page address. */
export function nicheSlug(niche: string): string {
  return niche
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The 16 niches by lower-case label and by slug, built once (every search query parses one). */
let nicheKeys: Map<string, Niche> | undefined;

/** A niche from its label (any case) or its slug; undefined when it is not one of the 16. */
export function resolveNiche(value: string): Niche | undefined {
  nicheKeys ??= new Map(
    NICHES.flatMap((niche) => [
      [niche.toLowerCase(), niche],
      [nicheSlug(niche), niche],
    ]),
  );
  const wanted = value.trim();
  return nicheKeys.get(wanted.toLowerCase()) ?? nicheKeys.get(wanted);
}

/** Profile types that answer projects (send offers) rather than publish them. */
export const CREATOR_PROFILE_TYPES = [
  'Influenceur',
  'Createur de contenu',
  'Youtubeur',
  'Acteur',
  'Agent',
] as const;

/** Whether a profile type is a creator's (the board first); owners and "Autre" are not. */
export function isCreatorType(statut: string | null | undefined): boolean {
  return (CREATOR_PROFILE_TYPES as readonly string[]).includes(statut ?? '');
}

/**
 * The types that publish projects rather than answer them (brand, agency, project owner; no
 * company type exists, a company signs up as Marque): they may give a trade name, and the
 * creator-only settings (feminine form, social networks, payouts) are not theirs.
 */
export const BRAND_PROFILE_TYPES = ['Marque', 'Agence', 'Porteur de projet'] as const;

export function isBrandProfileType(statut: string | null | undefined): boolean {
  return (BRAND_PROFILE_TYPES as readonly string[]).includes(statut ?? '');
}

/**
 * The name others see: a brand's trade name, else the person's name, else her pseudo
 * (issue 42, point 9: a brand is shown by its trade name instead of the pseudo).
 */
export function shownName(person: {
  tradeName?: string | null;
  name?: string | null;
  pseudo: string;
}): string {
  return person.tradeName || person.name || person.pseudo;
}

/** The name a mail greets her by: her own name, else her trade name, else her pseudo. */
export function greetingName(person: {
  name?: string | null;
  tradeName?: string | null;
  pseudo: string;
}): string {
  return person.name?.trim() || person.tradeName || person.pseudo;
}

/** The feminine of the person's profile types (the brands' and agencies' have none). */
const FEMININE_TYPES: Record<string, string> = {
  Influenceur: 'Influenceuse',
  'Createur de contenu': 'Créatrice de contenu',
  Youtubeur: 'Youtubeuse',
  Acteur: 'Actrice',
  Agent: 'Agente',
  'Porteur de projet': 'Porteuse de projet',
};

/**
 * A profile type as shown: the stored values keep the spec's spelling, the screen is French;
 * `feminine` when the person chose it on her account ("Influenceuse").
 */
export function profileTypeLabel(value: string, feminine = false): string {
  if (feminine && FEMININE_TYPES[value]) return FEMININE_TYPES[value];
  return value === 'Createur de contenu' ? 'Créateur de contenu' : value;
}

/** Profile types as select or checkbox options: the stored value, its French label. */
export function profileTypeOptions<T extends string>(values: readonly T[]) {
  return values.map((value) => ({ value, label: profileTypeLabel(value) }));
}

/** "Créatrice de contenu · Moto": a person's type (in the feminine when she chose it) and niche
 * on one line (either may be empty). */
export function profileTypeAndNiche(
  statut: string | null | undefined,
  niche?: string | null,
  feminine = false,
) {
  return [statut && profileTypeLabel(statut, feminine), niche].filter(Boolean).join(' · ');
}
