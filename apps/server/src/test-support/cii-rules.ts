import xmlParser from 'fast-xml-parser';

// A structural check of a Factur-X CII XML against the EN 16931 rules a reader relies on: the
// required elements (BR-01 to BR-11, BR-16, BR-21 to BR-27, the VAT breakdown's BR-45 to BR-48)
// and the totals' arithmetic (BR-CO-10, 13 to 16, BR-S-08, BR-S-09); for an exempt invoice
// (category E: art. 293 B CGI) BR-E-02, BR-E-05, BR-E-08 to BR-E-10. The official XSD is
// checked by cii-schema.ts; this is not the official EN 16931 schematron (which no npm package
// ships): it answers the rules broken, by their EN 16931 code, so a test names what went wrong.

type Node = Record<string, unknown>;

const list = (value: unknown): Node[] =>
  value === undefined || value === null ? [] : ((Array.isArray(value) ? value : [value]) as Node[]);

const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Node)[key] : undefined),
    node,
  );

/** The text of an element, with or without attributes. */
const text = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') {
    const inner = (value as Node)['#text'];
    return inner === undefined ? undefined : String(inner);
  }
  return String(value);
};
const attr = (value: unknown, name: string): string | undefined =>
  value && typeof value === 'object' ? (value as Node)[`@_${name}`]?.toString() : undefined;

