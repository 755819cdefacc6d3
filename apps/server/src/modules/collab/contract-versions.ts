import {
  contractFigures,
  contractTermsSchema,
  parisToday,
  taxModeOf,
  taxOfNewVersion,
  type CollabRole,
  type ContractTerms,
  type LegalIdentity,
  type TaxMode,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './collab.repository.js';
import { collabExtensions } from './collab-extensions.js';
import { notifyOther, type Party } from './collab-party.js';
import { changeCollabState } from './collab-state.service.js';
import type { ContractDocument, ContractParty } from './contract-pdf.js';
import { additionalTermsOf } from './contract-payment-clause.js';
import { findVatPosition } from './vat-position.repository.js';

// A contract's versions: their terms, the parties frozen with a version's document, and a new
// version (the owner's save, or a party's identity change), to be signed by both.

export const termsOf = (value: unknown): ContractTerms => contractTermsSchema.parse(value);

/** The contract's value HT: the remuneration plus the benefits in kind. */
export const valueOf = (terms: ContractTerms): number =>
  contractFigures(terms).htCents + (terms.benefitsInKind?.valueCents ?? 0);

/** Both parties as frozen with a version's document. */
export type FrozenParties = Record<CollabRole, ContractParty>;

/**
 * A new version of the terms: to sign by both; the other party is told. Its tax mode is the one
 * the creator's VAT position gives it now (a version signed before keeps its own until this one
 * is signed), and the typed default of the old "Modalités de paiement" is not carried into it
 * (the payment clause is generated; what the owner adds is "Conditions complémentaires").
 */
export async function newVersion(
  ctx: AppContext,
  tx: DbOrTx,
  party: Party,
  actor: SessionUser,
  terms: ContractTerms,
  event: 'contract_saved' | 'amendment_saved' | 'identity_changed',
): Promise<number> {
  const { collab } = party;
  const version = collab.version + 1;
  const frozen: ContractTerms = {
    ...terms,
    tax: await taxOfVersion(tx, party),
    paymentTerms: additionalTermsOf(terms),
  };
  await repo.insertVersion(tx, {
    offerId: collab.offerId,
    version,
    terms: frozen,
    createdBy: actor.id,
  });
  await changeCollabState(tx, collab, {
    kind: 'version',
    version,
    event: { actorId: actor.id, type: event, detail: { n: version } },
  });
  await notifyOther(ctx, tx, party, 'contract_to_sign', `${collab.offerId}:v${version}`);
  return version;
}

/**
 * The tax mode a new version takes: the creator's VAT position applied to the offer's; once the
 * owner paid, the one of the version in force (the figures charged stay those signed).
 */
async function taxOfVersion(tx: DbOrTx, party: Party): Promise<TaxMode> {
  const { collab, facts } = party;
  if (collab.signedVersion !== null) {
    const charged = await collabExtensions().payment.amountsCharged(tx, collab.offerId);
    const inForce = charged
      ? await repo.findVersion(tx, collab.offerId, collab.signedVersion)
      : null;
    if (inForce) return termsOf(inForce.terms).tax;
  }
  return taxOfNewVersion(taxModeOf(facts.tax), await findVatPosition(tx, facts.authorId));
}

/** A deliverable whose publication window ended before today (Paris) cannot be signed. */
export function checkDates(terms: Pick<ContractTerms, 'deliverables'>) {
  const today = parisToday();
  if (terms.deliverables.some((d) => d.publishTo < today)) {
    throw new AppError('contract_dates_past');
  }
}

/** Both parties now: what a version's document is frozen with at its first signature. */
export function partiesNow(
  party: Party,
  identities: Record<CollabRole, LegalIdentity | null>,
): FrozenParties {
  const { facts } = party;
  return {
    owner: { pseudo: facts.ownerPseudo, email: facts.ownerEmail, identity: identities.owner },
    author: { pseudo: facts.authorPseudo, email: facts.authorEmail, identity: identities.author },
  };
}

export function documentInput(
  ctx: AppContext,
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
    payment: ctx.config.escrow,
  };
}

export const auditLines = (
  signatures: Pick<
    repo.SignatureView,
    'role' | 'fullName' | 'signedAt' | 'ip' | 'userAgent' | 'documentSha256'
  >[],
) =>
  signatures.map((s) => ({
    role: s.role as CollabRole,
    fullName: s.fullName,
    signedAt: s.signedAt,
    ip: s.ip,
    userAgent: s.userAgent,
    documentSha256: s.documentSha256,
  }));
