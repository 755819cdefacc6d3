import { beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiPath,
  couponsApi,
  endpointUrl,
  packsApi,
  paymentsApi as payments,
  type AdminCouponCreateBody,
  type CheckoutReply,
  type UserSubscriptionReply,
} from '@kollabo/shared';
import { projects } from '../db/schema/index.js';
import { createUser, requestAs, type TestUser } from './fixtures.js';
import { useTestApp } from './test-app.js';

// Helpers shared by the payments, coupons and guarantee API tests (through HTTP only).

/** Takes the test app's handle (`useTestApp()`), read at each call. */
export function paymentsApi(t: { app: FastifyInstance }) {
  const inject = requestAs(t);

  const checkout = (user: TestUser | undefined, subscription: string, couponCode = '') =>
    inject(
      'POST',
      `${apiPath(payments.checkout)}?${new URLSearchParams({ subscription, couponCode })}`,
      user,
    );

  return {
    inject,
    /** Creates a coupon through the admin API. */
    async coupon(admin: TestUser, body: Partial<AdminCouponCreateBody> & { code: string }) {
      const res = await inject('POST', apiPath(couponsApi.adminCreate), admin, {
        reduction: '10%',
        initialNumberOfUses: 5,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().coupon as { _id: string; code: string; delay: string | null };
    },
    verify: (code: string, user?: TestUser, ip?: string) =>
      inject('POST', apiPath(couponsApi.verify), user, { code }, ip),
    checkout,
    async openCheckout(user: TestUser, subscription: string, couponCode = '') {
      const res = await checkout(user, subscription, couponCode);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CheckoutReply;
    },
    confirm: (user: TestUser, sessionId: string) =>
      inject('POST', endpointUrl(payments.confirm, { query: { session_id: sessionId } }), user),
    async subscription(user: TestUser) {
      const res = await inject('GET', apiPath(packsApi.userSubscription), user);
      expect(res.statusCode).toBe(200);
      return res.json() as UserSubscriptionReply;
    },
  };
}

/**
 * The file's app and its payments API, with the people of every payments test created before
 * each one: an admin ("chef") and a brand owner ("marque"), read as `users.admin`, `users.owner`.
 */
export function usePaymentsTestApp() {
  const t = useTestApp();
  const users = {} as { admin: TestUser; owner: TestUser };
  beforeEach(async () => {
    users.admin = await createUser(t.app, { role: 'admin', pseudo: 'chef' });
    users.owner = await createUser(t.app, { pseudo: 'marque' });
  });
  return { t, api: paymentsApi(t), users };
}

export async function queryRows<T>(app: FastifyInstance, query: ReturnType<typeof sql>) {
  const result = await app.ctx.db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

export async function couponRow(app: FastifyInstance, code: string) {
  const [row] = await queryRows<{ number_of_uses: number; ca_cents: number }>(
    app,
    sql`select number_of_uses, ca_cents from coupons where upper(code) = upper(${code})`,
  );
  return row;
}

/** A project of `ownerId` published at `publishedAt`, written directly (the refund guarantee's
 * "a project was published with the pack" condition). */
export async function insertPublishedProject(
  app: FastifyInstance,
  ownerId: string,
  publishedAt = new Date(),
) {
  const [project] = await app.ctx.db
    .insert(projects)
    .values({
      ownerId,
      title: 'Lancement',
      description: 'Nous cherchons des créateurs pour une campagne de lancement produit.',
      budget: 'Moins de 500 €',
      statut: 'publish',
      profilSearch: ['Influenceur'],
      publishedAt,
    })
    .returning();
  if (!project) throw new Error('no project');
  return project;
}
