import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BILLING_MANDATE_TEXT, MSG, type BillingMandateReply } from '@kollabo/shared';
import { mandateHttp } from '../../test-support/creator-invoice-fixtures.js';
import { expectError } from '../../test-support/escrow-fixtures.js';
import { createUser } from '../../test-support/fixtures.js';
import { queryRows } from '../../test-support/payment-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

// The creator's billing mandate (GET, PUT, DELETE /api/user/billing-mandate): her prior written
// agreement (art. 289, I-2 CGI), its text citing its articles and her right to contest each
// invoice, accepted with its date, revocable, every acceptance and revocation kept.

const t = useTestApp();
const mandate = () => mandateHttp(t.app);

describe('billing mandate', () => {
  it('cites its articles beside the text, and says how to contest an invoice and revoke', () => {
    expect(BILLING_MANDATE_TEXT).toContain('art. 289, I-2 du code général des impôts');
    expect(BILLING_MANDATE_TEXT).toContain('art. 242 nonies A, I-7° de l’annexe II au CGI');
    expect(BILLING_MANDATE_TEXT).toContain('« Autofacturation » (art. 242 nonies A, I-14°');
    expect(BILLING_MANDATE_TEXT).toContain('« TVA non applicable, art. 293 B du CGI »');
    expect(BILLING_MANDATE_TEXT).toMatch(
      /contester dans les 30 jours suivant sa réception, en écrivant à Kollabo par le formulaire « Nous contacter »/,
    );
    expect(BILLING_MANDATE_TEXT).toContain('délai : règle Kollabo');
    expect(BILLING_MANDATE_TEXT).toMatch(/révoquer ce mandat à tout moment/);
    // Each paragraph cites its source beside its text.
    for (const paragraph of MSG.billingMandate.text) {
      expect(paragraph).toMatch(/\((?:art\. \d|[^)]*règle Kollabo)/);
    }
  });

  it('is accepted with its date, revoked, accepted again, each step kept; bad input refused', async () => {
    const creator = await createUser(t.app, { pseudo: 'chloe' });
    const m = mandate();
    // The addresses as written, without a session.
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/user/billing-mandate' });
      expect(res.statusCode, method).toBe(401);
    }
    const initial = await m.get(creator);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      accepted: false,
      acceptedAt: null,
      text: BILLING_MANDATE_TEXT,
      history: [],
    });

    for (const body of [{}, { accept: false }, { accept: 'true' }, { accept: 1 }]) {
      const refused = await m.put(body, creator);
      expectError(refused, 'billing_mandate_invalid', 400);
      expect(refused.json()).toMatchObject({ message: MSG.billingMandate.mustTick });
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/user/billing-mandate',
      payload: '{"accept":',
      headers: { ...creator.auth, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect((await m.get(creator)).json()).toMatchObject({ accepted: false, history: [] });

    const before = Date.now();
    const accepted = await m.accept(creator);
    expect(accepted.accepted).toBe(true);
    const acceptedAt = Date.parse(accepted.acceptedAt ?? '');
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(accepted.history).toEqual([{ action: 'accepted', at: accepted.acceptedAt }]);
    // Accepting again keeps the first date, and adds nothing.
    expect(await m.accept(creator)).toEqual(accepted);

    const revoked = await m.remove(creator);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const afterRevoke = revoked.json() as BillingMandateReply;
    expect(afterRevoke).toMatchObject({ accepted: false, acceptedAt: null });
    expect(afterRevoke.history.map((e) => e.action)).toEqual(['revoked', 'accepted']);
    expect((await m.remove(creator)).json()).toEqual(afterRevoke);

    const again = await m.accept(creator);
    expect(again.accepted).toBe(true);
    expect(again.history.map((e) => e.action)).toEqual(['accepted', 'revoked', 'accepted']);

    // Another user's mandate is hers alone.
    const other = await createUser(t.app, { pseudo: 'autre' });
    expect((await m.get(other)).json()).toMatchObject({ accepted: false, history: [] });

    // The fingerprint of the accepted text is kept with each acceptance.
    const rows = await queryRows<{ action: string; text_sha256: string | null }>(
      t.app,
      sql`select action, text_sha256 from billing_mandate_events where user_id = ${creator.id}`,
    );
    expect(rows.filter((r) => r.action === 'accepted').map((r) => r.text_sha256)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
  });

  it('20 acceptances at once: one mandate, one series code, one event', async () => {
    const creator = await createUser(t.app, { pseudo: 'presse' });
    const m = mandate();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => m.put({ accept: true }, creator)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await queryRows<{ series_code: string }>(
      t.app,
      sql`select series_code from billing_mandates where user_id = ${creator.id}`,
    );
    expect(rows).toEqual([{ series_code: expect.stringMatching(/^C\d{5}$/) }]);
    expect((await m.get(creator)).json()).toMatchObject({ history: [{ action: 'accepted' }] });
    // Revoked 20 times at once: one revocation.
    await Promise.all(Array.from({ length: 20 }, () => m.remove(creator)));
    expect(
      ((await m.get(creator)).json() as BillingMandateReply).history.map((e) => e.action),
    ).toEqual(['revoked', 'accepted']);
  });
});
