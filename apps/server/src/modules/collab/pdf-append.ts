// Appends pages to a PDF as an incremental update, so that a signed document's bytes stay as
// they are: a minimal reader of the classic cross-reference tables pdfkit writes, then the new
// objects and a new cross-reference section pointing back to the old one.

// A minimal reader of the classic cross-reference tables pdfkit writes.

interface PdfIndex {
  text: string;
  offsets: Map<number, number>;
  startxref: number;
  trailer: string;
}

function indexPdf(bytes: Buffer): PdfIndex {
  const text = bytes.toString('latin1');
  const tail = text.slice(-1024);
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!start?.[1]) throw new Error('pdf: no startxref');
  const startxref = Number(start[1]);
  const offsets = new Map<number, number>();
  let at = startxref;
  // The newest section wins: read from the last one back through /Prev.
  const trailers: string[] = [];
  for (let guard = 0; guard < 50; guard += 1) {
    const section = text.slice(at);
    if (!section.startsWith('xref')) throw new Error('pdf: xref streams are not supported');
    const trailerAt = section.indexOf('trailer');
    const table = section.slice(4, trailerAt);
    const lines = table.split(/\r?\n/).filter((l) => l.trim() !== '');
    let next = 0;
    for (const line of lines) {
      const parts = line.trim().split(/\s+/);
      if (parts.length === 2) {
        next = Number(parts[0]);
      } else if (parts.length === 3) {
        if (parts[2] === 'n' && !offsets.has(next)) offsets.set(next, Number(parts[0]));
        next += 1;
      }
    }
    const trailer = section.slice(trailerAt, section.indexOf('startxref', trailerAt));
    trailers.push(trailer);
    const prev = /\/Prev\s+(\d+)/.exec(trailer);
    if (!prev?.[1]) break;
    at = Number(prev[1]);
  }
  return { text, offsets, startxref, trailer: trailers[0] ?? '' };
}

const refNumber = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict);
  if (!match?.[1]) throw new Error(`pdf: no /${key}`);
  return Number(match[1]);
};

/** An object's text from `n 0 obj` to `endobj` (its stream bytes included, untouched). */
function objectText(pdf: PdfIndex, n: number): string {
  const offset = pdf.offsets.get(n);
  if (offset === undefined) throw new Error(`pdf: no object ${n}`);
  const end = pdf.text.indexOf('endobj', offset);
  return pdf.text.slice(offset, end + 'endobj'.length);
}

/** The dictionary part of an object (before its stream, if any). */
const dictPart = (object: string) => {
  const stream = object.search(/>>\s*stream\r?\n/);
  return stream === -1 ? object : object.slice(0, stream + 2);
};

/**
 * Appends the pages of `extra` after those of `base` as a PDF incremental update: `base`'s bytes
 * are kept as they are (its SHA-256 still checks), new objects and a new cross-reference section
 * follow, pointing back to the old one (/Prev).
 */
export function appendPages(base: Buffer, extra: Buffer): Buffer {
  const target = indexPdf(base);
  const source = indexPdf(extra);
  const size = Number(/\/Size\s+(\d+)/.exec(target.trailer)?.[1]);
  const rootRef = refNumber(target.trailer, 'Root');
  const pagesRef = refNumber(dictPart(objectText(target, rootRef)), 'Pages');
  const pagesObject = dictPart(objectText(target, pagesRef));
  const count = Number(/\/Count\s+(\d+)/.exec(pagesObject)?.[1]);
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(pagesObject)?.[1];
  if (!Number.isFinite(size) || !Number.isFinite(count) || kids === undefined) {
    throw new Error('pdf: unexpected page tree');
  }

  // The extra document's pages and everything they use, except their parent.
  const sourcePages = dictPart(
    objectText(
      source,
      refNumber(dictPart(objectText(source, refNumber(source.trailer, 'Root'))), 'Pages'),
    ),
  );
  const newPages = [
    ...(/\/Kids\s*\[([^\]]*)\]/.exec(sourcePages)?.[1] ?? '').matchAll(/(\d+)\s+0\s+R/g),
  ].map((m) => Number(m[1]));
  const renumber = new Map<number, number>();
  const queue = [...newPages];
  while (queue.length > 0) {
    const n = queue.shift() as number;
    if (renumber.has(n)) continue;
    renumber.set(n, size + renumber.size);
    const dict = dictPart(objectText(source, n)).replace(/\/Parent\s+\d+\s+0\s+R/, '');
    for (const m of dict.replace(/^\d+\s+0\s+obj/, '').matchAll(/(\d+)\s+0\s+R/g)) {
      queue.push(Number(m[1]));
    }
  }

  const parts: Buffer[] = [base];
  let offset = base.length;
  const entries: { n: number; offset: number }[] = [];
  const push = (n: number, body: Buffer) => {
    entries.push({ n, offset });
    parts.push(body);
    offset += body.length;
  };
  const lead = base.at(-1) === 0x0a ? '' : '\n';
  parts.push(Buffer.from(lead, 'latin1'));
  offset += lead.length;
  const newKids = newPages.map((n) => `${renumber.get(n)} 0 R`).join(' ');
  push(
    pagesRef,
    Buffer.from(
      `${pagesRef} 0 obj\n<<\n/Type /Pages\n/Count ${count + newPages.length}\n/Kids [${kids.trim()} ${newKids}]\n>>\nendobj\n`,
      'latin1',
    ),
  );
  for (const [old, n] of renumber) {
    const object = objectText(source, old);
    const dict = dictPart(object);
    const rest = object.slice(dict.length);
    // References into `extra` take their new numbers; then the header, and the page's parent
    // becomes the document's page tree (its old parent was not copied, so not renumbered).
    const newDict = dict
      .replace(/^\d+\s+0\s+obj/, '')
      .replace(/(\d+)(\s+)0(\s+)R/g, (whole, ref: string, a: string, b: string) => {
        const mapped = renumber.get(Number(ref));
        return mapped === undefined ? whole : `${mapped}${a}0${b}R`;
      })
      .replace(/\/Parent\s+\d+\s+0\s+R/, `/Parent ${pagesRef} 0 R`);
    push(n, Buffer.from(`${n} 0 obj${newDict}${rest}\n`, 'latin1'));
  }

  // One subsection per run of consecutive numbers.
  entries.sort((a, b) => a.n - b.n);
  let xref = 'xref\n';
  for (let i = 0; i < entries.length;) {
    let j = i;
    while (j + 1 < entries.length && entries[j + 1]!.n === entries[j]!.n + 1) j += 1;
    xref += `${entries[i]!.n} ${j - i + 1}\n`;
    for (let k = i; k <= j; k += 1) {
      xref += `${String(entries[k]!.offset).padStart(10, '0')} 00000 n \n`;
    }
    i = j + 1;
  }
  const info = /\/Info\s+\d+\s+0\s+R/.exec(target.trailer)?.[0];
  const id = /\/ID\s*\[[^\]]*\]/.exec(target.trailer)?.[0];
  const trailer = [
    'trailer',
    '<<',
    `/Size ${size + renumber.size}`,
    `/Root ${rootRef} 0 R`,
    ...(info ? [info] : []),
    ...(id ? [id] : []),
    `/Prev ${target.startxref}`,
    '>>',
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(parts);
}
