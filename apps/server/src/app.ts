import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX, LIMITS, installFrenchValidation } from '@kollabo/shared';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { createMailer, type Mailer } from './integrations/mail.js';
import { createStorage } from './integrations/storage/storage.js';
import { createBackground } from './lib/background.js';
import { createTraffic, trackTraffic } from './lib/traffic.js';
import { registerGracefulShutdown } from './lib/graceful-shutdown.js';
import { memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter.js';
import { apiModules, socketHandlers } from './modules/index.js';
import { createSessionCache } from './modules/auth/session-cache.js';
import { createUserChanges } from './lib/user-changes.js';
import { createLive } from './lib/live.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createAuthGuards } from './plugins/auth.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errors.js';
import { registerOverloadShedding } from './plugins/overload.js';
import { registerSecurity } from './plugins/security.js';
import { registerSocket } from './plugins/socket.js';
import { registerWeb } from './plugins/web.js';
import { isDemoLoaded } from './demo/demo.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** A database main.ts started opening while the app's modules loaded; the app then owns it
   * (closes it), as one it opened itself. */
  openingDatabase?: Promise<Database>;
  /** Replaces the mailer (tests may capture mails in memory). */
  mail?: Mailer;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Tests: an error code a route's descriptor does not declare answers 500. */
  strictErrorCodes?: boolean;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole app without listening: main.ts listens, tests inject. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // zod's texts in French (the catalogue's): an offer's refused amount says its limit.
  installFrenchValidation();
  const app = Fastify({
    logger: { level: config.logLevel },
    // Fastify's two lines per request are replaced by the one written in onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Answers Fastify writes before any hook runs: the app's shape, headers, no echo.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Success answers are checked against their contract; error answers are built by the error
  // handler from the shared table and documented per status, not re-validated.
  app.setSerializerCompiler((route) =>
    Number(route.httpStatus) >= 400
      ? (data) => JSON.stringify(data)
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
  );

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await options.openingDatabase) ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      pgliteDir: path.join(config.dataDir, 'db'),
    }));
  // Search reads go to a replica when one is configured.
  const readDatabase = config.databaseReadUrl
    ? await openDatabase({ databaseUrl: config.databaseReadUrl, poolSize: config.databasePoolSize })
    : undefined;
  // ioredis loads only with REDIS_URL (bench/results.md, session 16).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        lazyConnect: false,
      })
    : undefined;
  const tokens = createTokenService(config.jwtSecret);
  const userChanges = createUserChanges(redis);
  const sessions = createSessionCache(userChanges);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    readDb: readDatabase?.db ?? database.db,
    mail:
      options.mail ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: app.log,
      }),
    storage: await createStorage(config),
    limiter: redis ? redisRateLimiter(redis) : memoryRateLimiter(),
    tokens,
    sessions,
    userChanges,
    guards: createAuthGuards(app, database.db, tokens, sessions, {
      adminSecondFactor: config.adminSecondFactor,
    }),
    live: createLive(),
    background: createBackground(app.log),
    traffic: createTraffic(),
    redis,
  };
  app.decorate('ctx', ctx);
  trackTraffic(app, ctx.traffic);

  // One log line per request, with its id (also sent back as X-Request-Id). Not registered at
  // all when info lines are off (production benchmarks run at warn): a hook costs every request.
  if (['trace', 'debug', 'info'].includes(app.log.level)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });
  }

  registerSecurity(app, config.publicUrl);
  registerErrorHandler(app, { strictErrorCodes: options.strictErrorCodes });
  registerGracefulShutdown(app);
  // After the security hook: shed answers carry the headers and the request id.
  await registerOverloadShedding(app, config.overload);
  await app.register(multipart, {
    limits: { fileSize: LIMITS.attachmentMaxBytes, files: 1, fields: 20, fieldSize: 100_000 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Kollabo API', version: '1.0.0' },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module(ctx));
    },
    { prefix: API_PREFIX },
  );
  // Socket.IO (chat) at /socket.io on the same HTTP server.
  await registerSocket(app, ctx, socketHandlers);

  const webDist = config.webDist ?? defaultWebDist;
  if (options.serveWeb !== false && existsSync(path.join(webDist, 'index.html'))) {
    await registerWeb(app, {
      webDist,
      demoVideoUrl: config.demoVideoUrl,
      isDemo: () => isDemoLoaded(database.db),
    });
  }

  app.addHook('onClose', async () => {
    await ctx.background.idle();
    await userChanges.close();
    ctx.mail.close?.();
    ctx.storage.close();
    if (redis) await redis.quit().catch(() => undefined);
    if (ownsDatabase) await database.close();
    if (readDatabase) await readDatabase.close();
  });
  return app;
}
