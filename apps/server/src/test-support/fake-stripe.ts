import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { API_PREFIX, paymentsApi } from '@kollabo/shared';
import { beforeEach } from 'vitest';
import { useServer } from './test-app.js';

// A local stand-in for the few Stripe endpoints the app calls (create and retrieve a Checkout
// Session, create a refund; Connect: accounts, account links, transfers, payouts on a connected
// account, balance transactions; a repeated idempotency key gets the first answer). The official `stripe` package talks to it through its host, port
// and protocol options, so tests exercise the real client code.

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  expires_at?: number;
  /** Connect: the payment intent's transfer_group and its charge. */
  transfer_group?: string | null;
  latest_charge?: string | null;
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; past_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
  settings: { payouts: { schedule: { interval: string } } };
}

/** A line of the platform's (or a connected account's) books. */
export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  type: 'charge' | 'transfer' | 'payout' | 'refund';
  amount: number;
  fee: number;
  currency: string;
  source: string;
  account: string;
  created: number;
}

export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  accounts: Map<string, FakeAccount>;
  transfers: {
    id: string;
    amount: number;
    destination: string;
    transfer_group: string | null;
    idempotencyKey: string | undefined;
  }[];
  payouts: {
    id: string;
    amount: number;
    account: string;
    idempotencyKey: string | undefined;
    created: number;
  }[];
  balanceTransactions: FakeBalanceTransaction[];
  /** Every POST by path, with its idempotency key (retries included). */
  calls: { path: string; idempotencyKey: string | undefined }[];
  /** The provider's side of a finished hosted onboarding: the account can take payments. */
  activateAccount(id: string): FakeAccount;
  /** Makes the account restricted (requirements past due). */
  restrictAccount(id: string): FakeAccount;
  refunds: { payment_intent: string; idempotencyKey: string | undefined }[];
  /** The provider's side of "the customer paid". */
  markPaid(id: string, overrides?: Partial<FakeSession>): FakeSession;
  /** Makes the next refund calls fail with a 500 (the client retries twice). */
  failNextRefund(times?: number): void;
  /** Forgets every session, account, movement and call (between tests). */
  clear(): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}

const notFound = (what: string) => ({
  error: { type: 'invalid_request_error', message: `No such ${what}`, code: 'resource_missing' },
});

/** The secret the test app checks Stripe webhooks with (tests sign their events with it). */
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_kollabo';

