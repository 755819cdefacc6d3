import type { InvoiceKind } from '@kollabo/shared';
import type { InvoiceRow } from './invoices.repository.js';

// What an invoice prints, as frozen in its row at issue: the PDF and its Factur-X XML are both
// drawn from this, so the two always carry the same facts and totals.

export interface InvoiceParty {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  siren: string | null;
  vatNumber: string | null;
  email: string | null;
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
}

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
  };
}
