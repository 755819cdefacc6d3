import * as base64 from 'nodemailer/lib/base64';
import type MimeNode from 'nodemailer/lib/mime-node';
import * as qp from 'nodemailer/lib/qp';

// A message compiled by nodemailer's MailComposer, written out in one synchronous pass: the
// same bytes as `node.build()` (mime-sync.test.ts compares them), without its stream per node
// and per encoder. That build cost ~0.8 ms of CPU a notification mail, two thirds of what the
// outbox worker spends on one (bench/results.md, session 12). Only for trees whose contents
// are all strings and that use none of the stream-only features (raw parts, transforms, DKIM,
// newline conversion); `undefined` otherwise, and the caller builds with nodemailer.

interface NodeInternals {
  _raw?: unknown;
  _transforms?: unknown[];
  _processFuncs?: unknown[];
}

function writable(node: MimeNode): boolean {
  const inner = node as unknown as NodeInternals;
  if (inner._raw || inner._transforms?.length || inner._processFuncs?.length) return false;
  if (node.newline) return false;
  if (node.content !== undefined && typeof node.content !== 'string') return false;
  return node.childNodes.every(writable);
}

function write(node: MimeNode): string {
  // As MimeNode.stream: the headers (which also settle the encoding and the boundary), a blank
  // line, the encoded content, then each child after its boundary.
  const encoding = node.getTransferEncoding();
  let out = `${node.buildHeaders()}\r\n\r\n`;
  const content = node.content as string | undefined;
  if (content) {
    if (encoding === 'quoted-printable') out += qp.wrap(qp.encode(content), 76);
    else if (encoding === 'base64') out += base64.wrap(base64.encode(content), 76);
    else out += content;
  }
  if (node.multipart) {
    node.childNodes.forEach((child, i) => {
      out += `${i > 0 ? '\r\n' : ''}--${String(node.boundary)}\r\n${write(child)}`;
    });
    out += `\r\n--${String(node.boundary)}--\r\n`;
  }
  return out;
}

/** The message as `node.build()` would give it, or undefined when it needs nodemailer's streams. */
export function buildMimeSync(node: MimeNode): Buffer | undefined {
  if (!writable(node)) return undefined;
  const out = write(node);
  // LastNewline: the message ends with a line break.
  return Buffer.from(out.endsWith('\n') ? out : out.endsWith('\r') ? `${out}\n` : `${out}\r\n`);
}
