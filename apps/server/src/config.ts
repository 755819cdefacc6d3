import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { isValidEuVatNumber, isValidSiren, type LegalNoticeReply } from '@kollabo/shared';

// Every environment variable of the app, validated once at start. Add new ones here only.

/** The demonstration's seller identifiers (valid keys, no real company): production must not
 * invoice with them (missingLegalSettings). */
export const DEMO_SELLER_SIREN = '912345675';
export const DEMO_SELLER_VAT = 'FR65912345675';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(8),
  PROFILE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(128),
  // How long a search's facet counts and total may be kept per instance (0: never kept).
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(15),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Kollabo <no-reply@kollabo.local>'),
  CONTACT_TO: z.string().email().default('equipe@kollabo.local'),
  // The legal notice's identification (LCEN art. 6): the operator's own facts.
  LEGAL_PUBLISHER_NAME: z.string().trim().max(200).default('Kollabo SAS'),
  LEGAL_PUBLISHER_REGISTRATION: z.string().trim().max(300).default(''),
  LEGAL_PUBLISHER_ADDRESS: z.string().trim().max(300).default(''),
  LEGAL_PUBLISHER_PHONE: z.string().trim().max(40).default(''),
  // The seller's identifiers on every invoice (art. L441-9 code de commerce, art. 242 nonies A
  // annexe II CGI). The defaults are a demonstration's (valid keys, no real company).
  LEGAL_PUBLISHER_SIREN: z
    .string()
    .trim()
    .refine(isValidSiren, 'must be a SIREN: 9 digits with a valid Luhn key')
    .default(DEMO_SELLER_SIREN),
  LEGAL_PUBLISHER_VAT: z
    .string()
    .trim()
    .refine(isValidEuVatNumber, 'must be an intra-EU VAT number (FR + key + SIREN)')
    .default(DEMO_SELLER_VAT),
  LEGAL_DIRECTOR: z.string().trim().max(200).default(''),
  LEGAL_HOST_NAME: z.string().trim().max(200).default(''),
  LEGAL_HOST_ADDRESS: z.string().trim().max(300).default(''),
  LEGAL_HOST_PHONE: z.string().trim().max(40).default(''),
  PUBLIC_URL: z.string().url().optional(),
  // The home page's demo video link; unset hides the link.
  DEMO_VIDEO_URL: z.string().url().startsWith('https://', 'must start with https://').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MESSAGE_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  MODERATION: z.enum(['auto', 'manual']).optional(),
  ADMIN_SECOND_FACTOR: z.enum(['required', 'optional']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Kollabo's commission on a collaboration's payment, in basis points (500 = 5 %). */
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(500),
  /** Held payment released this many days after the last deliverable was published. */
  AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  INSTAGRAM_CLIENT_ID: z.string().optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().optional(),
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Load shedding, with 16 or more requests under way: past this event-loop delay (ms, mean
  // over 100 ms) or heap (MB), new requests answer 503 at once. 0 turns a check off; the heap
  // default is 90% of V8's limit.
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  OVERLOAD_HEAP_MB: z.coerce.number().int().min(0).max(1_048_576).optional(),
  // ... and once 16 requests under way have each waited longer than this (ms).
  OVERLOAD_MAX_QUEUE_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  // Object storage: with S3_BUCKET set, every stored file goes to this S3-compatible bucket.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** A read replica for search reads; unset: searches read the main database. */
  databaseReadUrl?: string;
  /** PostgreSQL connections per instance (a few per core of the database serve best). */
  databasePoolSize: number;
  /** Memory for profile answers kept per instance (0: every read goes to the database). */
  profileCacheMb: number;
  /** How long facet counts and totals of a search are kept per instance, in ms (0: never). */
  searchCacheMs: number;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  contactTo: string;
  legalNotice: LegalNoticeReply;
  /** The seller printed on invoices: the publisher, its SIREN and VAT number. */
  invoiceSeller: InvoiceSeller;
  publicUrl: string;
  /** The home page's "demo video" link (DEMO_VIDEO_URL); undefined hides it. */
  demoVideoUrl?: string;
  jwtSecret: string;
  messageKey: Buffer;
  moderation: 'auto' | 'manual';
  /** Whether /admin needs the admin's second factor enabled (ADMIN_SECOND_FACTOR). */
  adminSecondFactor: boolean;
  /** Pay through Kollabo: commission and automatic release. */
  escrow: { feeBps: number; autoReleaseDays: number };
  stripe?: {
    secretKey: string;
    webhookSecret?: string;
    host?: string;
    port?: number;
    protocol?: 'http' | 'https';
  };
  oauth: {
    instagram?: { clientId: string; clientSecret: string };
    tiktok?: { clientKey: string; clientSecret: string };
  };
  trustProxy: boolean;
  /** Load shedding thresholds; 0 turns one off. */
  overload: { eventLoopDelayMs: number; heapBytes: number; maxQueueMs: number };
  /** An S3-compatible bucket for stored files; undefined: the local disk under DATA_DIR. */
  s3?: S3Config;
  logLevel: Env['LOG_LEVEL'];
  webDist?: string;
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Public images are linked at `${publicUrl}/${key}` instead of through the app. */
  publicUrl?: string;
}

export interface InvoiceSeller {
  name: string;
  /** LEGAL_PUBLISHER_ADDRESS ("10 rue de la Paix, 75002 Paris"). */
  address: string;
  siren: string;
  vatNumber: string;
}

/** Where invoices say the seller is while LEGAL_PUBLISHER_ADDRESS is unset (never in production:
 * missingLegalSettings warns). */
export const DEMO_SELLER_ADDRESS = '1 rue de la Démonstration, 75001 Paris';

export class ConfigError extends Error {}

/**
 * The legal notice's settings left empty, and the invoices' seller identifiers left at the
 * demonstration's: in production the operator must set them (main.ts warns at start).
 */
export function missingLegalSettings(config: Config): string[] {
  const { publisher, host } = config.legalNotice;
  // Art. L441-9 code de commerce, art. 242 nonies A annexe II CGI: an invoice names its seller's
  // own SIREN and VAT number.
  const demoSeller = [
    ...(config.invoiceSeller.siren === DEMO_SELLER_SIREN ? ['LEGAL_PUBLISHER_SIREN'] : []),
    ...(config.invoiceSeller.vatNumber === DEMO_SELLER_VAT ? ['LEGAL_PUBLISHER_VAT'] : []),
  ];
  const settings: [string, string][] = [
    ['LEGAL_PUBLISHER_REGISTRATION', publisher.registration],
    ['LEGAL_PUBLISHER_ADDRESS', publisher.address],
    ['LEGAL_PUBLISHER_PHONE', publisher.phone],
    ['LEGAL_DIRECTOR', publisher.director],
    ['LEGAL_HOST_NAME', host.name],
    ['LEGAL_HOST_ADDRESS', host.address],
    ['LEGAL_HOST_PHONE', host.phone],
  ];
  return [...settings.filter(([, value]) => value === '').map(([name]) => name), ...demoSeller];
}

/** A secret kept in DATA_DIR so development restarts keep tokens and messages readable. */
function devSecret(dataDir: string, file: string, bytes: number): string {
  const target = path.join(dataDir, file);
  if (existsSync(target)) return readFileSync(target, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('hex');
  writeFileSync(target, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction && !env.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of PostgreSQL)',
    );
  }
  if (isProduction && !env.MESSAGE_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  MESSAGE_KEY: required when NODE_ENV=production',
    );
  }
  if (env.S3_BUCKET && !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither (the default credentials chain)',
    );
  }
  if (env.STRIPE_SECRET_KEY && isProduction && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY in production',
    );
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    profileCacheMb: env.PROFILE_CACHE_MB,
    searchCacheMs: env.SEARCH_CACHE_SECONDS * 1000,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    legalNotice: {
      publisher: {
        name: env.LEGAL_PUBLISHER_NAME,
        registration: env.LEGAL_PUBLISHER_REGISTRATION,
        address: env.LEGAL_PUBLISHER_ADDRESS,
        phone: env.LEGAL_PUBLISHER_PHONE,
        email: env.CONTACT_TO,
        director: env.LEGAL_DIRECTOR,
      },
      host: {
        name: env.LEGAL_HOST_NAME,
        address: env.LEGAL_HOST_ADDRESS,
        phone: env.LEGAL_HOST_PHONE,
      },
    },
    invoiceSeller: {
      name: env.LEGAL_PUBLISHER_NAME,
      address: env.LEGAL_PUBLISHER_ADDRESS || DEMO_SELLER_ADDRESS,
      siren: env.LEGAL_PUBLISHER_SIREN.replace(/\s+/g, ''),
      vatNumber: env.LEGAL_PUBLISHER_VAT.replace(/\s+/g, '').toUpperCase(),
    },
    demoVideoUrl: env.DEMO_VIDEO_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? devSecret(dataDir, 'jwt-secret', 48),
    messageKey: Buffer.from(env.MESSAGE_KEY ?? devSecret(dataDir, 'message-key', 32), 'hex'),
    moderation: env.MODERATION ?? (isProduction ? 'manual' : 'auto'),
    adminSecondFactor:
      (env.ADMIN_SECOND_FACTOR ?? (isProduction ? 'required' : 'optional')) === 'required',
    escrow: { feeBps: env.PLATFORM_FEE_BPS, autoReleaseDays: env.AUTO_RELEASE_DAYS },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          host: env.STRIPE_API_HOST,
          port: env.STRIPE_API_PORT,
          protocol: env.STRIPE_API_PROTOCOL,
        }
      : undefined,
    oauth: {
      instagram:
        env.INSTAGRAM_CLIENT_ID && env.INSTAGRAM_CLIENT_SECRET
          ? { clientId: env.INSTAGRAM_CLIENT_ID, clientSecret: env.INSTAGRAM_CLIENT_SECRET }
          : undefined,
      tiktok:
        env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET
          ? { clientKey: env.TIKTOK_CLIENT_KEY, clientSecret: env.TIKTOK_CLIENT_SECRET }
          : undefined,
    },
    trustProxy: env.TRUST_PROXY === 'true',
    overload: {
      eventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
      maxQueueMs: env.OVERLOAD_MAX_QUEUE_MS,
      heapBytes:
        env.OVERLOAD_HEAP_MB !== undefined
          ? env.OVERLOAD_HEAP_MB * 1_048_576
          : Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
  };
}
