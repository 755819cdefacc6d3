import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, createTestApp } from '../test-support/test-app.js';

// A live event sent once Redis refuses publishes (here: after the app closed and quit its Redis
// clients, as a count push's timer may do at shutdown) is logged, not an unhandled rejection
// that would end the process. Vitest fails the run on an unhandled rejection.

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
process.on('unhandledRejection', onRejection);
afterAll(() => {
  process.off('unhandledRejection', onRejection);
});

describe('socket.io over Redis', () => {
  it('survives a live event published after Redis went away', async () => {
    const t = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    await t.app.ready();
    const live = t.app.ctx.live;
    await t.close();
    live.toUser('00000000-0000-4000-8000-000000000001', 'notifications:count', { unread: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections).toEqual([]);
  });
});
