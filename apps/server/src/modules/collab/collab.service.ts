import { randomUUID } from 'node:crypto';
import {
  CONTRACT_THRESHOLD_HT_CENTS,
  LEGAL_IDENTITY_FIELDS,
  MSG,
  contractTermsSchema,
  type CollabReply,
  type CollabRole,
  type CollabStatus,
  type ContractTerms,
  type DeliverableStatus,
  type LegalIdentity,
  type NotificationType,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { afterCommit, transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './collab.repository.js';
import type { IdentityRow, OfferParties } from './collab.repository.js';
import { amountHtCents, renderContractPdf, sha256, type ContractDocument } from './contract-pdf.js';
import { checkDeliverableLink } from './deliverable-link.js';
import {
  afterDeliverableChange,
  assertPublicationAllowed,
  moveReleasedMoney,
  paymentLine,
} from '../escrow/collab-hooks.js';

// The collaboration of an accepted offer (issue 16): only its two parties read or act; every
// step runs in one transaction on the locked collaboration row, with its history line and its
// notification.

export interface Party {
  facts: OfferParties;
  role: CollabRole;
  collab: repo.CollabRow;
}

const forbidden = () => new AppError('collab_forbidden', { access: false });

/** The space's two parties only; the collaboration starts once the author accepted. */
export async function requireParty(
  ctx: AppContext,
  db: DbOrTx,
  viewer: SessionUser,
  offerId: string,
  lock = false,
): Promise<Party> {
  const facts = await repo.findOfferParties(db, offerId);
  if (!facts) throw new AppError('offer_not_found');
  const role: CollabRole | null =
    facts.ownerId === viewer.id ? 'owner' : facts.authorId === viewer.id ? 'author' : null;
  if (!role) throw forbidden();
  if (facts.offerStatut !== 'select') throw new AppError('collab_not_started');
  let collab = await repo.findCollab(db, offerId, lock);
  if (!collab) {
    // The row and its first history line together (in the caller's transaction, or in one here).
    const start = async (tx: DbOrTx) => {
      const created = await repo.ensureCollab(tx, {
        offerId,
        projectId: facts.projectId,
        ownerId: facts.ownerId,
        authorId: facts.authorId,
      });
      if (created) {
        await repo.insertEvent(tx, { offerId, actorId: facts.authorId, type: 'started' });
      }
    };
    if (db === ctx.db) await transaction(ctx.db, start);
    else await start(db);
    collab = await repo.findCollab(db, offerId, lock);
    if (!collab) throw new Error('collaboration not created');
  }
  return { facts, role, collab };
}

const otherOf = (party: Party) =>
  party.role === 'owner'
    ? { id: party.facts.authorId, pseudo: party.facts.authorPseudo }
    : { id: party.facts.ownerId, pseudo: party.facts.ownerPseudo };
const selfPseudo = (party: Party) =>
  party.role === 'owner' ? party.facts.ownerPseudo : party.facts.authorPseudo;

async function notifyOther(
  ctx: AppContext,
  tx: DbOrTx,
  party: Party,
  type: NotificationType,
  eventKey: string,
) {
  const other = otherOf(party);
  await notify(ctx, tx, {
    type: type as 'contract_to_sign',
    recipientId: other.id,
    eventKey,
    data: {
      offerId: party.facts.offerId,
      projectId: party.facts.projectId,
      projectTitle: party.facts.projectTitle,
      fromPseudo: selfPseudo(party),
      path: `/collab/${party.facts.offerId}`,
    },
  });
}

const termsOf = (value: unknown): ContractTerms => contractTermsSchema.parse(value);

const identityOf = (row: IdentityRow | undefined): LegalIdentity | null =>
  row
    ? {
        legalName: row.legalName,
        address: row.address,
        postalCode: row.postalCode,
        city: row.city,
        country: row.country,
        fiscalCountry: row.fiscalCountry,
        siret: row.siret,
      }
    : null;

const missingFields = (identity: LegalIdentity | null) =>
  LEGAL_IDENTITY_FIELDS.filter((field) => !identity || identity[field].trim() === '');

function valueOf(terms: ContractTerms): number {
  return amountHtCents(terms) + (terms.benefitsInKind?.valueCents ?? 0);
}

/** The status line, from the stored facts. */
export function collabStatus(
  collab: Pick<repo.CollabRow, 'version' | 'signedAt' | 'completedAt'>,
  deliverables: { status: string }[],
): CollabStatus {
  if (collab.version === 0) return 'to_write';
  if (!collab.signedAt) return 'to_sign';
  if (collab.completedAt) return 'completed';
  if (deliverables.length > 0 && deliverables.every((d) => d.status !== 'pending')) {
    return deliverables.every((d) => d.status === 'published' || d.status === 'approved')
      ? 'delivered'
      : 'in_progress';
  }
  return deliverables.some((d) => d.status !== 'pending') ? 'in_progress' : 'signed';
}

export type CollabView = Omit<CollabReply, 'review'>;

/** GET /collab: the space's data for one of its two parties. */
export async function getCollab(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
): Promise<CollabView & { party: Party }> {
  const party = await requireParty(ctx, ctx.db, viewer, offerId);
  const { facts, collab, role } = party;
  const [version, signatures, deliverables, events, mine, other, otherTotal] = await Promise.all([
    collab.version > 0 ? repo.findVersion(ctx.db, offerId, collab.version) : undefined,
    repo.listSignatures(ctx.db, offerId, collab.version),
    repo.listDeliverables(ctx.db, offerId),
    repo.listEvents(ctx.db, offerId),
    repo.findIdentity(ctx.db, viewer.id),
    repo.findIdentity(ctx.db, otherOf(party).id),
    repo.pairYearTotal(ctx.db, facts.ownerId, facts.authorId, offerId),
  ]);
  const terms = version ? termsOf(version.terms) : null;
  const tax = facts.tax === 'HT' ? ('HT' as const) : ('TTC' as const);
  const offerHt = amountHtCents({ amountCents: facts.amountCents, tax });
  const thisValue = terms ? valueOf(terms) : offerHt;
  const yearTotal = otherTotal + thisValue;
  const identity = identityOf(mine);
  // Pay through Kollabo (issue 28): the payment line.
  const payment = await paymentLine(ctx, ctx.db, {
    offerId,
    role,
    authorId: facts.authorId,
    signed: collab.signedAt !== null,
    terms,
    offer: { amountCents: facts.amountCents, tax },
    deliverables,
  });
  return {
    party,
    payment,
    access: true,
    idOffer: offerId,
    idProject: facts.projectId,
    projectTitle: facts.projectTitle,
    role,
    owner: { pseudo: facts.ownerPseudo, name: facts.ownerName, photo: facts.ownerPhoto },
    author: { pseudo: facts.authorPseudo, name: facts.authorName, photo: facts.authorPhoto },
    status: collabStatus(collab, deliverables),
    version: collab.version,
    amountCents: facts.amountCents,
    tax,
    amountHtCents: offerHt,
    terms,
    deliverables: (terms?.deliverables ?? []).map((term, index) => {
      const state = deliverables.find((d) => d.index === index);
      return {
        index,
        ...term,
        status: (state?.status ?? 'pending') as DeliverableStatus,
        link: state?.link ?? null,
        labelled: state?.labelled ?? false,
        comment: state?.comment ?? null,
        publishedAt: state?.publishedAt?.toISOString() ?? null,
        reviewedAt: state?.reviewedAt?.toISOString() ?? null,
      };
    }),
    signatures: signatures.map((s) => ({
      role: s.role as CollabRole,
      pseudo: s.pseudo,
      fullName: s.fullName,
      version: s.version,
      signedAt: s.signedAt.toISOString(),
      documentSha256: s.documentSha256,
    })),
    signed: collab.signedAt !== null,
    signedSha256: version?.signedSha256 ?? null,
    contractRequired: yearTotal >= CONTRACT_THRESHOLD_HT_CENTS,
    yearTotalHtCents: yearTotal,
    missingIdentity: missingFields(identity),
    otherIdentityMissing: missingFields(identityOf(other)).length > 0,
    identity,
    history: events.map((e) => ({
      type: e.type,
      actor: e.actor ?? null,
      at: e.at.toISOString(),
      n: Number((e.detail as { n?: number } | null)?.n ?? 0),
    })),
    completedAt: collab.completedAt?.toISOString() ?? null,
  };
}

/** GET /collab/mine */
export async function listMine(ctx: AppContext, viewer: SessionUser, projectId?: string) {
  const [rows, pending] = await Promise.all([
    repo.listMine(ctx.db, viewer.id, projectId),
    repo.listAcceptedWithoutCollab(ctx.db, viewer.id, projectId),
  ]);
  return {
    collaborations: [...pending, ...rows].map((row) => {
      const role: CollabRole = row.ownerId === viewer.id ? 'owner' : 'author';
      return {
        idOffer: row.idOffer,
        idProject: row.idProject,
        projectTitle: row.projectTitle,
        role,
        other: role === 'owner' ? row.authorPseudo : row.ownerPseudo,
      };
    }),
  };
}

/** PUT /user/legal-identity */
export async function saveIdentity(
  ctx: AppContext,
  viewer: SessionUser,
  body: Omit<LegalIdentity, 'siret'> & { siret?: string | null },
): Promise<LegalIdentity> {
  const row = await repo.upsertIdentity(ctx.db, {
    userId: viewer.id,
    ...body,
    siret: body.siret ?? null,
  });
  return identityOf(row) as LegalIdentity;
}

/** PUT /collab/contract (owner): a new version, to be signed again by both. */
export async function saveContract(
  ctx: AppContext,
  viewer: SessionUser,
  body: Pick<ContractTerms, 'deliverables' | 'usageRights'> & {
    idOffer: string;
    benefitsInKind?: ContractTerms['benefitsInKind'];
    paymentTerms?: string;
  },
): Promise<{ ok: true; version: number }> {
  return transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    if (party.role !== 'owner') throw new AppError('collab_owner_only');
    const { collab, facts } = party;
    const states = await repo.listDeliverables(tx, collab.offerId);
    if (collab.completedAt || states.some((d) => d.status !== 'pending')) {
      throw new AppError('contract_locked');
    }
    const version = collab.version + 1;
    const terms: ContractTerms = {
      deliverables: body.deliverables,
      usageRights: body.usageRights,
      benefitsInKind: body.benefitsInKind ?? null,
      paymentTerms: body.paymentTerms?.trim() || MSG.collab.defaultPaymentTerms,
      amountCents: facts.amountCents,
      tax: facts.tax === 'HT' ? 'HT' : 'TTC',
    };
    await repo.insertVersion(tx, {
      offerId: collab.offerId,
      version,
      terms,
      createdBy: viewer.id,
    });
    await repo.updateCollab(tx, collab.offerId, {
      version,
      signedAt: null,
      valueHtCents: valueOf(terms),
    });
    await repo.replaceDeliverables(tx, collab.offerId, 0);
    await repo.insertEvent(tx, {
      offerId: collab.offerId,
      actorId: viewer.id,
      type: 'contract_saved',
      detail: { n: version },
    });
    await notifyOther(ctx, tx, party, 'contract_to_sign', `${collab.offerId}:v${version}`);
    return { ok: true as const, version };
  });
}

