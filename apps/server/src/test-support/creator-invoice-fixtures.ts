import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  apiPath,
  collabApi,
  collabPaymentsApi,
  creatorInvoicesApi,
  endpointUrl,
  type BillingMandateReply,
  type CreatorInvoiceReply,
  type TaxMode,
} from '@kollabo/shared';
import type { TestUser } from './fixtures.js';
import {
  acceptedOffer,
  contractSignedByBoth,
  http,
  identity,
  onboardCreator,
} from './collab-fixtures.js';
import { LINKS } from './escrow-fixtures.js';
import { multipart, type FilePart } from './offer-fixtures.js';
import { transaction } from '../db/transaction.js';
import { decideRelease } from '../modules/escrow/release.service.js';

// The creator's invoice through HTTP: her billing mandate, a collaboration signed with the
// identities an invoice prints (her SIRET), paid, then released by the brand's approvals; her
// own PDF uploaded in multipart.

/** The creator's establishment: SIRET 443 061 841 00005 (its SIREN and the SIRET keys check). */
export const CREATOR_SIRET = '44306184100005';
export const CREATOR_SIREN = '443061841';
/** Her billing details, carrying her VAT number (the invoices issued in her name print it). */
export const CREATOR_BILLING = {
  companyName: 'Chloé Dupont EI',
  siren: CREATOR_SIREN,
  vatNumber: 'FR64443061841',
  address: '12 rue de la République',
  postalCode: '69002',
  city: 'Lyon',
  country: 'FR',
};

