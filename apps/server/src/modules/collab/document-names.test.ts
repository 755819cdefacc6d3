import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  MSG,
  accountsApi,
  apiPath,
  collabApi,
  invoicesApi,
  projectsApi,
  taxApi,
} from '@kollabo/shared';
import { legalIdentities } from '../../db/schema/index.js';
import {
  acceptedOffer,
  contract,
  contractSignedByBoth,
  http,
  identity,
  TAX_DETAILS,
} from '../../test-support/collab-fixtures.js';
import { createUser } from '../../test-support/fixtures.js';
import { validProject } from '../../test-support/project-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

// Issue 42, point 6: no name printed on a contract, an invoice or a statement carries a bidi
// control, a zero-width or a control character (one refinement, document-text.ts, refused with
// one French sentence); countries are codes of one list, and identities typed before it
// ("France") still read.

const t = useTestApp();
const h = http(t);
const HIDDEN = MSG.validation.hiddenCharacters;

/** Every character the rule names, each hidden inside an ordinary name. */
const HOSTILE: [string, string][] = [
  ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f]
    .concat([0x061c])
    .map((code): [string, string] => [`bidi U+${code.toString(16)}`, String.fromCodePoint(code)]),
  ...[0x200b, 0x200c, 0x200d, 0x2060, 0xfeff].map((code): [string, string] => [
    `zero-width U+${code.toString(16)}`,
    String.fromCodePoint(code),
  ]),
  ['a tab', '\t'],
  ['a line break', '\n'],
  ['BEL', '\u0007'],
  ['DEL', '\u007f'],
  ['a line separator', '\u2028'],
];

const refusedWith = (
  res: { statusCode: number; json(): unknown; body: string },
  error: string,
  field: string,
  message: string = HIDDEN,
) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ error, field, message });
};

const BILLING = {
  companyName: 'Marque SAS',
  address: '5 avenue des Champs',
  postalCode: '69002',
  city: 'Lyon',
  country: 'FR',
};

