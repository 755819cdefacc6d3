import type { Invoice } from '@e-invoice-eu/core';
import { MSG } from '@kollabo/shared';
import {
  exemptionOf,
  type InvoiceDocument,
  type InvoiceParty,
  type VatBreakdownEntry,
} from './invoice-document.js';
import { invoiceDate, renderInvoicePdf } from './invoice-pdf.js';

// The invoice as Factur-X, profile EN 16931: the PDF of invoice-pdf.ts made PDF/A-3 with the
// CII XML embedded (factur-x.xml), by @e-invoice-eu/core from its JSON (UBL-shaped) format. The
// library validates that JSON against the EN 16931 schema before it writes anything; nothing is
// downloaded (its colour profile and schemas ship inside the package).

export const FACTUR_X_FORMAT = 'Factur-X-EN16931';

/** Integer cents as the XML's decimal amount ("19.99"). */
export const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const isoDay = (value: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(value);

const EUR = 'EUR' as const;
const VAT = { 'cbc:ID': 'VAT' };
const P = MSG.invoices.pdf;

/** VATEX code of the French VAT franchise (art. 293 B CGI), beside its text (BT-121, BT-120). */
const FRANCHISE_CODE = 'VATEX-FR-FRANCHISE';

/** Standard rate (S), or exempt (E) with its reason (BR-E-10). */
const taxCategory = (entry: Pick<VatBreakdownEntry, 'ratePercent' | 'exemption'>) =>
  entry.exemption
    ? {
        'cbc:ID': 'E',
        'cbc:Percent': '0',
        'cbc:TaxExemptionReasonCode': FRANCHISE_CODE,
        'cbc:TaxExemptionReason': entry.exemption,
        'cac:TaxScheme': VAT,
      }
    : { 'cbc:ID': 'S', 'cbc:Percent': String(entry.ratePercent), 'cac:TaxScheme': VAT };

/** The seller's VAT number (BT-31) and other tax registration (BT-32, scheme FC). */
function sellerTaxSchemes(seller: InvoiceParty) {
  const schemes = [
    ...(seller.vatNumber ? [{ 'cbc:CompanyID': seller.vatNumber, 'cac:TaxScheme': VAT }] : []),
    ...(!seller.vatNumber && seller.taxRegistration
      ? [{ 'cbc:CompanyID': seller.taxRegistration, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }]
      : []),
  ];
  return schemes.length > 0 ? { 'cac:PartyTaxScheme': schemes } : {};
}

/**
 * The one note (BT-22): the kind of operation, and for a self-billed invoice its mention
 * « Autofacturation » and who issued it; the exemption; the credited invoice.
 */
function noteOf(invoice: InvoiceDocument): string {
  const parts = ['Prestation de services'];
  const billing = invoice.selfBilling;
  if (billing) {
    parts.push(
      P.selfBilled,
      P.onBehalf(
        billing.issuer.name,
        invoice.seller.name,
        invoiceDate(new Date(billing.mandateAcceptedAt)),
      ),
    );
  }
  const exemption = exemptionOf(invoice);
  if (exemption) parts.push(exemption);
  if (invoice.credited) parts.push(`Avoir sur la facture ${invoice.credited.number}`);
  return parts.join('. ').replace(/\.\./g, '.');
}

/** UNTDID 1001: 380 invoice, 381 credit note; 389 and 261 when self-billed. */
const typeCode = (invoice: InvoiceDocument) => {
  const credit = invoice.kind === 'credit_note';
  if (invoice.selfBilling) return credit ? '261' : '389';
  return credit ? '381' : '380';
};

function postalAddress(party: InvoiceParty) {
  return {
    ...(party.address ? { 'cbc:StreetName': party.address } : {}),
    ...(party.city ? { 'cbc:CityName': party.city } : {}),
    ...(party.postalCode ? { 'cbc:PostalZone': party.postalCode } : {}),
    'cac:Country': { 'cbc:IdentificationCode': party.country },
  };
}

/** A line's category: that of its rate's breakdown entry (E when exempt, S otherwise). */
function lineCategory(invoice: InvoiceDocument, ratePercent: number) {
  const entry = invoice.vatBreakdown.find((e) => e.ratePercent === ratePercent);
  const {
    'cbc:TaxExemptionReasonCode': _code,
    'cbc:TaxExemptionReason': _reason,
    ...category
  } = taxCategory(entry ?? { ratePercent }) as Record<string, unknown>;
  return category;
}

/** The JSON @e-invoice-eu/core turns into CII: every fact and total of the PDF. */
export function facturXData(invoice: InvoiceDocument): Invoice {
  const { seller, buyer } = invoice;
  const isCredit = invoice.kind === 'credit_note';
  const data = {
    'ubl:Invoice': {
      'cbc:ID': invoice.number,
      'cbc:IssueDate': isoDay(invoice.issuedAt),
      'cbc:InvoiceTypeCode': typeCode(invoice),
      // The credited invoice is also written in the note: this version of the library reads the
      // CII's InvoiceReferencedDocument (BT-25) from a shape its own schema refuses. One note
      // only: the library writes several as many Content elements of one IncludedNote, which
      // the Factur-X XSD refuses (one Content per IncludedNote).
      'cbc:Note': [noteOf(invoice)],
      'cbc:DocumentCurrencyCode': EUR,
      ...(invoice.credited
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': invoice.credited.number,
                  'cbc:IssueDate': isoDay(invoice.credited.issuedAt),
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cac:PostalAddress': postalAddress(seller),
          ...sellerTaxSchemes(seller),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            // 0002: the SIREN scheme (ISO 6523 ICD).
            ...(seller.siren
              ? { 'cbc:CompanyID': seller.siren, 'cbc:CompanyID@schemeID': '0002' }
              : {}),
          },
          ...(seller.email ? { 'cac:Contact': { 'cbc:ElectronicMail': seller.email } } : {}),
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cac:PostalAddress': postalAddress(buyer),
          ...(buyer.vatNumber
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatNumber, 'cac:TaxScheme': VAT } }
            : {}),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': buyer.name,
            ...(buyer.siren
              ? { 'cbc:CompanyID': buyer.siren, 'cbc:CompanyID@schemeID': '0002' }
              : {}),
          },
          ...(buyer.email ? { 'cac:Contact': { 'cbc:ElectronicMail': buyer.email } } : {}),
        },
      },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': isoDay(invoice.saleAt) },
      // 48: bank card.
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '48' }],
      'cac:PaymentTerms': {
        'cbc:Note': isCredit
          ? `Remboursé le ${isoDay(invoice.saleAt)}`
          : `Payée le ${isoDay(invoice.saleAt)}`,
      },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(invoice.vatCents),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxSubtotal': invoice.vatBreakdown.map((entry) => ({
            'cbc:TaxableAmount': amount(entry.baseCents),
            'cbc:TaxableAmount@currencyID': EUR,
            'cbc:TaxAmount': amount(entry.vatCents),
            'cbc:TaxAmount@currencyID': EUR,
            'cac:TaxCategory': taxCategory(entry),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(invoice.totalHtCents),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cbc:TaxExclusiveAmount': amount(invoice.totalHtCents),
        'cbc:TaxExclusiveAmount@currencyID': EUR,
        'cbc:TaxInclusiveAmount': amount(invoice.totalCents),
        'cbc:TaxInclusiveAmount@currencyID': EUR,
        // Paid by card at the sale (or refunded already): nothing is left to pay.
        'cbc:PrepaidAmount': amount(invoice.totalCents),
        'cbc:PrepaidAmount@currencyID': EUR,
        'cbc:PayableAmount': amount(0),
        'cbc:PayableAmount@currencyID': EUR,
      },
      'cac:InvoiceLine': invoice.lines.map((line, i) => ({
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': String(line.quantity),
        // C62: one (a unit).
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(line.netHtCents),
        'cbc:LineExtensionAmount@currencyID': EUR,
        ...(line.discountHtCents > 0
          ? {
              'cac:AllowanceCharge': [
                {
                  'cbc:ChargeIndicator': 'false',
                  // 95: discount (UNTDID 5189).
                  'cbc:AllowanceChargeReasonCode': '95',
                  'cbc:AllowanceChargeReason': line.couponCode
                    ? `Coupon ${line.couponCode}`
                    : 'Remise',
                  'cbc:Amount': amount(line.discountHtCents),
                  'cbc:Amount@currencyID': EUR,
                },
              ],
            }
          : {}),
        'cac:Item': {
          'cbc:Name': line.description.slice(0, 200),
          'cac:ClassifiedTaxCategory': lineCategory(invoice, line.vatPercent),
        },
        'cac:Price': {
          'cbc:PriceAmount': amount(line.unitHtCents),
          'cbc:PriceAmount@currencyID': EUR,
        },
      })),
    },
  };
  return data as unknown as Invoice;
}

const silent = { log: () => {}, warn: () => {}, error: () => {} };

/** The library's service, loaded with the first invoice (its schemas weigh on a start). */
let service: Promise<import('@e-invoice-eu/core').InvoiceService> | undefined;
const invoiceService = () =>
  (service ??= import('@e-invoice-eu/core').then((m) => new m.InvoiceService(silent)));

/** The Factur-X PDF: the drawn invoice, PDF/A-3, with its CII XML attached. */
export async function renderFacturX(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = await renderInvoicePdf(invoice);
  const out = await (
    await invoiceService()
  ).generate(facturXData(invoice), {
    format: FACTUR_X_FORMAT,
    lang: 'fr-fr',
    pdf: { buffer: pdf, filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
    noWarnings: true,
  });
  if (typeof out === 'string') throw new Error('Factur-X generation returned XML, not a PDF');
  return Buffer.from(out);
}

/** The CII XML alone (tests compare it with the PDF's attachment). */
export async function renderCii(invoice: InvoiceDocument): Promise<string> {
  const out = await (
    await invoiceService()
  ).generate(facturXData(invoice), { format: 'CII', lang: 'fr-fr' });
  return typeof out === 'string' ? out : Buffer.from(out).toString('utf8');
}
