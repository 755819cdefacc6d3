// What the generated PDFs (contract, tax statement, invoice) do alike with pdfkit.

import { pdfText } from './pdf-text.js';

/** pdfkit and its fonts load with the first document, not with every start (bench/results.md,
 * session 16: about 0.15 s of CPU). */
export const loadPdfKit = () => import('pdfkit').then((module) => module.default);

export const PDF_INK = '#1B1B2F';
export const PDF_MUTED = '#5C5F73';

/** The contract's page (its look is the tax statement's too): A4, 56 pt margins, 64 below. */
export const TEXT_PAGE = {
  size: 'A4',
  margins: { top: 56, bottom: 64, left: 56, right: 56 },
} as const;

/**
 * A document on the contract's page whose pages stay buffered (for `numberPages`), signed by
 * Kollabo and dated `createdAt`; `done` gives its bytes once `doc.end()` is called.
 */
export async function openTextDocument(info: { title: string; subject: string; createdAt: Date }) {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    ...TEXT_PAGE,
    bufferPages: true,
    info: {
      Title: pdfText(info.title),
      Author: 'Kollabo',
      Subject: pdfText(info.subject),
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  return { doc, done: collectPdf(doc) };
}

/** The document's bytes, once `doc.end()` is called. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A section title in bold, then the body's font for what follows. */
export function writeHeading(doc: PDFKit.PDFDocument, text: string, width: number): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(PDF_INK);
  doc.text(text, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(PDF_INK);
}

/** Writes `label(page, count)` in the bottom margin of every page (the doc buffers its pages). */
export function numberPages(
  doc: PDFKit.PDFDocument,
  label: (page: number, count: number) => string,
  left: number,
  width: number,
): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Without a bottom margin, text under it does not open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(PDF_MUTED)
      .text(label(i + 1, range.count), left, doc.page.height - 40, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
