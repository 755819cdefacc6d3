import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BUDGETS, MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { api, grantPack } from '../../test-support/project-fixtures.js';

// my-projects filters, the detail for every role, and the view counter.

const t = useTestApp({ MODERATION: 'manual' });
const http = api(t);

async function publishedProject(owner?: TestUser) {
  const author = owner ?? (await createUser(t.app, { name: 'Marque Soleil' }));
  await t.app.ctx.db.execute(sql`update users set phone = '0612345678' where id = ${author.id}`);
  const id = (await http.create(author, { statut: 'prePublish' })).json()._id as string;
  const admin = await createUser(t.app, { role: 'admin' });
  await http.post('/api/admin/projects/approve', { idProject: id }, admin);
  return { author, id };
}

describe('GET /project/my-projects', () => {
  async function seedOwner() {
    const owner = await createUser(t.app);
    await http.create(owner, { title: 'Premier' });
    await grantPack(t.app, owner, 'ultimate');
    const specs = [
      { title: 'Lancement Été 100%', budget: BUDGETS[0], profilSearch: ['Influenceur'] },
      { title: 'Vidéo produit', budget: BUDGETS[1], profilSearch: ['Createur de contenu'] },
      { title: 'Salon auto', budget: BUDGETS[2], profilSearch: ['Agence', 'Influenceur'] },
      { title: 'Tournée été', budget: BUDGETS[3], profilSearch: ['Marque'] },
    ];
    for (const spec of specs) {
      await new Promise((r) => setTimeout(r, 3));
      await http.create(owner, spec);
    }
    return owner;
  }
  const titles = async (owner: TestUser, query: string) => {
    const res = await http.get(`/api/project/my-projects?${query}`, owner);
    expect(res.statusCode, query).toBe(200);
    return (res.json().projects as { title: string }[]).map((p) => p.title);
  };

  it("lists only the owner's projects, newest first by default, with userAuthSubscription", async () => {
    const owner = await seedOwner();
    const other = await createUser(t.app);
    await http.create(other, { title: 'Pas à moi' });
    const res = (await http.get('/api/project/my-projects', owner)).json();
    expect(res.projects.map((p: { title: string }) => p.title)).toEqual([
      'Tournée été',
      'Salon auto',
      'Vidéo produit',
      'Lancement Été 100%',
      'Premier',
    ]);
    expect(res).toMatchObject({ hasMore: false, userAuthSubscription: true });
    expect(res.projects.map((p: { freeProject: boolean }) => p.freeProject)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(await titles(owner, 'triPar=decroissant')).toEqual([
      'Premier',
      'Lancement Été 100%',
      'Vidéo produit',
      'Salon auto',
      'Tournée été',
    ]);
    expect((await http.get('/api/project/my-projects', other)).json().userAuthSubscription).toBe(
      false,
    );
  });

  it('applies the name, category, profile, status and budget filters together', async () => {
    const owner = await seedOwner();
    expect(await titles(owner, 'projectName=été')).toEqual(['Tournée été', 'Lancement Été 100%']);
    expect(await titles(owner, 'projectName=100%25')).toEqual(['Lancement Été 100%']);
    expect(await titles(owner, 'projectName=_')).toEqual([]);
    expect(await titles(owner, 'filter=Influenceur')).toEqual([
      'Salon auto',
      'Lancement Été 100%',
      'Premier',
    ]);
    expect(await titles(owner, 'filter=all&profil=Agence')).toEqual(['Salon auto']);
    expect(await titles(owner, 'filter=Youtubeur')).toEqual([]);
    expect(await titles(owner, 'budgetMoins500=true&budgetplus10k=true')).toEqual([
      'Tournée été',
      'Lancement Été 100%',
    ]);
    expect(await titles(owner, 'budget500a1k=true&budget1ka10k=true&filter=Agence')).toEqual([
      'Salon auto',
    ]);
    expect(await titles(owner, 'save=true&projectName=premier')).toEqual(['Premier']);
    expect(await titles(owner, 'publish=true&close=true&attribute=true')).toEqual([]);
  });

  it('counts a publication request as publish and an ended selection as attribute', async () => {
    const owner = await createUser(t.app);
    const { id } = await publishedProject(owner);
    expect(await titles(owner, 'publish=true')).toHaveLength(1);
    await http.post('/api/project/end-attribute', { idProject: id, statut: 'attribute' }, owner);
    expect(await titles(owner, 'publish=true')).toHaveLength(0);
    expect(await titles(owner, 'attribute=true')).toHaveLength(1);
  });

  it('pages by 10 with hasMore', async () => {
    const owner = await createUser(t.app);
    await http.create(owner);
    await grantPack(t.app, owner, 'ultimate');
    for (let i = 0; i < 11; i += 1) await http.create(owner, { title: `P${i}` });
    const first = (await http.get('/api/project/my-projects?page=1&pageSize=10', owner)).json();
    expect(first.projects).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = (await http.get('/api/project/my-projects?page=2&pageSize=10', owner)).json();
    expect(second.projects).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect((await http.get('/api/project/my-projects?pageSize=50', owner)).statusCode).toBe(400);
  });

  it('refuses visitors and malformed filters', async () => {
    expect((await http.get('/api/project/my-projects')).statusCode).toBe(401);
    const owner = await createUser(t.app);
    expect((await http.get('/api/project/my-projects?publish=oui', owner)).statusCode).toBe(400);
    expect((await http.get('/api/project/my-projects?triPar=hasard', owner)).statusCode).toBe(400);
  });
});

describe('GET /project?id=', () => {
  it('gives visitors the project without any author detail', async () => {
    const { id } = await publishedProject();
    const res = await http.get(`/api/project?id=${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      authorInfo: null,
      userAuthSubscription: false,
      statusSocialNetwork: false,
      authorProject: false,
    });
    expect(body.project).toMatchObject({ _id: id, statut: 'publish', views: 0, totalOffers: 0 });
    expect(res.body).not.toContain('0612345678');
    expect(res.body).not.toContain('ownerId');
  });

  it('gives a logged user the author card, their pack and their verified social status', async () => {
    const { author, id } = await publishedProject();
    await grantPack(t.app, author, 'premium');
    const viewer = await createUser(t.app);
    const before = (await http.get(`/api/project?id=${id}`, viewer)).json();
    expect(before.authorInfo).toMatchObject({
      pseudo: author.pseudo,
      name: 'Marque Soleil',
      // Her phone is hers and her signed partners' (private-phone.test.ts).
      phone: null,
      subscription: { type: 'premium' },
    });
    expect(before.authorInfo.phone).toBeNull();
    expect(before.authorInfo).not.toHaveProperty('email');
    expect(before).toMatchObject({ statusSocialNetwork: false, userAuthSubscription: false });
    await grantPack(t.app, viewer);
    await t.app.ctx.db.execute(
      sql`insert into socials (user_id, network, identifiant, verified) values (${viewer.id}, 'instagram', 'moi', true)`,
    );
    const after = (await http.get(`/api/project?id=${id}`, viewer)).json();
    expect(after).toMatchObject({ statusSocialNetwork: true, userAuthSubscription: true });
    const own = (await http.get(`/api/project?id=${id}`, author)).json();
    expect(own).toMatchObject({ authorProject: true, authorInfo: { phone: '0612345678' } });
  });

  it('answers readers arriving together each with their own facts (one batched query)', async () => {
    const first = await publishedProject();
    const second = await publishedProject();
    const verified = await createUser(t.app);
    await t.app.ctx.db.execute(
      sql`insert into socials (user_id, network, identifiant, verified) values (${verified.id}, 'tiktok', 'moi', true)`,
    );
    const plain = await createUser(t.app);
    const reads = await Promise.all([
      http.get(`/api/project?id=${first.id}`, verified),
      http.get(`/api/project?id=${first.id}`, plain),
      http.get(`/api/project?id=${second.id}`, verified),
      http.get(`/api/project?id=${second.id}`, second.author),
      http.get(`/api/project?id=${crypto.randomUUID()}`, plain),
    ]);
    const [a, b, c, d] = reads.slice(0, 4).map((res) => res.json());
    expect(a).toMatchObject({ statusSocialNetwork: true, project: { _id: first.id } });
    expect(b).toMatchObject({ statusSocialNetwork: false, project: { _id: first.id } });
    expect(c).toMatchObject({ statusSocialNetwork: true, project: { _id: second.id } });
    expect(d).toMatchObject({ authorProject: true, project: { _id: second.id } });
    expect(a.authorInfo.pseudo).toBe(first.author.pseudo);
    expect(c.authorInfo.pseudo).toBe(second.author.pseudo);
    expect(reads[4]!.statusCode).toBe(404);
  });

  it('serves visitors a cached answer that any write through the app refreshes at once', async () => {
    const { author, id } = await publishedProject();
    expect((await http.get(`/api/project?id=${id}`)).json().project.statut).toBe('publish');
    // A change made behind the app's back (another instance) is not seen within the second...
    await t.app.ctx.db.execute(sql`update projects set title = 'Changé ailleurs' where id = ${id}`);
    expect((await http.get(`/api/project?id=${id}`)).json().project.title).not.toBe(
      'Changé ailleurs',
    );
    // ...but a write through this instance drops the entry: visitors see it at once.
    await http.post('/api/project/end-attribute', { idProject: id, statut: 'attribute' }, author);
    const after = (await http.get(`/api/project?id=${id}`)).json().project;
    expect(after).toMatchObject({ statut: 'attribute', title: 'Changé ailleurs' });
    // An entry lives one second.
    await t.app.ctx.db.execute(sql`update projects set title = 'Plus tard' where id = ${id}`);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await http.get(`/api/project?id=${id}`)).json().project.title).toBe('Plus tard');
  });

  it('hides save and prePublish projects from everyone but the owner and moderators', async () => {
    const owner = await createUser(t.app);
    const id = (await http.create(owner)).json()._id as string;
    const other = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    const visitor = await http.get(`/api/project?id=${id}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().message).toBe(MSG.projects.notFound);
    expect((await http.get(`/api/project?id=${id}`, other)).statusCode).toBe(404);
    expect((await http.get(`/api/project?id=${id}`, owner)).statusCode).toBe(200);
    await http.update(owner, id, { statut: 'prePublish' });
    expect((await http.get(`/api/project?id=${id}`, other)).statusCode).toBe(404);
    expect((await http.get(`/api/project?id=${id}`, admin)).statusCode).toBe(200);
    expect((await http.get('/api/project?id=nimporte')).statusCode).toBe(404);
  });
});

describe('POST /project/views', () => {
  const view = (id: string, user?: TestUser, ip = '203.0.113.7') =>
    http.post('/api/project/views', { views: 1, projectId: id }, user, ip);
  const viewsOf = async (id: string) =>
    (await http.get(`/api/project?id=${id}`)).json().project.views as number;

  it('counts one view per viewer per 10 minutes, enforced on the server', async () => {
    const { author, id } = await publishedProject();
    expect((await view(id)).json()).toEqual({ ok: true, counted: true });
    expect((await view(id)).json()).toEqual({ ok: true, counted: false });
    expect((await view(id, undefined, '203.0.113.8')).json().counted).toBe(true);
    const viewer = await createUser(t.app);
    expect((await view(id, viewer)).json().counted).toBe(true);
    expect((await view(id, viewer, '198.51.100.1')).json().counted).toBe(false);
    expect((await view(id, author)).json().counted).toBe(false);
    expect(await viewsOf(id)).toBe(3);
    // Eleven minutes later the same visitor counts again.
    await t.app.ctx.db.execute(
      sql`update project_views set viewed_at = now() - interval '11 minutes'`,
    );
    expect((await view(id)).json().counted).toBe(true);
    expect(await viewsOf(id)).toBe(4);
  });

  it('counts simultaneous views of one visitor once', async () => {
    const { id } = await publishedProject();
    const results = await Promise.all(Array.from({ length: 10 }, () => view(id)));
    expect(results.filter((r) => r.json().counted)).toHaveLength(1);
    expect(await viewsOf(id)).toBe(1);
  });

  it('refuses views of a project that is not public', async () => {
    const owner = await createUser(t.app);
    const id = (await http.create(owner)).json()._id as string;
    expect((await view(id)).statusCode).toBe(404);
    expect((await http.post('/api/project/views', { projectId: 'x' })).statusCode).toBe(400);
  });
});
