import { createRequire } from 'node:module';
import { MSG, countryName, formatCents } from '@kollabo/shared';
import { exemptionOf, type InvoiceDocument, type InvoiceParty } from './invoice-document.js';
import { sfntFont } from './woff-font.js';
import { collectPdf, loadPdfKit } from '../../lib/pdf-document.js';

// The invoice as people read it: A4, French, the brand's violet and ink, Inter embedded (a
// PDF/A file carries its fonts). Every mention of art. L441-9 code de commerce and art. 242
// nonies A annexe II CGI is drawn from the document (the article of each is beside its text in
// messages/invoices.ts); factur-x.ts then embeds the same facts as CII XML. A self-billed
// invoice (issued by Kollabo in a creator's name) carries « Autofacturation » and its issuer.

const P = MSG.invoices.pdf;
const BRAND = '#5B3DF5';
const INK = '#1B1B2F';
const MUTED = '#5C5F73';
const LINE = '#E6E6EF';
const TINT = '#F7F7FB';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff');
const FONT_BOLD = require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff');

const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
export const invoiceDate = (value: Date) => longDate.format(value);
/** Amounts as the PDF prints them ("19,99 €"), narrow spaces made plain no-break ones. */
export const money = (cents: number) => formatCents(cents).replace(/\u202f/g, '\u00a0');

