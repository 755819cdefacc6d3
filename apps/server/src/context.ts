import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './integrations/mail.js';
import type { Storage } from './integrations/storage/storage.js';
import type { Live } from './lib/live.js';
import type { Background } from './lib/background.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { Traffic } from './lib/traffic.js';
import type { UserChanges } from './lib/user-changes.js';
import type { SessionCache } from './modules/auth/session-cache.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { AuthGuards } from './plugins/auth.js';

/** What every feature module receives: built once in buildApp, no globals. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Where search reads go: a replica when DATABASE_READ_URL is set, else `db`. */
  readDb: Db;
  mail: Mailer;
  storage: Storage;
  limiter: RateLimiter;
  tokens: TokenService;
  /** Short-lived cache of session users (tokens, roles, packs). */
  sessions: SessionCache;
  /** Publish here every committed change to a user: caches of every instance forget them. */
  userChanges: UserChanges;
  guards: AuthGuards;
  /** Live events to a user's open pages (Socket.IO user rooms, across instances). */
  live: Live;
  /** Work done after answering (mail that must not show in a route's timing). */
  background: Background;
  /** Whether the API is serving requests now (background work slows down meanwhile). */
  traffic: Traffic;
  redis?: Redis;
}
