import { describe, expect, it } from 'vitest';
import { MSG, NOTIFICATIONS_UNREAD_COUNTED, type NotificationItem } from '@kollabo/shared';
import { transaction } from '../../db/transaction.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { useTestAppWithSmtp } from '../../test-support/smtp.js';
import { runMailOutbox } from './mail-outbox.js';
import { notify } from './notifications.service.js';

// The notifications API: the list behind the bell, read marks (the recipient's own only), the
// mail settings per category, and the unsubscribe link of the mails (no login).

const { t, smtp } = useTestAppWithSmtp();

let counter = 0;
/** A project-published notification for `user` (the simplest event). */
async function published(user: TestUser, title?: string) {
  counter += 1;
  title ??= `Projet ${counter}`;
  await transaction(t.app.ctx.db, (tx) =>
    notify(t.app.ctx, tx, {
      type: 'project_published',
      recipientId: user.id,
      data: { projectId: `p${counter}`, projectTitle: title },
      eventKey: `p${counter}`,
    }),
  );
}

const get = (user: TestUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: user.auth });
const markRead = (user: TestUser, payload: object | string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/notifications/read',
    headers: { ...user.auth, 'content-type': 'application/json' },
    payload,
  });

describe('GET /api/notifications', () => {
  it('answers the newest first, ten per page, with the unread count and hasMore', async () => {
    const user = await createUser(t.app);
    for (let i = 1; i <= 12; i += 1) await published(user, `Projet n°${i}`);
    const first = (await get(user)).json();
    expect(first.notifications).toHaveLength(10);
    // Counted up to 10: the bell shows "+9" above 9, whatever the number.
    expect(first.unread).toBe(NOTIFICATIONS_UNREAD_COUNTED);
    expect(first.hasMore).toBe(true);
    const top = first.notifications[0] as NotificationItem;
    expect(top).toMatchObject({
      type: 'project_published',
      title: MSG.notifications.projectPublished.title('Projet n°12'),
      body: MSG.notifications.projectPublished.body,
      read: false,
    });
    expect(top.link).toMatch(/^\/project\//);
    const second = (await get(user, '?page=2&pageSize=10')).json();
    expect(second.notifications).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect(second.unread).toBe(NOTIFICATIONS_UNREAD_COUNTED);
    // A page past the end still tells the count (it comes with the rows otherwise).
    const past = (await get(user, '?page=5&pageSize=10')).json();
    expect(past).toEqual({
      notifications: [],
      unread: NOTIFICATIONS_UNREAD_COUNTED,
      hasMore: false,
    });
    // Below the cap the count is exact again, from the list and from a mark alike.
    const ids = (first.notifications as NotificationItem[]).map((item) => item._id);
    expect((await markRead(user, { ids: ids.slice(0, 1) })).json().unread).toBe(10); // 11 left
    expect((await markRead(user, { ids: ids.slice(1, 3) })).json().unread).toBe(9);
    expect((await get(user)).json().unread).toBe(9);
  });

  it('shows a user only their own notifications, and needs a login', async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    await published(a);
    expect((await get(b)).json()).toEqual({ notifications: [], unread: 0, hasMore: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('adds one notification per event, however often the event is told', async () => {
    const user = await createUser(t.app);
    const once = () =>
      transaction(t.app.ctx.db, (tx) =>
        notify(t.app.ctx, tx, {
          type: 'project_published',
          recipientId: user.id,
          data: { projectId: 'same', projectTitle: 'Même projet' },
          eventKey: 'same',
        }),
      );
    await once();
    await once();
    expect((await get(user)).json().unread).toBe(1);
    await runMailOutbox(t.app.ctx);
    expect(smtp.to(user.email)).toHaveLength(1);
  });

  it('writes nothing when the event rolls back', async () => {
    const user = await createUser(t.app);
    await expect(
      transaction(t.app.ctx.db, async (tx) => {
        await notify(t.app.ctx, tx, {
          type: 'project_published',
          recipientId: user.id,
          data: { projectId: 'x', projectTitle: 'Annulé' },
          eventKey: 'x',
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await get(user)).json().unread).toBe(0);
    expect((await runMailOutbox(t.app.ctx)).claimed).toBe(0);
  });

  it('refuses bad paging with 400', async () => {
    const user = await createUser(t.app);
    for (const query of ['?page=0', '?pageSize=11', '?page=abc', '?pageSize=-1']) {
      expect((await get(user, query)).statusCode, query).toBe(400);
    }
  });
});

describe('PATCH /api/notifications/read', () => {
  it('marks the given ones read and answers the new unread count', async () => {
    const user = await createUser(t.app);
    await published(user);
    await published(user);
    const [newest] = (await get(user)).json().notifications as NotificationItem[];
    const res = await markRead(user, { ids: [newest?._id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, unread: 1 });
    const list = (await get(user)).json().notifications as NotificationItem[];
    expect(list.map((n) => n.read)).toEqual([true, false]);
  });

  it('marks everything read with { all: true }', async () => {
    const user = await createUser(t.app);
    await published(user);
    await published(user);
    expect((await markRead(user, { all: true })).json()).toEqual({ ok: true, unread: 0 });
  });

  it("changes nothing of someone else's notifications and does not say they exist", async () => {
    const [owner, other] = [await createUser(t.app), await createUser(t.app)];
    await published(owner);
    const [item] = (await get(owner)).json().notifications as NotificationItem[];
    const res = await markRead(other, { ids: [item?._id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, unread: 0 });
    expect((await get(owner)).json().unread).toBe(1);
    // Marking "all" marks only one's own.
    await markRead(other, { all: true });
    expect((await get(owner)).json().unread).toBe(1);
  });

  it('refuses bad input with 400, never 500', async () => {
    const user = await createUser(t.app);
    const bodies = [
      {},
      { ids: [] },
      { ids: ['pas-un-uuid'] },
      { ids: 'a' },
      { all: false },
      { all: true, ids: ['00000000-0000-4000-8000-000000000000'] },
      { ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000') },
      [],
      'texte',
      null,
    ];
    for (const body of bodies) {
      const res = await markRead(user, JSON.stringify(body));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read',
      payload: { all: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('mail settings', () => {
  const settingsOf = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/user/notification-settings', headers: user.auth });
  const put = (user: TestUser, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('has every category on by default and changes one at a time', async () => {
    const user = await createUser(t.app);
    expect((await settingsOf(user)).json()).toEqual({
      settings: {
        messages: true,
        offers: true,
        collaboration: true,
        payments: true,
        alerts: true,
        account: true,
      },
    });
    const res = await put(user, { offers: false });
    expect(res.json().settings).toMatchObject({ offers: false, messages: true, payments: true });
    expect((await settingsOf(user)).json().settings.offers).toBe(false);
  });

  it("stores the messages category in the inbox's own toggle (the spec's notif_status)", async () => {
    const user = await createUser(t.app);
    await put(user, { messages: false });
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/offer/all-rooms-offer?status=none&page=1&pageSize=1',
      headers: user.auth,
    });
    expect(inbox.json().notif_status).toBe(false);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/notif-messages-status?status=true',
      headers: user.auth,
    });
    expect((await settingsOf(user)).json().settings.messages).toBe(true);
  });

  it('queues no mail for a category turned off, but still notifies in the app', async () => {
    const user = await createUser(t.app);
    await put(user, { offers: false });
    await published(user);
    expect((await get(user)).json().unread).toBe(1);
    expect((await runMailOutbox(t.app.ctx)).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses unknown categories, empty and non-boolean values with 400', async () => {
    const user = await createUser(t.app);
    for (const body of [{}, { sms: true }, { offers: 'non' }, { offers: null }, [], 'x']) {
      expect((await put(user, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/user/notification-settings',
          payload: { offers: false },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('unsubscribe link (no login)', () => {
  /** The one-click URL of the List-Unsubscribe header of the last mail to `user`. */
  async function unsubscribeUrl(user: TestUser): Promise<string> {
    await published(user);
    await runMailOutbox(t.app.ctx);
    const mail = smtp.to(user.email).at(-1);
    const header = mail?.header('List-Unsubscribe') ?? '';
    const url = header.match(/<([^>]+)>/)?.[1];
    if (!url) throw new Error(`no List-Unsubscribe in ${header}`);
    return url;
  }

  it('carries the RFC 8058 headers, and its POST turns that category off without a login', async () => {
    const user = await createUser(t.app);
    const url = new URL(await unsubscribeUrl(user));
    const mail = smtp.to(user.email).at(-1);
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(url.origin).toBe(new URL(t.config.publicUrl).origin);

    // The web page asks for the link's state as JSON (its fetch says so).
    const state = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    expect(state.json()).toMatchObject({ category: 'offers', mail: true });
    expect(state.json().email).not.toBe(user.email);

    // What a mail client sends (RFC 8058 §3.2): a form body, no cookie, no token header.
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, category: 'offers', mail: false });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/user/notification-settings',
      headers: user.auth,
    });
    expect(settings.json().settings).toMatchObject({ offers: false, messages: true });

    // The next event of that category sends nothing; resubscribing from the same link works.
    await published(user);
    expect((await runMailOutbox(t.app.ctx)).claimed).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/resubscribe${url.search}`,
    });
    expect(again.json()).toEqual({ ok: true, category: 'offers', mail: true });
  });

  // A mail client or a browser opening the List-Unsubscribe URL gets the page that
  // confirms, never raw JSON, and a GET changes nothing.
  it('sends a GET of the List-Unsubscribe URL from a browser to the confirming page', async () => {
    const user = await createUser(t.app);
    const url = new URL(await unsubscribeUrl(user));
    const token = url.searchParams.get('token') ?? '';
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      '*/*',
      undefined,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: accept ? { accept } : {},
      });
      expect(res.statusCode, accept).toBe(303);
      expect(res.headers.location).toBe(`/desabonnement?token=${encodeURIComponent(token)}`);
      expect(res.headers['content-type'] ?? '').not.toContain('application/json');
    }
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/user/notification-settings',
      headers: user.auth,
    });
    expect(settings.json().settings).toMatchObject({ offers: true });
  });

  it('accepts the signature in its one canonical spelling only', async () => {
    const user = await createUser(t.app);
    const url = new URL(await unsubscribeUrl(user));
    const token = url.searchParams.get('token') ?? '';
    const [id, category, mac = ''] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.at(-1) ?? 'A');
    // 16 bytes in 22 characters: the last one's low 4 bits are unused, so 15 other letters
    // decode to the same bytes.
    const sameBytes = Array.from({ length: 16 }, (_, low) => alphabet[(last & 0b110000) | low])
      .filter((c) => c !== mac.at(-1))
      .map((c) => `${mac.slice(0, -1)}${c}`);
    const spellings = [
      `${mac}=`,
      `${mac}==`,
      mac.replace(/-/g, '+').replace(/_/g, '/'),
      `${mac.slice(0, 11)} ${mac.slice(11)}`,
      `${mac.slice(0, 11)}\n${mac.slice(11)}`,
      `${mac}AA`.slice(0, 24),
      ...sameBytes,
    ].filter((variant) => variant !== mac);
    const accepted: string[] = [];
    for (const variant of spellings) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(`${id}.${category}.${variant}`)}`,
      });
      if (res.statusCode !== 400) accepted.push(`${res.statusCode} ${JSON.stringify(variant)}`);
    }
    expect(accepted).toEqual([]);
    const canonical = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(canonical.statusCode).toBe(200);
  });

  it('counts its rate limit per token, after the token is checked', async () => {
    const user = await createUser(t.app);
    const url = new URL(await unsubscribeUrl(user));
    const token = url.searchParams.get('token') ?? '';
    const ip = '198.51.100.23';
    // Bad tokens from one address do not block a good link opened from the same address.
    for (let i = 0; i < 70; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=nimportequoi${i}`,
        remoteAddress: ip,
      });
    }
    const post = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        remoteAddress,
      });
    expect((await post(ip)).statusCode).toBe(200);
    // One token, many addresses: its own limit, with Retry-After.
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 40; i += 1) {
      const res = await post(`203.0.113.${i}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses).toContain(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Another user's link is not held by it.
    const other = await createUser(t.app);
    const otherUrl = new URL(await unsubscribeUrl(other));
    const res = await t.app.inject({
      method: 'POST',
      url: `${otherUrl.pathname}${otherUrl.search}`,
      remoteAddress: '203.0.113.1',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a forged, altered or malformed token with 400', async () => {
    const user = await createUser(t.app);
    const url = new URL(await unsubscribeUrl(user));
    const token = url.searchParams.get('token') ?? '';
    const [id, , mac] = token.split('.');
    const forged = [
      `${id}.payments.${mac}`, // another category with the same signature
      `${(await createUser(t.app)).id}.offers.${mac}`, // another user
      `${id}.offers.${'A'.repeat(22)}`,
      `${id}.offers`,
      'nimportequoi',
      `${token}.x`,
    ];
    for (const bad of forged) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error, bad).toBe('unsubscribe_invalid');
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' })).statusCode,
    ).toBe(400);
  });
});
