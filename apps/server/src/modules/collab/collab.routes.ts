import sharp from 'sharp';
import { collabApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import { AppError } from '../../lib/app-error.js';
import { MIME_BY_KIND, sniffKind } from '../../lib/file-sniff.js';
import { sendPrivatePdf } from '../../lib/pdf-reply.js';
import { readImageUpload } from '../profiles/upload.js';
import { reportProblem } from './collab-reports.service.js';
import { getCollab, listMine } from './collab-space.service.js';
import { contractPdf, saveContract, sign } from './contract.service.js';
import {
  deliverableScreenshot,
  publishDeliverable,
  reviewDeliverable,
} from './deliverables.service.js';
import { saveIdentity } from './legal-identity.service.js';

export function collabRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(collabApi.get, (request) => getCollab(ctx, currentUser(request), request.query.id));

    route(collabApi.mine, (request) => listMine(ctx, currentUser(request), request.query.project));

    route(collabApi.legalIdentity, (request) =>
      saveIdentity(ctx, currentUser(request), request.body),
    );

    route(collabApi.saveContract, (request) =>
      saveContract(ctx, currentUser(request), request.body),
    );

    route(collabApi.sign, (request) =>
      sign(ctx, currentUser(request), request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      }),
    );

    route(collabApi.pdf, async (request, reply) => {
      const { pdf, version } = await contractPdf(
        ctx,
        currentUser(request),
        request.query.id,
        request.query.version,
      );
      const name = `contrat-kollabo-${request.query.id.slice(0, 8)}-v${version}.pdf`;
      return sendPrivatePdf(reply, pdf, name, 'inline');
    });

    route(collabApi.publishDeliverable, (request) =>
      publishDeliverable(ctx, currentUser(request), request.body),
    );

    route(collabApi.publishScreenshot, async (request) => {
      const viewer = currentUser(request);
      const { id, index, labelled } = request.query;
      const bytes = await readImageUpload(request, 'screenshot');
      // Judged by its bytes, like every upload: a photo of the story, nothing else.
      const kind = await sniffKind(bytes);
      if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') {
        throw new AppError('deliverable_screenshot_invalid', { field: 'screenshot' });
      }
      // Re-encoded (WebP, rotated, without its metadata: no location of the phone).
      const clean = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer()
        .catch(() => {
          throw new AppError('deliverable_screenshot_invalid', { field: 'screenshot' });
        });
      return publishDeliverable(
        ctx,
        viewer,
        { idOffer: id, index, link: '', labelled: labelled === 'true' },
        { bytes: clean, kind: 'webp' },
      );
    });

    route(collabApi.screenshot, async (request, reply) => {
      const { bytes, ext } = await deliverableScreenshot(
        ctx,
        currentUser(request),
        request.query.id,
        request.query.index,
      );
      const kind = ext === 'png' || ext === 'webp' ? ext : 'jpg';
      return reply
        .header('Content-Type', MIME_BY_KIND[kind])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    });

    route(collabApi.reviewDeliverable, (request) =>
      reviewDeliverable(ctx, currentUser(request), request.body),
    );

    route(collabApi.report, (request) => reportProblem(ctx, currentUser(request), request.body));
  });
}