/** A decimal amount in cents; NaN when it is not one ("19.99", "-3.50"). */
const cents = (value: unknown): number => {
  const raw = text(value);
  return raw !== undefined && /^-?\d+(\.\d{1,2})?$/.test(raw)
    ? Math.round(Number(raw) * 100)
    : Number.NaN;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** The EN 16931 rules `xml` breaks, each "BR-xx: what"; empty when it passes. */
export function en16931Problems(xml: string): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, rule: string) => {
    if (!ok) problems.push(rule);
  };
  const doc = xmlParser.parse(xml, {
    ignoreNameSpace: true,
    ignoreAttributes: false,
    parseNodeValue: false,
    parseAttributeValue: false,
  }) as Node;
  const root = doc.CrossIndustryInvoice;
  if (!root) return ['CII: the root element is not rsm:CrossIndustryInvoice'];

  const guideline = text(
    at(root, 'ExchangedDocumentContext', 'GuidelineSpecifiedDocumentContextParameter', 'ID'),
  );
  need(guideline === EN16931_GUIDELINE, `BR-01: specification identifier ${guideline}`);
  const document = at(root, 'ExchangedDocument');
  need(Boolean(text(at(document, 'ID'))), 'BR-02: invoice number');
  const issued = at(document, 'IssueDateTime', 'DateTimeString');
  need(
    attr(issued, 'format') === '102' && /^\d{8}$/.test(text(issued) ?? ''),
    'BR-03: issue date (format 102, YYYYMMDD)',
  );
  // UNTDID 1001: invoice, credit note, and their self-billed forms (389, 261).
  need(
    ['380', '381', '389', '261'].includes(text(at(document, 'TypeCode')) ?? ''),
    'BR-04: type code',
  );

  const transaction = at(root, 'SupplyChainTradeTransaction');
  const agreement = at(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = at(transaction, 'ApplicableHeaderTradeSettlement');
  const currency = text(at(settlement, 'InvoiceCurrencyCode'));
  need(Boolean(currency && /^[A-Z]{3}$/.test(currency)), 'BR-05: invoice currency code');

  for (const [role, rules] of [
    ['SellerTradeParty', ['BR-06: seller name', 'BR-08: seller address', 'BR-09: seller country']],
    ['BuyerTradeParty', ['BR-07: buyer name', 'BR-10: buyer address', 'BR-11: buyer country']],
  ] as const) {
    const party = at(agreement, role);
    need(Boolean(text(at(party, 'Name'))), rules[0]);
    need(at(party, 'PostalTradeAddress') !== undefined, rules[1]);
    need(/^[A-Z]{2}$/.test(text(at(party, 'PostalTradeAddress', 'CountryID')) ?? ''), rules[2]);
    const siren = at(party, 'SpecifiedLegalOrganization', 'ID');
    if (siren !== undefined) {
      need(
        attr(siren, 'schemeID') === '0002' && /^\d{9}$/.test(text(siren) ?? ''),
        `${role}: legal registration is a SIREN (scheme 0002)`,
      );
    }
  }
  const registrations = list(at(agreement, 'SellerTradeParty', 'SpecifiedTaxRegistration'));
  const sellerId = (scheme: string) =>
    text(
      at(
        registrations.find((r) => attr(at(r, 'ID'), 'schemeID') === scheme),
        'ID',
      ),
    );

  const lines = list(at(transaction, 'IncludedSupplyChainTradeLineItem'));
  need(lines.length > 0, 'BR-16: at least one invoice line');
  const lineNets: { cents: number; rate: string; category: string }[] = [];
  for (const line of lines) {
    const n = text(at(line, 'AssociatedDocumentLineDocument', 'LineID')) ?? '?';
    const quantity = at(line, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
    const lineSettlement = at(line, 'SpecifiedLineTradeSettlement');
    const net = cents(
      at(lineSettlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
    );
    const price = cents(
      at(line, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount'),
    );
    const tax = at(lineSettlement, 'ApplicableTradeTax');
    need(n !== '?', 'BR-21: line identifier');
    need(Number.isFinite(Number(text(quantity))), `BR-22: line ${n} quantity`);
    need(Boolean(attr(quantity, 'unitCode')), `BR-23: line ${n} unit of measure`);
    need(Number.isFinite(net), `BR-24: line ${n} net amount`);
    need(Boolean(text(at(line, 'SpecifiedTradeProduct', 'Name'))), `BR-25: line ${n} item name`);
    need(Number.isFinite(price), `BR-26: line ${n} net price`);
    need(!(price < 0), `BR-27: line ${n} net price not negative`);
    need(Boolean(text(at(tax, 'CategoryCode'))), `BR-CO-04: line ${n} VAT category`);
    // BT-131 = BT-146 × BT-129 − line allowances + line charges.
    const allowances = list(at(lineSettlement, 'SpecifiedTradeAllowanceCharge'));
    const adjust = sum(
      allowances.map((a) =>
        text(at(a, 'ChargeIndicator', 'Indicator')) === 'true'
          ? cents(at(a, 'ActualAmount'))
          : -cents(at(a, 'ActualAmount')),
      ),
    );
    need(
      Math.round(price * Number(text(quantity))) + adjust === net,
      `line ${n}: net amount = price × quantity − allowances + charges`,
    );
    lineNets.push({
      cents: net,
      rate: text(at(tax, 'RateApplicablePercent')) ?? '',
      category: text(at(tax, 'CategoryCode')) ?? '',
    });
  }
  const categories = new Set(lineNets.map((line) => line.category));
  // Standard-rated lines need the seller's VAT identifier.
  if (categories.has('S')) need(Boolean(sellerId('VA')), 'BR-S-02: seller VAT identifier');
  // Exempt lines need the seller's VAT identifier or her tax registration.
  if (categories.has('E')) {
    need(
      Boolean(sellerId('VA') || sellerId('FC')),
      'BR-E-02: seller VAT identifier or tax registration',
    );
  }

  const breakdown = list(at(settlement, 'ApplicableTradeTax'));
  need(breakdown.length > 0, 'BR-CO-18: at least one VAT breakdown');
  for (const group of breakdown) {
    const rate = text(at(group, 'RateApplicablePercent')) ?? '';
    const base = cents(at(group, 'BasisAmount'));
    const vat = cents(at(group, 'CalculatedAmount'));
    need(Number.isFinite(base), `BR-45: VAT ${rate} % taxable amount`);
    need(Number.isFinite(vat), `BR-46: VAT ${rate} % tax amount`);
    need(Boolean(text(at(group, 'CategoryCode'))), `BR-47: VAT ${rate} % category code`);
    need(rate !== '', 'BR-48: VAT rate');
    const category = text(at(group, 'CategoryCode')) ?? '';
    if (category === 'E') {
      const exempt = lineNets.filter((line) => line.category === 'E');
      need(Number(rate) === 0, 'BR-E-05: exempt lines at 0 %');
      need(sum(exempt.map((line) => line.cents)) === base, 'BR-E-08: exempt base');
      need(vat === 0, 'BR-E-09: exempt VAT amount is 0');
      need(
        Boolean(text(at(group, 'ExemptionReason')) || text(at(group, 'ExemptionReasonCode'))),
        'BR-E-10: VAT exemption reason',
      );
      continue;
    }
    const linesOfRate = lineNets.filter((line) => Number(line.rate) === Number(rate));
    need(sum(linesOfRate.map((line) => line.cents)) === base, `BR-S-08: VAT ${rate} % base`);
    need(
      Math.abs(Math.round((base * Number(rate)) / 100) - vat) <= 1,
      `BR-S-09: VAT ${rate} % amount = base × rate`,
    );
  }

  const sums = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const lineTotal = cents(at(sums, 'LineTotalAmount'));
  const taxBasis = cents(at(sums, 'TaxBasisTotalAmount'));
  const taxTotalNode = list(at(sums, 'TaxTotalAmount')).find(
    (node) => attr(node, 'currencyID') === currency,
  );
  const taxTotal = cents(taxTotalNode);
  const grandTotal = cents(at(sums, 'GrandTotalAmount'));
  const prepaid =
    at(sums, 'TotalPrepaidAmount') === undefined ? 0 : cents(at(sums, 'TotalPrepaidAmount'));
  const due = cents(at(sums, 'DuePayableAmount'));
  need(Number.isFinite(lineTotal), 'BR-12: sum of line net amounts');
  need(Number.isFinite(taxBasis), 'BR-13: total without VAT');
  need(Number.isFinite(grandTotal), 'BR-14: total with VAT');
  need(Number.isFinite(due), 'BR-15: amount due for payment');
  need(taxTotalNode !== undefined, 'BR-CO-14: VAT total in the invoice currency');
  need(lineTotal === sum(lineNets.map((line) => line.cents)), 'BR-CO-10: line total = Σ lines');
  const docAllowances = list(at(settlement, 'SpecifiedTradeAllowanceCharge'));
  const docAdjust = sum(
    docAllowances.map((a) =>
      text(at(a, 'ChargeIndicator', 'Indicator')) === 'true'
        ? cents(at(a, 'ActualAmount'))
        : -cents(at(a, 'ActualAmount')),
    ),
  );
  need(taxBasis === lineTotal + docAdjust, 'BR-CO-13: tax basis = lines − allowances + charges');
  need(
    taxTotal === sum(breakdown.map((group) => cents(at(group, 'CalculatedAmount')))),
    'BR-CO-14: VAT total = Σ VAT breakdown',
  );
  need(grandTotal === taxBasis + taxTotal, 'BR-CO-15: total with VAT = basis + VAT');
  need(due === grandTotal - prepaid, 'BR-CO-16: amount due = total − prepaid');
  return problems;
}
