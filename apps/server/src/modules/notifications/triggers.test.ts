import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, formatCents, type NotificationItem } from '@kollabo/shared';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { emitAck, givePack, offerBetween, useSockets } from '../../test-support/offer-fixtures.js';
import { useTestAppWithSmtp } from '../../test-support/smtp.js';
import { runAdminCommand } from '../admin/admin.commands.js';
import { runPackExpiryReminders } from '../packs/packs.service.js';
import { paymentsApi } from '../../test-support/payment-fixtures.js';
import { api as projectsApi, grantPack, setCredits } from '../../test-support/project-fixtures.js';
import { runMailOutbox } from './mail-outbox.js';

// Every event of the list reaches its person: a notification in the app (through the API) and a
// mail through the real SMTP path (SMTP_URL, the outbox worker), written by the event's trigger.

const { t, smtp } = useTestAppWithSmtp({ MODERATION: 'manual' });
const { client } = useSockets(t);

const inject = (method: 'GET' | 'PATCH' | 'POST', path: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url: path, headers: user.auth, ...(payload ? { payload } : {}) });

async function notificationsOf(user: TestUser): Promise<NotificationItem[]> {
  const res = await inject('GET', '/api/notifications', user);
  expect(res.statusCode).toBe(200);
  return res.json().notifications as NotificationItem[];
}

/** Delivers the outbox, then answers the mails `user` received. */
async function mailsOf(user: TestUser) {
  await runMailOutbox(t.app.ctx);
  return smtp.to(user.email);
}

/** A brand's published project and a verified creator's offer on it. */
const offerSetup = () => offerBetween(t.app, { title: 'Lancement été' });

describe('offers and attribution', () => {
  it('tells the owner of a new offer, in the app and by mail', async () => {
    const { owner, author, project, idOffer } = await offerSetup();
    const [item] = await notificationsOf(owner);
    expect(item).toMatchObject({
      type: 'offer_received',
      title: MSG.notifications.offerReceived.title('Lancement été'),
      body: MSG.notifications.offerReceived.body(author.pseudo),
      link: `/offer/${idOffer}/${project.id}`,
      read: false,
    });
    const mails = await mailsOf(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      MSG.notifications.offerReceived.subject(author.pseudo, 'Lancement été'),
    );
    expect(mails[0]?.parsed.text).toContain(`${t.config.publicUrl}/offer/${idOffer}/${project.id}`);
    // The author is told nothing about their own offer.
    expect(await notificationsOf(author)).toHaveLength(0);
  });

  it('names a brand by its trade name in the attribution it sends (issue 42, point 9)', async () => {
    const { owner, author, project, idOffer } = await offerSetup();
    await t.app.ctx.db.execute(
      sql`update users set trade_name = 'Maison Ardoise' where id = ${owner.id}`,
    );
    const body = { idProject: project.id, idOffer };
    expect((await inject('PATCH', '/api/project/attribute', owner, body)).statusCode).toBe(200);
    const [attributed] = await notificationsOf(author);
    expect(attributed?.body).toBe(MSG.notifications.offerAttributed.body('Maison Ardoise'));
    expect((await mailsOf(author)).map((m) => m.subject)).toEqual([
      MSG.notifications.offerAttributed.subject('Maison Ardoise', 'Lancement été'),
    ]);
  });

  it('tells the author of the attribution, and the owner of the acceptance', async () => {
    const { owner, author, project, idOffer } = await offerSetup();
    const body = { idProject: project.id, idOffer };
    expect((await inject('PATCH', '/api/project/attribute', owner, body)).statusCode).toBe(200);
    const [attributed] = await notificationsOf(author);
    expect(attributed).toMatchObject({
      type: 'offer_attributed',
      link: `/offer/${idOffer}/${project.id}`,
    });
    expect((await mailsOf(author)).map((m) => m.subject)).toEqual([
      MSG.notifications.offerAttributed.subject(owner.pseudo, 'Lancement été'),
    ]);

    const accept = { ...body, decision: 'accept' };
    expect((await inject('PATCH', '/api/project/allocation', author, accept)).statusCode).toBe(200);
    const [accepted] = await notificationsOf(owner);
    expect(accepted).toMatchObject({
      type: 'attribution_accepted',
      title: MSG.notifications.attributionAccepted.title('Lancement été'),
    });
    expect((await mailsOf(owner)).map((m) => m.subject)).toContain(
      MSG.notifications.attributionAccepted.subject(author.pseudo, 'Lancement été'),
    );
  });

  it('tells the owner when the author declines, with a link to the project', async () => {
    const { owner, author, project, idOffer } = await offerSetup();
    const body = { idProject: project.id, idOffer };
    await inject('PATCH', '/api/project/attribute', owner, body);
    const decline = { ...body, decision: 'refus' };
    const res = await inject('PATCH', '/api/project/allocation', author, decline);
    expect(res.statusCode, res.body).toBe(200);
    const [declined] = await notificationsOf(owner);
    expect(declined).toMatchObject({
      type: 'attribution_declined',
      link: `/project/${project.id}`,
    });
    expect((await mailsOf(owner)).map((m) => m.subject)).toContain(
      MSG.notifications.attributionDeclined.subject(author.pseudo, 'Lancement été'),
    );
  });

  it('notifies nothing when the step is refused', async () => {
    const { owner, author, project, idOffer } = await offerSetup();
    // The author cannot attribute; the owner cannot answer for the author.
    const body = { idProject: project.id, idOffer };
    expect((await inject('PATCH', '/api/project/attribute', author, body)).statusCode).toBe(403);
    expect(await notificationsOf(author)).toHaveLength(0);
    expect((await notificationsOf(owner)).map((n) => n.type)).toEqual(['offer_received']);
  });
});

