import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { dataRightsApi, favouritesApi, searchAlertsApi } from '@kollabo/shared';
import { dataExports } from '../../db/schema/index.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  PDF_BYTES,
  sendOffer,
  storeMessage,
  verifySocial,
} from '../../test-support/offer-fixtures.js';
import { leaAndBrand, useDataRightsTestApp } from '../../test-support/data-rights-fixtures.js';
import { runMailOutbox } from '../notifications/mail-outbox.js';
import { EXPORT_KINDS } from './export-kinds.js';
import { runDataExports } from './export.worker.js';

const { t, as, url } = useDataRightsTestApp();
const DAY = 86_400_000;

/** Léa, a creator with a photo, an offer (with a file) and a conversation; beside her, Bob's
 * private offer and conversation with the same owner, which must never reach her export. */
async function scene() {
  const { owner, project, lea, photo } = await leaAndBrand(t.app);
  const bob = await createUser(t.app, { name: 'Bob Secret' });
  await verifySocial(t.app, bob);

  const leaOffer = await sendOffer(
    t.app,
    lea,
    project.id,
    { messageOffre: 'Offre de Léa pour le sérum, avec plaisir.' },
    { name: 'devis.pdf', type: 'application/pdf', content: PDF_BYTES },
  );
  const idOffer = leaOffer.json().idOffer as string;
  await storeMessage(t.app, lea, idOffer, 'Bonjour, message de Léa');
  await storeMessage(t.app, owner, idOffer, 'Réponse de la marque à Léa');

  const bobOffer = await sendOffer(t.app, bob, project.id, {
    messageOffre: 'SECRET-BOB-OFFRE tarif confidentiel',
  });
  const bobOfferId = bobOffer.json().idOffer as string;
  await storeMessage(t.app, bob, bobOfferId, 'SECRET-BOB-CHAT entre Bob et la marque');
  await storeMessage(t.app, owner, bobOfferId, 'SECRET-MARQUE-A-BOB');

  expect(
    (
      await as('POST', url(favouritesApi.setFavourite.path), lea, {
        userLiked: owner.pseudo,
        context: 'liked',
      })
    ).statusCode,
  ).toBe(200);
  const alert = await as('POST', url(searchAlertsApi.create.path), lea, {
    query: { q: 'sérum', profil: [], budget: [], secteur: [] },
  });
  expect(alert.statusCode).toBeLessThan(300);
  return { owner, lea, bob, photo, idOffer };
}

const requestExport = (user: TestUser) => as('POST', url(dataRightsApi.requestExport.path), user);
const latest = (user: TestUser) => as('GET', url(dataRightsApi.latestExport.path), user);
const download = (user: TestUser, id: string) =>
  as('GET', `${url(dataRightsApi.exportFile.path)}?id=${id}`, user);

