import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  accountsApi,
  chatApi,
  collabPaymentsApi,
  dataRightsApi,
  favouritesApi,
  offersApi,
  profilesApi,
  projectsApi,
  reviewsApi,
} from '@kollabo/shared';
import {
  collabPayments,
  reservedPseudos,
  users,
  verificationCodes,
} from '../../db/schema/index.js';
import { FIXTURE_PASSWORD, createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  createProject,
  givePack,
  sendOffer,
  storeMessage,
} from '../../test-support/offer-fixtures.js';
import { leaAndBrand, useDataRightsTestApp } from '../../test-support/data-rights-fixtures.js';
import {
  acceptedOffer,
  completedCollab,
  securePayment,
  signedCollab,
} from '../../test-support/collab-fixtures.js';

const { t, as, url } = useDataRightsTestApp();
const DELETED = 'Compte supprimé';

const deleteAccount = (user: TestUser, body: object = { password: FIXTURE_PASSWORD }) =>
  as('DELETE', url(dataRightsApi.deleteAccount.path), user, body);

describe('delete my account (RGPD art. 17)', () => {
  it('refuses a wrong password, and anyone without her session', async () => {
    const lea = await createUser(t.app);
    const wrong = await deleteAccount(lea, { password: 'pas-le-bon-mot-de-passe' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: 'wrong_password',
      message: 'Mot de passe incorrect.',
    });
    expect(
      (
        await as('DELETE', url(dataRightsApi.deleteAccount.path), undefined, {
          password: FIXTURE_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await as('GET', `${url(profilesApi.profile.path)}?user=${lea.pseudo}`)).statusCode,
    ).toBe(200);
  });

  it('is refused, with what to do, while a collaboration is in progress', async () => {
    const { owner, author } = await acceptedOffer(t.app);
    for (const party of [owner, author]) {
      const refused = await deleteAccount(party);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('deletion_collab_in_progress');
      expect(refused.json().message).toContain('terminez-la');
    }
    expect(
      (await as('GET', `${url(profilesApi.profile.path)}?user=${author.pseudo}`)).statusCode,
    ).toBe(200);
  });

  it('is refused while money is held on her collaboration', async () => {
    const setup = await signedCollab(t.app);
    await securePayment(t.app, setup);
    const [payment] = await t.app.ctx.db
      .select({ status: collabPayments.status })
      .from(collabPayments)
      .where(eq(collabPayments.offerId, setup.idOffer));
    expect(payment?.status).toBe('held');
    for (const party of [setup.owner, setup.author]) {
      const refused = await deleteAccount(party);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('deletion_money_held');
      expect(refused.json().message).toContain('bloqué');
    }
  });

  it('erases her, keeps the conversation for the other party, and shows "Compte supprimé"', async () => {
    const { owner, project, lea, photo } = await leaAndBrand(t.app);
    const idOffer = (await sendOffer(t.app, lea, project.id)).json().idOffer as string;
    await storeMessage(t.app, lea, idOffer, 'Bonjour, message de Léa');
    await storeMessage(t.app, owner, idOffer, 'Réponse de la marque');
    await as('POST', url(favouritesApi.setFavourite.path), owner, {
      userLiked: lea.pseudo,
      context: 'liked',
    });
    const { id: exportId } = (
      await as('POST', url(dataRightsApi.requestExport.path), lea)
    ).json() as { id: string };

    // A code mailed to her address (kept by address, not by account) goes with her.
    await t.app.ctx.db.insert(verificationCodes).values({
      email: lea.email.toLowerCase(),
      context: 'resetPassword',
      codeHash: 'hash',
      expiresAt: new Date(Date.now() + 600_000),
    });

    const deleted = await deleteAccount(lea);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.app.ctx.background.idle();

    // Sessions revoked at once, login impossible by pseudo or e-mail.
    expect((await as('GET', url(accountsApi.tokenCheck.path), lea)).statusCode).toBe(401);
    expect((await as('GET', url(dataRightsApi.latestExport.path), lea)).statusCode).toBe(401);
    for (const identifier of [lea.pseudo, lea.email]) {
      const login = await as('POST', url(accountsApi.login.path), undefined, {
        pseudo: identifier,
        password: FIXTURE_PASSWORD,
      });
      expect(login.statusCode).toBe(401);
    }
    // Nothing public of her: her profile is gone, her photo is gone from storage.
    expect(
      (await as('GET', `${url(profilesApi.profile.path)}?user=${lea.pseudo}`)).statusCode,
    ).toBe(404);
    expect((await as('GET', `${url(reviewsApi.list.path)}?user=${lea.pseudo}`)).statusCode).toBe(
      404,
    );
    expect(await t.app.ctx.storage.size(photo)).toBeUndefined();
    const row = (await t.app.ctx.db.select().from(users).where(eq(users.id, lea.id)))[0];
    expect(row).toMatchObject({
      name: '',
      phone: '',
      presentation: '',
      photoProfile: null,
      role: 'deleted',
    });
    expect(row?.email).not.toBe(lea.email);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const leftovers = await t.app.ctx.db.execute(sql`
      select (select count(*) from socials where user_id = ${lea.id})::int as socials,
        (select count(*) from favourites where liked_id = ${lea.id} or user_id = ${lea.id})::int as favourites,
        (select count(*) from data_exports where id = ${exportId})::int as exports,
        (select count(*) from verification_codes where email = ${lea.email.toLowerCase()})::int as codes`);
    const counts = ((leftovers as unknown as { rows?: unknown[] }).rows ?? leftovers) as unknown[];
    expect(counts[0]).toEqual({ socials: 0, favourites: 0, exports: 0, codes: 0 });

    // The other party's conversation still reads, her messages signed "Compte supprimé".
    const chat = await as('GET', `${url(chatApi.messages.path)}?id=${idOffer}`, owner);
    expect(chat.statusCode).toBe(200);
    const messages = chat.json().allMessageDecrypt as {
      sender: string;
      senderName: string;
      content: string;
    }[];
    expect(messages.map((m) => [m.sender, m.content])).toEqual([
      [DELETED, 'Bonjour, message de Léa'],
      [owner.pseudo, 'Réponse de la marque'],
    ]);
    expect(messages[0]?.senderName).toBe(DELETED);
    // The offers on the owner's project show her as "Compte supprimé".
    const offers = await as('GET', `${url(offersApi.projectOffers.path)}?id=${project.id}`, owner);
    expect(offers.statusCode, offers.body).toBe(200);
    expect(offers.body).toContain(DELETED);
    expect(offers.body).not.toContain(lea.pseudo);

    // A mail confirms, to the address she had.
    const confirmation = t.mails.find((m) => m.to === lea.email && m.subject.includes('supprimé'));
    expect(confirmation?.text).toContain('RGPD, art. 17');
    expect(confirmation?.text).toContain('art. L123-22');

    // The team sees that an account was deleted and when, nothing more.
    const admin = await createUser(t.app, { role: 'admin' });
    const list = await as('GET', url(dataRightsApi.adminDeletedAccounts.path), admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().accounts).toEqual([{ _id: lea.id, deletedAt: expect.any(String) }]);
    expect((await as('GET', url(dataRightsApi.adminDeletedAccounts.path), owner)).statusCode).toBe(
      403,
    );
  });

  it('takes her projects off the public pages', async () => {
    const owner = await createUser(t.app, { statut: 'Marque' });
    await givePack(t.app, owner);
    const project = await createProject(t.app, owner, { title: 'Projet de la marque' });
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    const read = await as('GET', `${url(projectsApi.detail.path)}?id=${project.id}`);
    expect(read.statusCode).toBe(404);
  });

  it('keeps her collaboration payments for the records once settled', async () => {
    const setup = await completedCollab(t.app);
    const released = await t.app.ctx.db.execute(sql`
      select p.status, r.status as release from collab_payments p
      join payment_releases r on r.offer_id = p.offer_id where p.offer_id = ${setup.idOffer}`);
    // The simulated provider pays the creator out at once: nothing is held or owed any more.
    expect((released as unknown as { rows?: unknown[] }).rows ?? released).toEqual([
      { status: 'released', release: 'paid_out' },
    ]);
    const before = await t.app.ctx.db
      .select()
      .from(collabPayments)
      .where(eq(collabPayments.offerId, setup.idOffer));
    const deleted = await deleteAccount(setup.author);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await t.app.ctx.db
      .select()
      .from(collabPayments)
      .where(eq(collabPayments.offerId, setup.idOffer));
    expect(after).toEqual(before);
    // The other party still reads the payment, her side shown as "Compte supprimé".
    const list = await as('GET', url(collabPaymentsApi.payments.path), setup.owner);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(setup.idOffer);
    expect(list.body).not.toContain(setup.author.pseudo);
  });

  it('reserves her pseudo for 12 months; her e-mail may sign up again', async () => {
    const lea = await createUser(t.app, { pseudo: 'LeaMartin' });
    expect((await deleteAccount(lea)).statusCode).toBe(200);
    const test = (pseudo: string) =>
      as('POST', url(accountsApi.pseudoTest.path), undefined, { pseudo });
    expect((await test('LeaMartin')).json()).toEqual({ valid: false });
    expect((await test('leamartin')).json()).toEqual({ valid: false });
    const signup = await as('POST', url(accountsApi.signup.path), undefined, {
      email: 'autre@example.test',
      statut: 'Influenceur',
      code: '123456',
      pseudo: 'LeaMartin',
      password: 'unmotdepasse123',
    });
    expect(signup.statusCode).toBe(409);
    expect(signup.json().error).toBe('pseudo_taken');
    // Her address is free again.
    const code = await as('POST', url(accountsApi.sendMailCode.path), undefined, {
      email: lea.email,
      context: 'verifMail',
    });
    expect(code.json()).toMatchObject({ sendCode: true });
    // Twelve months later the pseudo is free.
    await t.app.ctx.db
      .update(reservedPseudos)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(reservedPseudos.pseudo, 'leamartin'));
    expect((await test('LeaMartin')).json()).toEqual({ valid: true });
  });
});
