import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiPath, packsApi, projectsApi, type PackType } from '@kollabo/shared';
import { runAdminCommand } from '../modules/admin/admin.commands.js';
import { requestAs, type TestUser } from './fixtures.js';

// Helpers shared by the projects, moderation and reports API tests (through HTTP only).

export const validProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'Campagne printemps',
  description: 'Nous cherchons des influenceurs pour une campagne de lancement produit.',
  budget: '500 € à 1 000 €',
  statut: 'save',
  profilSearch: ['Influenceur'],
  dateCrea: new Date().toISOString(),
  ...overrides,
});

/** Takes the test app's handle (`useTestApp()`), read at each call. */
export function api(t: { app: FastifyInstance }) {
  const call = requestAs(t);
  return {
    get: (url: string, user?: TestUser) => call('GET', url, user),
    post: (url: string, payload: unknown, user?: TestUser, ip?: string) =>
      call('POST', url, user, payload, ip),
    patch: (url: string, payload: unknown, user?: TestUser) => call('PATCH', url, user, payload),
    create: (user: TestUser, overrides: Record<string, unknown> = {}) =>
      call('POST', apiPath(projectsApi.create), user, validProject(overrides)),
    update: (user: TestUser, id: string, overrides: Record<string, unknown> = {}) =>
      call('PATCH', apiPath(projectsApi.update), user, { id, ...validProject(overrides) }),
  };
}

/** Grants a pack through the real admin command (`npm run admin -- pack <pseudo> <type>`). */
export async function grantPack(app: FastifyInstance, user: TestUser, type: PackType = 'standard') {
  const { db, config, userChanges } = app.ctx;
  await runAdminCommand({ db, config, userChanges }, ['pack', user.pseudo, type]);
}

export async function creditsOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(packsApi.userSubscription),
    headers: user.auth,
  });
  return (res.json() as { subscription: { balanceOffer: number } | null }).subscription
    ?.balanceOffer as number;
}

/** Test setup only: sets the remaining credits of a user's pack. */
export async function setCredits(app: FastifyInstance, user: TestUser, credits: number) {
  await app.ctx.db.execute(
    sql`update user_packs set balance_offer = ${credits} where user_id = ${user.id}`,
  );
}

/** Test setup only: makes a user's pack expired. */
export async function expirePack(app: FastifyInstance, user: TestUser) {
  await app.ctx.db.execute(
    sql`update user_packs set expire_date = now() - interval '1 day' where user_id = ${user.id}`,
  );
}
