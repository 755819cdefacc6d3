import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { mailOutbox, users } from '../../db/schema/index.js';
import { transaction } from '../../db/transaction.js';
import type { Mailer } from '../../integrations/mail.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { useTestAppWithSmtp } from '../../test-support/smtp.js';
import {
  backoffMs,
  createClaimMarker,
  runMailOutbox,
  startMailOutboxWorker,
} from './mail-outbox.js';
import { notify } from './notifications.service.js';

// The outbox worker against a real SMTP server: every queued mail arrives once, through relay
// failures, a worker stopped dead in the middle of a batch, and two workers running together.

const { t, smtp } = useTestAppWithSmtp({ MODERATION: 'manual' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Queues `count` mails (one project-published event each) for fresh users. */
async function queue(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(t.app);
    users.push(user);
    await transaction(t.app.ctx.db, (tx) =>
      notify(t.app.ctx, tx, {
        type: 'project_published',
        recipientId: user.id,
        data: { projectId: `projet-${i}`, projectTitle: `Projet ${i}` },
        eventKey: `projet-${i}`,
      }),
    );
  }
  return users;
}

/** Each user got exactly one mail, and no Message-ID arrived twice. */
function expectOnceEach(users: TestUser[]) {
  for (const user of users) expect(smtp.to(user.email), user.email).toHaveLength(1);
  const ids = smtp.received.map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  expect(smtp.received).toHaveLength(users.length);
}

const statuses = async () =>
  (await t.app.ctx.db.select({ status: mailOutbox.status }).from(mailOutbox)).map((r) => r.status);

describe('mail outbox delivery', () => {
  it('sends a designed HTML mail with its text alternative, button, reason and no tracking', async () => {
    const [user] = await queue(1);
    expect((await runMailOutbox(t.app.ctx)).sent).toBe(1);
    const mail = smtp.to(user!.email)[0]!;
    expect(mail.subject).toBe(MSG.admin.approvedMailSubject);
    const html = String(mail.parsed.html);
    const text = mail.parsed.text ?? '';
    expect(html).toContain('#5B3DF5');
    expect(html).toContain(MSG.notifications.projectPublished.button);
    expect(html).toContain(`${t.config.publicUrl}/project/projet-0`);
    expect(html).toContain('Vous recevez cet e-mail car');
    expect(html).not.toMatch(/<img/i);
    expect(text).toContain(MSG.notificationMail.greeting(user!.pseudo));
    expect(text).toContain(`${t.config.publicUrl}/project/projet-0`);
    expect(text).toContain('/desabonnement?token=');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
  });

  it('greets her by her name, a brand without one by its trade name, never by the pseudo', async () => {
    const person = await createUser(t.app, { name: 'Jeanne Le Gall' });
    const brand = await createUser(t.app, { statut: 'Marque' });
    await t.app.ctx.db
      .update(users)
      .set({ tradeName: 'Maison Ardoise' })
      .where(eq(users.id, brand.id));
    for (const user of [person, brand]) {
      await transaction(t.app.ctx.db, (tx) =>
        notify(t.app.ctx, tx, {
          type: 'project_published',
          recipientId: user.id,
          data: { projectId: `projet-${user.pseudo}`, projectTitle: 'Projet' },
          eventKey: `greeting-${user.pseudo}`,
        }),
      );
    }
    expect((await runMailOutbox(t.app.ctx)).sent).toBe(2);
    const textOf = (user: TestUser) => smtp.to(user.email)[0]?.parsed.text ?? '';
    expect(textOf(person)).toContain(MSG.notificationMail.greeting('Jeanne Le Gall'));
    expect(textOf(person)).not.toContain(MSG.notificationMail.greeting(person.pseudo));
    expect(textOf(brand)).toContain(MSG.notificationMail.greeting('Maison Ardoise'));
  });

  it('asks the pace before each mail, and a worker held back by a busy API still delivers', async () => {
    const users = await queue(3);
    const asked: (Date | undefined)[] = [];
    const pace = { beforeSend: async (queuedAt?: Date) => void asked.push(queuedAt) };
    expect((await runMailOutbox(t.app.ctx, { pace })).sent).toBe(3);
    expect(asked).toHaveLength(3);
    // Each with its queue time (how long a busy API may hold it back is counted from there).
    for (const queuedAt of asked)
      expect(Math.abs(Date.now() - queuedAt!.getTime())).toBeLessThan(60_000);
    expectOnceEach(users);

    // The started worker with the API busy for good (a request that never ends): its mails go
    // at the busy rate, never starved.
    smtp.received.length = 0;
    t.app.ctx.traffic.begin();
    const stop = startMailOutboxWorker(t.app, { pollMs: 50 });
    try {
      const more = await queue(3);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(3), { timeout: 5_000 });
      expectOnceEach(more);
    } finally {
      await stop();
      t.app.ctx.traffic.end(Date.now());
    }
  });

  it('retries with backoff while the relay refuses, then delivers each mail once', async () => {
    const users = await queue(5);
    smtp.setDown(true);
    const backoff = { backoffBaseMs: 500 };
    const refused = await runMailOutbox(t.app.ctx, backoff);
    expect(refused).toMatchObject({ claimed: 5, sent: 0, retried: 5 });
    expect(smtp.received).toHaveLength(0);
    // Not due before its backoff: an immediate run claims nothing.
    expect((await runMailOutbox(t.app.ctx, backoff)).claimed).toBe(0);

    smtp.setDown(false);
    smtp.failNext(2); // the relay comes back shakily
    await sleep(550);
    const shaky = await runMailOutbox(t.app.ctx, backoff);
    expect(shaky).toMatchObject({ sent: 3, retried: 2 });
    // The second failure waits twice as long (1 s).
    await sleep(550);
    expect((await runMailOutbox(t.app.ctx, backoff)).claimed).toBe(0);
    await sleep(500);
    expect((await runMailOutbox(t.app.ctx, backoff)).sent).toBe(2);
    expectOnceEach(users);
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });

  it('marks a mail failed after the last attempt and shows it to admins, who can send it again', async () => {
    const [user] = await queue(1);
    smtp.setDown(true);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await runMailOutbox(t.app.ctx, { maxAttempts: 3, backoffBaseMs: 1 });
      await sleep(5);
    }
    expect(await statuses()).toEqual(['failed']);
    const admin = await createUser(t.app, { role: 'admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mails/failed',
      headers: admin.auth,
    });
    expect(list.json().mails).toEqual([
      expect.objectContaining({ to: user!.email, attempts: 3, type: 'project_published' }),
    ]);
    expect(list.json().mails[0].lastError).toMatch(/451|indisponible/);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mails/failed',
      headers: user!.auth,
    });
    expect(forbidden.statusCode).toBe(403);

    smtp.setDown(false);
    const id = list.json().mails[0]._id as string;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mails/${id}/retry`,
      headers: admin.auth,
    });
    expect(retry.json()).toEqual({ ok: true });
    await runMailOutbox(t.app.ctx);
    expectOnceEach([user!]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mails/${id}/retry`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('loses and doubles nothing when a worker dies in the middle of a batch', async () => {
    const users = await queue(10);
    // Worker A sends three mails, then freezes forever inside the fourth send (a killed
    // process): its rows stay claimed until their lease runs out.
    let sends = 0;
    const frozen: Mailer = {
      send: (message) => {
        sends += 1;
        return sends <= 3 ? t.app.ctx.mail.send(message) : new Promise<void>(() => {});
      },
    };
    void runMailOutbox({ ...t.app.ctx, mail: frozen }, { leaseMs: 400, concurrency: 1 });
    for (let i = 0; i < 100 && smtp.received.length < 3; i += 1) await sleep(10);
    expect(smtp.received).toHaveLength(3);

    // Worker B, on another instance: nothing is due while A's lease runs...
    expect((await runMailOutbox(t.app.ctx)).claimed).toBe(0);
    await sleep(450);
    // ...then it takes exactly the seven mails A never sent.
    expect(await runMailOutbox(t.app.ctx)).toMatchObject({ claimed: 7, sent: 7 });
    expectOnceEach(users);
  });

  it('gives the rows back at once when a worker is stopped between two mails', async () => {
    const users = await queue(6);
    const stop = new AbortController();
    let sends = 0;
    const stopping: Mailer = {
      send: async (message) => {
        await t.app.ctx.mail.send(message);
        sends += 1;
        if (sends === 2) stop.abort();
      },
    };
    const stopped = await runMailOutbox(
      { ...t.app.ctx, mail: stopping },
      { concurrency: 1, signal: stop.signal },
    );
    expect(stopped).toMatchObject({ claimed: 6, sent: 2 });
    // The two that left are marked before the worker returns, the four others wait unclaimed.
    const rows = await t.app.ctx.db
      .select({ status: mailOutbox.status, claim: mailOutbox.claimToken })
      .from(mailOutbox);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'pending' && row.claim === null)).toHaveLength(4);
    // No lease to wait for: the next worker sends the other four now.
    expect(await runMailOutbox(t.app.ctx)).toMatchObject({ claimed: 4, sent: 4 });
    expectOnceEach(users);
  });

  it('sends each mail once when two workers run at the same time', async () => {
    const users = await queue(40);
    const runs = await Promise.all([
      runMailOutbox(t.app.ctx, { batch: 7, concurrency: 2 }),
      runMailOutbox(t.app.ctx, { batch: 7, concurrency: 2 }),
      runMailOutbox(t.app.ctx, { batch: 7, concurrency: 2 }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(40);
    expectOnceEach(users);
  });

  it('does not send a mail of a category the recipient turned off after the event', async () => {
    const [user] = await queue(1);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: user!.auth,
      payload: { offers: false },
    });
    expect(await runMailOutbox(t.app.ctx)).toMatchObject({ claimed: 1, sent: 0, skipped: 1 });
    expect(smtp.received).toHaveLength(0);
    const [row] = await t.app.ctx.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipientId, user!.id));
    expect(row?.status).toBe('skipped');
  });

  it('marks the mails of a claim sent with one UPDATE per group, not one per mail', async () => {
    const users = await queue(12);
    const updates: string[] = [];
    const db = new Proxy(t.app.ctx.db, {
      get(target, key, receiver) {
        if (key === 'update') updates.push('update');
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const run = await runMailOutbox({ ...t.app.ctx, db }, { markBatch: 5, markWithinMs: 60_000 });
    expect(run).toMatchObject({ claimed: 12, sent: 12 });
    expect(updates).toHaveLength(3); // 5 + 5 + the last 2 when the claim ends
    expect(await statuses()).toEqual(Array(12).fill('sent'));
    expectOnceEach(users);
  });

  it('waits twice as long after each failure, up to a cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000, 100_000))).toEqual([
      30_000, 60_000, 100_000, 100_000,
    ]);
  });
});

