import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, TAX_LINKS, apiPath, taxApi } from '@kollabo/shared';
import { createUser } from '../../test-support/fixtures.js';
import { queryRows } from '../../test-support/payment-fixtures.js';
import {
  TAX_DETAILS,
  balancesOf,
  escrowApi,
  expectError,
  http,
  securePayment,
  signedCollab,
  useEscrowTestApp,
} from '../../test-support/escrow-fixtures.js';
import { runMailOutbox } from '../notifications/mail-outbox.js';
import { runEscrowJobs } from '../escrow/escrow.worker.js';
import {
  enableSecondFactor,
  totpAt,
  useFrozenClock,
} from '../../test-support/security-fixtures.js';

// The creator's DAC7 details (art. 1649 ter A to E CGI): the rules of PUT /user/tax-details, and
// her transfer held until they are complete, then released; the release mail carries the
// notice of art. 242 bis CGI with its two links.

const t = useEscrowTestApp();
const detailsPath = apiPath(taxApi.details);
const freezeClock = useFrozenClock();

describe('tax details', () => {
  it('refuses each broken rule with its French message and field, then stores and reads back', async () => {
    const h = http(t.app);
    const creator = await createUser(t.app);
    expect((await h.get(detailsPath, creator)).json()).toEqual({
      details: null,
      heldCents: 0,
      isCreator: false,
    });
    const put = (body: object) => h.put(detailsPath, body, creator);
    const cases: [object, string, string][] = [
      [{ ...TAX_DETAILS, birthDate: '' }, 'birth_date_required', 'birthDate'],
      [{ ...TAX_DETAILS, birthDate: '2015-02-01' }, 'tax_birth_date_invalid', 'birthDate'],
      [{ ...TAX_DETAILS, birthDate: '1990-02-30' }, 'tax_birth_date_invalid', 'birthDate'],
      [
        { ...TAX_DETAILS, kind: 'company', legalName: 'Studio Lumière SAS', siren: '' },
        'siren_required',
        'siren',
      ],
      [{ ...TAX_DETAILS, siren: '123456788' }, 'siren_invalid', 'siren'],
      [{ ...TAX_DETAILS, postalCode: '00100' }, 'postal_code_invalid', 'postalCode'],
      [{ ...TAX_DETAILS, taxId: '9234567890123' }, 'tax_id_invalid', 'taxId'],
      [{ ...TAX_DETAILS, country: 'XX' }, 'tax_details_invalid', 'country'],
      [{ ...TAX_DETAILS, legalName: '' }, 'tax_details_invalid', 'legalName'],
    ];
    for (const [body, code, field] of cases) {
      const res = await put(body);
      expectError(res, code, 400);
      expect((res.json() as { field?: string }).field, code).toBe(field);
    }
    expect((await put({ ...TAX_DETAILS, siren: '123456788' })).json()).toMatchObject({
      message: MSG.tax.sirenInvalid,
    });

    const saved = await put({ ...TAX_DETAILS, taxId: '1 23 45 678 901 23', siren: '732 829 320' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await h.get(detailsPath, creator)).json()).toMatchObject({
      details: { ...TAX_DETAILS, taxId: '1234567890123', siren: '732829320' },
    });

    // A company: SIREN (or SIRET) required and checked, no date of birth kept; abroad, the
    // postal code is free and the tax number follows its country's format.
    const company = {
      ...TAX_DETAILS,
      kind: 'company',
      legalName: 'Studio Lumière SAS',
      taxId: '732829320',
      siren: '73282932000074',
      country: 'BE',
      postalCode: '1000',
    };
    expect((await put(company)).statusCode).toBe(200);
    expect((await h.get(detailsPath, creator)).json()).toMatchObject({
      details: { kind: 'company', birthDate: null, siren: '73282932000074', country: 'BE' },
    });
    // Nobody else sees them: another user reads her own (none).
    const other = await createUser(t.app);
    expect((await h.get(detailsPath, other)).json()).toMatchObject({ details: null });
    expect((await h.get(detailsPath)).statusCode).toBe(401);
  });
});

