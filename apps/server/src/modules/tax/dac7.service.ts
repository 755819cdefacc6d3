import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './tax.repository.js';
import { parisQuarter, yearRange } from './tax-year.js';

// The DAC7 report of a year (art. 1649 ter A to E CGI; Council directive (EU) 2021/514): one
// line per creator paid that year, with her identity, the consideration paid or credited to
// her, the number of paid activities and the fees Kollabo kept, per quarter. "Paid" is the
// transfer to her connected account; the fees are the commission (HT) the ledger moved to
// platform_fee on those payments. Printed by `npm run admin -- dac7 <year> [--xml]`.

type Quarters = [number, number, number, number];
const zero = (): Quarters => [0, 0, 0, 0];
const add = (quarters: Quarters, q: number, value: number) => {
  quarters[q] = (quarters[q] ?? 0) + value;
};

export interface Dac7Seller {
  userId: string;
  pseudo: string;
  email: string;
  details: repo.TaxDetailsRow | null;
  paidCents: Quarters;
  payments: Quarters;
  feesCents: Quarters;
}

export async function dac7Report(db: DbOrTx, year: number): Promise<Dac7Seller[]> {
  const lines = await repo.paidLines(db, yearRange(year));
  const fees = await repo.feesOf(
    db,
    lines.map((line) => line.offerId),
  );
  const ids = [...new Set(lines.map((line) => line.authorId))];
  const [accounts, details] = await Promise.all([
    repo.accountsOf(db, ids),
    repo.taxDetailsOf(db, ids),
  ]);
  const detailsByUser = new Map(details.map((row) => [row.userId, row]));
  const sellers = new Map<string, Dac7Seller>();
  for (const account of accounts) {
    sellers.set(account.id, {
      userId: account.id,
      pseudo: account.pseudo,
      email: account.email,
      details: detailsByUser.get(account.id) ?? null,
      paidCents: zero(),
      payments: zero(),
      feesCents: zero(),
    });
  }
  for (const line of lines) {
    const seller = sellers.get(line.authorId);
    if (!seller) continue;
    const q = parisQuarter(line.transferredAt) - 1;
    add(seller.paidCents, q, line.amountCents);
    add(seller.payments, q, 1);
    add(seller.feesCents, q, fees.get(line.offerId) ?? 0);
  }
  return [...sellers.values()].sort((a, b) => a.pseudo.localeCompare(b.pseudo));
}

// CSV (RFC 4180, comma-separated, amounts in euros with a dot).

const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ is a formula to a spreadsheet: quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const euros = (cents: number) => (cents / 100).toFixed(2);

export const DAC7_CSV_HEADER = [
  'user_id',
  'pseudo',
  'email',
  'kind',
  'legal_name',
  'birth_date',
  'tax_id',
  'siren',
  'address',
  'postal_code',
  'city',
  'country',
  ...[1, 2, 3, 4].flatMap((q) => [`paid_q${q}_eur`, `payments_q${q}`, `fees_q${q}_eur`]),
  'paid_total_eur',
  'payments_total',
  'fees_total_eur',
];

const sum = (values: Quarters) => values.reduce((a, b) => a + b, 0);

export function dac7Csv(sellers: Dac7Seller[]): string {
  const rows = sellers.map((s) => {
    const d = s.details;
    return [
      s.userId,
      s.pseudo,
      s.email,
      d?.kind,
      d?.legalName,
      d?.birthDate,
      d?.taxId,
      d?.siren,
      d?.address,
      d?.postalCode,
      d?.city,
      d?.country,
      ...[0, 1, 2, 3].flatMap((q) => [
        euros(s.paidCents[q] ?? 0),
        s.payments[q],
        euros(s.feesCents[q] ?? 0),
      ]),
      euros(sum(s.paidCents)),
      sum(s.payments),
      euros(sum(s.feesCents)),
    ]
      .map(csvCell)
      .join(',');
  });
  return [DAC7_CSV_HEADER.join(','), ...rows].join('\n') + '\n';
}

