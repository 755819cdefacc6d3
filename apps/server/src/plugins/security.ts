import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { AppError } from '../lib/app-error.js';
import { MSG } from '@kollabo/shared';

// Security headers for every answer, and same-origin only for state-changing API calls.

export async function registerSecurity(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return;
    }
    const origin = request.headers.origin;
    if (!origin) return; // non-browser clients (curl, webhooks) send none
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin !== allowed && origin !== sameHost) {
      throw new AppError('forbidden_origin', 403, MSG.common.forbidden);
    }
  });
}
