import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser } from '../../test-support/fixtures.js';
import { api, creditsOf, grantPack, setCredits } from '../../test-support/project-fixtures.js';

// Two requests can never spend the same credit twice (run on PGlite and on PostgreSQL).

const t = useTestApp({ MODERATION: 'manual' });
const http = api(t);

const CONCURRENT = 20;

async function ownerWithSavedProjects(count: number) {
  const owner = await createUser(t.app);
  await http.create(owner); // the free first project
  await grantPack(t.app, owner, 'ultimate');
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await http.create(owner, { title: `Projet ${i}` });
    expect(res.statusCode).toBe(201);
    ids.push(res.json()._id as string);
  }
  return { owner, ids };
}

describe('one credit, many simultaneous publication requests', () => {
  it('lets exactly one of 20 publication requests of different projects through', async () => {
    const { owner, ids } = await ownerWithSavedProjects(CONCURRENT);
    await setCredits(t.app, owner, 1);
    const results = await Promise.all(
      ids.map((id) => http.update(owner, id, { statut: 'prePublish' })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe(MSG.projects.noCredit);
    }
    expect(await creditsOf(t.app, owner)).toBe(0);
    const list = await http.get('/api/project/my-projects?publish=true', owner);
    expect(list.json().projects).toHaveLength(1);
  });

  it('spends one credit only when the same project is requested 20 times at once', async () => {
    const { owner, ids } = await ownerWithSavedProjects(1);
    await setCredits(t.app, owner, 2);
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        http.update(owner, ids[0] as string, { statut: 'prePublish' }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await creditsOf(t.app, owner)).toBe(1);
  });

  it('lets exactly one of 20 simultaneous creations with publication through', async () => {
    const owner = await createUser(t.app);
    await http.create(owner);
    await grantPack(t.app, owner);
    await setCredits(t.app, owner, 1);
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        http.create(owner, { statut: 'prePublish', title: `Simultané ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(CONCURRENT - 1);
    expect(await creditsOf(t.app, owner)).toBe(0);
  });
});