describe('the payout waits for the tax details', () => {
  it('holds the transfer of a released payment until she completes them, then pays it out', async () => {
    const a = escrowApi(t.app);
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    const { owner, author, idOffer } = setup;
    await securePayment(t.app, setup, 1, { taxDetails: false });
    for (const index of [0, 1]) {
      expect((await a.publish(idOffer, author, index)).statusCode).toBe(200);
      expect((await a.review(idOffer, owner, index)).statusCode).toBe(200);
    }
    // Released to her (the brand approved), but nothing transferred: her details are missing.
    expect((await a.space(idOffer, author)).payment.status).toBe('released');
    expect(await balancesOf(t.app, idOffer)).toMatchObject({ creator_payable: 100_000 });
    expect(await balancesOf(t.app, idOffer)).not.toHaveProperty('creator_paid_out');
    const waiting = (await a.h.get(detailsPath, author)).json();
    expect(waiting).toMatchObject({ details: null, heldCents: 100_000, isCreator: true });
    // The worker does not transfer it either.
    await runEscrowJobs(t.app.ctx);
    expect(await balancesOf(t.app, idOffer)).toMatchObject({ creator_payable: 100_000 });

    // The release mail tells her why, with the notice of art. 242 bis CGI; the brand's has neither.
    await runMailOutbox(t.app.ctx);
    const mailTo = (email: string) =>
      t.mails.find((m) => m.to === email && m.subject.includes('Paiement versé'))?.text ?? '';
    const authorMail = mailTo(author.email);
    expect(authorMail).toContain(MSG.tax.missingLine);
    expect(authorMail).toContain('article 242 bis du code général des impôts');
    expect(authorMail).toContain(TAX_LINKS.impots);
    expect(authorMail).toContain(TAX_LINKS.urssaf);
    const ownerMail = mailTo(owner.email);
    expect(ownerMail).not.toBe('');
    expect(ownerMail).not.toContain(TAX_LINKS.impots);

    // She completes them: the transfer and the payout go at once.
    expect((await a.h.put(detailsPath, TAX_DETAILS, author)).statusCode).toBe(200);
    await t.app.ctx.background.idle();
    expect(await balancesOf(t.app, idOffer)).toMatchObject({ creator_paid_out: 100_000 });
    expect((await a.h.get(detailsPath, author)).json()).toMatchObject({ heldCents: 0 });
    const [release] = await queryRows<{ status: string }>(
      t.app,
      sql`select status from payment_releases where offer_id = ${idOffer}`,
    );
    expect(release?.status).toBe('paid_out');
  });

  it('a creator with her details is paid out at the approval, and the mail still carries the notice', async () => {
    const a = escrowApi(t.app);
    const setup = await signedCollab(t.app, { amount: 500, tax: 'TTC' });
    await securePayment(t.app, setup);
    for (const index of [0, 1]) {
      await a.publish(setup.idOffer, setup.author, index);
      await a.review(setup.idOffer, setup.owner, index);
    }
    expect(await balancesOf(t.app, setup.idOffer)).toMatchObject({ creator_paid_out: 50_000 });
    await runMailOutbox(t.app.ctx);
    const mail = t.mails.find(
      (m) => m.to === setup.author.email && m.subject.includes('Paiement versé'),
    );
    expect(mail?.text).toContain('article 242 bis du code général des impôts');
    expect(mail?.text).toContain(TAX_LINKS.urssaf);
    expect(mail?.text).not.toContain(MSG.tax.missingLine);
    expect(mail?.html).toContain(TAX_LINKS.impots);
  });
});

describe('tax details and the second factor', () => {
  it('needs a fresh code to change them when the factor is on, and none without it', async () => {
    const h = http(t.app);
    const put = (user: Awaited<ReturnType<typeof createUser>>, body: object) =>
      h.put(detailsPath, body, user);
    const stored = async (user: Awaited<ReturnType<typeof createUser>>) =>
      ((await h.get(detailsPath, user)).json() as { details: { legalName: string } | null })
        .details;

    // Without the factor: no code asked.
    const plain = await createUser(t.app);
    expect((await put(plain, TAX_DETAILS)).statusCode).toBe(200);
    expect(await stored(plain)).toMatchObject({ legalName: TAX_DETAILS.legalName });

    const clock = freezeClock();
    const guarded = await createUser(t.app);
    const { secret, recoveryCodes } = await enableSecondFactor(t.app, guarded);
    const missing = await put(guarded, TAX_DETAILS);
    expectError(missing, 'second_factor_code_required', 403);
    expect(missing.json()).toMatchObject({ message: MSG.accountSecurity.errors.codeRequired });
    expectError(await put(guarded, { ...TAX_DETAILS, code: '   ' }), 'second_factor_code_required');
    const wrong = await put(guarded, { ...TAX_DETAILS, code: '000000' });
    expectError(wrong, 'second_factor_invalid', 400);
    expect(wrong.json()).toMatchObject({ message: MSG.accountSecurity.errors.codeInvalid });
    expectError(await put(guarded, { ...TAX_DETAILS, code: '12' }), 'second_factor_invalid', 400);
    expect(await stored(guarded)).toBeNull();

    // A broken field is refused before the code is used up.
    clock.set(60_000);
    const code = totpAt(secret, clock.now());
    expectError(await put(guarded, { ...TAX_DETAILS, taxId: '9', code }), 'tax_details_invalid');
    const saved = await put(guarded, { ...TAX_DETAILS, code });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored(guarded)).toMatchObject({ legalName: TAX_DETAILS.legalName });

    // The same step is not accepted twice; a recovery code works once.
    const again = { ...TAX_DETAILS, legalName: 'Chloé Martin', code };
    expectError(await put(guarded, again), 'second_factor_invalid', 400);
    expect(await stored(guarded)).toMatchObject({ legalName: TAX_DETAILS.legalName });
    const recovered = await put(guarded, { ...again, code: recoveryCodes[0] });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(await stored(guarded)).toMatchObject({ legalName: 'Chloé Martin' });
  });
});

describe('admin: missing tax details', () => {
  it('lists the creators with money waiting or paid and no details, to admins only', async () => {
    const h = http(t.app);
    const setup = await signedCollab(t.app, { amount: 300, tax: 'TTC' });
    await securePayment(t.app, setup, 1, { taxDetails: false });
    const complete = await signedCollab(t.app, { amount: 200, tax: 'TTC' });
    await securePayment(t.app, complete);
    const admin = await createUser(t.app, { role: 'admin' });
    const path = apiPath(taxApi.adminMissing);
    expect((await h.get(path, setup.author)).statusCode).toBe(403);
    const res = await h.get(path, admin);
    expect(res.json()).toEqual({
      creators: [
        { id: setup.author.id, pseudo: setup.author.pseudo, pendingCents: 30_000, paidCents: 0 },
      ],
    });
  });
});
