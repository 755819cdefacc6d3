import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../test-support/test-app.js';
import { createUser } from '../test-support/fixtures.js';
import { acceptedOffer, contract, http, identity } from '../test-support/collab-fixtures.js';
import {
  connectClient,
  emitAck,
  listen,
  ownerProjectAndCreator,
  sendOffer,
} from '../test-support/offer-fixtures.js';

// A lone UTF-16 surrogate is valid JSON ("\ud800") but PostgreSQL refuses it in text and jsonb:
// every string input is checked well formed once, with NUL bytes, and refused with the French
// invalid-input text instead of a 500.

const t = useTestApp();
const LONE = 'a\ud800b';

const refused = (res: { statusCode: number; json: () => { message: string } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(MSG.common.invalidInput);
};

describe('lone surrogates in string inputs', () => {
  it('are refused with a 400 on a search alert, a contract and a collaboration report', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    const h = http(t.app);
    refused(await h.post('/api/search-alerts', { query: { q: LONE } }, owner));
    await h.put('/api/user/legal-identity', identity('Marque SA', 'Paris'), owner);
    await h.put('/api/user/legal-identity', identity('Chloé Dupont'), author);
    refused(
      await h.put(
        '/api/collab/contract',
        contract(idOffer, {
          usageRights: { channels: LONE, durationMonths: 6, territory: 'France' },
        }),
        owner,
      ),
    );
    refused(await h.post('/api/collab/report', { idOffer, message: `Bonjour ${LONE}` }, author));
    // A low surrogate alone, and one in a key, are as bad.
    refused(await h.post('/api/search-alerts', { query: { q: 'x\udc00' } }, owner));
    refused(await h.post('/api/search-alerts', { query: { q: 'ok' }, ['\ud800']: 1 }, owner));
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await h.post('/api/search-alerts', { query: { q: 'café 😀' } }, owner);
    expect(emoji.statusCode).toBe(201);
  });

  it('are refused in the query string (decoded) as well', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      url: `/api/project/my-projects?projectName=${encodeURIComponent('a')}%ED%A0%80`,
      headers: user.auth,
    });
    expect(res.statusCode).toBeLessThan(500);
    const raw = await t.app.inject({
      url: '/api/project/my-projects?projectName=a\ud800b',
      headers: user.auth,
    });
    expect(raw.statusCode).toBeLessThan(500);
  });
});

describe('lone surrogates in a chat message', () => {
  it('are refused with the invalid-input text, not logged as a failure', async () => {
    const { author, idOffer } = await acceptedOffer(t.app);
    const socket = await connectClient(await listen(t.app), author.token);
    try {
      const ack = await emitAck(socket, 'new_message', { idOffer, content: LONE });
      expect(ack).toMatchObject({ ok: false, error: 'invalid_input' });
    } finally {
      socket.close();
    }
  });
});

describe('NUL in a multipart text field', () => {
  it('is refused like in a JSON body (an offer’s message)', async () => {
    const { project, author } = await ownerProjectAndCreator(t.app);
    const res = await sendOffer(t.app, author, project.id, { messageOffre: 'Bonjour\u0000 !' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_input',
      field: 'messageOffre',
      message: MSG.common.invalidInput,
    });
  });
});
