import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser } from '../../test-support/fixtures.js';
import { api } from '../../test-support/project-fixtures.js';

// POST /report/project and the reports list of /admin, with MODERATION=auto.

const t = useTestApp({ MODERATION: 'auto' });
const http = api(t);

async function publishedProject() {
  const owner = await createUser(t.app);
  const id = (await http.create(owner, { statut: 'prePublish', title: 'Projet douteux' })).json()
    ._id as string;
  return { owner, id };
}

describe('POST /report/project', () => {
  it('stores the report, tells the team by e-mail and shows it to admins until handled', async () => {
    const { id } = await publishedProject();
    const reporter = await createUser(t.app);
    const res = await http.post(
      '/api/report/project',
      { idProject: id, message: 'Demande de paiement hors plateforme.' },
      reporter,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = t.mails.find((m) => m.to === t.config.contactTo);
    expect(mail?.text).toContain('Demande de paiement hors plateforme.');
    expect(mail?.text).toContain(reporter.pseudo);

    const admin = await createUser(t.app, { role: 'admin' });
    const open = (await http.get('/api/admin/reports', admin)).json();
    expect(open.reports).toHaveLength(1);
    expect(open.reports[0]).toMatchObject({
      message: 'Demande de paiement hors plateforme.',
      handledAt: null,
      project: { _id: id, title: 'Projet douteux', statut: 'publish' },
      reporter: { pseudo: reporter.pseudo },
    });
    const reportId = open.reports[0]._id as string;
    expect((await http.post('/api/admin/reports/handle', { id: reportId }, admin)).statusCode).toBe(
      200,
    );
    expect((await http.post('/api/admin/reports/handle', { id: reportId }, admin)).statusCode).toBe(
      409,
    );
    expect((await http.get('/api/admin/reports', admin)).json().reports).toHaveLength(0);
    const handled = (await http.get('/api/admin/reports?handled=true', admin)).json();
    expect(handled.reports[0].handledAt).not.toBeNull();
  });

  it('refuses an empty message with the spec text', async () => {
    const { id } = await publishedProject();
    const reporter = await createUser(t.app);
    for (const message of ['', '   ']) {
      const res = await http.post('/api/report/project', { idProject: id, message }, reporter);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.report.failure);
    }
  });

  it('refuses visitors, the owner, hidden projects, and floods', async () => {
    const { owner, id } = await publishedProject();
    const payload = { idProject: id, message: 'Abus' };
    expect((await http.post('/api/report/project', payload)).statusCode).toBe(401);
    expect((await http.post('/api/report/project', payload, owner)).statusCode).toBe(403);
    const saved = (await http.update(owner, id, { statut: 'save' })).json()._id as string;
    const reporter = await createUser(t.app);
    const hidden = await http.post(
      '/api/report/project',
      { ...payload, idProject: saved },
      reporter,
    );
    expect(hidden.statusCode).toBe(404);
    await http.update(owner, id, { statut: 'prePublish' });
    for (let i = 0; i < 10; i += 1) {
      expect((await http.post('/api/report/project', payload, reporter)).statusCode).toBe(200);
    }
    expect((await http.post('/api/report/project', payload, reporter)).statusCode).toBe(429);
  });
});

describe('MODERATION=auto', () => {
  it('publishes a publication request at once, without a moderator', async () => {
    const owner = await createUser(t.app);
    const res = await http.create(owner, { statut: 'prePublish' });
    expect(res.json().statut).toBe('publish');
    const visitor = await http.get(`/api/project?id=${res.json()._id}`);
    expect(visitor.json().project.publishedAt).not.toBeNull();
  });
});