// XML: the DPI message of the OECD model rules (urn:oecd:ties:dpi:v1, root DPI_OECD), the subset
// a platform of personal services files: the message header (MessageSpec), then in DPIBody the
// reporting platform operator and each reportable seller with her identity, TIN, address, and
// per quarter the consideration, the number of activities, the fees and the taxes withheld
// (none), in whole euros. Elements are written in the order of the schema's sequences, which
// dac7.test.ts checks (test-support/dpi-structure.ts).
//
// Not filing-ready yet, for want of:
// - a validation against the official schema (DPIXML_v1.0.xsd with oecddpitypes_v1.0.xsd and
//   isodpitypes_v1.0.xsd): no npm package ships them, and the structure check is no substitute;
// - the DGFiP's own specification for France (its filing channel, its rules on MessageRefId,
//   DocRefId and SendingEntityIN, any French extension), not checked against;
// - a seller paid before her DAC7 details existed: written with "NOTIN" and her pseudonym but
//   without the Address and BirthInfo the schema requires (the payout gate keeps new ones out);
// - a person's name split on the last space (FirstName / LastName are not asked separately), no
//   Nationality, no BirthPlace (required only without a TIN), no FinancialIdentifier (the
//   connected account's IBAN stays with Stripe), no VAT number of the seller;
// - corrections and deletions (DocTypeIndic OECD2/OECD3, CorrDocRefId), nil reports (DPI403).

