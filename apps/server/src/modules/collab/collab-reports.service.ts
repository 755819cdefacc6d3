import { MSG, pagePath } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { afterCommit, transaction } from '../../db/transaction.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './collab.repository.js';
import { requireParty, selfPseudo } from './collab-party.js';

// A problem told to the team from the space (like a project report), kept in its history.

const REPORTS_PER_HOUR = 10;
/** Both parties' reports on one collaboration per hour: each one mails the team. */
export const COLLAB_REPORTS_PER_OFFER_HOUR = 15;

/** POST /collab/report */
export async function reportProblem(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; message: string },
) {
  const party = await requireParty(ctx, ctx.db, viewer, body.idOffer);
  await ctx.limiter.consume(`collab-report:${viewer.id}`, REPORTS_PER_HOUR, 60 * 60_000);
  await ctx.limiter.consume(
    `collab-report:offer:${body.idOffer}`,
    COLLAB_REPORTS_PER_OFFER_HOUR,
    60 * 60_000,
  );
  await transaction(ctx.db, async (tx) => {
    await repo.insertEvent(tx, {
      offerId: body.idOffer,
      actorId: viewer.id,
      type: 'problem',
      detail: { message: body.message },
    });
    afterCommit(tx, () => {
      const link = `${ctx.config.publicUrl}${pagePath('/collab/:idOffer', { idOffer: body.idOffer })}`;
      ctx.background.run('collab report mail', () =>
        ctx.mail.send({
          to: ctx.config.contactTo,
          subject: MSG.collab.reportMailSubject,
          text: MSG.collab.reportMailText(
            party.facts.projectTitle,
            selfPseudo(party),
            body.message,
            link,
          ),
        }),
      );
    });
  });
  return { ok: true as const };
}
