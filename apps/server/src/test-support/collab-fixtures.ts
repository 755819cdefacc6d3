import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  apiPath,
  collabApi,
  collabPaymentsApi,
  offersApi,
  taxApi,
  type SaveContractBody,
  type TaxMode,
} from '@kollabo/shared';
import { createUser, type TestUser } from './fixtures.js';
import { createProject, givePack, sendOffer, verifySocial } from './offer-fixtures.js';
import { useTestApp } from './test-app.js';

// Helpers of the collaboration and reviews API tests: an accepted offer through the real
// attribution endpoints, then every step through HTTP.

export const UA = 'Mozilla/5.0 (X11; Linux x86_64) KollaboTest/1.0';

/**
 * Requests through HTTP from a browser-like client. Given the handle of `useTestApp()` (`http(t)`),
 * `t.app` is read at each call, so it may be created before the app exists.
 */
export function http(source: FastifyInstance | { app: FastifyInstance }) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    user?: TestUser,
    payload?: unknown,
  ) =>
    ('inject' in source ? source : source.app).inject({
      method,
      url,
      headers: { ...(user ? user.auth : {}), 'user-agent': UA },
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: '203.0.113.7',
    });
  return {
    get: (url: string, user?: TestUser) => call('GET', url, user),
    post: (url: string, payload: unknown, user?: TestUser) => call('POST', url, user, payload),
    put: (url: string, payload: unknown, user?: TestUser) => call('PUT', url, user, payload),
    patch: (url: string, payload: unknown, user?: TestUser) => call('PATCH', url, user, payload),
  };
}

/** The file's app (`useTestApp()`) and its browser-like HTTP client `h`. */
export function useCollabTestApp() {
  const t = useTestApp();
  return { t, h: http(t) };
}

export const identity = (legalName: string, city = 'Lyon', representative?: string) => ({
  legalName,
  ...(representative ? { representative } : {}),
  address: '12 rue de la République',
  postalCode: '69002',
  city,
  country: 'FR' as const,
  fiscalCountry: 'FR' as const,
});

export const contract = (idOffer: string, overrides: Partial<SaveContractBody> = {}) => ({
  idOffer,
  deliverables: [
    {
      network: 'instagram',
      format: 'Reel',
      quantity: 1,
      publishFrom: '2026-12-01',
      publishTo: '2026-12-15',
    },
    {
      network: 'youtube',
      format: 'Vidéo dédiée',
      quantity: 1,
      publishFrom: '2026-12-05',
      publishTo: '2026-12-20',
    },
  ],
  usageRights: { channels: 'Réseaux sociaux de la marque', durationMonths: 6, territory: 'France' },
  benefitsInKind: { description: 'Coffret de produits', valueCents: 8000 },
  ...overrides,
});

/** An owner (with a pack), a project, a creator whose offer was attributed and accepted. */
export async function acceptedOffer(
  app: FastifyInstance,
  options: { amount?: number; tax?: TaxMode; owner?: TestUser; author?: TestUser } = {},
) {
  const owner = options.owner ?? (await createUser(app, { statut: 'Marque', name: 'Marque SA' }));
  if (!options.owner) await givePack(app, owner);
  const project = await createProject(app, owner, { title: 'Lancement du sérum' });
  const author =
    options.author ?? (await createUser(app, { statut: 'Influenceur', name: 'Chloé Dupont' }));
  if (!options.author) await verifySocial(app, author);
  const sent = await sendOffer(app, author, project.id, {
    amount: options.amount ?? 900,
    tax: options.tax ?? 'HT',
  });
  const idOffer = sent.json().idOffer as string;
  const h = http(app);
  const attributed = await h.patch(
    apiPath(offersApi.attribute),
    { idProject: project.id, idOffer },
    owner,
  );
  if (attributed.statusCode !== 200) throw new Error(attributed.body);
  const accepted = await h.patch(
    apiPath(offersApi.allocate),
    { idProject: project.id, idOffer, decision: 'accept' },
    author,
  );
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  return { owner, author, project, idOffer };
}

/** Both identities, the contract, both signatures: a signed collaboration. */
export async function signedCollab(
  app: FastifyInstance,
  options: Parameters<typeof acceptedOffer>[1] = {},
) {
  const setup = await acceptedOffer(app, options);
  const h = http(app);
  await h.put(
    apiPath(collabApi.legalIdentity),
    identity('Marque SA', 'Paris', 'Jean Martin'),
    setup.owner,
  );
  await h.put(apiPath(collabApi.legalIdentity), identity('Chloé Dupont'), setup.author);
  await contractSignedByBoth(app, setup);
  return setup;
}