function documentInput(
  party: Party,
  version: repo.VersionRow,
  identities: { owner: LegalIdentity | null; author: LegalIdentity | null },
): ContractDocument {
  const { facts } = party;
  return {
    offerId: facts.offerId,
    version: version.version,
    projectTitle: facts.projectTitle,
    createdAt: version.createdAt,
    terms: termsOf(version.terms),
    owner: { pseudo: facts.ownerPseudo, email: facts.ownerEmail, identity: identities.owner },
    author: { pseudo: facts.authorPseudo, email: facts.authorEmail, identity: identities.author },
  };
}

/** POST /collab/sign: a simple electronic signature of the current version. */
export async function sign(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; version: number; fullName: string; consent: boolean },
  audit: { ip: string; userAgent: string },
): Promise<{ ok: true; signed: boolean; documentSha256: string }> {
  if (body.consent !== true) throw new AppError('consent_required', { field: 'consent' });
  const fullName = body.fullName.trim().replace(/\s+/g, ' ');
  if (fullName.length < 2 || fullName.length > 120) {
    throw new AppError('signature_name', { field: 'fullName' });
  }
  let mail: { to: string[]; project: string; pdf: Buffer; offerId: string } | undefined;
  const result = await transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    const { collab, facts } = party;
    if (collab.version === 0) throw new AppError('contract_missing');
    if (body.version !== collab.version) {
      throw new AppError('version_changed', { version: collab.version });
    }
    const signatures = await repo.listSignatures(tx, collab.offerId, collab.version);
    if (signatures.some((s) => s.userId === viewer.id)) throw new AppError('already_signed');
    const [ownerRow, authorRow] = await Promise.all([
      repo.findIdentity(tx, facts.ownerId),
      repo.findIdentity(tx, facts.authorId),
    ]);
    const identities = { owner: identityOf(ownerRow), author: identityOf(authorRow) };
    const mine = party.role === 'owner' ? identities.owner : identities.author;
    const theirs = party.role === 'owner' ? identities.author : identities.owner;
    if (missingFields(mine).length > 0) throw new AppError('identity_incomplete');
    if (missingFields(theirs).length > 0) throw new AppError('other_identity_missing');

    const version = await repo.findVersion(tx, collab.offerId, collab.version);
    if (!version) throw new Error('missing contract version');
    // The document is frozen at its first signature: both parties sign the same bytes.
    let documentSha256 = version.documentSha256;
    if (!version.documentPdf || !documentSha256) {
      const pdf = await renderContractPdf(documentInput(party, version, identities));
      documentSha256 = sha256(pdf);
      await repo.updateVersion(tx, collab.offerId, collab.version, {
        documentPdf: pdf,
        documentSha256,
      });
    }
    const signedAt = new Date();
    await repo.insertSignature(tx, {
      offerId: collab.offerId,
      version: collab.version,
      userId: viewer.id,
      role: party.role,
      fullName,
      ip: audit.ip.slice(0, 100),
      userAgent: audit.userAgent.slice(0, 500),
      documentSha256,
      signedAt,
    });
    await repo.insertEvent(tx, {
      offerId: collab.offerId,
      actorId: viewer.id,
      type: 'signed',
      detail: { n: collab.version },
    });
    await notifyOther(
      ctx,
      tx,
      party,
      'contract_signed',
      `${collab.offerId}:v${collab.version}:${viewer.id}`,
    );
    const both = signatures.length + 1 >= 2;
    if (both) {
      const all = [
        ...signatures,
        {
          role: party.role,
          fullName,
          signedAt,
          ip: audit.ip.slice(0, 100),
          userAgent: audit.userAgent.slice(0, 500),
          documentSha256,
        },
      ].map((s) => ({
        role: s.role as CollabRole,
        fullName: s.fullName,
        signedAt: s.signedAt,
        ip: s.ip,
        userAgent: s.userAgent,
        documentSha256: s.documentSha256,
      }));
      const signedPdf = await renderContractPdf({
        ...documentInput(party, version, identities),
        signatures: all,
      });
      await repo.updateVersion(tx, collab.offerId, collab.version, {
        signedPdf,
        signedSha256: sha256(signedPdf),
      });
      const terms = termsOf(version.terms);
      await repo.updateCollab(tx, collab.offerId, { signedAt, valueHtCents: valueOf(terms) });
      await repo.replaceDeliverables(tx, collab.offerId, terms.deliverables.length);
      await repo.insertEvent(tx, {
        offerId: collab.offerId,
        actorId: null,
        type: 'fully_signed',
        detail: { n: collab.version },
      });
      mail = {
        to: [facts.ownerEmail, facts.authorEmail],
        project: facts.projectTitle,
        pdf: signedPdf,
        offerId: collab.offerId,
      };
    }
    return { ok: true as const, signed: both, documentSha256 };
  });
  if (mail) mailSignedContract(ctx, mail);
  return result;
}

