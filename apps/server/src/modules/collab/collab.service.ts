import { randomUUID } from 'node:crypto';
import {
  CONTRACT_THRESHOLD_HT_CENTS,
  LEGAL_IDENTITY_FIELDS,
  MSG,
  contractTermsSchema,
  isStoryFormat,
  parisToday,
  signatureMatches,
  signerNameOf,
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
import { AppError, isAppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { markGroupRead, notify } from '../notifications/notifications.service.js';
import * as repo from './collab.repository.js';
import type { IdentityRow, OfferParties } from './collab.repository.js';
import {
  amountHtCents,
  renderContractPdf,
  sha256,
  withAuditPage,
  type ContractDocument,
  type ContractParty,
} from './contract-pdf.js';
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

/** One notification per collaboration and recipient (issue 26 §15): each step bumps the unread
 * one, and only the step that starts it sends a mail; opening the space reads it. */
export const collabGroup = (offerId: string) => `collab:${offerId}`;

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
    groupKey: collabGroup(party.facts.offerId),
    mailFirstOfGroup: true,
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
        representative: row.representative ?? null,
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
  const inForce = collab.signedVersion ?? null;
  const [version, inForceRow, signatures, deliverables, events, mine, other, otherTotal, versions] =
    await Promise.all([
      collab.version > 0 ? repo.findVersion(ctx.db, offerId, collab.version) : undefined,
      inForce !== null && inForce !== collab.version
        ? repo.findVersion(ctx.db, offerId, inForce)
        : undefined,
      repo.listSignatures(ctx.db, offerId, collab.version),
      repo.listDeliverables(ctx.db, offerId),
      repo.listEvents(ctx.db, offerId),
      repo.findIdentity(ctx.db, viewer.id),
      repo.findIdentity(ctx.db, otherOf(party).id),
      repo.pairYearTotal(ctx.db, facts.ownerId, facts.authorId, offerId),
      repo.listVersions(ctx.db, offerId),
      // The space shows every step: its notification is read.
      markGroupRead(ctx, viewer.id, collabGroup(offerId)),
    ]);
  const terms = version ? termsOf(version.terms) : null;
  // The deliverables are those of the version in force (the latest one before any signature).
  const inForceTerms = inForceRow ? termsOf(inForceRow.terms) : terms;
  const today = parisToday();
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
    versionInForce: inForce,
    proposedVersion: collab.version > 0 && collab.version !== inForce ? collab.version : null,
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      signed: v.signedSha256 !== null,
      signedSha256: v.signedSha256,
    })),
    amountCents: facts.amountCents,
    tax,
    amountHtCents: offerHt,
    terms,
    deliverables: (inForceTerms?.deliverables ?? []).map((term, index) => {
      const state = deliverables.find((d) => d.index === index);
      const status = (state?.status ?? 'pending') as DeliverableStatus;
      return {
        index,
        ...term,
        status,
        late:
          collab.signedAt !== null &&
          (status === 'pending' || status === 'changes') &&
          term.publishTo < today,
        story: isStoryFormat(term.format),
        screenshotUrl: state?.screenshot ? screenshotUrl(offerId, index) : null,
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
    signed: inForce !== null,
    signedSha256: (inForceRow ?? (inForce !== null ? version : undefined))?.signedSha256 ?? null,
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

const sameIdentity = (a: LegalIdentity | null, b: LegalIdentity | null) =>
  a !== null &&
  b !== null &&
  LEGAL_IDENTITY_FIELDS.every((field) => a[field] === b[field]) &&
  (a.siret ?? null) === (b.siret ?? null) &&
  (a.representative ?? null) === (b.representative ?? null);

/**
 * PUT /user/legal-identity. A version whose document was frozen (signed at least once) names
 * the old identity: when it changes, each collaboration of the caller gets a new version to sign
 * (issue 26 §4). A partly signed version is replaced (its signatures no longer count); a version
 * in force stays in force and the new one is a proposed amendment, unless deliverables are
 * already published (the signed document, with the old identity, then stays as signed).
 */
export async function saveIdentity(
  ctx: AppContext,
  viewer: SessionUser,
  body: Omit<LegalIdentity, 'siret' | 'representative'> & {
    siret?: string | null;
    representative?: string | null;
  },
): Promise<LegalIdentity> {
  return transaction(ctx.db, async (tx) => {
    const row = await repo.upsertIdentity(tx, {
      userId: viewer.id,
      ...body,
      siret: body.siret ?? null,
      representative: body.representative ?? null,
    });
    const identity = identityOf(row) as LegalIdentity;
    for (const offerId of await repo.listOpenCollabIds(tx, viewer.id)) {
      // An offer no longer accepted has no collaboration to keep true.
      const party = await requireParty(ctx, tx, viewer, offerId, true).catch((error: unknown) => {
        if (isAppError(error)) return null;
        throw error;
      });
      if (!party || party.collab.completedAt) continue;
      const { collab } = party;
      const latest = await repo.findVersion(tx, offerId, collab.version);
      const frozen = latest?.parties as FrozenParties | null | undefined;
      if (!latest || !frozen) continue;
      if (sameIdentity(frozen[party.role].identity, identity)) continue;
      if (collab.signedVersion === collab.version) {
        const states = await repo.listDeliverables(tx, offerId);
        if (states.some((d) => d.status !== 'pending')) continue;
      }
      await newVersion(ctx, tx, party, viewer, termsOf(latest.terms), 'identity_changed');
    }
    return identity;
  });
}

/** Both parties as frozen with a version's document. */
type FrozenParties = Record<CollabRole, ContractParty>;

/** A new version of the terms (the owner's save, or an identity change): to sign by both. */
async function newVersion(
  ctx: AppContext,
  tx: DbOrTx,
  party: Party,
  actor: SessionUser,
  terms: ContractTerms,
  event: 'contract_saved' | 'amendment_saved' | 'identity_changed',
): Promise<number> {
  const { collab } = party;
  const version = collab.version + 1;
  await repo.insertVersion(tx, { offerId: collab.offerId, version, terms, createdBy: actor.id });
  await repo.updateCollab(tx, collab.offerId, { version });
  // Before any signature the deliverables do not exist yet; after, they stay those in force.
  if (collab.signedVersion === null) await repo.replaceDeliverables(tx, collab.offerId, 0);
  await repo.insertEvent(tx, {
    offerId: collab.offerId,
    actorId: actor.id,
    type: event,
    detail: { n: version },
  });
  await notifyOther(ctx, tx, party, 'contract_to_sign', `${collab.offerId}:v${version}`);
  collab.version = version;
  return version;
}

/** A deliverable whose publication window ended before today (Paris) cannot be signed. */
function checkDates(terms: Pick<ContractTerms, 'deliverables'>) {
  const today = parisToday();
  if (terms.deliverables.some((d) => d.publishTo < today)) {
    throw new AppError('contract_dates_past');
  }
}

/** Rate limits of the collaboration's writes (issue 26 §15): per user and per object. */
export const COLLAB_LIMITS = {
  contractPerUser: { max: 30, windowMs: 60 * 60_000 },
  contractPerOffer: { max: 10, windowMs: 60 * 60_000 },
  deliverablePerUser: { max: 60, windowMs: 60 * 60_000 },
  /** Publish and review of one deliverable (a publish / change-request loop). */
  deliverablePerItem: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** Counts one write of the collaboration: per user, and per object (a collaboration's contract,
 * one deliverable). Past either limit: 429 with Retry-After. */
async function limitWrite(
  ctx: AppContext,
  kind: 'contract' | 'deliverable',
  userId: string,
  objectKey: string,
) {
  const [perUser, perObject] =
    kind === 'contract'
      ? [COLLAB_LIMITS.contractPerUser, COLLAB_LIMITS.contractPerOffer]
      : [COLLAB_LIMITS.deliverablePerUser, COLLAB_LIMITS.deliverablePerItem];
  await ctx.limiter.consume(`collab-${kind}-user:${userId}`, perUser.max, perUser.windowMs);
  await ctx.limiter.consume(`collab-${kind}:${objectKey}`, perObject.max, perObject.windowMs);
}

/**
 * PUT /collab/contract (owner): a new version, to be signed by both. Once a version is in force
 * (signed by both), a save is a proposed amendment (issue 26 §5): the owner's save is only his
 * proposal, not his signature; both parties sign the amendment, and the signed version stays in
 * force (and downloadable) until they have.
 */
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
    const terms: ContractTerms = {
      deliverables: body.deliverables,
      usageRights: body.usageRights,
      benefitsInKind: body.benefitsInKind ?? null,
      paymentTerms: body.paymentTerms?.trim() || MSG.collab.defaultPaymentTerms,
      amountCents: facts.amountCents,
      tax: facts.tax === 'HT' ? 'HT' : 'TTC',
    };
    checkDates(terms);
    await limitWrite(ctx, 'contract', viewer.id, collab.offerId);
    const amendment = collab.signedVersion !== null;
    const version = await newVersion(
      ctx,
      tx,
      party,
      viewer,
      terms,
      amendment ? 'amendment_saved' : 'contract_saved',
    );
    return { ok: true as const, version };
  });
}

/** Both parties now: what a version's document is frozen with at its first signature. */
function partiesNow(
  party: Party,
  identities: { owner: LegalIdentity | null; author: LegalIdentity | null },
): FrozenParties {
  const { facts } = party;
  return {
    owner: { pseudo: facts.ownerPseudo, email: facts.ownerEmail, identity: identities.owner },
    author: { pseudo: facts.authorPseudo, email: facts.authorEmail, identity: identities.author },
  };
}

function documentInput(
  party: Party,
  version: repo.VersionRow,
  parties: FrozenParties,
): ContractDocument {
  return {
    offerId: party.facts.offerId,
    version: version.version,
    projectTitle: party.facts.projectTitle,
    createdAt: version.createdAt,
    terms: termsOf(version.terms),
    owner: parties.owner,
    author: parties.author,
  };
}

const auditLines = (signatures: repo.SignatureView[]) =>
  signatures.map((s) => ({
    role: s.role as CollabRole,
    fullName: s.fullName,
    signedAt: s.signedAt,
    ip: s.ip,
    userAgent: s.userAgent,
    documentSha256: s.documentSha256,
  }));

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
    // An amendment cannot replace terms under which deliverables were already published.
    if (collab.signedVersion !== null) {
      const states = await repo.listDeliverables(tx, collab.offerId);
      if (states.some((d) => d.status !== 'pending')) throw new AppError('contract_locked');
    }
    // Issue 26 §7: a publication window already over cannot be agreed to.
    checkDates(termsOf(version.terms));
    // The document is frozen at its first signature, from both parties' identities as they are
    // then (stored with it): both parties sign the same bytes, rendered once.
    let frozen = version.parties as FrozenParties | null;
    let documentPdf: Buffer | null = version.documentPdf ? Buffer.from(version.documentPdf) : null;
    let documentSha256 = version.documentSha256;
    if (!frozen || !documentPdf || !documentSha256) {
      frozen = partiesNow(party, identities);
      const rendered = await renderContractPdf(documentInput(party, version, frozen));
      documentPdf = rendered;
      documentSha256 = sha256(rendered);
      await repo.updateVersion(tx, collab.offerId, collab.version, {
        parties: frozen,
        documentPdf: rendered,
        documentSha256,
      });
    }
    // Issue 26 §6: the typed name is the signer's, as the document names her.
    const signer = frozen[party.role].identity ?? mine;
    if (signer && !signatureMatches(fullName, signer)) {
      throw new AppError('signature_name_mismatch', { field: 'fullName' }, signerNameOf(signer));
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
      // The signed PDF: the signed bytes, untouched, plus the audit page.
      const signedPdf = await withAuditPage(documentPdf as Buffer, {
        offerId: collab.offerId,
        version: collab.version,
        documentSha256,
        signatures: all,
        signedAt,
      });
      await repo.updateVersion(tx, collab.offerId, collab.version, {
        signedPdf,
        signedSha256: sha256(signedPdf),
      });
      const terms = termsOf(version.terms);
      await repo.updateCollab(tx, collab.offerId, {
        signedAt,
        signedVersion: collab.version,
        valueHtCents: valueOf(terms),
      });
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

/**
 * GET /collab/contract.pdf: version `n`, or the version in force, or else the latest one. A
 * signed version is its signed PDF; a partly signed one, its frozen document with the audit page
 * so far; one not signed yet, a preview from both identities as they are now.
 */
export async function contractPdf(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
  n?: number,
): Promise<{ pdf: Buffer; version: number }> {
  const party = await requireParty(ctx, ctx.db, viewer, offerId);
  const { collab, facts } = party;
  if (collab.version === 0) throw new AppError('contract_missing');
  const wanted = n ?? collab.signedVersion ?? collab.version;
  const version = await repo.findVersion(ctx.db, offerId, wanted);
  if (!version) throw new AppError('contract_version_not_found');
  if (version.signedPdf) return { pdf: Buffer.from(version.signedPdf), version: version.version };
  if (version.documentPdf && version.documentSha256) {
    const signatures = await repo.listSignatures(ctx.db, offerId, version.version);
    const pdf = await withAuditPage(Buffer.from(version.documentPdf), {
      offerId,
      version: version.version,
      documentSha256: version.documentSha256,
      signatures: auditLines(signatures),
    });
    return { pdf, version: version.version };
  }
  const [ownerRow, authorRow] = await Promise.all([
    repo.findIdentity(ctx.db, facts.ownerId),
    repo.findIdentity(ctx.db, facts.authorId),
  ]);
  const pdf = await renderContractPdf(
    documentInput(
      party,
      version,
      partiesNow(party, { owner: identityOf(ownerRow), author: identityOf(authorRow) }),
    ),
  );
  return { pdf, version: version.version };
}

/** PATCH /collab/deliverable (author): published, with its link and the advertising mention. */
export async function publishDeliverable(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; index: number; link: string; labelled: boolean },
  screenshot?: { bytes: Buffer; kind: 'jpg' | 'png' | 'webp' },
) {
  return transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    if (party.role !== 'author') throw new AppError('collab_author_only');
    if (!party.collab.signedAt) throw new AppError('not_signed_yet');
    const row = await repo.findDeliverable(tx, body.idOffer, body.index);
    const version = await repo.findVersion(
      tx,
      body.idOffer,
      party.collab.signedVersion ?? party.collab.version,
    );
    const term = version ? termsOf(version.terms).deliverables[body.index] : undefined;
    if (!row || !term || !version) throw new AppError('deliverable_not_found');
    if (row.status !== 'pending' && row.status !== 'changes') {
      throw new AppError('deliverable_state');
    }
    await assertPublicationAllowed(tx, body.idOffer, termsOf(version.terms));
    if (!body.labelled) throw new AppError('deliverable_label_required', { field: 'labelled' });
    // Issue 26 §7: a story is gone after a day; its proof is a screenshot, not a link.
    const story = isStoryFormat(term.format);
    if (story && !screenshot) {
      throw new AppError('deliverable_screenshot_required', { field: 'link' });
    }
    if (!story && screenshot) throw new AppError('deliverable_link_invalid', { field: 'link' });
    const link = screenshot ? null : checkDeliverableLink(term.network, body.link);
    if (!screenshot && !link) throw new AppError('deliverable_link_invalid', { field: 'link' });
    await limitWrite(ctx, 'deliverable', viewer.id, `${body.idOffer}:${body.index}`);
    const key = screenshot
      ? await ctx.storage.put('collab', screenshot.kind, screenshot.bytes)
      : null;
    await repo.updateDeliverable(tx, body.idOffer, body.index, {
      status: 'published',
      link,
      screenshot: key,
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

/** Where the parties see a story's screenshot (GET /collab/deliverable/screenshot). */
export const screenshotUrl = (offerId: string, index: number) =>
  `/api/collab/deliverable/screenshot?id=${offerId}&index=${index}`;

/** GET /collab/deliverable/screenshot: a story's screenshot, to the two parties only. */
export async function deliverableScreenshot(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
  index: number,
): Promise<{ bytes: Buffer; ext: string }> {
  await requireParty(ctx, ctx.db, viewer, offerId);
  const row = (await repo.listDeliverables(ctx.db, offerId)).find((d) => d.index === index);
  const bytes = row?.screenshot ? await ctx.storage.read(row.screenshot) : undefined;
  if (!row?.screenshot || !bytes) throw new AppError('deliverable_not_found');
  return { bytes, ext: row.screenshot.split('.').pop() ?? 'jpg' };
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
    await limitWrite(ctx, 'deliverable', viewer.id, `${body.idOffer}:${body.index}`);
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
/** Both parties' reports on one collaboration per hour (issue 26 §15: each one mails the team). */
export const COLLAB_REPORTS_PER_OFFER_HOUR = 15;

/** POST /collab/report: a problem told to the team (like a project report), kept in history. */
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