describe('messages', () => {
  it('bumps one notification per conversation and keeps the mail window; reading clears it', async () => {
    const { owner, author, idOffer } = await offerSetup();
    await runMailOutbox(t.app.ctx);
    smtp.received.length = 0;
    const socket = await client(author);
    await emitAck(socket, 'new_message', { idOffer, content: 'Coucou, secret 4321' });
    await emitAck(socket, 'new_message', { idOffer, content: 'Vous êtes là ?' });
    const items = (await notificationsOf(owner)).filter((n) => n.type === 'message_received');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: MSG.notifications.messageReceived.title(author.pseudo),
      read: false,
    });
    // The owner was offline: one mail for the two messages (30-minute window).
    const mails = await mailsOf(owner);
    expect(mails.map((m) => m.subject)).toEqual([MSG.chat.mailSubject(author.pseudo)]);
    // The mail says who wrote, never what.
    expect(mails[0]?.parsed.text).not.toContain('secret 4321');

    // Opening the conversation reads its notification too.
    const read = await inject('PATCH', `/api/offer/read-message?id=${idOffer}`, owner);
    expect(read.statusCode, read.body).toBe(200);
    const after = (await notificationsOf(owner)).find((n) => n.type === 'message_received');
    expect(after?.read).toBe(true);
    // A later message adds a new unread notification.
    await emitAck(socket, 'new_message', { idOffer, content: 'Encore moi' });
    const unread = (await notificationsOf(owner)).filter(
      (n) => n.type === 'message_received' && !n.read,
    );
    expect(unread).toHaveLength(1);
  });
});

