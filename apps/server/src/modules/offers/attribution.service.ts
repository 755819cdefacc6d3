import { ALLOCATION_DECISIONS, projectIs, type ProjectStatus } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { notify } from '../notifications/notifications.service.js';
import { getActivePack } from '../packs/packs.service.js';
import { changeProjectStatus, lockProject } from '../projects/project-status.service.js';
import { changeOfferStatus } from './offer-status.service.js';
import * as offersRepo from './offers.repository.js';
import { canAnswerAttribution, canAttribute } from './offers.policy.js';

// Attribution: the owner attributes the project to one offer (project
// attribute, offer preSelect); the offer's author accepts (select) or declines (declined).
// Each step is one transaction that locks the project row first, then the offer row, so two
// concurrent steps on the same project run one after the other.

const failure = () => new AppError('attribution_failed');
const notFound = () => new AppError('attribution_not_found');

/** What an attribution notification says: the offer, its project and who acted. */
const offerEvent = (
  offer: { id: string },
  project: { id: string; title: string },
  actor: { pseudo: string },
) => ({
  offerId: offer.id,
  projectId: project.id,
  projectTitle: project.title,
  fromPseudo: actor.pseudo,
});

export async function attribute(
  ctx: AppContext,
  user: SessionUser,
  input: { idProject: string; idOffer: string },
): Promise<{ ok: true }> {
  try {
    await transaction(ctx.db, async (tx) => {
      const project = await lockProject(tx, input.idProject);
      if (!project) throw notFound();
      if (!canAttribute(project, user.id)) {
        throw new AppError('not_project_owner');
      }
      if (!(await getActivePack(tx, user.id))) {
        throw new AppError('attribution_subscription_required');
      }
      if (!projectIs.selecting(project.statut as ProjectStatus)) throw failure();
      const offer = await offersRepo.lockOffer(tx, input.idOffer, project.id);
      if (!offer) throw notFound();
      await changeOfferStatus(tx, offer, 'preSelect');
      await changeProjectStatus(ctx, tx, project, 'attribute');
      // The brand is named by its trade name where it gave one (issue 42, point 9).
      const tradeName = await offersRepo.findTradeName(tx, user.id);
      await notify(ctx, tx, {
        type: 'offer_attributed',
        recipientId: offer.userId,
        data: offerEvent(offer, project, { pseudo: tradeName ?? user.pseudo }),
        // An offer is attributed at most once (preSelect only from pending).
        eventKey: offer.id,
      });
    });
  } catch (error) {
    // Another offer of this project is already preSelect or select (offers_project_attributed_uq).
    if (isUniqueViolation(error)) throw failure();
    throw error;
  }
  return { ok: true };
}

export async function allocate(
  ctx: AppContext,
  user: SessionUser,
  input: { idProject: string; idOffer: string; decision: string },
): Promise<{ ok: true }> {
  const decision = input.decision as (typeof ALLOCATION_DECISIONS)[number];
  if (!ALLOCATION_DECISIONS.includes(decision)) {
    throw new AppError('unknown_decision', {
      field: 'decision',
    });
  }
  const statut = decision === 'accept' ? 'select' : 'declined';
  await transaction(ctx.db, async (tx) => {
    const project = await offersRepo.lockProject(tx, input.idProject);
    if (!project) throw notFound();
    const offer = await offersRepo.lockOffer(tx, input.idOffer, project.id);
    if (!offer) throw notFound();
    if (!canAnswerAttribution(offer, user.id)) throw new AppError('not_offer_author');
    if (!projectIs.attributed(project.statut as ProjectStatus)) throw failure();
    await changeOfferStatus(tx, offer, statut);
    await notify(ctx, tx, {
      type: decision === 'accept' ? 'attribution_accepted' : 'attribution_declined',
      recipientId: project.ownerId,
      data: offerEvent(offer, project, user),
      // An offer leaves preSelect once: one answer per offer.
      eventKey: offer.id,
    });
  });
  return { ok: true };
}
