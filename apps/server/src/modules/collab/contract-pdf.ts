import { createHash } from 'node:crypto';
import {
  MSG,
  VAT_RATE_PERCENT,
  formatCents,
  formatDateTime,
  formatShortDate,
  type ContractTerms,
  type LegalIdentity,
} from '@kollabo/shared';

// The contract as a PDF (pdfkit, A4, French), with every mention of article 8 of loi n° 2023-451.
// The built-in Helvetica writes WinAnsi: French accents, « », € and — are in it; anything else a
// user typed (emoji, other scripts) is replaced so the document stays readable.

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
  /** Absent: the document to sign; present: the signed PDF with its audit lines. */
  signatures?: AuditLine[];
}

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Keeps what Helvetica (WinAnsi) can show; spaces of Intl (U+202F) become plain spaces. */
export function pdfText(value: string): string {
  return value
    .replace(/[\u202f\u2009\u2007]/g, ' ')
    .replace(/[\r\t]/g, ' ')
    .replace(/./gsu, (ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
        return ch;
      }
      return WIN_ANSI_EXTRA.includes(ch) ? ch : '?';
    });
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const htOf = (terms: Pick<ContractTerms, 'amountCents' | 'tax'>) =>
  terms.tax === 'HT'
    ? terms.amountCents
    : Math.round((terms.amountCents * 100) / (100 + VAT_RATE_PERCENT));

const networkName = (network: keyof typeof MSG.collab.networks) => MSG.collab.networks[network];
const day = (iso: string) => formatShortDate(`${iso}T12:00:00Z`);

/** pdfkit and its fonts load with the first contract, not with every start (bench/results.md,
 * session 16: about 0.15 s of CPU). */
const loadPdfKit = () => import('pdfkit').then((module) => module.default);

export async function renderContractPdf(input: ContractDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info: {
      Title: pdfText(`${P.title} — ${input.projectTitle}`),
      Author: 'Kollabo',
      Subject: pdfText(P.reference(input.offerId, input.version)),
      CreationDate: input.createdAt,
      ModDate: input.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1B1B2F');
    doc.text(pdfText(text), { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#1B1B2F');
  };
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
    bullet(`${P.name} : ${id?.legalName ?? '—'}`);
    bullet(
      `${P.address} : ${id ? `${id.address}, ${id.postalCode} ${id.city}, ${id.country}` : '—'}`,
    );
    bullet(`${P.email} : ${party.email}`);
    bullet(`${P.fiscalCountry} : ${id?.fiscalCountry ?? '—'}`);
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
  bullet(P.fee(formatCents(terms.amountCents), terms.tax));
  if (terms.tax === 'TTC') bullet(P.feeHt(formatCents(htOf(terms))));
  bullet(
    terms.benefitsInKind
      ? P.benefit(terms.benefitsInKind.description, formatCents(terms.benefitsInKind.valueCents))
      : P.noBenefit,
  );
  bullet(P.payment(terms.paymentTerms));

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

  // The audit lines close the document, all on its last page.
  if (doc.y > doc.page.height - 260) doc.addPage();
  heading(P.signaturesTitle);
  const signatures = input.signatures ?? [];
  if (signatures.length === 0) para(P.noSignature);
  doc.fontSize(9);
  for (const s of signatures) {
    const role = s.role === 'owner' ? P.advertiser : P.influencer;
    const line = P.audit(
      role,
      s.fullName,
      formatDateTime(s.signedAt),
      s.ip,
      s.userAgent.slice(0, 200),
      s.documentSha256,
    );
    doc.text(pdfText(line), { width, align: 'left' });
    doc.moveDown(0.4);
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#5C5F73')
      .text(pdfText(P.page(i + 1, range.count)), 56, doc.page.height - 40, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

export const amountHtCents = htOf;