/** Posts a Stripe event to the app's webhook, signed as Stripe signs it. */
export function postSignedEvent(
  app: FastifyInstance,
  type: string,
  object: object,
  eventId: string,
) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: FAKE_STRIPE_WEBHOOK_SECRET,
  });
  return app.inject({
    method: 'POST',
    url: `${API_PREFIX}${paymentsApi.webhook.path}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

/** The test app's configuration for the official Stripe package to talk to `fake`. */
export const fakeStripeEnv = (fake: FakeStripe) => ({
  STRIPE_SECRET_KEY: 'sk_test_kollabo',
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(fake.port),
  STRIPE_API_PROTOCOL: 'http',
  PUBLIC_URL: 'https://kollabo.test',
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeStripe['refunds'] = [];
  let refundFailures = 0;
  const accounts = new Map<string, FakeAccount>();
  const transfers: FakeStripe['transfers'] = [];
  const payouts: FakeStripe['payouts'] = [];
  const balanceTransactions: FakeBalanceTransaction[] = [];
  const calls: FakeStripe['calls'] = [];
  const answered = new Map<string, unknown>();

  function book(
    type: FakeBalanceTransaction['type'],
    amount: number,
    source: string,
    account: string,
    fee = 0,
  ) {
    const txn: FakeBalanceTransaction = {
      id: id('txn'),
      object: 'balance_transaction',
      type,
      amount: type === 'charge' ? amount : -amount,
      fee,
      currency: 'eur',
      source,
      account,
      created: Math.floor(Date.now() / 1000),
    };
    balanceTransactions.push(txn);
    return txn;
  }

  /** A balance transaction's source as `expand[]=data.source` gives it (a charge's group). */
  const expandedSource = (source: string) => {
    const charged = [...sessions.values()].find((x) => x.latest_charge === source);
    return charged
      ? {
          id: source,
          object: 'charge',
          payment_intent: charged.payment_intent,
          transfer_group: charged.transfer_group ?? null,
        }
      : { id: source };
  };

  const connectedBalance = (account: string) =>
    transfers.filter((t) => t.destination === account).reduce((n, t) => n + t.amount, 0) -
    payouts.filter((p) => p.account === account).reduce((n, p) => n + p.amount, 0);

  async function connectRoute(
    request: IncomingMessage,
    url: URL,
    idempotencyKey: string | undefined,
  ): Promise<{ status: number; body: unknown } | undefined> {
    if (url.pathname === '/v1/accounts') {
      const form = await readForm(request);
      const account: FakeAccount = {
        id: id('acct'),
        object: 'account',
        type: 'express',
        email: form.get('email'),
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ['external_account', 'individual.dob.day'],
          past_due: [],
          disabled_reason: null,
        },
        metadata: { userId: form.get('metadata[userId]') ?? '' },
        settings: {
          payouts: {
            schedule: { interval: form.get('settings[payouts][schedule][interval]') ?? '' },
          },
        },
      };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    if (url.pathname === '/v1/account_links') {
      const form = await readForm(request);
      const account = form.get('account') ?? '';
      if (!accounts.has(account)) return { status: 404, body: notFound('account') };
      return {
        status: 200,
        body: { object: 'account_link', url: `https://connect.stripe.test/setup/e/${account}` },
      };
    }
    if (url.pathname === '/v1/transfers') {
      const form = await readForm(request);
      const destination = form.get('destination') ?? '';
      const account = accounts.get(destination);
      if (!account?.payouts_enabled) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'account' } },
        };
      }
      const transfer = {
        id: id('tr'),
        object: 'transfer',
        amount: Number(form.get('amount')),
        destination,
        transfer_group: form.get('transfer_group'),
        idempotencyKey,
      };
      transfers.push(transfer);
      book('transfer', transfer.amount, transfer.id, 'platform');
      return { status: 200, body: { ...transfer, idempotencyKey: undefined } };
    }
    if (url.pathname === '/v1/payouts') {
      const form = await readForm(request);
      const account = request.headers['stripe-account'];
      const amount = Number(form.get('amount'));
      if (typeof account !== 'string' || connectedBalance(account) < amount) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'balance' } },
        };
      }
      const payout = {
        id: id('po'),
        object: 'payout',
        amount,
        account,
        idempotencyKey,
        created: Math.floor(Date.now() / 1000),
      };
      payouts.push(payout);
      book('payout', amount, payout.id, account);
      return { status: 200, body: { ...payout, idempotencyKey: undefined } };
    }
    return undefined;
  }

  function getRoute(
    url: URL,
    stripeAccount: string | string[] | undefined,
  ): { status: number; body: unknown } | undefined {
    if (url.pathname === '/v1/payouts' && typeof stripeAccount === 'string') {
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/payouts',
          has_more: false,
          data: payouts
            .filter((p) => p.account === stripeAccount)
            .map((p) => ({
              id: p.id,
              object: 'payout',
              amount: p.amount,
              currency: 'eur',
              created: p.created,
            })),
        },
      };
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
    if (accountPath?.[1]) {
      const account = accounts.get(decodeURIComponent(accountPath[1]));
      return account ? { status: 200, body: account } : { status: 404, body: notFound('account') };
    }
    if (url.pathname === '/v1/balance_transactions') {
      const gte = Number(url.searchParams.get('created[gte]') ?? 0);
      const expandSource = [...url.searchParams].some(
        ([key, value]) => key.startsWith('expand') && value === 'data.source',
      );
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/balance_transactions',
          has_more: false,
          data: balanceTransactions
            .filter((b) => b.account === 'platform' && b.created >= gte)
            .map((b) => (expandSource ? { ...b, source: expandedSource(b.source) } : b)),
        },
      };
    }
    return undefined;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.headers.authorization?.startsWith('Bearer sk_test_') !== true) {
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'key' } });
      }
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      if (request.method === 'POST') {
        calls.push({ path: url.pathname, idempotencyKey });
        // Stripe answers a repeated idempotency key with the first answer, acting once.
        const cached = idempotencyKey
          ? answered.get(`${url.pathname}|${idempotencyKey}`)
          : undefined;
        if (cached) return send(response, 200, cached);
        const connect = await connectRoute(request, url, idempotencyKey);
        if (connect) {
          if (connect.status === 200 && idempotencyKey) {
            answered.set(`${url.pathname}|${idempotencyKey}`, connect.body);
          }
          return send(response, connect.status, connect.body);
        }
      } else if (request.method === 'GET') {
        const connect = getRoute(url, request.headers['stripe-account']);
        if (connect) return send(response, connect.status, connect.body);
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = await readForm(request);
        const session: FakeSession = {
          id: id('cs'),
          object: 'checkout.session',
          url: '',
          amount_total: [0, 1, 2, 3]
            .map((i) => Number(form.get(`line_items[${i}][price_data][unit_amount]`) ?? 0))
            .reduce((a, b) => a + b, 0),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          metadata: Object.fromEntries(
            [...form.entries()]
              .filter(([key]) => /^metadata\[[^\]]+\]$/.test(key))
              .map(([key, value]) => [key.slice(9, -1), value]),
          ),
          transfer_group: form.get('payment_intent_data[transfer_group]'),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          payment_status: 'unpaid',
          status: 'open',
          payment_intent: null,
        };
        session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
        session.expires_at = Number(form.get('expires_at') ?? 0);
        sessions.set(session.id, session);
        if (idempotencyKey) answered.set(`${url.pathname}|${idempotencyKey}`, session);
        return send(response, 200, session);
      }
      const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (request.method === 'POST' && expirePath?.[1]) {
        const session = sessions.get(decodeURIComponent(expirePath[1]));
        if (!session) return send(response, 404, notFound('checkout.session'));
        if (session.status !== 'open') {
          return send(response, 400, {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' },
          });
        }
        session.status = 'expired';
        return send(response, 200, session);
      }
      if (request.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const intent = url.searchParams.get('payment_intent');
        const data = [...sessions.values()].filter((x) => x.payment_intent === intent);
        return send(response, 200, { object: 'list', url: url.pathname, has_more: false, data });
      }
      const chargePath = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && chargePath?.[1]) {
        const charge = decodeURIComponent(chargePath[1]);
        const session = [...sessions.values()].find((x) => x.latest_charge === charge);
        if (!session) return send(response, 404, notFound('charge'));
        return send(response, 200, {
          id: charge,
          object: 'charge',
          payment_intent: session.payment_intent,
        });
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && sessionPath?.[1]) {
        const session = sessions.get(decodeURIComponent(sessionPath[1]));
        if (!session) return send(response, 404, notFound('checkout.session'));
        if (
          [...url.searchParams.keys()].some((k) => k.startsWith('expand')) &&
          session.payment_intent
        ) {
          const txn = balanceTransactions.find((b) => b.source === session.latest_charge);
          return send(response, 200, {
            ...session,
            payment_intent: {
              id: session.payment_intent,
              object: 'payment_intent',
              latest_charge: {
                id: session.latest_charge,
                object: 'charge',
                balance_transaction: txn ?? null,
              },
            },
          });
        }
        return send(response, 200, session);
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const form = await readForm(request);
        if (refundFailures > 0) {
          refundFailures -= 1;
          return send(response, 500, { error: { type: 'api_error', message: 'boom' } });
        }
        const intent = form.get('payment_intent') ?? '';
        const key = request.headers['idempotency-key'];
        refunds.push({
          payment_intent: intent,
          idempotencyKey: typeof key === 'string' ? key : undefined,
        });
        const refund = {
          id: id('re'),
          object: 'refund',
          payment_intent: intent,
          amount: Number(form.get('amount') ?? 0),
          status: 'succeeded',
        };
        const charged = [...sessions.values()].find((x) => x.payment_intent === intent);
        if (charged?.transfer_group !== undefined && charged.transfer_group !== null) {
          book('refund', refund.amount || charged.amount_total, refund.id, 'platform');
        }
        return send(response, 200, refund);
      }
      return send(response, 404, notFound('route'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    sessions,
    refunds,
    markPaid(sessionId, overrides = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      if (session.status === 'expired') throw new Error(`fake session ${sessionId} expired`);
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        payment_intent: id('pi'),
        ...overrides,
      });
      if (session.transfer_group) {
        // A Connect charge on the platform: Stripe's fee of 1,5 % + 0,25 €.
        session.latest_charge = id('ch');
        const fee = Math.floor((session.amount_total * 15 + 500) / 1000) + 25;
        book('charge', session.amount_total, session.latest_charge, 'platform', fee);
      }
      return session;
    },
    accounts,
    transfers,
    payouts,
    balanceTransactions,
    calls,
    activateAccount(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      Object.assign(account, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: { currently_due: [], past_due: [], disabled_reason: null },
      });
      return account;
    },
    restrictAccount(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      Object.assign(account, {
        payouts_enabled: false,
        details_submitted: true,
        requirements: {
          currently_due: [],
          past_due: ['individual.verification.document'],
          disabled_reason: 'requirements.past_due',
        },
      });
      return account;
    },
    failNextRefund(times = 3) {
      refundFailures += times;
    },
    clear() {
      sessions.clear();
      accounts.clear();
      for (const list of [transfers, payouts, balanceTransactions, calls, refunds]) list.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The file's fake Stripe: started before its first test (before the app that talks to it, so
 * `useTestApp(() => fakeStripeEnv(fake))` follows it), emptied before each test, closed after
 * the last. Its parts are read when used: the fake itself exists only from beforeAll on.
 */
export function useFakeStripe(): FakeStripe {
  const live = useServer('the fake Stripe', startFakeStripe);
  beforeEach(() => live().clear());
  return new Proxy({} as FakeStripe, { get: (_, key) => Reflect.get(live(), key) });
}
