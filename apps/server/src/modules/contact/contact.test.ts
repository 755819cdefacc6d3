import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { loadConfig, missingLegalSettings } from '../../config.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CONTACT_TO: 'equipe@kollabo.example',
    LEGAL_PUBLISHER_REGISTRATION: 'SAS au capital de 10 000 €, RCS Paris 912 345 678',
    LEGAL_PUBLISHER_ADDRESS: '10 rue de la Paix, 75002 Paris',
    LEGAL_HOST_NAME: 'Hébergeur Exemple SAS',
  });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

let ip = 0;
const contact = (payload: object, remoteAddress = `10.9.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact-us', payload, remoteAddress });

const message = {
  pseudo: 'lea',
  email: 'lea@example.com',
  phone: '',
  contenu: 'Bonjour, je souhaite en savoir plus sur les packs.',
};

async function storedCount(): Promise<number> {
  const result = await t.app.ctx.db.execute(sql`select count(*)::int as n from contact_messages`);
  const rows =
    (result as unknown as { rows?: { n: number }[] }).rows ??
    (result as unknown as { n: number }[]);
  return rows[0]?.n ?? -1;
}

describe('POST /contact-us', () => {
  it('stores the message and mails it to the team address of configuration', async () => {
    const res = await contact({ ...message, phone: '+33612345678' });
    expect(res.statusCode).toBe(201);
    expect(await storedCount()).toBe(1);
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]?.to).toBe('equipe@kollabo.example');
    expect(t.mails[0]?.text).toContain('lea@example.com');
    expect(t.mails[0]?.text).toContain('+33612345678');
    expect(t.mails[0]?.text).toContain(message.contenu);
  });

  it('accepts a message without pseudo nor phone', async () => {
    const res = await contact({ email: 'anonyme@example.com', contenu: 'Question rapide.' });
    expect(res.statusCode).toBe(201);
  });

  it.each(['06123456', '06123456789012', '06abc45678'])(
    'refuses the phone %s with the spec text',
    async (phone) => {
      const res = await contact({ ...message, phone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_phone',
        message: MSG.contact.phoneFormat,
      });
      expect(await storedCount()).toBe(0);
    },
  );

  it('accepts phones of 9 and 13 characters', async () => {
    expect((await contact({ ...message, phone: '061234567' })).statusCode).toBe(201);
    expect((await contact({ ...message, phone: '+336123456789' })).statusCode).toBe(201);
  });

  it('requires an e-mail and a message', async () => {
    expect((await contact({ ...message, email: '' })).statusCode).toBe(400);
    expect((await contact({ ...message, email: 'pas-un-mail' })).statusCode).toBe(400);
    expect((await contact({ ...message, contenu: '   ' })).statusCode).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('limits each IP to 5 messages an hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await contact(message, '10.99.0.1')).statusCode).toBe(201);
    }
    const sixth = await contact(message, '10.99.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await contact(message, '10.99.0.2')).statusCode).toBe(201);
  });
});

describe('GET /legal-notice', () => {
  it("answers the operator's configured identification, the contact address as e-mail", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal-notice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      publisher: {
        name: 'Kollabo SAS',
        registration: 'SAS au capital de 10 000 €, RCS Paris 912 345 678',
        address: '10 rue de la Paix, 75002 Paris',
        phone: '',
        email: 'equipe@kollabo.example',
        director: '',
      },
      host: { name: 'Hébergeur Exemple SAS', address: '', phone: '' },
    });
  });

  it('names the settings left empty or at the demonstration values, which production warns about at start', () => {
    expect(missingLegalSettings(t.app.ctx.config)).toEqual([
      'LEGAL_PUBLISHER_PHONE',
      'LEGAL_DIRECTOR',
      'LEGAL_HOST_ADDRESS',
      'LEGAL_HOST_PHONE',
      'LEGAL_PUBLISHER_SIREN',
      'LEGAL_PUBLISHER_VAT',
    ]);
    const complete = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.app.ctx.config.dataDir,
      LEGAL_PUBLISHER_REGISTRATION: 'x',
      LEGAL_PUBLISHER_ADDRESS: 'x',
      LEGAL_PUBLISHER_PHONE: '0102030405',
      LEGAL_DIRECTOR: 'x',
      LEGAL_HOST_NAME: 'x',
      LEGAL_HOST_ADDRESS: 'x',
      LEGAL_HOST_PHONE: 'x',
      LEGAL_PUBLISHER_SIREN: '732 829 320',
      LEGAL_PUBLISHER_VAT: 'FR44732829320',
    });
    expect(missingLegalSettings(complete)).toEqual([]);
  });
});