/** The signed PDF goes to both parties once committed (the notification says so too). */
function mailSignedContract(
  ctx: AppContext,
  mail: { to: string[]; project: string; pdf: Buffer; offerId: string },
) {
  const link = `${ctx.config.publicUrl}/collab/${mail.offerId}`;
  for (const to of mail.to) {
    ctx.background.run('signed contract mail', () =>
      ctx.mail.send({
        to,
        subject: MSG.collab.signedMailSubject(mail.project),
        text: MSG.collab.signedMailText(mail.project, link),
        attachments: [
          {
            filename: `contrat-kollabo-${mail.offerId.slice(0, 8)}.pdf`,
            content: mail.pdf,
            contentType: 'application/pdf',
          },
        ],
      }),
    );
  }
}

/** GET /collab/contract.pdf: the signed PDF, or the current version with its signatures so far. */
export async function contractPdf(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
): Promise<{ pdf: Buffer; version: number }> {
  const party = await requireParty(ctx, ctx.db, viewer, offerId);
  const { collab, facts } = party;
  if (collab.version === 0) throw new AppError('contract_missing');
  const version = await repo.findVersion(ctx.db, offerId, collab.version);
  if (!version) throw new AppError('contract_missing');
  if (version.signedPdf) return { pdf: Buffer.from(version.signedPdf), version: version.version };
  const [ownerRow, authorRow, signatures] = await Promise.all([
    repo.findIdentity(ctx.db, facts.ownerId),
    repo.findIdentity(ctx.db, facts.authorId),
    repo.listSignatures(ctx.db, offerId, collab.version),
  ]);
  const pdf = await renderContractPdf({
    ...documentInput(party, version, {
      owner: identityOf(ownerRow),
      author: identityOf(authorRow),
    }),
    signatures: signatures.map((s) => ({ ...s, role: s.role as CollabRole })),
  });
  return { pdf, version: version.version };
}

