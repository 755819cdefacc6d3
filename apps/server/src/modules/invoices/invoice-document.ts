import type { InvoiceKind } from '@kollabo/shared';
import type { InvoiceRow } from './invoices.repository.js';

// What an invoice prints, as frozen in its row at issue: the PDF and its Factur-X XML are both
// drawn from this, so the two always carry the same facts and totals. An invoice Kollabo issues
// in a creator's name (self-billing) names her as the seller and Kollabo as its issuer.

export interface InvoiceParty {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  siren: string | null;
  /** The establishment's SIRET when known (a creator's): printed instead of the SIREN. */
  siret?: string | null;
  vatNumber: string | null;
  /** A seller's tax registration other than her VAT number (EN 16931 BT-32): her SIREN. */
  taxRegistration?: string | null;
  email: string | null;
}

/** Who issued a self-billed invoice in the seller's name, under the mandate of that date. */
export interface SelfBilling {
  issuer: InvoiceParty;
  /** ISO date-time of the mandate's acceptance. */
  mandateAcceptedAt: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitHtCents: number;
  discountHtCents: number;
  netHtCents: number;
  vatPercent: number;
  /** The coupon behind the discount. */
  couponCode: string | null;
}

export interface VatBreakdownEntry {
  ratePercent: number;
  baseCents: number;
  vatCents: number;
  /** No VAT, and why ("TVA non applicable, art. 293 B du CGI"): EN 16931 category E. */
  exemption?: string;
}

export interface InvoiceDocument {
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  saleAt: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  vatBreakdown: VatBreakdownEntry[];
  totalHtCents: number;
  vatCents: number;
  totalCents: number;
  /** A credit note's invoice. */
  credited: { number: string; issuedAt: Date } | null;
  /** Issued by Kollabo in the seller's name (« Autofacturation »). */
  selfBilling: SelfBilling | null;
}

/** The VAT exemption the invoice states, if any. */
export const exemptionOf = (invoice: Pick<InvoiceDocument, 'vatBreakdown'>) =>
  invoice.vatBreakdown.find((entry) => entry.exemption)?.exemption ?? null;

export function documentOf(
  row: InvoiceRow,
  credited: Pick<InvoiceRow, 'number' | 'issuedAt'> | null,
): InvoiceDocument {
  return {
    number: row.number,
    kind: row.kind as InvoiceKind,
    issuedAt: row.issuedAt,
    saleAt: row.saleAt,
    seller: row.seller as InvoiceParty,
    buyer: row.buyer as InvoiceParty,
    lines: row.lines as InvoiceLine[],
    vatBreakdown: row.vatBreakdown as VatBreakdownEntry[],
    totalHtCents: row.totalHtCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    credited: credited ? { number: credited.number, issuedAt: credited.issuedAt } : null,
    selfBilling: (row.selfBilling as SelfBilling | null) ?? null,
  };
}
