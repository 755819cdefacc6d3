import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@kollabo/shared';
import { useTwoInstances } from '../../test-support/test-app.js';
import {
  connectClient,
  emitAck,
  listen,
  nextEvent,
  offerBetween,
} from '../../test-support/offer-fixtures.js';

// Two server instances sharing one database and one Redis: a message sent through one reaches a
// client connected to the other. It needs a running Redis: REDIS_URL (set by .ci/run), or the
// machine's default (TEST_REDIS_URL). It is never skipped: without Redis it fails.

const two = useTwoInstances();
const { t, sockets } = two;

describe('two instances through Redis', () => {
  it('delivers a message sent through one instance to a client of the other, both ways', async () => {
    const [urlA, urlB] = [await listen(t.app), await listen(two.second)];
    expect(urlA).not.toBe(urlB);
    const { owner, author, idOffer } = await offerBetween(t.app);

    const onA = await connectClient(urlA, author.token);
    const onB = await connectClient(urlB, owner.token);
    sockets.push(onA, onB);
    expect(await emitAck(onA, 'join_room', idOffer)).toEqual({ ok: true });
    expect(await emitAck(onB, 'join_room', idOffer)).toEqual({ ok: true });

    const atB = nextEvent<ChatMessage>(onB, 'receive_message');
    expect((await emitAck(onA, 'new_message', { idOffer, content: 'Depuis A' })).ok).toBe(true);
    expect(await atB).toMatchObject({ content: 'Depuis A', sender: author.pseudo });

    const atA = nextEvent<ChatMessage>(onA, 'receive_message');
    expect((await emitAck(onB, 'new_message', { idOffer, content: 'Depuis B' })).ok).toBe(true);
    expect(await atA).toMatchObject({ content: 'Depuis B', sender: owner.pseudo });

    // Presence crosses instances too: the owner, connected to B, counts as online for A.
    expect(await t.app.realtime.isOnline(owner.id)).toBe(true);
    await two.second.realtime.revokeUser(author.id);
    await new Promise<void>((resolve) => {
      if (onA.disconnected) resolve();
      else onA.once('disconnect', () => resolve());
    });
  });
});