/** PATCH /collab/deliverable (author): published, with its link and the advertising mention. */
export async function publishDeliverable(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; index: number; link: string; labelled: boolean },
) {
  return transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    if (party.role !== 'author') throw new AppError('collab_author_only');
    if (!party.collab.signedAt) throw new AppError('not_signed_yet');
    const row = await repo.findDeliverable(tx, body.idOffer, body.index);
    const version = await repo.findVersion(tx, body.idOffer, party.collab.version);
    const term = version ? termsOf(version.terms).deliverables[body.index] : undefined;
    if (!row || !term || !version) throw new AppError('deliverable_not_found');
    if (row.status !== 'pending' && row.status !== 'changes') {
      throw new AppError('deliverable_state');
    }
    await assertPublicationAllowed(tx, body.idOffer, termsOf(version.terms));
    if (!body.labelled) throw new AppError('deliverable_label_required', { field: 'labelled' });
    const link = checkDeliverableLink(term.network, body.link);
    if (!link) throw new AppError('deliverable_link_invalid', { field: 'link' });
    await repo.updateDeliverable(tx, body.idOffer, body.index, {
      status: 'published',
      link,
      labelled: true,
      publishedAt: new Date(),
    });
    await repo.insertEvent(tx, {
      offerId: body.idOffer,
      actorId: viewer.id,
      type: 'published',
      detail: { n: body.index + 1 },
    });
    const states = await repo.listDeliverables(tx, body.idOffer);
    await afterDeliverableChange(ctx, tx, body.idOffer, states, false);
    await notifyOther(ctx, tx, party, 'deliverable_published', randomUUID());
    return { ok: true as const };
  });
}

