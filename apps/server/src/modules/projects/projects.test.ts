import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  api,
  creditsOf,
  expirePack,
  grantPack,
  setCredits,
} from '../../test-support/project-fixtures.js';

// Create, update and the credits gate, with MODERATION=manual (requests wait for approval).

const t = useTestApp({ MODERATION: 'manual' });
const http = api(t);

async function state(user: TestUser) {
  return (await http.get('/api/user/user-subscription', user)).json().state as string;
}

describe('POST /project/create', () => {
  // A title needs letters and a description at most 5,000 characters: the shared contract's
  // rules, the same as the form's.
  it('refuses a title without letters and a description over 5,000 characters', async () => {
    const owner = await createUser(t.app);
    for (const title of ['🚀🔥✨', '!!! ???', '12345', '😀 2026 😀']) {
      const res = await http.create(owner, { title, statut: 'prePublish' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_fields', field: 'title' });
    }
    const long = await http.create(owner, { description: 'z'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'invalid_fields', field: 'description' });
    const ok = await http.create(owner, { title: 'Été 2026 🚀', description: 'z'.repeat(5000) });
    expect(ok.statusCode).toBe(201);
    const id = ok.json()._id as string;
    const edit = await http.update(owner, id, { title: '🔥🔥' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ field: 'title' });
  });

  it('creates the first project free, without any pack', async () => {
    const owner = await createUser(t.app);
    expect(await state(owner)).toBe('firstProject');
    const res = await http.create(owner);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ok: true, statut: 'save' });
    expect(await state(owner)).toBe('none');
  });

  it('sends a first project straight to verification (prePublish) for free', async () => {
    const owner = await createUser(t.app);
    const res = await http.create(owner, { statut: 'prePublish' });
    expect(res.json()).toMatchObject({ ok: true, statut: 'prePublish' });
  });

  it('refuses a second free project: Pack requis !', async () => {
    const owner = await createUser(t.app);
    expect((await http.create(owner)).statusCode).toBe(201);
    const second = await http.create(owner);
    expect(second.statusCode).toBe(402);
    expect(second.json()).toMatchObject({
      error: 'subscription_required',
      message: MSG.projects.subscriptionRequired,
    });
  });

  it('keeps one free project when two first projects are created at once', async () => {
    const owner = await createUser(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => http.create(owner)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(4);
  });

  it('with a pack: saving costs nothing, a publication request takes one credit', async () => {
    const owner = await createUser(t.app);
    await http.create(owner);
    await grantPack(t.app, owner, 'standard');
    expect(await creditsOf(t.app, owner)).toBe(3);
    expect((await http.create(owner)).statusCode).toBe(201);
    expect(await creditsOf(t.app, owner)).toBe(3);
    const published = await http.create(owner, { statut: 'prePublish' });
    expect(published.json().statut).toBe('prePublish');
    expect(await creditsOf(t.app, owner)).toBe(2);
  });

  it("refuses creating with a pack whose credits are spent: Vous n'avez plus de crédit", async () => {
    const owner = await createUser(t.app);
    await http.create(owner);
    await grantPack(t.app, owner);
    await setCredits(t.app, owner, 0);
    expect(await state(owner)).toBe('balanceOver');
    for (const statut of ['save', 'prePublish']) {
      const res = await http.create(owner, { statut });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ error: 'no_credit', message: MSG.projects.noCredit });
    }
  });

  it('treats an expired pack as no pack', async () => {
    const owner = await createUser(t.app);
    await http.create(owner);
    await grantPack(t.app, owner);
    await expirePack(t.app, owner);
    expect((await http.create(owner)).json().error).toBe('subscription_required');
  });

  it('refuses invalid fields with the spec message and the field', async () => {
    const owner = await createUser(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'x'.repeat(39) }, 'description'],
      [{ description: `  ${'x'.repeat(39)}  ` }, 'description'],
      [{ budget: 'Entre 2 et 3 €' }, 'budget'],
      [{ title: '   ' }, 'title'],
      [{ profilSearch: [] }, 'profilSearch'],
      [{ profilSearch: ['Astronaute'] }, 'profilSearch.0'],
      [{ statut: 'publish' }, 'statut'],
    ];
    for (const [overrides, field] of cases) {
      const res = await http.create(owner, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_fields',
        message: MSG.projects.invalidFields,
        field,
      });
    }
    expect((await http.create(owner, { description: 'x'.repeat(40) })).statusCode).toBe(201);
  });

  it('requires a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/project/create', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /project/update and the status machine', () => {
  async function ownerWithPack(credits = 3) {
    const owner = await createUser(t.app);
    await http.create(owner); // the free one
    await grantPack(t.app, owner);
    const id = (await http.create(owner)).json()._id as string;
    await setCredits(t.app, owner, credits);
    return { owner, id };
  }
  async function approve(id: string) {
    const admin = await createUser(t.app, { role: 'admin' });
    const res = await http.post('/api/admin/projects/approve', { idProject: id }, admin);
    expect(res.statusCode).toBe(200);
  }
  const statutOf = async (owner: TestUser, id: string) =>
    (await http.get(`/api/project/get-edit-project?id=${id}`, owner)).json().project.statut;

  it("refuses editing, closing, ending or reading for edit another user's project", async () => {
    const { id } = await ownerWithPack();
    const other = await createUser(t.app);
    await grantPack(t.app, other);
    for (const statut of ['save', 'prePublish', 'close']) {
      const res = await http.update(other, id, { statut, title: 'Piraté' });
      expect(res.statusCode).toBe(403);
    }
    const end = await http.post(
      '/api/project/end-attribute',
      { idProject: id, statut: 'attribute' },
      other,
    );
    expect(end.statusCode).toBe(403);
    const edit = await http.get(`/api/project/get-edit-project?id=${id}`, other);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().Authorization).toBe(false);
  });

  it('saves edits, then a publication request spends one credit once', async () => {
    const { owner, id } = await ownerWithPack(3);
    const saved = await http.update(owner, id, { title: 'Nouveau titre' });
    expect(saved.json()).toMatchObject({ ok: true, statut: 'save' });
    expect(await creditsOf(t.app, owner)).toBe(3);
    expect((await http.update(owner, id, { statut: 'prePublish' })).json().statut).toBe(
      'prePublish',
    );
    expect(await creditsOf(t.app, owner)).toBe(2);
    // Editing the pending request, withdrawing it, requesting again: no new credit.
    await http.update(owner, id, { statut: 'prePublish', title: 'Encore' });
    await http.update(owner, id, { statut: 'save' });
    await http.update(owner, id, { statut: 'prePublish' });
    expect(await creditsOf(t.app, owner)).toBe(2);
    const edit = (await http.get(`/api/project/get-edit-project?id=${id}`, owner)).json();
    expect(edit).toMatchObject({ Authorization: true, publicationPaid: true, freeProject: false });
    expect(edit.project).toMatchObject({ title: 'Campagne printemps', statut: 'prePublish' });
  });

  it('refuses publishing without credit and leaves the project saved', async () => {
    const { owner, id } = await ownerWithPack(0);
    const res = await http.update(owner, id, { statut: 'prePublish' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'no_credit', message: MSG.projects.noCredit });
    expect(await statutOf(owner, id)).toBe('save');
  });

  it('refuses editing without an active pack, except the free first project', async () => {
    const owner = await createUser(t.app);
    const freeId = (await http.create(owner)).json()._id as string;
    await grantPack(t.app, owner);
    const paidId = (await http.create(owner)).json()._id as string;
    await expirePack(t.app, owner);
    const res = await http.update(owner, paidId, { title: 'Modifié' });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(MSG.projects.subscriptionRequired);
    expect((await http.update(owner, freeId, { statut: 'prePublish' })).statusCode).toBe(200);
  });

  it('closes only an open project, and reopening costs nothing', async () => {
    const { owner, id } = await ownerWithPack(1);
    expect((await http.update(owner, id, { statut: 'close' })).statusCode).toBe(409);
    await http.update(owner, id, { statut: 'prePublish' });
    expect((await http.update(owner, id, { statut: 'close' })).statusCode).toBe(409);
    await approve(id);
    const closed = await http.update(owner, id, { statut: 'close', title: 'Ignoré' });
    expect(closed.json()).toMatchObject({ ok: true, statut: 'close' });
    expect((await http.update(owner, id, { statut: 'close' })).statusCode).toBe(409);
    // Reopening an approved project unchanged publishes it again at once, for free.
    const reopened = await http.update(owner, id, { statut: 'prePublish' });
    expect(reopened.json().statut).toBe('publish');
    expect(await creditsOf(t.app, owner)).toBe(0);
    const project = (await http.get(`/api/project?id=${id}`, owner)).json().project;
    expect(project.title).toBe('Campagne printemps');
  });

  it('sends a changed approved project back to verification, dated as edited', async () => {
    const { owner, id } = await ownerWithPack(1);
    await http.update(owner, id, { statut: 'prePublish' });
    await approve(id);
    const res = await http.update(owner, id, { statut: 'prePublish', title: 'Titre modifié' });
    expect(res.json().statut).toBe('prePublish');
    const project = (await http.get(`/api/project?id=${id}`, owner)).json().project;
    expect(project.editedAt).not.toBeNull();
    expect(project.publishedAt).not.toBeNull();
  });

  it('re-dates a new publication request and keeps the first creation date', async () => {
    const { owner, id } = await ownerWithPack(1);
    const before = (await http.get(`/api/project?id=${id}`, owner)).json().project;
    expect(before.dateProjet).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await http.update(owner, id, { statut: 'prePublish' });
    const after = (await http.get(`/api/project?id=${id}`, owner)).json().project;
    expect(after.dateProjet).toBe(before.dateCrea);
    expect(new Date(after.dateCrea).getTime()).toBeGreaterThan(new Date(before.dateCrea).getTime());
  });

  it('ends the selection from publish or close only, then allows republishing only', async () => {
    const { owner, id } = await ownerWithPack(1);
    const end = () =>
      http.post('/api/project/end-attribute', { idProject: id, statut: 'attribute' }, owner);
    expect((await end()).statusCode).toBe(409);
    await http.update(owner, id, { statut: 'prePublish' });
    expect((await end()).statusCode).toBe(409);
    await approve(id);
    expect((await end()).json()).toEqual({ ok: true });
    expect(await statutOf(owner, id)).toBe('attribute');
    expect((await end()).statusCode).toBe(409);
    expect((await http.update(owner, id, { statut: 'save' })).statusCode).toBe(409);
    expect((await http.update(owner, id, { statut: 'close' })).statusCode).toBe(409);
    expect((await http.update(owner, id, { statut: 'prePublish' })).json().statut).toBe('publish');
    await http.update(owner, id, { statut: 'close' });
    expect((await end()).statusCode).toBe(200);
  });

  it('refuses a wrong statut for end-attribute and an unknown project', async () => {
    const { owner, id } = await ownerWithPack(1);
    const wrong = await http.post(
      '/api/project/end-attribute',
      { idProject: id, statut: 'close' },
      owner,
    );
    expect(wrong.statusCode).toBe(400);
    const unknown = await http.update(owner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.projects.notFound);
    const edit = await http.get('/api/project/get-edit-project?id=pas-un-id', owner);
    expect(edit.statusCode).toBe(403);
  });
});
