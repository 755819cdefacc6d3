import type { AddressInfo } from 'node:net';
import { beforeEach } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { useServer, useTestApp, type TestApp } from './test-app.js';

// A real SMTP server on a local port for the mail tests: the app sends through SMTP_URL exactly
// as in production (nodemailer, pooled connections), and the tests read what arrived.
// `failNext(n)` refuses the next n messages with a temporary error (451), as a relay that is
// down would; `refuseConnections` makes it drop every new session.

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  to: string;
  messageId: string;
  subject: string;
  header(name: string): string | undefined;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Mails received for this address. */
  to(address: string): ReceivedMail[];
  failNext(count: number): void;
  /** Until false again, every message is refused (451) after its DATA. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** A header as sent (folded lines joined), or undefined. */
function rawHeader(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}

export async function startSmtpServer(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (down || failures > 0) {
          failures = Math.max(0, failures - 1);
          const error = Object.assign(new Error('Service temporairement indisponible'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              raw,
              parsed,
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              header: (name) => rawHeader(raw, name),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) =>
      received.filter((mail) => mail.to === address.toLowerCase() || mail.to === address),
    failNext(count) {
      failures = count;
    },
    setDown(value) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * `useTestApp` whose mails go through a real SMTP server started before it (SMTP_URL) and
 * closed after it; the server's mails and failure modes are cleared before each test.
 */
export function useTestAppWithSmtp(env: Record<string, string> = {}): {
  t: TestApp;
  smtp: TestSmtp;
} {
  const live = useServer('the SMTP server', startSmtpServer);
  const t = useTestApp(() => ({ SMTP_URL: live().url, ...env }));
  beforeEach(() => {
    live().received.length = 0;
    live().setDown(false);
    live().failNext(0);
  });
  const smtp: TestSmtp = {
    get url() {
      return live().url;
    },
    get received() {
      return live().received;
    },
    to: (address) => live().to(address),
    failNext: (count) => live().failNext(count),
    setDown: (down) => live().setDown(down),
    close: () => live().close(),
  };
  return { t, smtp };
}
