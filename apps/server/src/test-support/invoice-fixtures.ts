import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import xmlParser from 'fast-xml-parser';
import { API_PREFIX, invoicesApi, type InvoicesReply } from '@kollabo/shared';
import { requestAs, type TestUser } from './fixtures.js';

// Invoices through HTTP, and what their embedded Factur-X XML says (test-support/pdf.ts reads
// the PDF).

/** A French company buyer with a valid SIREN and VAT number (their keys check). */
export const COMPANY_BILLING = {
  companyName: 'Marque SAS',
  siren: '732 829 320',
  vatNumber: 'FR44732829320',
  address: '5 avenue des Champs',
  postalCode: '69002',
  city: 'Lyon',
  country: 'FR',
};

export const invoicesPath = {
  list: `${API_PREFIX}${invoicesApi.list.path}`,
  pdf: (id: string) => `${API_PREFIX}${invoicesApi.pdf.path}?id=${encodeURIComponent(id)}`,
  billing: `${API_PREFIX}${invoicesApi.saveBillingDetails.path}`,
};

export function invoicesHttp(t: { app: FastifyInstance }) {
  const inject = requestAs(t);
  return {
    async list(user: TestUser, query = '') {
      const res = await inject('GET', `${invoicesPath.list}${query}`, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InvoicesReply;
    },
    pdf: (user: TestUser | undefined, id: string) => inject('GET', invoicesPath.pdf(id), user),
    saveBilling: (user: TestUser, body: object) => inject('PUT', invoicesPath.billing, user, body),
  };
}

/** The totals a CII invoice carries (BT-106, BT-109, BT-110, BT-112) and its type and number. */
export function ciiFacts(xml: string) {
  const doc = xmlParser.parse(xml, { ignoreNameSpace: true, ignoreAttributes: false }) as {
    CrossIndustryInvoice: {
      ExchangedDocumentContext: { GuidelineSpecifiedDocumentContextParameter: { ID: string } };
      ExchangedDocument: { ID: string; TypeCode: number | string };
      SupplyChainTradeTransaction: {
        ApplicableHeaderTradeSettlement: {
          SpecifiedTradeSettlementHeaderMonetarySummation: Record<string, unknown>;
        };
      };
    };
  };
  const root = doc.CrossIndustryInvoice;
  const settlement = root.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement;
  const sums = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
  const cents = (value: unknown) => {
    const raw =
      typeof value === 'object' && value !== null
        ? (value as { '#text': unknown })['#text']
        : value;
    return Math.round(Number(raw) * 100);
  };
  return {
    guideline: root.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID,
    number: String(root.ExchangedDocument.ID),
    typeCode: String(root.ExchangedDocument.TypeCode),
    lineTotalCents: cents(sums.LineTotalAmount),
    taxBasisCents: cents(sums.TaxBasisTotalAmount),
    taxCents: cents(sums.TaxTotalAmount),
    grandTotalCents: cents(sums.GrandTotalAmount),
    credited:
      /InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>([^<]+)</.exec(xml)?.[1] ??
      /<ram:Content>[^<]*Avoir sur la facture ([A-Z]-\d{4}-\d{6})/.exec(xml)?.[1] ??
      null,
  };
}