describe('export my data (RGPD art. 15 and 20)', () => {
  it('builds in the background a ZIP of every kind with her data and nothing private of others', async () => {
    const { lea, bob, owner, photo } = await scene();
    const asked = await requestExport(lea);
    expect(asked.statusCode).toBe(201);
    const { id, status } = asked.json() as { id: string; status: string };
    expect(status).toBe('pending');
    expect((await latest(lea)).json().export).toMatchObject({
      id,
      status: 'pending',
      downloadUrl: null,
    });

    expect(await runDataExports(t.app.ctx)).toMatchObject({ built: 1, failed: 0 });
    const ready = (await latest(lea)).json().export as {
      status: string;
      downloadUrl: string;
      expiresAt: string;
    };
    expect(ready.status).toBe('ready');
    expect(ready.downloadUrl).toBe(`${url(dataRightsApi.exportFile.path)}?id=${id}`);
    expect(new Date(ready.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);

    const file = await as('GET', ready.downloadUrl, lea);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain('attachment');
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(zip);
    expect(names).toContain('LISEZMOI.txt');
    const readme = strFromU8(zip['LISEZMOI.txt'] as Uint8Array);
    expect(readme).toContain('RGPD, art. 15 et 20');
    for (const kind of EXPORT_KINDS) {
      expect(names).toContain(`${kind.name}.json`);
      expect(readme).toContain(`${kind.name}.json`);
    }
    const text = (name: string) => strFromU8(zip[name] as Uint8Array);
    const all = names
      .filter((name) => name.endsWith('.json') || name.endsWith('.csv') || name.endsWith('.txt'))
      .map(text)
      .join('\n');

    expect(JSON.parse(text('compte.json'))).toMatchObject({ email: lea.email, pseudo: lea.pseudo });
    expect(text('offres-envoyees.json')).toContain('Offre de Léa pour le sérum');
    expect(text('offres-envoyees.csv')).toContain('Offre de Léa pour le sérum');
    const messages = JSON.parse(text('messages.json')) as { contenu: string; mine: boolean }[];
    expect(messages.map((m) => [m.contenu, m.mine])).toEqual([
      ['Bonjour, message de Léa', true],
      ['Réponse de la marque à Léa', false],
    ]);
    expect(JSON.parse(text('reseaux-sociaux.json'))).toHaveLength(1);
    expect(JSON.parse(text('favoris.json'))).toEqual([
      expect.objectContaining({ profile: owner.pseudo }),
    ]);
    expect(JSON.parse(text('alertes.json'))).toHaveLength(1);
    expect(JSON.parse(text('notifications.json')).length).toBeGreaterThan(0);
    // The files themselves: her photo and her offer's attachment.
    expect(Buffer.from(zip['medias/photo-profil.png'] as Uint8Array).toString()).toBe(
      'photo-de-lea',
    );
    const attachment = names.find((name) => name.startsWith('medias/offre-'));
    expect(attachment && Buffer.from(zip[attachment] as Uint8Array).equals(PDF_BYTES)).toBe(true);
    expect(photo).toMatch(/^profiles\//);

    // A stranger's private data never: Bob's offer and conversation, the others' e-mails.
    expect(all).not.toContain('SECRET-BOB');
    expect(all).not.toContain('SECRET-MARQUE-A-BOB');
    expect(all).not.toContain(bob.email);
    expect(all).not.toContain(owner.email);
    expect(all).not.toContain('password');
  });

  it('announces the ready export by notification and by mail through the outbox', async () => {
    const { lea } = await scene();
    await requestExport(lea);
    await runDataExports(t.app.ctx);
    const notifications = await t.app.ctx.db.execute(
      sql`select type from notifications where recipient_id = ${lea.id} and type = 'data_export_ready'`,
    );
    const rows =
      (notifications as unknown as { rows?: unknown[] }).rows ??
      (notifications as unknown as unknown[]);
    expect(rows).toHaveLength(1);
    await runMailOutbox(t.app.ctx);
    expect(t.mails.filter((m) => m.to === lea.email).map((m) => m.subject)).toContain(
      'Votre export de données Kollabo est prêt',
    );
  });

  it('allows one export a day, with Retry-After', async () => {
    const { lea } = await scene();
    expect((await requestExport(lea)).statusCode).toBe(201);
    const again = await requestExport(lea);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('export_daily_limit');
    expect(again.json().message).toContain('24 heures');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await latest(lea)).json().nextAllowedAt).not.toBeNull();
    // A day later, she may ask again.
    await t.app.ctx.db
      .update(dataExports)
      .set({ createdAt: new Date(Date.now() - DAY - 1000) })
      .where(eq(dataExports.userId, lea.id));
    expect((await requestExport(lea)).statusCode).toBe(201);
  });

  it('lets only her download it: another user or an admin gets 404', async () => {
    const { lea, bob } = await scene();
    const { id } = (await requestExport(lea)).json() as { id: string };
    await runDataExports(t.app.ctx);
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await download(bob, id)).statusCode).toBe(404);
    expect((await download(admin, id)).statusCode).toBe(404);
    expect((await download(bob, id)).json().error).toBe('export_not_found');
    expect((await latest(bob)).json().export).toBeNull();
    expect((await as('GET', `${url(dataRightsApi.exportFile.path)}?id=${id}`)).statusCode).toBe(
      401,
    );
    expect((await download(lea, id)).statusCode).toBe(200);
  });

  it('expires after 7 days: the file leaves storage and the link answers 410', async () => {
    const { lea } = await scene();
    const { id } = (await requestExport(lea)).json() as { id: string };
    await runDataExports(t.app.ctx);
    const [row] = await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.id, id));
    const key = row?.fileKey ?? '';
    expect(await t.app.ctx.storage.size(key)).toBeGreaterThan(0);
    // Six days later it is still there.
    expect((await runDataExports(t.app.ctx, { now: new Date(Date.now() + 6 * DAY) })).expired).toBe(
      0,
    );
    expect((await download(lea, id)).statusCode).toBe(200);
    const run = await runDataExports(t.app.ctx, { now: new Date(Date.now() + 7 * DAY + 1000) });
    expect(run.expired).toBe(1);
    expect(await t.app.ctx.storage.size(key)).toBeUndefined();
    const gone = await download(lea, id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe('export_expired');
    expect((await latest(lea)).json().export).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
  });
});
