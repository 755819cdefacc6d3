import {
  MSG,
  OFFER_VAT_PERCENT,
  contractFigures,
  divideHalfUp,
  type TaxMode,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { versionTerms } from '../collab/collab.service.js';
import { mandateInForce } from './billing-mandate.service.js';
import * as creators from './creator-invoices.repository.js';
import { issueCreditNote, issueServiceInvoice, kollaboParty } from './invoice-issue.js';
import type { VatBreakdownEntry } from './invoice-document.js';
import { brandParty, creatorParty } from './service-parties.js';

// The creator's invoice, issued by Kollabo in her name when her payment is released (called by
// the escrow in the release's transaction: the last approval, the automatic release, the team's
// decision), if her billing mandate is in force at that moment and she has not uploaded her own.
// Numbered in her own series; one per collaboration (invoices_source_uq), and the payment's
// state machine releases a payment once. A dispute's split invoices the signed service in full
// and credits the brand's share at once (the credit note, in her series), so the invoice carries
// the signed figures and the two together what she received.

const P = MSG.invoices.pdf;

export interface ReleasedService {
  offerId: string;
  ownerId: string;
  authorId: string;
  /** The signed version the payment was charged for. */
  version: number;
  /** What the brand paid for the service, TTC (collab_payments.amount_cents). */
  paidCents: number;
  /** What the creator receives: paidCents, or her share of a split. */
  creatorCents: number;
  releasedAt: Date;
}

/** The signed version's figures, the ones its payment charged (contractFigures, frozen at
 * signature: a change of her VAT position reaches a contract only through a signed amendment). */
function figuresOf(terms: { amountCents: number; tax: TaxMode }): ServiceFigures {
  const figures = contractFigures(terms);
  const exempt = figures.vatMention !== null;
  return { ...figures, vatPercent: exempt ? 0 : OFFER_VAT_PERCENT, exempt };
}

interface ServiceFigures {
  htCents: number;
  vatCents: number;
  ttcCents: number;
  /** 20, or 0 with the mention "TVA non applicable, art. 293 B du CGI". */
  vatPercent: number;
  exempt: boolean;
}

function breakdown(
  figures: Pick<ServiceFigures, 'htCents' | 'vatCents' | 'vatPercent' | 'exempt'>,
) {
  const entry: VatBreakdownEntry = {
    ratePercent: figures.vatPercent,
    baseCents: figures.htCents,
    vatCents: figures.vatCents,
    ...(figures.exempt ? { exemption: P.vatExempt } : {}),
  };
  return [entry];
}

type Deliverable = { quantity: number; format: string; network: string };

async function description(db: DbOrTx, offerId: string, terms: { deliverables: Deliverable[] }) {
  const networks = MSG.collab.networks as Record<string, string>;
  const deliverables = terms.deliverables
    .map((d) => P.deliverable(d.quantity, d.format, networks[d.network] ?? d.network))
    .join(', ');
  return P.serviceLine(await creators.findProjectTitle(db, offerId), deliverables);
}

/** In the release's transaction. Nothing without a mandate in force, or with her own upload. */
export async function invoiceReleasedService(
  ctx: AppContext,
  tx: DbOrTx,
  release: ReleasedService,
): Promise<void> {
  if (release.creatorCents <= 0) return;
  const mandate = await mandateInForce(tx, release.authorId);
  if (!mandate || (await creators.findUpload(tx, release.offerId))) return;
  const terms = await versionTerms(tx, release.offerId, release.version);
  if (!terms) return;
  const figures = figuresOf(terms);
  const seller = await creatorParty(tx, release.authorId);
  const buyer = await brandParty(tx, release.ownerId);
  await issueServiceInvoice(ctx, tx, {
    offerId: release.offerId,
    buyerId: release.ownerId,
    buyer,
    description: await description(tx, release.offerId, terms),
    amounts: {
      lines: [
        {
          unitHtCents: figures.htCents,
          quantity: 1,
          discountHtCents: 0,
          netHtCents: figures.htCents,
          vatPercent: figures.vatPercent,
        },
      ],
      totalHtCents: figures.htCents,
      vatCents: figures.vatCents,
      totalCents: figures.ttcCents,
      vatBreakdown: breakdown(figures),
    },
    releasedAt: release.releasedAt,
    onBehalf: {
      issuerId: release.authorId,
      seller,
      seriesCode: mandate.seriesCode,
      selfBilling: {
        issuer: kollaboParty(ctx),
        mandateAcceptedAt: mandate.acceptedAt.toISOString(),
      },
    },
  });
  const refundedCents = figures.ttcCents - release.creatorCents;
  if (refundedCents > 0) {
    // The brand's share, its VAT in the invoice's proportion (half up); HT the rest.
    const vatCents = divideHalfUp(figures.vatCents * refundedCents, figures.ttcCents);
    await issueCreditNote(ctx, tx, {
      source: 'service',
      sourceId: release.offerId,
      refundedAt: release.releasedAt,
      part: { htCents: refundedCents - vatCents, vatCents },
    });
  }
}
