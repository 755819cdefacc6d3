import { createHash } from 'node:crypto';
import { pdfText } from '../../lib/pdf-text.js';
import {
  TEXT_PAGE,
  collectPdf,
  loadPdfKit,
  numberPages,
  openTextDocument,
  writeHeading,
} from '../../lib/pdf-document.js';
import {
  MSG,
  countryName,
  contractFigures,
  formatCents,
  formatDateTime,
  formatShortDate,
  type ContractTerms,
  type LegalIdentity,
} from '@kollabo/shared';
import { paymentClause, type PaymentPath } from './contract-payment-clause.js';
import { appendPages } from './pdf-append.js';

// The contract as a PDF (pdfkit, A4, French), with every mention of article 8 of loi n° 2023-451:
// the remuneration as signed (HT, the VAT or the art. 293 B du CGI mention, the TTC the owner pays,
// contractFigures) and the payment clause generated from the real payment path.
// The built-in Helvetica writes WinAnsi: French accents, « », € and — are in it; anything else a
// user typed (emoji, other scripts) is replaced so the document stays readable.
//
// A version's document is rendered once, from the snapshot of both parties frozen
// with it, and never again. The signed PDF is that document's exact bytes followed by a PDF
// incremental update that adds the audit page (`appendPages`): its first bytes still hash to the
// SHA-256 the signatures carry, and the whole file has its own SHA-256.

const P = MSG.collab.pdf;

export interface ContractParty {
  pseudo: string;
  email: string;
  identity: LegalIdentity | null;
}

export interface AuditLine {
  role: 'owner' | 'author';
  fullName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  documentSha256: string;
}

export interface ContractDocument {
  offerId: string;
  version: number;
  projectTitle: string;
  /** When the version was written: the document's fixed creation date. */
  createdAt: Date;
  terms: ContractTerms;
  owner: ContractParty;
  author: ContractParty;
  /** The payment path the clause describes (commission, automatic release). */
  payment: PaymentPath;
}

export { pdfText };

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const networkName = (network: keyof typeof MSG.collab.networks) => MSG.collab.networks[network];
const day = (iso: string) => formatShortDate(`${iso}T12:00:00Z`);

