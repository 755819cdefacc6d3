import { MSG, TAX_LINKS, formatCents, formatShortDate } from '@kollabo/shared';
import { pdfText } from '../../lib/pdf-text.js';
import {
  PDF_INK,
  PDF_MUTED,
  numberPages,
  openTextDocument,
  writeHeading,
} from '../../lib/pdf-document.js';

// The annual statement (art. 242 bis CGI): the gross amounts a creator received through
// Kollabo in a year, one line per payment, the total, her identity, the platform's, and the
// notice of her tax and social obligations. pdfkit, A4, French, the contract's look.

const T = MSG.tax.pdf;
const INK = PDF_INK;
const BRAND = '#5B3DF5';
const MUTED = PDF_MUTED;

export interface StatementDocument {
  year: number;
  issuedAt: Date;
  operator: { name: string; address: string; registration: string };
  creator: {
    pseudo: string;
    legalName: string | null;
    address: string | null;
    taxId: string | null;
    siren: string | null;
  };
  /** Each payment, with the invoice Kollabo issued in her name for it, if any. */
  lines: { at: Date; projectTitle: string; amountCents: number; invoiceNumber: string | null }[];
  totalCents: number;
}

export async function renderTaxStatementPdf(input: StatementDocument): Promise<Buffer> {
  const { doc, done } = await openTextDocument({
    title: T.title(input.year),
    subject: T.law,
    createdAt: input.issuedAt,
  });
  const left = 56;
  const width = doc.page.width - 112;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(value), { width, ...options });
  const heading = (value: string) => writeHeading(doc, pdfText(value), width);

  doc.font('Helvetica-Bold').fontSize(16).fillColor(BRAND);
  text(T.title(input.year));
  doc.moveDown(0.4).font('Helvetica').fontSize(9).fillColor(MUTED);
  // Art. 242 bis CGI: the statement the platform sends each seller by 31 January.
  text(T.law);
  text(T.issuer(input.operator.name));
  if (input.operator.address) text(input.operator.address);
  if (input.operator.registration) text(input.operator.registration);
  text(T.issuedOn(formatShortDate(input.issuedAt.toISOString())));

  heading(T.creatorTitle);
  const c = input.creator;
  text(c.legalName ? `${c.legalName} (${c.pseudo})` : c.pseudo);
  if (c.address) text(c.address);
  if (c.taxId) text(T.taxId(c.taxId));
  if (c.siren) text(T.siren(c.siren));
  if (!c.legalName) text(T.noDetails);

  heading(T.periodTitle(input.year));
  const cols = [left, left + 110, left + width - 110];
  const row = (date: string, project: string, amount: string, bold = false) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK);
    doc.text(pdfText(date), cols[0], y, { width: 105 });
    doc.text(pdfText(project), cols[1], y, { width: width - 225 });
    const after = doc.y;
    doc.text(pdfText(amount), cols[2], y, { width: 110, align: 'right' });
    doc.x = left;
    doc.y = Math.max(after, doc.y) + 4;
  };
  /** A line across the table, then `gap` points before what follows. */
  const rule = (color: string, lineWidth: number, gap: number) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(color)
      .lineWidth(lineWidth)
      .stroke();
    doc.y += gap;
  };
  row(T.colDate, T.colProject, T.colAmount, true);
  rule(BRAND, 0.8, 4);
  for (const line of input.lines) {
    const project = line.invoiceNumber
      ? `${line.projectTitle}\n${T.invoice(line.invoiceNumber)}`
      : line.projectTitle;
    row(formatShortDate(line.at.toISOString()), project, formatCents(line.amountCents));
  }
  rule(MUTED, 0.5, 6);
  row('', T.total, formatCents(input.totalCents), true);
  doc.moveDown(0.2).font('Helvetica').fontSize(9).fillColor(MUTED);
  text(T.count(input.lines.length));
  text(T.grossNote);

  heading(T.obligationsTitle);
  // Art. 242 bis CGI: her tax and social obligations, with the administrations' links.
  for (const line of MSG.tax.noticeLines(TAX_LINKS.impots, TAX_LINKS.urssaf).slice(1)) {
    text(line);
  }

  numberPages(doc, (page, count) => pdfText(T.page(page, count)), left, width);
  doc.end();
  return done;
}
