import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// What a PDF the server rendered says: its text page by page, its page sizes and its attachments.

const fontsDir = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Runs of white space (non-breaking ones included) as one space. */
const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * The PDF's text (spaces normalised), each page's text and size in points ([x0, y0, x1, y1]),
 * and its attachments by file name.
 */
export async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fontsDir,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    sizes.push(page.view.map((v) => Math.round(v)));
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const attachments = ((await pdf.getAttachments()) ?? {}) as Record<
    string,
    { filename: string; content: Uint8Array }
  >;
  const files = Object.fromEntries(
    Object.values(attachments).map((a) => [a.filename, Buffer.from(a.content).toString('utf8')]),
  );
  return {
    text: normalise(pages.join(' ')),
    pages: pages.map(normalise),
    sizes,
    files,
    numPages: pdf.numPages,
  };
}
