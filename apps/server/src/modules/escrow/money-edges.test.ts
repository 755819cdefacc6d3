import { describe, expect, it } from 'vitest';
import { apiPath, collabPaymentsApi, offersApi } from '@kollabo/shared';
import { fakeStripeEnv, postSignedEvent, useFakeStripe } from '../../test-support/fake-stripe.js';
import { createUser } from '../../test-support/fixtures.js';
import { ownerProjectAndCreator } from '../../test-support/offer-fixtures.js';
import { expectError, useEscrowTestApp } from '../../test-support/escrow-fixtures.js';

// The small edges of money input: a provider id carrying NUL, a lone surrogate or a space (in a
// signed webhook, or a session id in a path) answers 400, never 500; a malformed multipart body
// on the dispute attachment and the offer form answers 400 with its French text, never 500.

const fake = useFakeStripe();
const t = useEscrowTestApp(() => fakeStripeEnv(fake));

const signedEvent = (type: string, object: object) =>
  postSignedEvent(t.app, type, object, 'evt_edges_1');

const BAD_IDS = ['cs_test_\u0000x', 'cs_test_\ud800x', 'cs test', ''];

describe('provider ids', () => {
  it('a signed webhook naming a malformed id answers 400', async () => {
    for (const id of BAD_IDS) {
      for (const [type, object] of [
        [
          'checkout.session.completed',
          { id, object: 'checkout.session', metadata: { kind: 'collab' } },
        ],
        ['checkout.session.completed', { id, object: 'checkout.session' }],
        ['account.updated', { id, object: 'account' }],
        [
          'charge.dispute.created',
          { id: 'dp_1', object: 'dispute', charge: id, payment_intent: null },
        ],
      ] as const) {
        const res = await signedEvent(type, object);
        expectError(res, 'webhook_invalid', 400);
      }
    }
    // A well-formed unknown id is acknowledged, as before.
    const fine = await signedEvent('account.updated', { id: 'acct_unknown', object: 'account' });
    expect(fine.json()).toEqual({ received: true });
  });

  it('a malformed session id in a path answers 400', async () => {
    for (const path of ['cs_sim_%00x', 'cs_sim_%ED%A0%80', 'cs%20sim', 'cs_sim_%F0%9F']) {
      for (const url of [
        `/api/payment/simulated-collab/${path}`,
        `/api/payment/simulated/${path}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(res.body).not.toMatch(/ at /);
        expect(res.body).not.toContain(String.fromCharCode(0));
      }
    }
  });
});

/** A multipart body cut in the middle of a part: busboy's "Unexpected end of form". */
const TRUNCATED = {
  payload: Buffer.from(
    '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc',
  ),
  headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
};
const BAD_HEADER = {
  payload: Buffer.from('--xyz\r\nContent-Disposition\r\n\r\nvalue\r\n--xyz--\r\n'),
  headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
};

describe('malformed multipart', () => {
  it('answers 400 with its French text on the offer form and the dispute attachment', async () => {
    const { author, project } = await ownerProjectAndCreator(t.app);
    const stranger = await createUser(t.app);
    for (const body of [TRUNCATED, BAD_HEADER]) {
      const offer = await t.app.inject({
        method: 'POST',
        url: apiPath(offersApi.send),
        payload: body.payload,
        headers: { ...body.headers, ...author.auth },
      });
      expect(offer.statusCode, offer.body).toBe(400);
      expect((offer.json() as { message: string }).message).toBeTruthy();
      const attachment = await t.app.inject({
        method: 'POST',
        url: `${apiPath(collabPaymentsApi.disputeAttachmentAdd)}?idOffer=${project.id}`,
        payload: body.payload,
        headers: { ...body.headers, ...stranger.auth },
      });
      expect(attachment.statusCode, attachment.body).toBe(400);
      expect((attachment.json() as { message: string }).message).toBeTruthy();
    }
  });
});
