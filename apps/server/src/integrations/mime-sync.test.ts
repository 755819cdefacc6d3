import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { buildMimeSync } from './mime-sync.js';

// The synchronous writer must give nodemailer's bytes exactly (same compiled tree, so the same
// boundary and Date): headers, each encoding it picks (7bit, quoted-printable, base64), nesting.

const from = 'Kollabo <no-reply@kollabo.fr>';
const long = 'Une ligne très longue, avec des accents et un = signe, '.repeat(4);

const messages = {
  'notification mail (HTML + text, French, headers)': {
    to: 'léa@bench.test',
    subject: 'Nouvelle offre sur « Campagne de printemps » — un sujet assez long pour être plié',
    text: `Bonjour Léa,\n\n${long}\nfin avec espace \n= égal\n`,
    html: `<!DOCTYPE html>\n<p style="margin:0">Bonjour Léa,</p>\n<p>${long}</p>\n<a href="https://kollabo.fr/project/x?a=1&b=2">Voir</a>`,
    messageId: '<0b0e8f3e-1111-2222-3333-444455556666@localhost>',
    headers: {
      'List-Unsubscribe':
        '<https://kollabo.fr/api/notifications/unsubscribe?token=0b0e8f3e-1111-2222-3333-444455556666.offers.AbCdEfGhIjKlMnOpQrStUv>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  },
  'plain ASCII text only (7bit)': { to: 'a@b.test', subject: 'Code', text: 'Votre code : 123456' },
  'mostly non-Latin text (base64)': {
    to: 'a@b.test',
    subject: 'こんにちは',
    text: 'こんにちは世界、'.repeat(30),
    html: '<p>こんにちは世界</p>'.repeat(10),
  },
  'no final line break in the text': {
    to: 'a@b.test',
    subject: 'x',
    text: 'sans fin',
    html: '<b>x',
  },
};

describe('buildMimeSync', () => {
  for (const [name, message] of Object.entries(messages)) {
    it(`writes nodemailer's bytes: ${name}`, async () => {
      const node = new MailComposer({ from, ...message }).compile();
      const sync = buildMimeSync(node);
      expect(sync).toBeDefined();
      expect(sync!.toString()).toBe((await node.build()).toString());
    });
  }

  it('leaves messages with a non-string part to nodemailer', () => {
    const node = new MailComposer({
      from,
      to: 'a@b.test',
      subject: 'Contrat',
      text: 'ci-joint',
      attachments: [
        { filename: 'c.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' },
      ],
    }).compile();
    expect(buildMimeSync(node)).toBeUndefined();
  });
});
