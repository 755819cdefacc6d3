import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, type SearchAlert } from '@kollabo/shared';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { useTestAppWithSmtp } from '../../test-support/smtp.js';
import { runMailOutbox } from '../notifications/mail-outbox.js';
import { api, grantPack } from '../../test-support/project-fixtures.js';
import { runSearchAlerts, startSearchAlertsWorker } from './search-alerts.worker.js';

// Saved alerts through HTTP, and their mails through the real SMTP path: the worker files each
// new publication under the alerts it matches, the notifications outbox sends the mail, whose
// one-click unsubscribe link works without a login.

const { t, smtp } = useTestAppWithSmtp({ MODERATION: 'auto' });
const http = api(t);
let owner: TestUser;
let creator: TestUser;
beforeEach(async () => {
  owner = await createUser(t.app, { statut: 'Marque' });
  await grantPack(t.app, owner, 'ultimate');
  creator = await createUser(t.app, { statut: 'Influenceur' });
});

const alerts = {
  list: (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/search-alerts', headers: user.auth }),
  create: (user: TestUser, query: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search-alerts',
      headers: user.auth,
      payload: { query },
    }),
  remove: (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/search-alerts/${id}`, headers: user.auth }),
};

async function publish(title: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await http.create(owner, { title, statut: 'prePublish', ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().statut).toBe('publish');
  return res.json()._id as string;
}

/** The alert mails that reached the creator over SMTP. */
async function alertMails() {
  await runMailOutbox(t.app.ctx);
  return smtp
    .to(creator.email)
    .filter((mail) => mail.subject.includes('votre alerte'))
    .map((mail) => ({ subject: mail.subject, text: mail.parsed.text ?? '', mail }));
}

describe('GET/POST/DELETE /api/search-alerts', () => {
  it('saves the board query with a French label, lists and deletes it', async () => {
    const created = await alerts.create(creator, {
      q: 'maquillage',
      secteur: ['Beauté'],
      budget: ['moins500'],
    });
    expect(created.statusCode).toBe(201);
    const alert = created.json().alert as SearchAlert;
    expect(alert.label).toBe('« maquillage » · Moins de 500 € · Beauté');
    expect(alert.query).toEqual({
      q: 'maquillage',
      profil: [],
      budget: ['moins500'],
      secteur: ['Beauté'],
    });
    await alerts.create(creator, {});
    const listed = (await alerts.list(creator)).json().alerts as SearchAlert[];
    expect(listed.map((a) => a.label)).toEqual([alert.label, MSG.search.allProjects]);
    expect((await alerts.list(owner)).json().alerts).toEqual([]);

    // Someone else's alert, an unknown id and a malformed one: 404.
    expect((await alerts.remove(owner, alert._id)).statusCode).toBe(404);
    expect((await alerts.remove(creator, '00000000-0000-4000-8000-000000000000')).json()).toEqual({
      error: 'alert_not_found',
      message: MSG.search.alertNotFound,
    });
    expect((await alerts.remove(creator, 'pas-un-id')).statusCode).toBe(404);
    expect((await alerts.remove(creator, alert._id)).json()).toEqual({ ok: true });
    expect((await alerts.list(creator)).json().alerts).toHaveLength(1);
  });

  it('keeps at most 10 alerts per user', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await alerts.create(creator, { q: `mot${i}` })).statusCode).toBe(201);
    }
    const refused = await alerts.create(creator, { q: 'onzième' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'alert_limit', message: MSG.search.alertLimit });
  });

  it('needs a login and refuses unknown criteria', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search-alerts' })).statusCode).toBe(401);
    for (const [query, message] of [
      [{ secteur: ['Astrologie'] }, MSG.validation.invalidChoice],
      [{ budget: ['gratuit'] }, MSG.validation.invalidChoice],
      [{ profil: ['Pirate'] }, MSG.validation.invalidChoice],
      [{ q: 'x'.repeat(201) }, MSG.validation.tooLong(200)],
    ] as const) {
      const res = await alerts.create(creator, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('alert mails', () => {
  it('mails a new matching project with its link, through SMTP, once a minute at most', async () => {
    await alerts.create(creator, { q: 'maquilage', secteur: ['Beauté'] });
    await alerts.create(owner, { q: 'maquillage' });
    const first = await publish('Tutoriel maquillage naturel', { secteur: 'Beauté' });
    await publish('Tutoriel maquillage du soir', { secteur: 'Mode femme' });
    await publish('Recette de cuisine', { secteur: 'Beauté' });
    await http.create(owner, { title: 'Maquillage brouillon', secteur: 'Beauté', statut: 'save' });

    expect(await runSearchAlerts(t.app.ctx)).toEqual({ routed: 3, mailed: 1 });
    const [mail, ...others] = await alertMails();
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Un nouveau projet pour votre alerte');
    expect(mail!.text).toContain('« Tutoriel maquillage naturel »');
    expect(mail!.text).toContain(`${t.config.publicUrl}/project/${first}`);
    expect(mail!.text).toContain('« maquilage » · Beauté');
    expect(mail!.text).not.toContain('du soir');
    expect(mail!.mail.header('List-Unsubscribe')).toMatch(/unsubscribe\?token=/);
    // The owner's alert ignores the owner's own projects.
    expect(smtp.to(owner.email).filter((m) => m.subject.includes('votre alerte'))).toEqual([]);

    // Within the minute: the next matches wait, then leave together in one mail.
    const second = await publish('Maquillage de scène', { secteur: 'Beauté' });
    const third = await publish('Maquillage mariée', { secteur: 'Beauté' });
    expect((await runSearchAlerts(t.app.ctx)).mailed).toBe(0);
    expect(await alertMails()).toHaveLength(1);
    expect((await runSearchAlerts(t.app.ctx, 0)).mailed).toBe(1);
    const mails = await alertMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('2 nouveaux projets pour votre alerte');
    expect(mails[1]!.text).toContain(`/project/${second}`);
    expect(mails[1]!.text).toContain(`/project/${third}`);
    expect(mails[1]!.text).not.toContain(`/project/${first}`);
  });

  it('drops a match that left publish before its mail, and mails nothing then', async () => {
    await alerts.create(creator, { q: 'yoga' });
    const id = await publish('Cours de yoga');
    await runSearchAlerts(t.app.ctx, 60_000);
    expect(await alertMails()).toHaveLength(1);
    const later = await publish('Stage de yoga');
    await http.update(owner, later, { title: 'Stage de yoga', statut: 'close' });
    expect(id).not.toBe(later);
    expect(await runSearchAlerts(t.app.ctx, 0)).toEqual({ routed: 1, mailed: 0 });
    expect(await alertMails()).toHaveLength(1);
  });

  it('stops mailing once the one-click unsubscribe link is used, without a login', async () => {
    await alerts.create(creator, { q: 'vidéo' });
    await publish('Montage vidéo');
    await runSearchAlerts(t.app.ctx);
    const [mail] = await alertMails();
    const link = new URL(/<([^>]+)>/.exec(mail!.mail.header('List-Unsubscribe') ?? '')![1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toEqual({ ok: true, category: 'alerts', mail: false });
    await publish('Tournage vidéo');
    expect((await runSearchAlerts(t.app.ctx, 0)).mailed).toBe(1);
    expect(await alertMails()).toHaveLength(1);
  });

  it('is run by the worker on its own', async () => {
    await alerts.create(creator, { q: 'vélo' });
    await publish('Balade à vélo');
    const stop = startSearchAlertsWorker(t.app, { tickMs: 20 });
    try {
      for (let i = 0; i < 200 && (await alertMails()).length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await stop();
    }
    expect(await alertMails()).toHaveLength(1);
  });
});
