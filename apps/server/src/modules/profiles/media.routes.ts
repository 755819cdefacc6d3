import { mediaApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as media from './media.service.js';
import { readImageUpload } from './upload.js';

// Image routes. `{path}` may hold the folder ("galeries/galeries_<uuid>.webp"), hence "/*".

export function mediaRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(mediaApi.uploadProfileImage, async (request) => {
      const bytes = await readImageUpload(request, 'photo');
      return media.uploadProfileImage(ctx, currentUser(request), request.query.photo, bytes);
    });

    route(mediaApi.uploadGalleryImage, async (request) => {
      const bytes = await readImageUpload(request, 'image');
      const index = request.query.index === '1' ? 1 : 2;
      return media.uploadGalleryImage(ctx, currentUser(request), index, bytes);
    });

    route(mediaApi.deleteProfileImage, async (request) => {
      await media.deleteProfileImage(ctx, currentUser(request), request.params['*']);
      return { ok: true as const };
    });

    route(mediaApi.deleteGalleryImage, async (request) => {
      const index = request.query.index === '1' ? 1 : 2;
      await media.deleteGalleryImage(ctx, currentUser(request), request.params['*'], index);
      return { ok: true as const };
    });

    route(mediaApi.image, async (request, reply) => {
      const image = await media.readImage(ctx, request.params['*'], request.query.size);
      if (image.redirect) {
        // The key never changes its bytes, so the redirect is as permanent as the image.
        return reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .redirect(image.redirect, 301);
      }
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
    });
  });
}
