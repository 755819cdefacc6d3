import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context.js';
import { EXPORT_KINDS, type ExportContent, type ExportKind, type Row } from './export-kinds.js';

// Builds one export's ZIP: for each kind, <name>.json (and <name>.csv for a table) and its files,
// plus LISEZMOI.txt describing every file. Kinds are collected one after the other and stored
// files streamed from storage as the ZIP is written, so a large export never sits in memory.

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // A cell a spreadsheet would run as a formula is written as text (OWASP CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table as CSV: UTF-8 with a BOM, ";" between cells (what a French spreadsheet reads). */
export function toCsv(rows: Row[]): Buffer {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [
    columns.join(';'),
    ...rows.map((row) => columns.map((c) => cell(row[c])).join(';')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

function readme(kinds: readonly ExportKind[], userPseudo: string, at: Date): Buffer {
  const lines = [
    'EXPORT DE VOS DONNÉES KOLLABO',
    '',
    `Compte : ${userPseudo}`,
    `Préparé le : ${at.toISOString()} (UTC)`,
    '',
    'Cette archive contient les données que vous nous avez confiées et celles qui vous concernent,',
    'au titre de votre droit d’accès et de votre droit à la portabilité (RGPD, art. 15 et 20).',
    'Elle ne contient des autres personnes que ce que vous pouviez déjà lire sur Kollabo.',
    '',
    'Format : chaque fichier .json est en UTF-8 ; chaque tableau existe aussi en .csv (UTF-8,',
    'séparateur « ; »). Les montants sont en centimes d’euro, les dates en ISO 8601 (UTC).',
    '',
    'FICHIERS',
    '',
    ...kinds.map((kind) => `- ${kind.name}.json : ${kind.description}`),
    '',
    'Une question sur vos données ? Écrivez-nous depuis la page « Nous contacter ».',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/**
 * Collects every kind for `userId` and returns the ZIP as a stream (written while read). The
 * returned promise resolves once every kind is collected; the stream ends with the last file.
 */
export async function buildExportZip(
  ctx: AppContext,
  userId: string,
  userPseudo: string,
  kinds: readonly ExportKind[] = EXPORT_KINDS,
): Promise<Readable> {
  const zip = new ZipFile();
  const mtime = new Date();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  try {
    zip.addBuffer(readme(kinds, userPseudo, mtime), 'LISEZMOI.txt', { mtime });
    for (const kind of kinds) {
      const content: ExportContent = await kind.collect(ctx, userId);
      if (content.rows) {
        zip.addBuffer(json(content.rows), `${kind.name}.json`, { mtime });
        zip.addBuffer(toCsv(content.rows), `${kind.name}.csv`, { mtime });
      } else {
        zip.addBuffer(json(content.object ?? null), `${kind.name}.json`, { mtime });
      }
      for (const file of content.files ?? []) {
        if ('bytes' in file) {
          zip.addBuffer(file.bytes, file.path, { mtime, compress: false });
          continue;
        }
        const key = file.storageKey;
        // A file gone from storage is left out rather than failing the whole export.
        if ((await ctx.storage.size(key)) === undefined) continue;
        zip.addReadStreamLazy(file.path, { mtime, compress: false }, (done) => {
          ctx.storage.stream(key).then(
            (stream) => done(null, stream ?? Readable.from([])),
            (error: unknown) => done(error, Readable.from([])),
          );
        });
      }
    }
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  zip.end();
  return output;
}
