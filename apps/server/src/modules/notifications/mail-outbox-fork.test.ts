import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { transaction } from '../../db/transaction.js';
import { createUser } from '../../test-support/fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';
import { MAIL_WORKER_NICE, startMailOutboxProcess } from './mail-outbox-fork.js';
import { notify } from './notifications.service.js';

// The launcher of the mail worker's own process (PostgreSQL): a lower CPU priority than the API,
// woken by this instance's events (one message per turn however many), started again when it
// dies, stopped with the app. A stand-in script records what reaches the process.

const t = useTestApp();
const dir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-outbox-fork-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = fileURLToPath(
  new URL('../../test-support/fake-outbox-process.mjs', import.meta.url),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 250; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await sleep(20);
  }
  throw new Error('timed out');
}

describe('mail outbox process', () => {
  it('runs niced, is woken once per burst of events, comes back when killed, stops with the app', async () => {
    const logFile = path.join(dir, 'log');
    const lines = () => {
      try {
        return readFileSync(logFile, 'utf8').trim().split('\n');
      } catch {
        return [];
      }
    };
    const starts = () => lines().filter((line) => line.startsWith('start '));
    const stop = startMailOutboxProcess(t.app, {
      script,
      env: { ...process.env, FAKE_OUTBOX_LOG: logFile },
    });
    const first = await waitFor(() => starts()[0]);
    const [, pid, nice] = first.split(' ');
    expect(Number(nice)).toBe(MAIL_WORKER_NICE);

    const user = await createUser(t.app);
    await transaction(t.app.ctx.db, async (tx) => {
      for (let i = 0; i < 3; i += 1) {
        await notify(t.app.ctx, tx, {
          type: 'project_published',
          recipientId: user.id,
          data: { projectId: `projet-${i}`, projectTitle: `Projet ${i}` },
          eventKey: `projet-${i}`,
        });
      }
    });
    await waitFor(() => (lines().includes('wake') ? true : undefined));
    await sleep(100);
    expect(lines().filter((line) => line === 'wake')).toHaveLength(1);

    process.kill(Number(pid), 'SIGKILL');
    const second = await waitFor(() => starts()[1]);
    expect(second.split(' ')[1]).not.toBe(pid);

    await stop();
    expect(lines().at(-1)).toBe('stop');
    const ended = Number(second.split(' ')[1]);
    expect(() => process.kill(ended, 0)).toThrow();
  });
});