export function mandateHttp(app: FastifyInstance) {
  const h = http(app);
  const path = apiPath(creatorInvoicesApi.billingMandate);
  return {
    get: (user?: TestUser) => h.get(path, user),
    put: (body: unknown, user?: TestUser) => h.put(path, body, user),
    remove: (user?: TestUser) =>
      app.inject({
        method: 'DELETE',
        url: path,
        headers: user ? user.auth : {},
        remoteAddress: '203.0.113.7',
      }),
    async accept(user: TestUser): Promise<BillingMandateReply> {
      const res = await h.put(path, { accept: true }, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as BillingMandateReply;
    },
  };
}

/**
 * A signed collaboration whose creator has a SIRET in her legal identity (the brand's identity
 * as the escrow tests have it). `author` reuses a creator for several collaborations.
 */
export async function signedWithSiret(
  app: FastifyInstance,
  options: { amount?: number; tax?: TaxMode; author?: TestUser } = {},
) {
  const setup = await acceptedOffer(app, options);
  const h = http(app);
  const put = (body: object, user: TestUser) => h.put(apiPath(collabApi.legalIdentity), body, user);
  expect((await put(identity('Marque SA', 'Paris', 'Jean Martin'), setup.owner)).statusCode).toBe(
    200,
  );
  const creator = await put({ ...identity('Chloé Dupont'), siret: CREATOR_SIRET }, setup.author);
  expect(creator.statusCode, creator.body).toBe(200);
  await contractSignedByBoth(app, setup);
  return setup;
}

/** Both deliverables published; the first approved; the second left for the releasing approval. */
export async function deliveredButOne(
  app: FastifyInstance,
  setup: { owner: TestUser; author: TestUser; idOffer: string },
) {
  const h = http(app);
  for (const [index, link] of LINKS.entries()) {
    const res = await h.patch(
      apiPath(collabApi.publishDeliverable),
      { idOffer: setup.idOffer, index, link, labelled: true },
      setup.author,
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  const first = await approve(app, setup, 0);
  expect(first.statusCode, first.body).toBe(200);
}

/** The brand approves a deliverable (the last approval releases the payment). */
export const approve = (
  app: FastifyInstance,
  setup: { owner: TestUser; idOffer: string },
  index: number,
) =>
  http(app).patch(
    apiPath(collabApi.reviewDeliverable),
    { idOffer: setup.idOffer, index, decision: 'approve' },
    setup.owner,
  );

/** The owner pays on the simulated page: the money is held (the creator onboarded already). */
export async function payHeld(
  app: FastifyInstance,
  setup: { owner: TestUser; idOffer: string },
): Promise<void> {
  const h = http(app);
  const res = await h.post(
    apiPath(collabPaymentsApi.pay),
    { idOffer: setup.idOffer, version: 1 },
    setup.owner,
  );
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = decodeURIComponent((res.json() as { url: string }).url.split('/').pop() ?? '');
  const paid = await h.post(apiPath(collabPaymentsApi.simulatedPay, { sessionId }), {});
  expect(paid.statusCode, paid.body).toBe(200);
}

/** Signed, paid, both deliverables published and approved: released. */
export async function releasedCollab(
  app: FastifyInstance,
  setup: { owner: TestUser; author: TestUser; idOffer: string },
  payment: { vatExempt?: boolean } = {},
) {
  await onboardCreator(app, setup.author, payment);
  await payHeld(app, setup);
  await deliveredButOne(app, setup);
  const last = await approve(app, setup, 1);
  expect(last.statusCode, last.body).toBe(200);
}

export function creatorInvoiceHttp(app: FastifyInstance) {
  const h = http(app);
  return {
    async status(idOffer: string, user: TestUser): Promise<CreatorInvoiceReply> {
      const res = await h.get(
        endpointUrl(creatorInvoicesApi.creatorInvoice, { query: { idOffer } }),
        user,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CreatorInvoiceReply;
    },
    upload(idOffer: string | undefined, file: FilePart | undefined, user?: TestUser) {
      const body = multipart(idOffer === undefined ? {} : { idOffer }, file);
      return app.inject({
        method: 'POST',
        url: apiPath(creatorInvoicesApi.uploadCreatorInvoice),
        payload: body.payload,
        headers: { ...body.headers, ...(user ? user.auth : {}) },
      });
    },
    /** A body sent as it is, with its own content type (malformed multipart). */
    raw: (payload: string | Buffer, contentType: string, user: TestUser) =>
      app.inject({
        method: 'POST',
        url: apiPath(creatorInvoicesApi.uploadCreatorInvoice),
        payload,
        headers: { 'content-type': contentType, ...user.auth },
      }),
    file: (idOffer: string, user: TestUser) =>
      app.inject({
        method: 'GET',
        url: endpointUrl(creatorInvoicesApi.creatorInvoiceFile, { query: { idOffer } }),
        headers: user.auth,
      }),
  };
}

/**
 * `count` collaborations of one creator (her mandate in force), each paid and waiting for its
 * last approval; a release rolled back after taking its number first. Then the `count` last
 * approvals at once: her invoice numbers of the year, sorted.
 */
export async function concurrentReleasesOfOneCreator(
  app: FastifyInstance,
  count: number,
): Promise<{ numbers: string[]; statuses: number[] }> {
  const first = await signedWithSiret(app, { amount: 200, tax: 'TTC' });
  await mandateHttp(app).accept(first.author);
  await onboardCreator(app, first.author);
  const all = [first];
  for (let i = 1; i < count; i += 1) {
    all.push(await signedWithSiret(app, { amount: 200 + i, tax: 'TTC', author: first.author }));
  }
  for (const setup of all) {
    await payHeld(app, setup);
    await deliveredButOne(app, setup);
  }
  // A release that fails after its invoice took a number gives the number back.
  await expect(
    transaction(app.ctx.db, async (tx) => {
      expect(await decideRelease(app.ctx, tx, first.idOffer, 'release')).toBe('released');
      throw new Error('the release failed after its invoice');
    }),
  ).rejects.toThrow('the release failed');
  const replies = await Promise.all(all.map((setup) => approve(app, setup, 1)));
  const rows = await app.ctx.db.execute<{ number: string }>(
    sql`select number from invoices where issuer_id = ${first.author.id} and kind = 'invoice' order by number`,
  );
  const list = (rows as unknown as { rows?: { number: string }[] }).rows ?? rows;
  return {
    numbers: (list as { number: string }[]).map((row) => row.number),
    statuses: replies.map((reply) => reply.statusCode),
  };
}
