// Business constants of the spec, in one place.

export const PRODUCT_NAME = 'Kollabo';
/** Every client-side stored item carries this prefix so logout can remove them all. */
export const STORAGE_PREFIX = 'kollabo_';

export const LIMITS = {
  pseudoMin: 3,
  pseudoMax: 30,
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 80,
  /** A brand's trade name (issue 42, point 9). */
  tradeNameMin: 2,
  tradeNameMax: 80,
  codeMin: 4,
  codeMax: 6,
  phoneMin: 6,
  phoneMax: 12,
  contactPhoneMin: 9,
  contactPhoneMax: 13,
  presentationMin: 20,
  presentationMax: 5000,
  emailMax: 254,
  imageMaxBytes: 5_242_880,
  attachmentMaxBytes: 10_485_760,
  projectDescriptionMin: 40,
  projectDescriptionHint: 100,
  projectTitleMax: 150,
  /** As long as a presentation at most: a longer description is junk, not a brief. */
  projectDescriptionMax: 5000,
  offerAmountMin: 50,
  /** Euros; amounts are stored in integer cents (at most 21 474 836,47 €). */
  offerAmountMax: 1_000_000,
  /** Whole euros, a social network rate (0 hides the price). */
  rateMax: 1_000_000,
  offerMessageMax: 5000,
  chatMessageMax: 5000,
  reportMessageMax: 2000,
  contactMessageMax: 5000,
  cardTextMax: 196,
} as const;

export const DURATIONS = {
  tokenMs: 24 * 60 * 60 * 1000,
  signupChoiceMs: 30 * 60 * 1000,
  codeValidityMs: 10 * 60 * 1000,
  codeMaxAttempts: 5,
  lastConnectThrottleMs: 10 * 60 * 1000,
  viewWindowMs: 10 * 60 * 1000,
  bannerMs: 6000,
  signupRedirectMs: 3000,
  resetRedirectMs: 3000,
  contactFeedbackMs: 1500,
  publishRedirectMs: 5000,
  refreshAfterSuccessMs: 1000,
  offerFormCloseMs: 1000,
  endSelectionFallbackMs: 1500,
  messageMailThrottleMs: 30 * 60 * 1000,
} as const;

export const PAGE_SIZES = {
  users: 10,
  projects: 10,
  sentOffers: 10,
  inbox: 10,
  projectOffers: 20,
  affiliationCoupons: 6,
} as const;

/** Profile types offered at sign-up; Influenceur is the default. */
export const SIGNUP_PROFILE_TYPES = [
  'Createur de contenu',
  'Influenceur',
  'Acteur',
  'Youtubeur',
  'Agent',
  'Agence',
  'Marque',
  'Porteur de projet',
] as const;
export const DEFAULT_PROFILE_TYPE = 'Influenceur';
/** The profile selector of /my-account additionally offers Autre. */
export const PROFILE_TYPES = [...SIGNUP_PROFILE_TYPES, 'Autre'] as const;

/** The 16 niches of the sector listing. */
export const NICHES = [
  'Mode femme',
  'Voyage',
  'Food & Gastronomie',
  'Sport',
  'Automobile',
  'Beauté',
  'Mode homme',
  'Décoration',
  'Technologie',
  'Gaming',
  'DIY',
  'Santé & Bien être',
  'Parents',
  'Animaux',
  'Développement personnel',
  'Moto',
] as const;

/** Home carousel themes. */
export const HOME_THEMES = ['beauté', 'bien-être', 'sport', 'cuisine', 'mode', 'musique'] as const;

export const SOCIAL_NETWORKS = ['instagram', 'tiktok'] as const;
/** A follower count older than this is shown with its date. */
export const FOLLOWERS_FRESH_MS = 30 * 24 * 60 * 60 * 1000;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const EMPTY_SOCIAL_ID = 'id_empty_value';

/** Budget choices, exact labels as shown. */
export const BUDGETS = [
  'Moins de 500 €',
  '500 € à 1 000 €',
  '1 000 € à 10 000 €',
  'Plus de 10 000 €',
] as const;
export type Budget = (typeof BUDGETS)[number];

export const PROFIL_SEARCH_CHOICES = [
  'Influenceur',
  'Createur de contenu',
  'Agent',
  'Agence',
  'Marque',
  'Acteur',
] as const;
export const PROFIL_FILTER_CHOICES = [
  'Influenceur',
  'Createur de contenu',
  'Youtubeur',
  'Agence',
  'Agent',
  'Marque',
] as const;

export const PROJECT_STATUSES = [
  'save',
  'prePublish',
  'publish',
  'close',
  'attribute',
  'allocation',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PACK_TYPES = ['standard', 'premium', 'ultimate'] as const;
export type PackType = (typeof PACK_TYPES)[number];
/** Prices TTC in integer cents and monthly credits. */
export const PACKS: Record<PackType, { label: string; priceCents: number; credits: number }> = {
  standard: { label: 'Standard', priceCents: 1999, credits: 3 },
  premium: { label: 'Premium', priceCents: 3099, credits: 10 },
  ultimate: { label: 'Ultimate', priceCents: 10099, credits: 50 },
};
export const PACK_DURATION_MONTHS = 1;
/** Stripe refuses card charges under 0,50 €: a reduced price below it is granted for free. */
export const MIN_CARD_CHARGE_CENTS = 50;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const COUPON_MAX_USES = 1_000_000;

export const MESSAGE_ROOM_STATUSES = ['none', 'favourite', 'archive'] as const;
export type MessageRoomStatus = (typeof MESSAGE_ROOM_STATUSES)[number];

/** Name of the <meta> the server adds to index.html when demo data is loaded (every page then
 * says "Données de démonstration"). */
export const DEMO_DATA_META = 'kollabo-demo-data';
/** Name of the <meta> carrying DEMO_VIDEO_URL to the home page (absent: no video link). */
export const DEMO_VIDEO_META = 'kollabo-demo-video';
