import type { Locator, Page } from 'playwright-core';

// The PDFs a journey downloads: the bytes of a download a click starts, and the Factur-X XML
// an invoice carries inside its PDF/A-3.

/** Clicks `button` and returns the bytes of the download it starts, with its file name. */
export async function downloadBytes(
  page: Page,
  button: Locator,
): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    button.click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** The factur-x.xml file attached to the PDF (its stream is compressed: read through pdf.js). */
export async function facturXml(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const files = ((await doc.getAttachments()) ?? {}) as Record<
    string,
    { filename: string; content: Uint8Array }
  >;
  const file = Object.values(files).find((f) => f.filename === 'factur-x.xml');
  return file ? Buffer.from(file.content).toString('utf8') : '';
}