const xml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Whole euros, half up (the DPI schema's amounts are integers). */
const wholeEuros = (cents: number) => String(Math.floor((cents + 50) / 100));

/** The operator's SIREN (LEGAL_PUBLISHER_SIREN, the one its invoices carry). */
export function operatorSiren(config: Config): string {
  return config.invoiceSeller.siren || 'NOTIN';
}

function splitName(legalName: string): { first: string; last: string } {
  const parts = legalName.trim().split(/\s+/);
  if (parts.length < 2) return { first: legalName, last: legalName };
  return { first: parts.slice(0, -1).join(' '), last: parts[parts.length - 1] ?? '' };
}

function quarterly(tag: string, element: string, values: Quarters, money: boolean) {
  const cells = values
    .map((v, i) => {
      const attr = money ? ' currCode="EUR"' : '';
      return `<dpi:${element}Q${i + 1}${attr}>${money ? wholeEuros(v) : v}</dpi:${element}Q${i + 1}>`;
    })
    .join('');
  return `<dpi:${tag}>${cells}</dpi:${tag}>`;
}

function address(d: repo.TaxDetailsRow) {
  return (
    `<dpi:Address legalAddressType="OECD301"><dpi:CountryCode>${xml(d.country)}</dpi:CountryCode>` +
    `<dpi:AddressFix><dpi:Street>${xml(d.address)}</dpi:Street>` +
    `<dpi:PostCode>${xml(d.postalCode)}</dpi:PostCode><dpi:City>${xml(d.city)}</dpi:City>` +
    `</dpi:AddressFix></dpi:Address>`
  );
}

function sellerIdentity(s: Dac7Seller): string {
  const d = s.details;
  if (!d) {
    // Details missing (paid before they were asked): reported with what the platform has.
    return (
      `<dpi:IndividualSeller><dpi:Standard><dpi:IndSellerID><dpi:ResCountryCode>FR</dpi:ResCountryCode>` +
      `<dpi:TIN unknown="true">NOTIN</dpi:TIN><dpi:Name><dpi:FirstName>${xml(s.pseudo)}</dpi:FirstName>` +
      `<dpi:LastName>${xml(s.pseudo)}</dpi:LastName></dpi:Name></dpi:IndSellerID></dpi:Standard></dpi:IndividualSeller>`
    );
  }
  const tin = `<dpi:TIN issuedBy="${xml(d.country)}">${xml(d.taxId)}</dpi:TIN>`;
  if (d.kind === 'company') {
    return (
      `<dpi:EntitySeller><dpi:Standard><dpi:EntSellerID>` +
      `<dpi:ResCountryCode>${xml(d.country)}</dpi:ResCountryCode>${tin}` +
      (d.siren
        ? `<dpi:IN issuedBy="${xml(d.country)}" INType="BRN">${xml(d.siren)}</dpi:IN>`
        : '') +
      `<dpi:Name>${xml(d.legalName)}</dpi:Name>${address(d)}` +
      `</dpi:EntSellerID></dpi:Standard></dpi:EntitySeller>`
    );
  }
  const name = splitName(d.legalName);
  return (
    `<dpi:IndividualSeller><dpi:Standard><dpi:IndSellerID>` +
    `<dpi:ResCountryCode>${xml(d.country)}</dpi:ResCountryCode>${tin}` +
    `<dpi:Name><dpi:FirstName>${xml(name.first)}</dpi:FirstName>` +
    `<dpi:LastName>${xml(name.last)}</dpi:LastName></dpi:Name>${address(d)}` +
    (d.birthDate
      ? `<dpi:BirthInfo><dpi:BirthDate>${xml(d.birthDate)}</dpi:BirthDate></dpi:BirthInfo>`
      : '') +
    `</dpi:IndSellerID></dpi:Standard></dpi:IndividualSeller>`
  );
}

const docSpec = (ref: string) =>
  `<dpi:DocSpec><stf:DocTypeIndic>OECD1</stf:DocTypeIndic><stf:DocRefId>${xml(ref)}</stf:DocRefId></dpi:DocSpec>`;

export function dac7Xml(
  sellers: Dac7Seller[],
  year: number,
  config: Config,
  now = new Date(),
  newId: () => string = randomUUID,
): string {
  const publisher = config.legalNotice.publisher;
  const siren = operatorSiren(config);
  const ref = (kind: string) => `FR${year}${siren}-${kind}-${newId()}`;
  const sellersXml = sellers
    .map(
      (s) =>
        `<dpi:ReportableSeller><dpi:Identity>${sellerIdentity(s)}</dpi:Identity>` +
        `<dpi:RelevantActivities><dpi:PersonalServices>` +
        quarterly('Consideration', 'Cons', s.paidCents, true) +
        quarterly('NumberOfActivities', 'Numb', s.payments, false) +
        quarterly('Fees', 'Fees', s.feesCents, true) +
        quarterly('Taxes', 'Tax', zero(), true) +
        `</dpi:PersonalServices></dpi:RelevantActivities>${docSpec(ref('S'))}</dpi:ReportableSeller>`,
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<dpi:DPI_OECD xmlns:dpi="urn:oecd:ties:dpi:v1" xmlns:stf="urn:oecd:ties:dpistf:v1" version="1.0">',
    `<dpi:MessageSpec><dpi:TransmittingCountry>FR</dpi:TransmittingCountry>` +
      `<dpi:ReceivingCountry>FR</dpi:ReceivingCountry><dpi:MessageType>DPI</dpi:MessageType>` +
      `<dpi:MessageRefId>${xml(ref('M'))}</dpi:MessageRefId>` +
      `<dpi:MessageTypeIndic>DPI401</dpi:MessageTypeIndic>` +
      `<dpi:ReportingPeriod>${year}-12-31</dpi:ReportingPeriod>` +
      `<dpi:Timestamp>${now.toISOString().slice(0, 19)}</dpi:Timestamp></dpi:MessageSpec>`,
    '<dpi:DPIBody>',
    `<dpi:PlatformOperator><dpi:ResCountryCode>FR</dpi:ResCountryCode>` +
      `<dpi:TIN issuedBy="FR">${xml(siren)}</dpi:TIN>` +
      (config.invoiceSeller.vatNumber
        ? `<dpi:VAT>${xml(config.invoiceSeller.vatNumber)}</dpi:VAT>`
        : '') +
      `<dpi:Name>${xml(publisher.name)}</dpi:Name>` +
      `<dpi:PlatformBusinessName>Kollabo</dpi:PlatformBusinessName>` +
      `<dpi:Address legalAddressType="OECD304"><dpi:CountryCode>FR</dpi:CountryCode>` +
      `<dpi:AddressFree>${xml(publisher.address || publisher.name)}</dpi:AddressFree></dpi:Address>` +
      // RPONEX1: the operator reports in France, its State of tax residence (the EU nexus).
      `<dpi:Nexus>RPONEX1</dpi:Nexus>` +
      `${docSpec(ref('P'))}</dpi:PlatformOperator>`,
    sellersXml,
    '</dpi:DPIBody>',
    '</dpi:DPI_OECD>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}

export const DAC7_USAGE =
  'dac7 <year> [--xml]         the DAC7 report of creators paid that year (CSV, or the DPI XML)';

export async function dac7Command(
  db: DbOrTx,
  config: Config,
  args: string[],
): Promise<{ ok: true; output: string } | { ok: false; message: string }> {
  const year = Number(args.find((arg) => /^\d{4}$/.test(arg)));
  if (!Number.isInteger(year) || year < 2020 || year > 9999) {
    return { ok: false, message: `usage: ${DAC7_USAGE}` };
  }
  const sellers = await dac7Report(db, year);
  return {
    ok: true,
    output: args.includes('--xml') ? dac7Xml(sellers, year, config) : dac7Csv(sellers),
  };
}
