import { DEFAULT_TAX_MODE, type Offer, type TaxMode, isUuid } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { MIME_BY_KIND, type SniffedKind } from '../../lib/file-sniff.js';
import type { SessionUser } from '../auth/session-user.js';
import { setVatPosition, vatPositionOf } from '../collab/vat-position.service.js';
import { notify } from '../notifications/notifications.service.js';
import { hasVerifiedSocial } from '../socials/socials.service.js';
import type { OfferAttachment } from './offer-upload.js';
import { formatAmount, presentOffer, presentPerson, presentProject } from './offers.presenter.js';
import { projectChanged } from '../projects/project-status.service.js';
import * as repo from './offers.repository.js';
import { isProjectOwner } from '../projects/projects.policy.js';
import { canOfferOn, isOfferAuthor } from './offers.policy.js';

// Offers: sending one, the project's list, the sender's list, the offer page, the attachment.

const ATTACHMENT_FOLDER = 'offers';
const forbidden = () => new AppError('offer_forbidden', { access: false });

export interface NewOffer {
  amount: number;
  tax: TaxMode;
  messageOffre: string;
  idProject: string;
}

/** Sends an offer: published project, not one's own, verified social account, one per user. */
export async function addOffer(
  ctx: AppContext,
  user: SessionUser,
  input: NewOffer,
  attachment: OfferAttachment | undefined,
): Promise<{ ok: true; idOffer: string }> {
  await ctx.limiter.consume(`offer:add:${user.id}`, 30, 60 * 60_000);
  const project = await repo.findProject(ctx.db, input.idProject);
  if (!project) throw new AppError('offer_not_found', { field: 'idProject' });
  if (!canOfferOn(project, user.id)) throw new AppError('own_project');
  if (project.statut !== 'publish') {
    throw new AppError('not_published');
  }
  if (!(await hasVerifiedSocial(ctx.db, user.id))) {
    throw new AppError('verification_required');
  }
  const alreadySent = () => new AppError('already_sent');
  if (await repo.findUserOffer(ctx.db, project.id, user.id)) throw alreadySent();

  const filePath = attachment
    ? await ctx.storage.put(ATTACHMENT_FOLDER, attachment.kind, attachment.bytes)
    : null;
  try {
    const offer = await transaction(ctx.db, async (tx) => {
      // The project may have closed since the checks above: decide again under its row lock.
      const locked = await repo.lockProject(tx, project.id);
      if (locked?.statut !== 'publish') {
        throw new AppError('not_published');
      }
      const row = await repo.insertOffer(tx, {
        projectId: project.id,
        userId: user.id,
        amountCents: Math.round(input.amount * 100),
        tax: input.tax,
        messageOffre: input.messageOffre,
        filePath,
        fileName: attachment?.name ?? null,
        statut: 'pending',
      });
      await repo.incrementTotalOffers(tx, project.id);
      // Her tax choice is her VAT position: kept for her next offers and contract versions.
      await setVatPosition(ctx, tx, user.id, input.tax);
      projectChanged(ctx, tx, project.id);
      await notify(ctx, tx, {
        type: 'offer_received',
        recipientId: project.ownerId,
        data: {
          offerId: row.id,
          projectId: project.id,
          projectTitle: locked.title,
          fromPseudo: user.pseudo,
          amountCents: row.amountCents,
        },
        eventKey: row.id,
      });
      return row;
    });
    return { ok: true, idOffer: offer.id };
  } catch (error) {
    if (filePath) await ctx.storage.remove(filePath);
    // Two sends racing: the unique (project, user) constraint keeps one.
    if (isUniqueViolation(error)) throw alreadySent();
    throw error;
  }
}

/**
 * GET /offer/all-offers: the owner sees every offer with amounts (the selected one first, on the
 * first page); anyone else sees only their own offer, without its amount.
 */