describe('moderation', () => {
  async function pending() {
    const owner = await createUser(t.app);
    const http = projectsApi(t);
    await http.create(owner);
    await grantPack(t.app, owner);
    const res = await http.create(owner, { statut: 'prePublish', title: 'À valider' });
    const admin = await createUser(t.app);
    await runAdminCommand({ db: t.app.ctx.db, config: t.app.ctx.config }, ['grant', admin.pseudo]);
    return { owner, admin, id: res.json()._id as string, http };
  }

  it('tells the owner the project is published', async () => {
    const { owner, admin, id, http } = await pending();
    expect(
      (await http.post('/api/admin/projects/approve', { idProject: id }, admin)).statusCode,
    ).toBe(200);
    const [item] = await notificationsOf(owner);
    expect(item).toMatchObject({ type: 'project_published', link: `/project/${id}` });
    expect((await mailsOf(owner)).map((m) => m.subject)).toEqual([MSG.admin.approvedMailSubject]);
  });

  it('tells the owner the project is refused, with the reason', async () => {
    const { owner, admin, id, http } = await pending();
    const reason = 'Coordonnées dans la description';
    await http.post('/api/admin/projects/reject', { idProject: id, reason }, admin);
    const [item] = await notificationsOf(owner);
    expect(item).toMatchObject({ type: 'project_refused', link: `/edit-project/${id}` });
    expect(item?.body).toContain(reason);
    const mails = await mailsOf(owner);
    expect(mails.map((m) => m.subject)).toEqual([MSG.admin.rejectedMailSubject]);
    expect(mails[0]?.parsed.text).toContain(reason);
  });
});

describe('packs and payments', () => {
  it('sends a receipt with the amount, the coupon, the credits and the expiry', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const owner = await createUser(t.app);
    const pay = paymentsApi(t);
    await pay.coupon(admin, { code: 'DIX', reduction: '10%' });
    const session = await pay.openCheckout(owner, 'premium', 'DIX');
    await pay.inject('POST', `/api/payment/simulated/${session.id}/pay`);
    // Confirmed twice (the page and the webhook): one receipt.
    await pay.confirm(owner, session.id);
    await pay.confirm(owner, session.id);
    const items = await notificationsOf(owner);
    expect(items.map((n) => n.type)).toEqual(['pack_payment_received']);
    expect(items[0]?.link).toBe('/subscription');
    const mails = await mailsOf(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(MSG.notifications.packPaid.subject('Premium'));
    const text = mails[0]?.parsed.text ?? '';
    expect(text).toContain(formatCents(2790));
    expect(text).toContain(formatCents(3099));
    expect(text).toContain('DIX');
    expect(text).toContain(MSG.notifications.packPaid.facts.credits);
    const expiry = (await pay.subscription(owner)).subscription?.expireDate ?? '';
    expect(text).toContain(
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric' })
        .format(new Date(expiry))
        .trim(),
    );
  });

  it('tells the owner when the last credit is spent, once', async () => {
    const owner = await createUser(t.app);
    const http = projectsApi(t);
    await http.create(owner); // the free first project
    await grantPack(t.app, owner, 'standard');
    await setCredits(t.app, owner, 1);
    const res = await http.create(owner, { statut: 'prePublish' });
    expect(res.statusCode, res.body).toBe(201);
    const items = await notificationsOf(owner);
    expect(items.map((n) => n.type)).toEqual(['credits_exhausted']);
    expect((await mailsOf(owner)).map((m) => m.subject)).toEqual([
      MSG.notifications.creditsEmpty.title,
    ]);
  });

  it('reminds each pack once, 3 days before it expires', async () => {
    const soon = await createUser(t.app);
    const later = await createUser(t.app);
    await givePack(t.app, soon, 'standard');
    await givePack(t.app, later, 'standard');
    await t.app.ctx.db.execute(
      sql`update user_packs set expire_date = now() + interval '2 days' where user_id = ${soon.id}`,
    );
    expect(await runPackExpiryReminders(t.app.ctx)).toBe(1);
    expect(await runPackExpiryReminders(t.app.ctx)).toBe(1); // the next hourly run
    const items = await notificationsOf(soon);
    expect(items.map((n) => n.type)).toEqual(['pack_expiring']);
    expect(items[0]?.body).toContain('Standard');
    expect((await mailsOf(soon)).map((m) => m.subject)).toEqual([
      MSG.notifications.packExpiring.subject('Standard'),
    ]);
    expect(await notificationsOf(later)).toHaveLength(0);
  });
});
