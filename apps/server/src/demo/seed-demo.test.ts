import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NICHES, PROJECT_STATUSES } from '@kollabo/shared';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_LOGINS, DEMO_PASSWORD, startBanner } from './demo-accounts.js';
import { demoPseudos } from './demo.repository.js';
import { DemoRefused, seedDemo } from './seed-demo.js';

// npm run demo: a believable marketplace in an empty database, once, never in production.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.ctx.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

describe('demo marketplace', () => {
  it('is refused with NODE_ENV=production and writes nothing', async () => {
    const production = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, isProduction: true },
    };
    await expect(seedDemo(production)).rejects.toBeInstanceOf(DemoRefused);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(count?.n).toBe(0);
  });

  it('fills an empty database with creators, brands, projects in every status and their life', async () => {
    expect(await seedDemo(t.app.ctx)).toBe('seeded');

    const creators = await rows<{ categorie: string; statut: string; photo: string | null }>(
      sql`select categorie, statut, photo_profile as photo from users
          where statut in ('Influenceur', 'Createur de contenu', 'Youtubeur', 'Acteur', 'Agent', 'Autre')
            and role <> 'admin'`,
    );
    expect(creators.length).toBeGreaterThanOrEqual(60);
    expect(new Set(creators.map((c) => c.categorie))).toEqual(new Set(NICHES));
    expect(creators.every((c) => c.photo)).toBe(true);
    const types = new Set(
      (await rows<{ statut: string }>(sql`select distinct statut from users`)).map((r) => r.statut),
    );
    for (const type of [
      'Influenceur',
      'Createur de contenu',
      'Youtubeur',
      'Acteur',
      'Agent',
      'Autre',
      'Marque',
      'Agence',
      'Porteur de projet',
    ]) {
      expect(types.has(type), type).toBe(true);
    }
    const [brands] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where statut in ('Marque', 'Agence', 'Porteur de projet') and photo_profile is not null`,
    );
    expect(brands?.n).toBeGreaterThanOrEqual(20);

    const statuses = await rows<{ statut: string; n: number }>(
      sql`select statut, count(*)::int as n from projects group by statut`,
    );
    expect(statuses.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThanOrEqual(40);
    expect(new Set(statuses.map((s) => s.statut))).toEqual(new Set(PROJECT_STATUSES));

    const [verified] = await rows<{ n: number }>(
      sql`select count(*)::int as n from socials where verified and story_tarif > 0 and followers > 0 and verified_at is not null`,
    );
    expect(verified?.n).toBeGreaterThanOrEqual(60);
    for (const table of ['offers', 'messages', 'favourites', 'reports', 'coupons', 'user_packs']) {
      const [count] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
      expect(count?.n, table).toBeGreaterThan(0);
    }
    // Counters agree with the rows, as the modules keep them.
    const [offersMismatch] = await rows<{ n: number }>(sql`select count(*)::int as n from projects p
      where p.total_offers <> (select count(*) from offers o where o.project_id = p.id)`);
    expect(offersMismatch?.n).toBe(0);
  }, 120_000);

  it('lets the demo logins in: the owner with a pack, the influencer with sent offers, the admin', async () => {
    const login = (pseudoOrEmail: string) =>
      rows<{ pseudo: string; role: string }>(
        sql`select pseudo, role from users where lower(email) = ${pseudoOrEmail}`,
      );
    const [owner] = await login(DEMO_LOGINS.owner);
    const [influencer] = await login(DEMO_LOGINS.influencer);
    const [admin] = await login(DEMO_LOGINS.admin);
    expect(admin?.role).toBe('admin');
    for (const user of [owner, influencer, admin]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { pseudo: user?.pseudo, password: DEMO_PASSWORD },
      });
      expect(answer.statusCode, user?.pseudo).toBe(200);
    }
    // The start log's last line names the pseudos the login form asks for.
    const banner = startBanner('http://localhost:3000', await demoPseudos(t.app.ctx.db));
    for (const user of [owner, influencer, admin]) expect(banner).toContain(user?.pseudo);
    expect(banner).toContain(DEMO_PASSWORD);
    const [pack] = await rows<{ n: number }>(sql`select count(*)::int as n from user_packs k
      join users u on u.id = k.user_id where lower(u.email) = ${DEMO_LOGINS.owner} and k.expire_date > now() and k.balance_offer > 0`);
    expect(pack?.n).toBe(1);
    const sent = await rows<{ statut: string }>(sql`select o.statut from offers o
      join users u on u.id = o.user_id where lower(u.email) = ${DEMO_LOGINS.influencer}`);
    expect(sent.length).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent: a second run keeps what is there', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(await seedDemo(t.app.ctx)).toBe('already_loaded');
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(after?.n).toBe(before?.n);
  });

  it('feeds the home page with real projects and profiles with their pictures', async () => {
    const home = (await t.app.inject({ url: '/api/home/highlights' })).json();
    expect(home.projects.length).toBeGreaterThan(0);
    expect(home.profiles.length).toBeGreaterThan(0);
    expect(home.profiles[0].subscription).not.toBe('null'); // PRO first
    expect(home.profiles.every((p: { photoUrl: string | null }) => p.photoUrl)).toBe(true);
    const picture = await t.app.inject({ url: home.profiles[0].photoUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/webp');
  });
});