export async function listProjectOffers(
  ctx: AppContext,
  viewer: SessionUser | undefined,
  projectId: string,
  page: number,
  pageSize: number,
) {
  const project = await repo.findProject(ctx.db, projectId);
  if (!project) throw new AppError('offer_not_found');
  const isOwner = isProjectOwner(project, viewer?.id);
  const own =
    viewer && !isOwner ? await repo.findUserOffer(ctx.db, project.id, viewer.id) : undefined;
  const base = {
    authorProject: isOwner,
    userOfferAvailable: Boolean(viewer && !isOwner && !own && project.statut === 'publish'),
    userProjectWon: own?.statut === 'select',
    userOfferSent: Boolean(own),
    // Prefills her offer form (the owner has none to send).
    userTax: viewer && !isOwner ? await vatPositionOf(ctx.db, viewer.id) : DEFAULT_TAX_MODE,
  };

  if (!isOwner) {
    const mine = own && page === 1 ? await repo.findOfferWithAuthor(ctx.db, own.id) : undefined;
    // Her own offer, with its amount (the spec hides amounts from everyone but owner and author).
    const offers = mine ? [presentOffer(mine.offer, mine.author, true)] : [];
    return { ...base, offers, hasMore: false };
  }

  const rows = await repo.listProjectOffers(
    ctx.db,
    project.id,
    pageSize + 1,
    (page - 1) * pageSize,
  );
  const { feeBps } = ctx.config.escrow;
  const offers: Offer[] = rows
    .slice(0, pageSize)
    .map((row) => presentOffer(row.offer, row.author, true, feeBps));
  if (page === 1) {
    const attributed = await repo.findAttributedOffer(ctx.db, project.id);
    if (attributed) {
      offers.unshift(presentOffer(attributed.offer, attributed.author, true, feeBps));
    }
  }
  return { ...base, offers, hasMore: rows.length > pageSize };
}

/** GET /offer/user-offers: the offers the viewer sent, with their projects. */
export async function listSentOffers(
  ctx: AppContext,
  user: SessionUser,
  query: {
    project?: string;
    filter?: string;
    triPar: 'croissant' | 'decroissant';
    statut?: 'select';
    page: number;
    pageSize: number;
  },
) {
  const search = (query.project ?? '').trim();
  const rows = await repo.listUserOffers(
    ctx.db,
    user.id,
    {
      search: search || undefined,
      wonOnly: query.statut === 'select',
      oldestFirst: query.triPar === 'decroissant',
    },
    query.pageSize + 1,
    (query.page - 1) * query.pageSize,
  );
  return {
    userOffers: rows.slice(0, query.pageSize).map(({ offer, project }) => ({
      project: presentProject(project),
      // The author reads her own amounts (the spec hides them from everyone else).
      offer: {
        idOffer: offer.id,
        statut: offer.statut as Offer['statut'],
        amount: formatAmount(offer),
        dateSend: offer.dateSend.toISOString(),
      },
    })),
    hasMore: rows.length > query.pageSize,
  };
}

/** The offer and its project for one of its two parties; anyone else gets access: false. */
async function loadForParty(ctx: AppContext, user: SessionUser, offerId: string) {
  if (!isUuid(offerId)) throw forbidden();
  const found = await repo.findOfferWithAuthor(ctx.db, offerId);
  if (!found) throw forbidden();
  const project = await repo.findProject(ctx.db, found.offer.projectId);
  if (!project) throw forbidden();
  const authorOffer = isOfferAuthor(found.offer, user.id);
  const authorProject = isProjectOwner(project, user.id);
  if (!authorOffer && !authorProject) throw forbidden();
  return { ...found, project, authorOffer, authorProject };
}

/** GET /offer?id=&projectId= */
export async function offerDetail(
  ctx: AppContext,
  user: SessionUser,
  offerId: string,
  projectId: string,
) {
  const { offer, author, project, authorOffer, authorProject } = await loadForParty(
    ctx,
    user,
    offerId,
  );
  if (project.id !== projectId) throw forbidden();
  const owner = await repo.findPerson(ctx.db, project.ownerId);
  if (!owner) throw forbidden();
  return {
    access: true as const,
    // Both parties read the amount: the owner and the offer's author (spec).
    offer: presentOffer(
      offer,
      author,
      authorProject || authorOffer,
      authorProject ? ctx.config.escrow.feeBps : undefined,
    ),
    project: {
      ...presentProject(project),
      publishedAt: project.publishedAt?.toISOString() ?? null,
    },
    partial_infoAuthorProject: presentPerson(owner),
    partial_infoAuthorOffer: presentPerson(author),
    authorProject,
    authorOffer,
  };
}

/** The attachment's bytes for one of the two parties. */
export async function offerAttachment(ctx: AppContext, user: SessionUser, offerId: string) {
  const { offer } = await loadForParty(ctx, user, offerId);
  const bytes = offer.filePath ? await ctx.storage.read(offer.filePath) : undefined;
  if (!offer.filePath || !bytes) {
    throw new AppError('not_found');
  }
  const kind = offer.filePath.split('.').pop() as SniffedKind;
  return { bytes, fileName: offer.fileName ?? `piece-jointe.${kind}`, mime: MIME_BY_KIND[kind] };
}