/** The owner's contract (version 1), signed by the creator then by the owner's representative. */
export async function contractSignedByBoth(
  app: FastifyInstance,
  setup: { owner: TestUser; author: TestUser; idOffer: string },
) {
  const h = http(app);
  const saved = await h.put(apiPath(collabApi.saveContract), contract(setup.idOffer), setup.owner);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  for (const [user, fullName] of [
    [setup.author, 'Chloé Dupont'],
    [setup.owner, 'Jean Martin'],
  ] as const) {
    const res = await h.post(
      apiPath(collabApi.sign),
      { idOffer: setup.idOffer, version: 1, fullName, consent: true },
      user,
    );
    if (res.statusCode !== 200) throw new Error(res.body);
  }
}

/** The creator's payout account, through the simulated hosted onboarding (active at once). */
export async function onboardCreator(
  app: FastifyInstance,
  author: TestUser,
  details: { vatExempt?: boolean; taxDetails?: boolean } = {},
) {
  const h = http(app);
  const started = await h.post(apiPath(collabPaymentsApi.onboarding), {}, author);
  if (started.statusCode !== 200) throw new Error(started.body);
  const accountId = decodeURIComponent(
    (started.json() as { url: string }).url.split('/').pop() ?? '',
  );
  const done = await h.post(
    apiPath(collabPaymentsApi.simulatedOnboardingSubmit, { accountId }),
    {
      name: 'Chloé Dupont',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      birthDate: '1995-04-12',
      vatExempt: details.vatExempt ?? false,
    },
    author,
  );
  if (done.statusCode !== 200) throw new Error(done.body);
  // Her DAC7 details, without which her transfers wait (taxDetails: false to leave them out).
  if (details.taxDetails !== false) await saveTaxDetails(app, author);
  return accountId;
}

/** A person's complete DAC7 details (PUT /user/tax-details). */
export const TAX_DETAILS = {
  kind: 'person',
  legalName: 'Chloé Dupont',
  address: '12 rue des Lilas',
  postalCode: '69003',
  city: 'Lyon',
  country: 'FR',
  birthDate: '1995-04-12',
  taxId: '1234567890123',
  siren: '',
} as const;

export async function saveTaxDetails(
  app: FastifyInstance,
  user: TestUser,
  body: object = TAX_DETAILS,
) {
  const res = await http(app).put(apiPath(taxApi.saveDetails), body, user);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res;
}

/** The creator onboarded, the owner pays on the simulated page: the money is held. */
export async function securePayment(
  app: FastifyInstance,
  setup: { owner: TestUser; author: TestUser; idOffer: string },
  version = 1,
  options: { taxDetails?: boolean } = {},
) {
  await onboardCreator(app, setup.author, options);
  const h = http(app);
  const res = await h.post(
    apiPath(collabPaymentsApi.pay),
    { idOffer: setup.idOffer, version },
    setup.owner,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  const sessionId = decodeURIComponent((res.json() as { url: string }).url.split('/').pop() ?? '');
  const paid = await h.post(apiPath(collabPaymentsApi.simulatedPay, { sessionId }), {});
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return sessionId;
}

/** Publishes and approves every deliverable: a completed collaboration. */
export async function completedCollab(
  app: FastifyInstance,
  options: Parameters<typeof acceptedOffer>[1] = {},
) {
  const setup = await signedCollab(app, options);
  await securePayment(app, setup);
  const h = http(app);
  const links = ['https://www.instagram.com/reel/C1a2b3c4d5/', 'https://youtu.be/dQw4w9WgXcQ'];
  for (const [index, link] of links.entries()) {
    const pub = await h.patch(
      apiPath(collabApi.publishDeliverable),
      { idOffer: setup.idOffer, index, link, labelled: true },
      setup.author,
    );
    if (pub.statusCode !== 200) throw new Error(pub.body);
    const ok = await h.patch(
      apiPath(collabApi.reviewDeliverable),
      { idOffer: setup.idOffer, index, decision: 'approve' },
      setup.owner,
    );
    if (ok.statusCode !== 200) throw new Error(ok.body);
  }
  return setup;
}

/** The notifications stored for a user, by type. */
export async function notificationTypes(app: FastifyInstance, user: TestUser): Promise<string[]> {
  const rows = await app.ctx.db.execute<{ type: string }>(
    sql`select type from notifications where recipient_id = ${user.id} order by created_at`,
  );
  const list = (rows as unknown as { rows?: { type: string }[] }).rows ?? rows;
  return (list as { type: string }[]).map((r) => r.type);
}