/** PATCH /collab/deliverable/review (owner): approve, or ask for a change with a comment. */
export async function reviewDeliverable(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; index: number; decision: 'approve' | 'change'; comment?: string },
) {
  const result = await transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    if (party.role !== 'owner') throw new AppError('collab_owner_only');
    if (!party.collab.signedAt) throw new AppError('not_signed_yet');
    const row = await repo.findDeliverable(tx, body.idOffer, body.index);
    if (!row) throw new AppError('deliverable_not_found');
    if (row.status !== 'published') throw new AppError('deliverable_state');
    const comment = body.comment?.trim() ?? '';
    if (body.decision === 'change' && (comment.length === 0 || comment.length > 1000)) {
      throw new AppError('change_comment_required', { field: 'comment' });
    }
    const approve = body.decision === 'approve';
    await repo.updateDeliverable(tx, body.idOffer, body.index, {
      status: approve ? 'approved' : 'changes',
      comment: approve ? null : comment,
      reviewedAt: new Date(),
    });
    await repo.insertEvent(tx, {
      offerId: body.idOffer,
      actorId: viewer.id,
      type: approve ? 'approved' : 'changes',
      detail: { n: body.index + 1 },
    });
    await notifyOther(
      ctx,
      tx,
      party,
      approve ? 'deliverable_approved' : 'deliverable_changes_requested',
      randomUUID(),
    );
    const all = await repo.listDeliverables(tx, body.idOffer);
    const completed = all.length > 0 && all.every((d) => d.status === 'approved');
    if (completed) {
      await repo.updateCollab(tx, body.idOffer, { completedAt: new Date() });
      await repo.insertEvent(tx, { offerId: body.idOffer, actorId: null, type: 'completed' });
    }
    await afterDeliverableChange(ctx, tx, body.idOffer, all, completed);
    return { ok: true as const, completed };
  });
  if (result.completed) await moveReleasedMoney(ctx, body.idOffer);
  return result;
}

