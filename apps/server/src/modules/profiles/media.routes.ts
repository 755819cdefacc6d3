import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryQuery, imagePathReply, okSchema, profileImageQuery } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import * as media from './media.service.js';
import { readImageUpload } from './upload.js';

// Image routes. `{path}` may hold the folder ("galeries/galeries_<uuid>.webp"), hence "/*".

const pathParams = z.object({ '*': z.string().min(1).max(200) });

export function mediaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser } = ctx.guards;
  return async (app) => {
    app.put(
      '/user/update-profil-image',
      {
        preHandler: requireUser,
        schema: {
          tags: ['profiles'],
          querystring: profileImageQuery,
          response: { 200: imagePathReply },
        },
      },
      async (request) => {
        const bytes = await readImageUpload(request, 'photo');
        return media.uploadProfileImage(ctx, currentUser(request), request.query.photo, bytes);
      },
    );

    app.put(
      '/user/update-galerie-user',
      {
        preHandler: requireUser,
        schema: {
          tags: ['profiles'],
          querystring: galleryQuery,
          response: { 200: imagePathReply },
        },
      },
      async (request) => {
        const bytes = await readImageUpload(request, 'image');
        const index = request.query.index === '1' ? 1 : 2;
        return media.uploadGalleryImage(ctx, currentUser(request), index, bytes);
      },
    );

    app.delete(
      '/user/images/*',
      {
        preHandler: requireUser,
        schema: { tags: ['profiles'], params: pathParams, response: { 200: okSchema } },
      },
      async (request) => {
        await media.deleteProfileImage(ctx, currentUser(request), request.params['*']);
        return { ok: true as const };
      },
    );

    app.delete(
      '/user/medias/*',
      {
        preHandler: requireUser,
        schema: {
          tags: ['profiles'],
          params: pathParams,
          querystring: galleryQuery,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const index = request.query.index === '1' ? 1 : 2;
        await media.deleteGalleryImage(ctx, currentUser(request), request.params['*'], index);
        return { ok: true as const };
      },
    );

    app.get(
      '/user/images/*',
      {
        schema: {
          tags: ['profiles'],
          params: pathParams,
          querystring: z.object({ size: z.literal('sm').optional() }),
        },
      },
      async (request, reply) => {
        const image = await media.readImage(ctx, request.params['*'], request.query.size);
        return (
          reply
            .header('Content-Type', image.contentType)
            .header('X-Content-Type-Options', 'nosniff')
            .header('Content-Disposition', 'inline')
            // Even if an SVG slipped through, opened directly it can run nothing.
            .header(
              'Content-Security-Policy',
              "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            )
            .header('Cross-Origin-Resource-Policy', 'same-origin')
            // Keys are never reused: a new upload gets a new key.
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .send(image.bytes)
        );
      },
    );
  };
}
