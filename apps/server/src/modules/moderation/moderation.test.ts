import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { runAdminCommand } from '../admin/admin.commands.js';
import { runMailOutbox } from '../notifications/mail-outbox.js';
import { api, creditsOf, grantPack } from '../../test-support/project-fixtures.js';

// The /admin API: publication requests (MODERATION=manual) and abuse reports.

const t = useTestApp({ MODERATION: 'manual' });
const http = api(t);

async function makeAdmin(): Promise<TestUser> {
  const user = await createUser(t.app);
  // The real command: npm run admin -- grant <pseudo>
  await runAdminCommand({ db: t.app.ctx.db, config: t.app.ctx.config }, ['grant', user.pseudo]);
  return user;
}

/** An owner whose second (paid) project waits for verification. */
async function pendingPaidProject() {
  const owner = await createUser(t.app);
  await http.create(owner);
  await grantPack(t.app, owner);
  const id = (await http.create(owner, { statut: 'prePublish', title: 'À valider' })).json()
    ._id as string;
  return { owner, id };
}

describe('admin access', () => {
  it('refuses visitors (401) and non-admins (403) on every admin route', async () => {
    const user = await createUser(t.app);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/access', undefined],
      ['GET', '/api/admin/projects/pending', undefined],
      ['POST', '/api/admin/projects/approve', { idProject: id }],
      ['POST', '/api/admin/projects/reject', { idProject: id, reason: 'Contenu interdit' }],
      ['GET', '/api/admin/reports', undefined],
      ['POST', '/api/admin/reports/handle', { id }],
    ];
    for (const [method, url, payload] of calls) {
      const asVisitor = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
      });
      expect(asVisitor.statusCode, url).toBe(401);
      const asUser = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: user.auth,
      });
      expect(asUser.statusCode, url).toBe(403);
    }
    const admin = await makeAdmin();
    expect((await http.get('/api/admin/access', admin)).json()).toEqual({ ok: true });
  });
});

describe('publication requests', () => {
  it('lists pending requests oldest first with their owner, and says the mode', async () => {
    const admin = await makeAdmin();
    const first = await pendingPaidProject();
    const second = await pendingPaidProject();
    const res = (await http.get('/api/admin/projects/pending', admin)).json();
    expect(res.moderation).toBe('manual');
    expect(res.projects.map((p: { project: { _id: string } }) => p.project._id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(res.projects[0].owner.pseudo).toBe(first.owner.pseudo);
  });

  it('approve publishes the project for everyone and tells the owner', async () => {
    const admin = await makeAdmin();
    const { owner, id } = await pendingPaidProject();
    expect((await http.get(`/api/project?id=${id}`)).statusCode).toBe(404);
    expect(
      (await http.post('/api/admin/projects/approve', { idProject: id }, admin)).statusCode,
    ).toBe(200);
    const visitor = await http.get(`/api/project?id=${id}`);
    expect(visitor.json().project).toMatchObject({ statut: 'publish' });
    expect(visitor.json().project.publishedAt).not.toBeNull();
    // The decision's mail goes through the outbox, delivered by its worker.
    await runMailOutbox(t.app.ctx);
    expect(t.mails.find((m) => m.to === owner.email)?.subject).toBe(MSG.admin.approvedMailSubject);
    const again = await http.post('/api/admin/projects/approve', { idProject: id }, admin);
    expect(again.statusCode).toBe(409);
    expect((await http.get('/api/admin/projects/pending', admin)).json().projects).toHaveLength(0);
  });

  it('reject sends it back to save with the reason, gives the credit back and mails the owner', async () => {
    const admin = await makeAdmin();
    const { owner, id } = await pendingPaidProject();
    expect(await creditsOf(t.app, owner)).toBe(2);
    const res = await http.post(
      '/api/admin/projects/reject',
      { idProject: id, reason: 'Coordonnées dans la description' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(await creditsOf(t.app, owner)).toBe(3);
    const edit = (await http.get(`/api/project/get-edit-project?id=${id}`, owner)).json();
    expect(edit).toMatchObject({
      rejectReason: 'Coordonnées dans la description',
      publicationPaid: false,
    });
    expect(edit.project.statut).toBe('save');
    await runMailOutbox(t.app.ctx);
    const mail = t.mails.find((m) => m.to === owner.email);
    expect(mail?.subject).toBe(MSG.admin.rejectedMailSubject);
    expect(mail?.text).toContain('Coordonnées dans la description');
    // A new request pays again and clears the reason.
    await http.update(owner, id, { statut: 'prePublish', title: 'À valider' });
    expect(await creditsOf(t.app, owner)).toBe(2);
    const after = (await http.get(`/api/project/get-edit-project?id=${id}`, owner)).json();
    expect(after.rejectReason).toBeNull();
  });

  it('gives nothing back for the free project, whose next request stays free', async () => {
    const admin = await makeAdmin();
    const owner = await createUser(t.app);
    const id = (await http.create(owner, { statut: 'prePublish' })).json()._id as string;
    await http.post('/api/admin/projects/reject', { idProject: id, reason: 'Trop vague' }, admin);
    expect((await http.get('/api/user/user-subscription', owner)).json().subscription).toBeNull();
    const again = await http.update(owner, id, { statut: 'prePublish' });
    expect(again.json().statut).toBe('prePublish');
  });

  it('keeps the credit of an approved project whose later edit is refused', async () => {
    const admin = await makeAdmin();
    const { owner, id } = await pendingPaidProject();
    await http.post('/api/admin/projects/approve', { idProject: id }, admin);
    await http.update(owner, id, { statut: 'prePublish', title: 'Nouveau titre douteux' });
    await http.post(
      '/api/admin/projects/reject',
      { idProject: id, reason: 'Titre trompeur' },
      admin,
    );
    expect(await creditsOf(t.app, owner)).toBe(2);
    const edit = (await http.get(`/api/project/get-edit-project?id=${id}`, owner)).json();
    expect(edit.publicationPaid).toBe(true);
  });

  it('refuses a reason under 5 characters and an unknown project', async () => {
    const admin = await makeAdmin();
    const { id } = await pendingPaidProject();
    const short = await http.post(
      '/api/admin/projects/reject',
      { idProject: id, reason: 'non' },
      admin,
    );
    expect(short.statusCode).toBe(400);
    const unknown = await http.post(
      '/api/admin/projects/approve',
      { idProject: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