const REPORTS_PER_HOUR = 10;

/** POST /collab/report: a problem told to the team (like a project report), kept in history. */
export async function reportProblem(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; message: string },
) {
  const party = await requireParty(ctx, ctx.db, viewer, body.idOffer);
  await ctx.limiter.consume(`collab-report:${viewer.id}`, REPORTS_PER_HOUR, 60 * 60_000);
  await transaction(ctx.db, async (tx) => {
    await repo.insertEvent(tx, {
      offerId: body.idOffer,
      actorId: viewer.id,
      type: 'problem',
      detail: { message: body.message },
    });
    afterCommit(tx, () => {
      const link = `${ctx.config.publicUrl}/collab/${body.idOffer}`;
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

/** For the reviews module: the collaboration's facts for one of its parties. */
export async function partyFacts(
  ctx: AppContext,
  db: DbOrTx,
  viewer: SessionUser,
  offerId: string,
) {
  const party = await requireParty(ctx, db, viewer, offerId, true);
  return {
    offerId,
    role: party.role,
    other: otherOf(party),
    selfPseudo: selfPseudo(party),
    projectId: party.facts.projectId,
    projectTitle: party.facts.projectTitle,
    completedAt: party.collab.completedAt,
  };
}

/** For the reviews module: adds a history line in the caller's transaction. */
export async function recordEvent(
  db: DbOrTx,
  offerId: string,
  actorId: string,
  type: string,
): Promise<void> {
  await repo.insertEvent(db, { offerId, actorId, type });
}

/** For the escrow module: the terms of a version and the deliverables' states. */
export async function versionTerms(db: DbOrTx, offerId: string, version: number) {
  const row = await repo.findVersion(db, offerId, version);
  return row ? termsOf(row.terms) : null;
}

export const deliverableStates = (db: DbOrTx, offerId: string) =>
  repo.listDeliverables(db, offerId);