/** The document the parties sign: parties, terms, every mention; no signature in it. */
export async function renderContractPdf(input: ContractDocument): Promise<Buffer> {
  const { doc, done } = await openTextDocument({
    title: `${P.title} — ${input.projectTitle}`,
    subject: P.reference(input.offerId, input.version),
    createdAt: input.createdAt,
  });

  const width = doc.page.width - 112;
  const heading = (text: string) => writeHeading(doc, pdfText(text), width);
  const para = (text: string) => doc.text(pdfText(text), { width, align: 'justify' });
  const bullet = (text: string) => doc.text(pdfText(`•  ${text}`), { width, indent: 8 });

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#5B3DF5').text(pdfText(P.title), { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(9).fillColor('#5C5F73');
  para(P.law);
  doc.moveDown(0.3);
  para(P.reference(input.offerId, input.version));
  para(P.project(input.projectTitle));
  doc.fillColor('#1B1B2F');

  heading(P.partiesTitle);
  for (const [label, party] of [
    [P.advertiser, input.owner],
    [P.influencer, input.author],
  ] as const) {
    doc.font('Helvetica-Bold').text(pdfText(label), { width }).font('Helvetica');
    const id = party.identity;
    const name = id
      ? id.representative
        ? `${id.legalName}, ${P.representedBy(id.representative)}`
        : id.legalName
      : '—';
    bullet(`${P.name} : ${name}`);
    bullet(
      `${P.address} : ${id ? `${id.address}, ${id.postalCode} ${id.city}, ${countryName(id.country)}` : '—'}`,
    );
    bullet(`${P.email} : ${party.email}`);
    bullet(`${P.fiscalCountry} : ${id ? countryName(id.fiscalCountry) : '—'}`);
    if (id?.siret) bullet(`${P.siret} : ${id.siret}`);
    bullet(`${P.platform} : ${party.pseudo}`);
    doc.moveDown(0.4);
  }

  const { terms } = input;
  heading(P.missionsTitle);
  para(P.missionsIntro);
  for (const d of terms.deliverables) {
    bullet(
      P.missionLine(
        d.quantity,
        d.format,
        networkName(d.network),
        day(d.publishFrom),
        day(d.publishTo),
      ),
    );
  }

  heading(P.remunerationTitle);
  const figures = contractFigures(terms);
  bullet(P.fee(formatCents(terms.amountCents), P.taxLabel[terms.tax]));
  bullet(P.amountHt(formatCents(figures.htCents)));
  // An exempt creator: the mention of art. 293 B du CGI instead of a VAT amount.
  bullet(figures.vatMention ?? P.vat(formatCents(figures.vatCents)));
  bullet(P.amountTtc(formatCents(figures.ttcCents)));
  bullet(
    terms.benefitsInKind
      ? P.benefit(terms.benefitsInKind.description, formatCents(terms.benefitsInKind.valueCents))
      : P.noBenefit,
  );
  doc.moveDown(0.4).font('Helvetica-Bold').text(pdfText(P.paymentTitle), { width });
  doc.font('Helvetica');
  const [intro, ...clause] = paymentClause(terms, input.payment);
  if (intro) para(intro);
  for (const sentence of clause) bullet(sentence);

  heading(P.rightsTitle);
  para(
    P.rights(
      terms.usageRights.channels,
      terms.usageRights.durationMonths,
      terms.usageRights.territory,
    ),
  );
  heading(P.mentionTitle);
  para(P.mention);
  heading(P.forbiddenTitle);
  para(P.forbidden);
  heading(P.lawTitle);
  para(P.law2);

  heading(P.signaturesTitle);
  para(P.signaturesAnnex);

  numberPages(doc, (page, count) => pdfText(P.page(page, count)), 56, width);
  doc.end();
  return done;
}

/** The audit page appended to a signed (or partly signed) document: one A4 page. */
export async function renderAuditPage(input: {
  offerId: string;
  version: number;
  documentSha256: string;
  signatures: AuditLine[];
  signedAt?: Date;
}): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    ...TEXT_PAGE,
    // Plain text objects: the page is grafted onto the document by `appendPages`.
    compress: false,
    info: { CreationDate: input.signedAt ?? new Date(0) },
  });
  const done = collectPdf(doc);
  const width = doc.page.width - 112;
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#1B1B2F');
  doc.text(pdfText(P.auditTitle), { width });
  doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor('#5C5F73');
  doc.text(pdfText(P.reference(input.offerId, input.version)), { width });
  doc.text(pdfText(P.auditIntro(input.documentSha256, input.version)), { width });
  doc.moveDown(0.8).fillColor('#1B1B2F');
  if (input.signatures.length === 0) doc.text(pdfText(P.noSignature), { width });
  for (const s of input.signatures) {
    const line = P.audit(
      { owner: P.advertiser, author: P.influencer }[s.role],
      s.fullName,
      formatDateTime(s.signedAt),
      s.ip,
      s.userAgent.slice(0, 200),
      s.documentSha256,
    );
    doc.text(pdfText(line), { width, align: 'left' });
    doc.moveDown(0.6);
  }
  doc.page.margins.bottom = 0;
  doc
    .fontSize(8)
    .fillColor('#5C5F73')
    .text(pdfText(P.auditFooter), 56, doc.page.height - 40, {
      width,
      align: 'right',
      lineBreak: false,
    });
  doc.end();
  return done;
}

/** The document followed by its audit page (the signatures so far). */
export async function withAuditPage(
  document: Buffer,
  input: Parameters<typeof renderAuditPage>[0],
): Promise<Buffer> {
  return appendPages(document, await renderAuditPage(input));
}