function partyLines(party: InvoiceParty): string[] {
  const lines = [party.name];
  if (party.address) lines.push(party.address);
  const city = [party.postalCode, party.city].filter(Boolean).join(' ');
  if (city) lines.push(city);
  lines.push(countryName(party.country));
  if (party.siret) lines.push(P.siret(party.siret));
  else if (party.siren) lines.push(P.siren(party.siren));
  if (party.vatNumber) lines.push(P.vatNumber(party.vatNumber));
  if (party.email && !party.address) lines.push(party.email);
  return lines;
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const isCredit = invoice.kind === 'credit_note';
  const title = isCredit ? P.creditNoteTitle : P.invoiceTitle;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    pdfVersion: '1.7',
    lang: 'fr-FR',
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.name,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const done = collectPdf(doc);
  doc.registerFont('Inter', sfntFont(FONT_REGULAR));
  doc.registerFont('Inter-Bold', sfntFont(FONT_BOLD));
  const left = 48;
  const width = doc.page.width - 96;
  const right = left + width;

  // Header: the brand (or, self-billed, the seller and the mention) on the left, the
  // document's title, number and dates on the right.
  const billing = invoice.selfBilling;
  doc
    .font('Inter-Bold')
    .fontSize(billing ? 16 : 22)
    .fillColor(BRAND)
    .text(billing ? P.selfBilled : 'Kollabo', left, 48, { width: width / 2 });
  doc.font('Inter').fontSize(9).fillColor(MUTED).text(invoice.seller.name, left, 76);
  doc
    .font('Inter-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(`${title} ${invoice.number}`, left, 48, { width, align: 'right' });
  doc.font('Inter').fontSize(9).fillColor(MUTED);
  doc.text(`${P.issueDate} : ${invoiceDate(invoice.issuedAt)}`, left, 74, {
    width,
    align: 'right',
  });
  doc.text(`${P.saleDate} : ${invoiceDate(invoice.saleAt)}`, { width, align: 'right' });
  if (invoice.credited) {
    doc.text(P.creditedInvoice(invoice.credited.number, invoiceDate(invoice.credited.issuedAt)), {
      width,
      align: 'right',
    });
  }

  // Seller and buyer, side by side on tinted cards.
  const cardTop = 124;
  const cardWidth = (width - 16) / 2;
  const cards: [string, InvoiceParty, number][] = [
    [P.seller, invoice.seller, left],
    [P.buyer, invoice.buyer, left + cardWidth + 16],
  ];
  let cardsBottom = cardTop;
  for (const [label, party, x] of cards) {
    const lines = partyLines(party);
    const height = 30 + lines.length * 13;
    doc.roundedRect(x, cardTop, cardWidth, height, 8).fill(TINT);
    doc
      .font('Inter-Bold')
      .fontSize(8)
      .fillColor(BRAND)
      .text(label.toUpperCase(), x + 12, cardTop + 10);
    doc.font('Inter').fontSize(9.5).fillColor(INK);
    lines.forEach((line, i) =>
      doc.text(line, x + 12, cardTop + 24 + i * 13, { width: cardWidth - 24, lineBreak: false }),
    );
    cardsBottom = Math.max(cardsBottom, cardTop + height);
  }

  doc
    .font('Inter')
    .fontSize(9)
    .fillColor(MUTED)
    .text(P.category, left, cardsBottom + 14, { width });
  if (billing) {
    doc
      .font('Inter-Bold')
      .fillColor(INK)
      .text(
        `${P.selfBilled} : ${P.onBehalf(billing.issuer.name, invoice.seller.name, invoiceDate(new Date(billing.mandateAcceptedAt)))}`,
        { width },
      );
    cardsBottom = doc.y - 14;
  }

  // The lines: description, quantity, unit price HT, discount HT, net HT, VAT rate.
  const cols = [
    { label: P.description, w: width - 330, align: 'left' as const },
    { label: P.quantity, w: 40, align: 'right' as const },
    { label: P.unitPrice, w: 80, align: 'right' as const },
    { label: P.discount, w: 70, align: 'right' as const },
    { label: P.netAmount, w: 80, align: 'right' as const },
    { label: P.vatRate, w: 60, align: 'right' as const },
  ];
  let y = cardsBottom + 40;
  const row = (cells: string[], bold: boolean, color = INK) => {
    let x = left;
    doc
      .font(bold ? 'Inter-Bold' : 'Inter')
      .fontSize(9)
      .fillColor(color);
    let height = 0;
    cells.forEach((cell, i) => {
      const col = cols[i];
      if (!col) return;
      height = Math.max(height, doc.heightOfString(cell, { width: col.w - 8 }));
      doc.text(cell, x + 4, y, { width: col.w - 8, align: col.align });
      x += col.w;
    });
    y += height + 10;
    doc
      .moveTo(left, y - 5)
      .lineTo(right, y - 5)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  };
  doc.rect(left, y - 6, width, 22).fill(TINT);
  row(
    cols.map((c) => c.label),
    true,
    MUTED,
  );
  for (const line of invoice.lines) {
    row(
      [
        line.description,
        String(line.quantity),
        money(line.unitHtCents),
        line.discountHtCents > 0 ? `−${money(line.discountHtCents)}` : '—',
        money(line.netHtCents),
        `${line.vatPercent} %`,
      ],
      false,
    );
    if (line.couponCode && line.discountHtCents > 0) {
      doc
        .font('Inter')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(P.couponDiscount(line.couponCode), left + 4, y - 4);
      y += 10;
    }
  }

  // VAT per rate (left) and the totals (right).
  y += 12;
  const vatTop = y;
  doc.font('Inter-Bold').fontSize(9).fillColor(MUTED);
  doc.text(P.vatRate, left, y, { width: 70 });
  doc.text(P.vatBase, left + 70, y, { width: 90, align: 'right' });
  doc.text(P.vatAmount, left + 160, y, { width: 90, align: 'right' });
  y += 16;
  doc.font('Inter').fillColor(INK);
  for (const entry of invoice.vatBreakdown) {
    doc.text(`${entry.ratePercent} %`, left, y, { width: 70 });
    doc.text(money(entry.baseCents), left + 70, y, { width: 90, align: 'right' });
    doc.text(money(entry.vatCents), left + 160, y, { width: 90, align: 'right' });
    y += 14;
  }
  const totalsX = right - 220;
  let ty = vatTop;
  const total = (label: string, value: string) => {
    doc.font('Inter').fontSize(10).fillColor(INK).text(label, totalsX, ty, { width: 120 });
    doc.text(value, totalsX + 120, ty, { width: 100, align: 'right' });
    ty += 18;
  };
  total(P.totalHt, money(invoice.totalHtCents));
  total(P.totalVat, money(invoice.vatCents));
  doc.roundedRect(totalsX - 8, ty - 4, 228, 26, 8).fill(BRAND);
  doc.font('Inter-Bold').fontSize(11).fillColor('#FFFFFF');
  doc.text(isCredit ? P.refundTtc : P.totalTtc, totalsX, ty + 3, { width: 130 });
  doc.text(money(invoice.totalCents), totalsX + 120, ty + 3, { width: 100, align: 'right' });
  ty += 34;

  // The VAT exemption, the payment, then the mentions every invoice carries.
  y = Math.max(y, ty) + 8;
  const exemption = exemptionOf(invoice);
  if (exemption) {
    doc.font('Inter-Bold').fontSize(10).fillColor(INK).text(exemption, left, y, { width });
    y = doc.y + 6;
  }
  const saleDay = invoiceDate(invoice.saleAt);
  const settled = billing
    ? isCredit
      ? P.serviceCredited(saleDay)
      : P.serviceSettled(saleDay)
    : isCredit
      ? P.refundedOn(saleDay)
      : P.paidOn(saleDay);
  doc.font('Inter-Bold').fontSize(10).fillColor(INK);
  doc.text(settled, left, y, { width });
  doc.moveDown(1).font('Inter').fontSize(8.5).fillColor(MUTED);
  for (const text of [P.penalties, P.indemnity, P.noDiscount, P.facturX]) {
    doc.text(text, left, doc.y, { width });
    doc.moveDown(0.4);
  }
  const seller = invoice.seller;
  doc
    .moveTo(left, doc.y + 6)
    .lineTo(right, doc.y + 6)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(1);
  doc.text(
    [
      seller.name,
      [seller.address, `${seller.postalCode} ${seller.city}`.trim()].filter(Boolean).join(', '),
      seller.siren ? P.siren(seller.siren) : '',
      seller.vatNumber ? P.vatNumber(seller.vatNumber) : '',
    ]
      .filter(Boolean)
      .join(' · '),
    left,
    doc.y,
    { width, align: 'center' },
  );
  if (billing) {
    const issuer = billing.issuer;
    doc.text(
      [`${P.issuer} : ${issuer.name}`, issuer.siren ? P.siren(issuer.siren) : '']
        .filter(Boolean)
        .join(' · '),
      left,
      doc.y + 2,
      { width, align: 'center' },
    );
  }
  doc.end();
  return done;
}
