import {
  MSG,
  collabIs,
  pagePath,
  signatureMatches,
  signerNameOf,
  taxModeOf,
  type ContractTerms,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './collab.repository.js';
import { limitWrite } from './collab-limits.js';
import { notifyOther, requireParty } from './collab-party.js';
import { canWriteContract, hasSigned, sidesOf } from './collab.policy.js';
import { changeCollabState, collabStatus } from './collab-state.service.js';
import { readContractPdf, storeContractPdf } from './contract-files.js';
import { renderContractPdf, sha256, withAuditPage } from './contract-pdf.js';
import {
  auditLines,
  checkDates,
  documentInput,
  newVersion,
  partiesNow,
  termsOf,
  valueOf,
  type FrozenParties,
} from './contract-versions.js';
import { identityOf, missingFields } from './legal-identity.js';

// The contract and its signatures: the owner writes the terms (a new version each time, an
// amendment once a version is in force), both parties sign each version with a simple electronic
// signature, and the PDF of a version is served to the two parties only.

/**
 * PUT /collab/contract (owner): a new version, to be signed by both. Once a version is in force
 * (signed by both), a save is a proposed amendment: the owner's save is only his proposal, not
 * his signature; both parties sign the amendment, and the signed version stays in force (and
 * downloadable) until they have.
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
    if (!canWriteContract(party.role)) throw new AppError('collab_owner_only');
    const { collab, facts } = party;
    const states = await repo.listDeliverables(tx, collab.offerId);
    if (!collabIs.contractOpen(collabStatus(collab, states))) throw new AppError('contract_locked');
    const terms: ContractTerms = {
      deliverables: body.deliverables,
      usageRights: body.usageRights,
      benefitsInKind: body.benefitsInKind ?? null,
      // "Conditions complémentaires", beside the generated payment clause (never instead of it).
      paymentTerms: body.paymentTerms?.trim() ?? '',
      amountCents: facts.amountCents,
      // The offer's; newVersion applies the creator's VAT position of now.
      tax: taxModeOf(facts.tax),
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
  let parties: string[] = [];
  const result = await transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    const { collab, facts } = party;
    if (collab.version === 0) throw new AppError('contract_missing');
    if (body.version !== collab.version) {
      throw new AppError('version_changed', { version: collab.version });
    }
    const signatures = await repo.listSignatures(tx, collab.offerId, collab.version);
    if (hasSigned(signatures, viewer.id)) throw new AppError('already_signed');
    const [ownerRow, authorRow] = await Promise.all([
      repo.findIdentity(tx, facts.ownerId),
      repo.findIdentity(tx, facts.authorId),
    ]);
    const identities = { owner: identityOf(ownerRow), author: identityOf(authorRow) };
    const { mine, theirs } = sidesOf(party.role, identities);
    if (missingFields(mine).length > 0) throw new AppError('identity_incomplete');
    if (missingFields(theirs).length > 0) throw new AppError('other_identity_missing');

    const version = await repo.findVersion(tx, collab.offerId, collab.version);
    if (!version) throw new Error('missing contract version');
    // An amendment cannot replace terms under which deliverables were already published.
    const states = await repo.listDeliverables(tx, collab.offerId);
    if (!collabIs.contractOpen(collabStatus(collab, states))) throw new AppError('contract_locked');
    // A publication window already over cannot be agreed to.
    checkDates(termsOf(version.terms));
    // The document is frozen at its first signature, from both parties' identities as they are
    // then (stored with it): both parties sign the same bytes, rendered once.
    let frozen = version.parties as FrozenParties | null;
    let documentPdf = await readContractPdf(ctx, version, 'document');
    let documentSha256 = version.documentSha256;
    if (!frozen || !documentPdf || !documentSha256) {
      frozen = partiesNow(party, identities);
      const rendered = await renderContractPdf(documentInput(ctx, party, version, frozen));
      documentPdf = rendered;
      documentSha256 = sha256(rendered);
      await repo.updateVersion(tx, collab.offerId, collab.version, {
        parties: frozen,
        documentKey: await storeContractPdf(ctx, rendered),
        documentSha256,
      });
    }
    // The typed name is the signer's, as the document names her.
    const signer = frozen[party.role].identity ?? mine;
    if (signer && !signatureMatches(fullName, signer)) {
      throw new AppError('signature_name_mismatch', { field: 'fullName' }, signerNameOf(signer));
    }
    const signedAt = new Date();
    const line = {
      role: party.role,
      fullName,
      signedAt,
      ip: audit.ip.slice(0, 100),
      userAgent: audit.userAgent.slice(0, 500),
      documentSha256,
    };
    await repo.insertSignature(tx, {
      offerId: collab.offerId,
      version: collab.version,
      userId: viewer.id,
      ...line,
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
      // The signed PDF: the signed bytes, untouched, plus the audit page.
      const signedPdf = await withAuditPage(documentPdf, {
        offerId: collab.offerId,
        version: collab.version,
        documentSha256,
        signatures: auditLines([...signatures, line]),
        signedAt,
      });
      await repo.updateVersion(tx, collab.offerId, collab.version, {
        signedKey: await storeContractPdf(ctx, signedPdf),
        signedSha256: sha256(signedPdf),
      });
      const terms = termsOf(version.terms);
      await changeCollabState(tx, collab, {
        kind: 'signed',
        signedAt,
        valueHtCents: valueOf(terms),
        deliverableCount: terms.deliverables.length,
        event: { actorId: null, type: 'fully_signed', detail: { n: collab.version } },
      });
      parties = [facts.ownerId, facts.authorId];
      mail = {
        to: [facts.ownerEmail, facts.authorEmail],
        project: facts.projectTitle,
        pdf: signedPdf,
        offerId: collab.offerId,
      };
    }
    return { ok: true as const, signed: both, documentSha256 };
  });
  // Each now sees the other's phone: their cached sessions (signedWith) are dropped.
  for (const userId of parties) await ctx.userChanges.publish(userId);
  if (mail) mailSignedContract(ctx, mail);
  return result;
}

/** The signed PDF goes to both parties once committed (the notification says so too). */
function mailSignedContract(
  ctx: AppContext,
  mail: { to: string[]; project: string; pdf: Buffer; offerId: string },
) {
  const link = `${ctx.config.publicUrl}${pagePath('/collab/:idOffer', { idOffer: mail.offerId })}`;
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
  const signed = await readContractPdf(ctx, version, 'signed');
  if (signed) return { pdf: signed, version: version.version };
  const document = await readContractPdf(ctx, version, 'document');
  if (document && version.documentSha256) {
    const signatures = await repo.listSignatures(ctx.db, offerId, version.version);
    const pdf = await withAuditPage(document, {
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
      ctx,
      party,
      version,
      partiesNow(party, { owner: identityOf(ownerRow), author: identityOf(authorRow) }),
    ),
  );
  return { pdf, version: version.version };
}
