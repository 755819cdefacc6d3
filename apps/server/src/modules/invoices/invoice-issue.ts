import {
  MSG,
  commissionInvoiceAmounts,
  packInvoiceAmounts,
  type InvoiceAmounts,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { afterCommit } from '../../db/transaction.js';
import type {
  InvoiceLine,
  InvoiceParty,
  SelfBilling,
  VatBreakdownEntry,
} from './invoice-document.js';
import { renderStoredPdf } from './invoice-render.js';
import * as repo from './invoices.repository.js';

// Issuing, in the transaction that records the sale or the refund: the number from its counter
// row, the row with everything the invoice prints (seller and buyer as they are now, lines,
// amounts in cents, VAT per rate). The PDF is rendered once the transaction committed (and by
// the worker if that fails), so a sale is never slowed or failed by rendering.

const P = MSG.invoices.pdf;

export const SERIES = { invoice: 'F', credit_note: 'A' } as const;

const parisYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' });

/** F-2026-000001: series, the issue's calendar year in Paris, six digits. */
export function invoiceNumber(series: string, issuedAt: Date, n: number): string {
  return `${series}-${parisYear.format(issuedAt)}-${String(n).padStart(6, '0')}`;
}

/** "10 rue de la Paix, 75002 Paris" split for the structured address Factur-X carries. */
export function splitAddress(full: string): { address: string; postalCode: string; city: string } {
  const match = /^(.*?)[,\s]+(\d{4,5})\s+(.+)$/.exec(full.trim());
  if (!match) return { address: full.trim(), postalCode: '', city: '' };
  return { address: match[1] ?? '', postalCode: match[2] ?? '', city: match[3] ?? '' };
}

/** Kollabo as its invoices name it: the seller of its own, the issuer of a creator's. */
export function kollaboParty(ctx: AppContext): InvoiceParty {
  const seller = ctx.config.invoiceSeller;
  return {
    name: seller.name,
    ...splitAddress(seller.address),
    country: 'FR',
    siren: seller.siren,
    vatNumber: seller.vatNumber,
    email: ctx.config.contactTo,
  };
}

/** The buyer as her billing details say now, else her account's name and e-mail. */
export async function buyerOf(tx: DbOrTx, buyerId: string): Promise<InvoiceParty> {
  // One query at a time: `tx` is the sale's transaction (one connection).
  const details = await repo.findBillingDetails(tx, buyerId);
  const account = await repo.findBuyerAccount(tx, buyerId);
  const personName = account ? account.name.trim() || account.pseudo : '';
  return {
    name: details?.companyName ?? personName,
    address: details?.address ?? '',
    postalCode: details?.postalCode ?? '',
    city: details?.city ?? '',
    country: details?.country ?? 'FR',
    siren: details?.siren ?? null,
    vatNumber: details?.vatNumber ?? null,
    email: account?.email ?? null,
  };
}

type Amounts = Omit<InvoiceAmounts, 'vatBreakdown'> & { vatBreakdown: VatBreakdownEntry[] };

/** A document issued in a creator's name: her series, her party as the seller, the mandate. */
export interface OnBehalf {
  issuerId: string;
  seller: InvoiceParty;
  /** Her series code (C00042): invoices C00042-F-2026-000001, credit notes C00042-A-…. */
  seriesCode: string;
  selfBilling: SelfBilling;
}

interface Issue {
  kind: 'invoice' | 'credit_note';
  source: 'pack' | 'commission' | 'service';
  sourceId: string;
  buyerId: string;
  saleAt: Date;
  description: string;
  couponCode: string | null;
  amounts: Amounts;
  creditedInvoiceId: string | null;
  buyer?: InvoiceParty;
  onBehalf?: OnBehalf;
  /** The outbox key of the mail the PDF should ride with (the receipt), if any. */
  receiptMailKey?: string;
  /** False for a past sale written as history (the demo): the PDF is stored, nobody mailed. */
  mailed?: boolean;
}

async function issue(ctx: AppContext, tx: DbOrTx, input: Issue): Promise<repo.InvoiceRow> {
  const existing = await repo.findBySource(tx, input.kind, input.source, input.sourceId);
  if (existing) return existing;
  const buyer = input.buyer ?? (await buyerOf(tx, input.buyerId));
  const lines: InvoiceLine[] = input.amounts.lines.map((line) => ({
    description: input.description,
    quantity: line.quantity,
    unitHtCents: line.unitHtCents,
    discountHtCents: line.discountHtCents,
    netHtCents: line.netHtCents,
    vatPercent: line.vatPercent,
    couponCode: line.discountHtCents > 0 ? input.couponCode : null,
  }));
  // Taken last: the counter row stays locked only for the end of the sale's transaction.
  const issuedAt = new Date();
  const { onBehalf } = input;
  const series = onBehalf ? `${onBehalf.seriesCode}-${SERIES[input.kind]}` : SERIES[input.kind];
  const n = await repo.takeNumber(tx, series, Number(parisYear.format(issuedAt)));
  const row = await repo.insertInvoice(tx, {
    number: invoiceNumber(series, issuedAt, n),
    kind: input.kind,
    source: input.source,
    sourceId: input.sourceId,
    creditedInvoiceId: input.creditedInvoiceId,
    buyerId: input.buyerId,
    issuerId: onBehalf?.issuerId ?? null,
    selfBilling: onBehalf?.selfBilling ?? null,
    issuedAt,
    saleAt: input.saleAt,
    seller: onBehalf?.seller ?? kollaboParty(ctx),
    buyer,
    lines,
    vatBreakdown: input.amounts.vatBreakdown,
    totalHtCents: input.amounts.totalHtCents,
    vatCents: input.amounts.vatCents,
    totalCents: input.amounts.totalCents,
    receiptMailKey: input.receiptMailKey ?? null,
  });
  afterCommit(tx, () =>
    ctx.background.run('invoice pdf', () =>
      renderStoredPdf(ctx, row.id, { mailed: input.mailed ?? true }),
    ),
  );
  return row;
}

/** The invoice of a creator's service, issued by Kollabo in her name (self-billing). */
export function issueServiceInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  sale: {
    offerId: string;
    buyerId: string;
    buyer: InvoiceParty;
    description: string;
    amounts: Amounts;
    releasedAt: Date;
    onBehalf: OnBehalf;
  },
): Promise<repo.InvoiceRow> {
  return issue(ctx, tx, {
    kind: 'invoice',
    source: 'service',
    sourceId: sale.offerId,
    buyerId: sale.buyerId,
    buyer: sale.buyer,
    saleAt: sale.releasedAt,
    description: sale.description,
    couponCode: null,
    amounts: sale.amounts,
    creditedInvoiceId: null,
    onBehalf: sale.onBehalf,
  });
}