describe('hidden characters in names printed on documents', () => {
  it('the legal identity refuses every bidi, zero-width and control character, in every field', async () => {
    const user = await createUser(t.app);
    const put = (body: object) => h.put(apiPath(collabApi.legalIdentity), body, user);
    for (const [what, c] of HOSTILE) {
      const res = await put(identity(`Marque${c}SA`));
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({
        error: 'identity_invalid',
        field: 'legalName',
        message: HIDDEN,
      });
    }
    const rlo = '\u202e';
    refusedWith(
      await put({ ...identity('Marque SA'), address: `12 rue${rlo} A` }),
      'identity_invalid',
      'address',
    );
    refusedWith(await put(identity('Marque SA', `Ly\u200bon`)), 'identity_invalid', 'city');
    refusedWith(
      await put(identity('Marque SA', 'Lyon', `Jean${rlo} Martin`)),
      'identity_invalid',
      'representative',
    );
    // Accents, apostrophes, hyphens and non-Latin letters are names like any other.
    const fine = await put(identity('Chloé D’Ornano-Łukasiewicz 李', 'Saint-Étienne'));
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('the contract’s terms and the signature’s name refuse them too', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    await h.put(apiPath(collabApi.legalIdentity), identity('Marque SA', 'Paris'), owner);
    await h.put(apiPath(collabApi.legalIdentity), identity('Chloé Dupont'), author);
    const terms = contract(idOffer, {
      usageRights: { channels: 'Réseaux sociaux', durationMonths: 6, territory: 'Fr\u2066ance' },
    });
    refusedWith(
      await h.put(apiPath(collabApi.saveContract), terms, owner),
      'contract_invalid',
      'usageRights.territory',
    );
    const saved = await h.put(apiPath(collabApi.saveContract), contract(idOffer), owner);
    expect(saved.statusCode, saved.body).toBe(200);
    const version = (saved.json() as { version: number }).version;
    const sign = await h.post(
      apiPath(collabApi.sign),
      { idOffer, version, fullName: 'Chloé\u200d Dupont', consent: true },
      author,
    );
    expect(sign.statusCode, sign.body).toBe(400);
    expect(sign.json()).toMatchObject({ field: 'fullName', message: HIDDEN });
  });

  it('a project’s title (printed on the contract and the tax statement) refuses them', async () => {
    const owner = await createUser(t.app, { statut: 'Marque' });
    const res = await h.post(
      apiPath(projectsApi.create),
      validProject({ title: 'Lancement\u202e du sérum' }),
      owner,
    );
    refusedWith(res, 'invalid_fields', 'title');
    const fine = await h.post(
      apiPath(projectsApi.create),
      validProject({ title: 'Lancement du sérum' }),
      owner,
    );
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('the billing details (invoices) refuse them in the company, the address and the city', async () => {
    const owner = await createUser(t.app);
    const put = (body: object) => h.put(apiPath(invoicesApi.saveBillingDetails), body, owner);
    refusedWith(
      await put({ ...BILLING, companyName: 'Marque\u202eSAS' }),
      'billing_details_invalid',
      'companyName',
    );
    refusedWith(
      await put({ ...BILLING, address: '5 avenue\ufeff des Champs' }),
      'billing_details_invalid',
      'address',
    );
    refusedWith(await put({ ...BILLING, city: 'Ly\u061con' }), 'billing_details_invalid', 'city');
    const saved = await put(BILLING);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('the tax details (statements, DAC7) refuse them in the name, the address, the city and the tax number', async () => {
    const creator = await createUser(t.app);
    const put = (body: object) => h.put(apiPath(taxApi.saveDetails), body, creator);
    for (const field of ['legalName', 'address', 'city', 'taxId'] as const) {
      const value = `${TAX_DETAILS[field].slice(0, 3)}\u200f${TAX_DETAILS[field].slice(3)}`;
      refusedWith(await put({ ...TAX_DETAILS, [field]: value }), 'tax_details_invalid', field);
    }
    expect((await put(TAX_DETAILS)).statusCode).toBe(200);
  });

  it('the account’s name (printed on invoices without billing details) refuses them', async () => {
    const user = await createUser(t.app);
    const res = await h.put(
      apiPath(accountsApi.updateLogInfo),
      { name: 'Alice\u2067 Martin', email: user.email, mail_change: 'noChange' },
      user,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field: 'name', message: HIDDEN });
  });
});

describe('countries from the list', () => {
  it('a legal identity takes an ISO 3166-1 code of the list, refuses anything else in French', async () => {
    const user = await createUser(t.app);
    const put = (body: object) => h.put(apiPath(collabApi.legalIdentity), body, user);
    const choose = MSG.validation.countryChoice;
    for (const country of ['France', 'XX', 'fr', '', 'EU']) {
      refusedWith(
        await put({ ...identity('Léa Martin'), country }),
        'identity_invalid',
        'country',
        choose,
      );
    }
    refusedWith(
      await put({ ...identity('Léa Martin'), fiscalCountry: 'Belgique' }),
      'identity_invalid',
      'fiscalCountry',
      choose,
    );
    const saved = await put({ ...identity('Léa Martin'), country: 'BE', fiscalCountry: 'CH' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ country: 'BE', fiscalCountry: 'CH' });
    expect(Object.keys(COUNTRIES)).toHaveLength(249);
  });

  it('an identity typed before the list ("France") still reads, signs, and re-saved as FR is no change', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    // Stored as the old free-text form kept it.
    for (const [user, stored] of [
      [owner, identity('Marque SA', 'Lyon', 'Jean Martin')],
      [author, identity('Chloé Dupont')],
    ] as const) {
      await t.app.ctx.db.insert(legalIdentities).values({
        userId: user.id,
        ...stored,
        country: 'France',
        fiscalCountry: 'france',
      });
    }
    await contractSignedByBoth(t.app, { owner, author, idOffer });
    const space = async () =>
      (await h.get(`${apiPath(collabApi.get)}?id=${idOffer}`, author)).json() as {
        version: number;
        identity: { country: string };
      };
    const before = await space();
    expect(before.identity.country).toBe('France');
    // The same identity, now chosen from the list: no new version to sign.
    const resaved = await h.put(apiPath(collabApi.legalIdentity), identity('Chloé Dupont'), author);
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect((await space()).version).toBe(before.version);
    // A real change still asks for one.
    await h.put(apiPath(collabApi.legalIdentity), identity('Chloé Dupont', 'Lille'), author);
    expect((await space()).version).toBe(before.version + 1);
  });

  it('the migration turns typed names and codes into codes, and leaves an unknown name as typed', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app)));
    const typed = [' France ', 'belgique', 'fr', 'Atlantide'];
    for (const [i, user] of users.entries()) {
      await t.app.ctx.db.insert(legalIdentities).values({
        userId: user.id,
        ...identity('Léa Martin'),
        country: typed[i] as string,
        fiscalCountry: i === 0 ? 'Émirats arabes unis' : 'Cote d’Ivoire',
      });
    }
    const file = new URL(
      '../../db/migrations/0031_legal_identity_country_codes.sql',
      import.meta.url,
    );
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await t.app.ctx.db.execute(sql.raw(statement));
    }
    const rows = await Promise.all(
      users.map(async (user) => {
        const found = await t.app.ctx.db.execute<{ country: string; fiscal_country: string }>(
          sql`select country, fiscal_country from legal_identities where user_id = ${user.id}`,
        );
        return ((found as unknown as { rows: unknown[] }).rows ?? found)[0];
      }),
    );
    expect(rows).toEqual([
      { country: 'FR', fiscal_country: 'AE' },
      { country: 'BE', fiscal_country: 'CI' },
      { country: 'FR', fiscal_country: 'CI' },
      { country: 'Atlantide', fiscal_country: 'CI' },
    ]);
  });
});
