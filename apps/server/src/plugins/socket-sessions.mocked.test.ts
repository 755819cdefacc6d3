import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { userSessions } from '../db/schema/index.js';
import type { SessionUser } from '../modules/auth/session-user.js';
import { createUser } from '../test-support/fixtures.js';
import { useSockets } from '../test-support/offer-fixtures.js';
import { useTestApp } from '../test-support/test-app.js';

// The one moment a change message cannot find a socket: while its handshake reads the session,
// the socket is in no room yet. A session ended then (read as open, ended before the socket
// joined) must still close the socket at once, not at the next sweep.

/** Runs once, after the next session read and before the handshake goes on. */
let afterNextRead: (() => Promise<void>) | undefined;

vi.mock('../modules/auth/sessions.service.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../modules/auth/sessions.service.js')>();
  return {
    ...original,
    loadSessionUser: async (...args: Parameters<typeof original.loadSessionUser>) => {
      const user: SessionUser | undefined = await original.loadSessionUser(...args);
      const hook = afterNextRead;
      afterNextRead = undefined;
      await hook?.();
      return user;
    },
  };
});

const t = useTestApp();
const ws = useSockets(t);

describe('a session ended during the socket’s handshake', () => {
  it('closes the socket at once, though it was read as open', async () => {
    const user = await createUser(t.app);
    afterNextRead = async () => {
      await t.app.ctx.db.delete(userSessions).where(eq(userSessions.userId, user.id));
      await t.app.ctx.userChanges.publish(user.id);
    };
    const socket = await ws.client(user);
    expect(afterNextRead).toBeUndefined(); // the handshake did read through the hook
    await vi.waitFor(() => expect(socket.connected).toBe(false), { timeout: 1000, interval: 20 });
  });

  it('leaves a socket alone when nothing of its session changed', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    // Another user's change heard during the handshake: this socket is checked, and kept.
    afterNextRead = () => t.app.ctx.userChanges.publish(other.id);
    const socket = await ws.client(user);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.connected).toBe(true);
  });
});