/** The invoice of a pack bought (or granted by a coupon that made it free). */
export function issuePackInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  sale: {
    paymentId: string;
    buyerId: string;
    packLabel: string;
    credits: number;
    listPriceCents: number;
    paidCents: number;
    couponCode: string | null;
    paidAt: Date;
    /** The key of the receipt's mail (`mailKeyOf`): the PDF rides with it when rendered in time. */
    receiptMailKey?: string;
    mailed?: boolean;
  },
): Promise<repo.InvoiceRow> {
  return issue(ctx, tx, {
    kind: 'invoice',
    source: 'pack',
    receiptMailKey: sale.receiptMailKey,
    mailed: sale.mailed,
    sourceId: sale.paymentId,
    buyerId: sale.buyerId,
    saleAt: sale.paidAt,
    description: P.packLine(sale.packLabel, sale.credits),
    couponCode: sale.couponCode,
    amounts: packInvoiceAmounts(sale.listPriceCents, sale.paidCents),
    creditedInvoiceId: null,
  });
}

/** The invoice of Kollabo's commission on a collaboration's payment, to the owner who paid it. */
export function issueCommissionInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  sale: {
    offerId: string;
    buyerId: string;
    projectTitle: string;
    feeCents: number;
    vatOnFeeCents: number;
    paidAt: Date;
  },
): Promise<repo.InvoiceRow> {
  return issue(ctx, tx, {
    kind: 'invoice',
    source: 'commission',
    sourceId: sale.offerId,
    buyerId: sale.buyerId,
    saleAt: sale.paidAt,
    description: P.commissionLine(sale.projectTitle),
    couponCode: null,
    amounts: commissionInvoiceAmounts(sale.feeCents, sale.vatOnFeeCents),
    creditedInvoiceId: null,
  });
}

/**
 * The credit note of a refund, referencing the sale's invoice: the whole invoice, or `part`
 * (HT and VAT given back) for a partial refund. Nothing when the sale has no invoice (sold
 * before invoices existed) or gives nothing back.
 */
export async function issueCreditNote(
  ctx: AppContext,
  tx: DbOrTx,
  refund: {
    source: 'pack' | 'commission' | 'service';
    sourceId: string;
    refundedAt: Date;
    part?: { htCents: number; vatCents: number };
  },
): Promise<repo.InvoiceRow | undefined> {
  const invoice = await repo.findBySource(tx, 'invoice', refund.source, refund.sourceId);
  if (!invoice?.buyerId) return undefined;
  const [line] = invoice.lines as InvoiceLine[];
  if (!line) return undefined;
  const htCents = refund.part?.htCents ?? invoice.totalHtCents;
  const vatCents = refund.part?.vatCents ?? invoice.vatCents;
  if (htCents + vatCents <= 0) return undefined;
  const full = refund.part === undefined;
  return issue(ctx, tx, {
    kind: 'credit_note',
    source: refund.source,
    sourceId: refund.sourceId,
    buyerId: invoice.buyerId,
    saleAt: refund.refundedAt,
    description: line.description,
    couponCode: full ? line.couponCode : null,
    amounts: {
      lines: [
        full
          ? { ...line }
          : {
              unitHtCents: htCents,
              quantity: 1,
              discountHtCents: 0,
              netHtCents: htCents,
              vatPercent: line.vatPercent,
            },
      ],
      totalHtCents: htCents,
      vatCents,
      totalCents: htCents + vatCents,
      vatBreakdown: [
        { ...exemptionOf(invoice), ratePercent: line.vatPercent, baseCents: htCents, vatCents },
      ],
    },
    creditedInvoiceId: invoice.id,
    // The credit note names the buyer (and, in a creator's name, the seller) as the invoice did.
    buyer: invoice.buyer as InvoiceParty,
    onBehalf: onBehalfOf(invoice),
  });
}

/** The exemption an invoice stated, carried over to its credit note. */
const exemptionOf = (invoice: repo.InvoiceRow): { exemption?: string } => {
  const entry = (invoice.vatBreakdown as VatBreakdownEntry[]).find((e) => e.exemption);
  return entry?.exemption ? { exemption: entry.exemption } : {};
};

/** A credit note of an invoice issued in a creator's name goes in her series, in her name. */
function onBehalfOf(invoice: repo.InvoiceRow): OnBehalf | undefined {
  if (!invoice.issuerId || !invoice.selfBilling) return undefined;
  const seriesCode = invoice.number.slice(0, invoice.number.indexOf(`-${SERIES.invoice}-`));
  return {
    issuerId: invoice.issuerId,
    seller: invoice.seller as InvoiceParty,
    seriesCode,
    selfBilling: invoice.selfBilling as SelfBilling,
  };
}