describe('claim marker', () => {
  const recorder = () => {
    const calls: { ids: string[]; status: string }[] = [];
    const mark = (ids: string[], status: string) => {
      calls.push({ ids, status });
      return Promise.resolve();
    };
    return { calls, mark };
  };

  it('marks full groups at once and the rest when closed, sent and skipped apart', async () => {
    const { calls, mark } = recorder();
    const marker = createClaimMarker(mark, { max: 3, withinMs: 60_000 });
    for (const id of ['a', 'b', 'c', 'd']) marker.add(id, 'sent');
    marker.add('e', 'skipped');
    await marker.close();
    expect(calls).toEqual([
      { ids: ['a', 'b', 'c'], status: 'sent' },
      { ids: ['d'], status: 'sent' },
      { ids: ['e'], status: 'skipped' },
    ]);
  });

  it('marks a group that is not full once its first row has waited long enough', async () => {
    vi.useFakeTimers();
    try {
      const { calls, mark } = recorder();
      const marker = createClaimMarker(mark, { max: 50, withinMs: 100 });
      marker.add('a', 'sent');
      await vi.advanceTimersByTimeAsync(60);
      marker.add('b', 'sent');
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(50);
      expect(calls).toEqual([{ ids: ['a', 'b'], status: 'sent' }]);
      await marker.close();
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a group it could not mark, so the worker stops sending', async () => {
    const marker = createClaimMarker(() => Promise.reject(new Error('database gone')), {
      max: 1,
      withinMs: 100,
    });
    marker.add('a', 'sent');
    await expect(marker.close()).rejects.toThrow('database gone');
    expect(marker.failed).toBe(true);
  });
});
