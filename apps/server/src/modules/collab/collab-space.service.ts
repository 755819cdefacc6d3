import {
  CONTRACT_THRESHOLD_HT_CENTS,
  contractFigures,
  deliverableIs,
  isStoryFormat,
  parisToday,
  taxModeOf,
  taxOfNewVersion,
  type CollabReply,
  type CollabRole,
  type DeliverableStatus,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { SessionUser } from '../auth/session-user.js';
import { markGroupRead } from '../notifications/notifications.service.js';
import * as repo from './collab.repository.js';
import { collabExtensions } from './collab-extensions.js';
import { collabGroup, otherOf, requireParty } from './collab-party.js';
import { collabCan, hasSigned, roleOf, sidesOf } from './collab.policy.js';
import { collabStatus } from './collab-state.service.js';
import { termsOf, valueOf } from './contract-versions.js';
import { screenshotUrl } from './deliverables.service.js';
import { identityOf, missingFields } from './legal-identity.js';
import { findVatPosition } from './vat-position.repository.js';

// The space's read: everything one of the two parties sees of the collaboration, and what she
// may do now (`can`, from the collaboration's policy).

/** GET /collab: the space's data for one of its two parties. */
export async function getCollab(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
): Promise<CollabReply> {
  const { payment: paymentHooks, reviewState } = collabExtensions();
  const party = await requireParty(ctx, ctx.db, viewer, offerId);
  const { facts, collab, role } = party;
  const inForce = collab.signedVersion ?? null;
  const [
    version,
    inForceRow,
    signatures,
    deliverables,
    events,
    mine,
    other,
    otherTotal,
    versions,
    position,
  ] = await Promise.all([
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
    findVatPosition(ctx.db, facts.authorId),
    // The space shows every step: its notification is read.
    markGroupRead(ctx, viewer.id, collabGroup(offerId)),
  ]);
  const terms = version ? termsOf(version.terms) : null;
  // The deliverables are those of the version in force (the latest one before any signature).
  const inForceTerms = inForceRow ? termsOf(inForceRow.terms) : terms;
  // The signed version's terms: its figures are what the payment charges.
  const signedTerms = inForce === null ? null : inForceTerms;
  const today = parisToday();
  const tax = taxModeOf(facts.tax);
  const offerHt = contractFigures({ amountCents: facts.amountCents, tax }).htCents;
  const thisValue = terms ? valueOf(terms) : offerHt;
  const yearTotal = otherTotal + thisValue;
  const identity = identityOf(mine);
  const status = collabStatus(collab, deliverables);
  const completedAt = collab.completedAt?.toISOString() ?? null;
  const [payment, review] = await Promise.all([
    paymentHooks.paymentLine(ctx, ctx.db, {
      offerId,
      role,
      authorId: facts.authorId,
      signed: collab.signedAt !== null,
      terms,
      signedTerms,
      // Before any version: what a version written now would say (her VAT position applied).
      offer: { amountCents: facts.amountCents, tax: taxOfNewVersion(tax, position) },
      deliverables,
    }),
    reviewState(ctx, viewer.id, offerId, completedAt),
  ]);
  const proposedVersion = collab.version > 0 && collab.version !== inForce ? collab.version : null;
  return {
    payment,
    review,
    access: true,
    idOffer: offerId,
    idProject: facts.projectId,
    projectTitle: facts.projectTitle,
    role,
    can: collabCan({
      role,
      status,
      proposed: proposedVersion !== null,
      signedCurrent: hasSigned(signatures, viewer.id),
    }),
    owner: { pseudo: facts.ownerPseudo, name: facts.ownerName, photo: facts.ownerPhoto },
    author: { pseudo: facts.authorPseudo, name: facts.authorName, photo: facts.authorPhoto },
    status,
    version: collab.version,
    versionInForce: inForce,
    proposedVersion,
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
    amounts: signedTerms ? contractFigures(signedTerms) : null,
    deliverables: (inForceTerms?.deliverables ?? []).map((term, index) => {
      const state = deliverables.find((d) => d.index === index);
      const status = (state?.status ?? 'pending') as DeliverableStatus;
      return {
        index,
        ...term,
        status,
        late:
          collab.signedAt !== null && deliverableIs.publishable(status) && term.publishTo < today,
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
      amountCents: Number((e.detail as { amountCents?: number } | null)?.amountCents ?? 0),
    })),
    completedAt,
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
      // Listed because the viewer is one of the two parties.
      const role = roleOf(row, viewer.id) ?? 'author';
      return {
        idOffer: row.idOffer,
        idProject: row.idProject,
        projectTitle: row.projectTitle,
        role,
        other: sidesOf(role, { owner: row.ownerPseudo, author: row.authorPseudo }).theirs,
      };
    }),
  };
}
