import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { buildMimeSync } from './mime-sync.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; `text` stays the plain alternative. */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** A fixed Message-ID ("<id@host>"): a mail sent twice can be recognised as one. */
  messageId?: string;
  /** Files sent with the mail (a signed contract's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes pooled SMTP connections (app shutdown). */
  close?(): void;
}

/**
 * With SMTP_URL, mails go through that relay; without it they are written as .eml files under
 * DATA_DIR/mail (the outbox the tests and a local developer read) and logged.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const outbox = path.join(options.dataDir, 'mail');
  // Pooled connections (the outbox worker sends batches), with timeouts well under the outbox
  // worker's lease, so a hung relay cannot outlive the claim of the row it is sending.
  // nodemailer loads with the first mail, not with every start (bench/results.md, session 16).
  let created: Transporter | undefined;
  let transporter: Promise<Transporter> | undefined;
  const transport = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) => {
      created = options.smtpUrl
        ? nodemailer.createTransport({
            url: options.smtpUrl,
            pool: true,
            maxConnections: 5,
            connectionTimeout: 20_000,
            greetingTimeout: 20_000,
            socketTimeout: 40_000,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      return created;
    }));

  return {
    async send(message) {
      if (options.smtpUrl) {
        // Built whole first, the same bytes sendMail would build: the relay's socket then gets
        // the message in one write instead of one per MIME chunk (about ten per mail, each
        // waking the relay; the outbox worker sends hundreds a second).
        // Written in one pass when it can be (mime-sync.ts: the same bytes, a third of the CPU).
        const [smtp, { default: MailComposer }] = await Promise.all([
          transport(),
          import('nodemailer/lib/mail-composer'),
        ]);
        const node = new MailComposer({ from: options.from, ...message }).compile();
        const raw = buildMimeSync(node) ?? (await node.build());
        await smtp.sendMail({ envelope: node.getEnvelope(), raw });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        outbox,
        `${Date.now()}-${safeTo}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`,
      );
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox',
      );
    },
    close() {
      created?.close();
    },
  };
}
