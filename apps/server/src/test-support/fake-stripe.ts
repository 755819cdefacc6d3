import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the few Stripe endpoints the app calls (create and retrieve a Checkout
// Session, create a refund). The official `stripe` package talks to it through its host, port
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
}

export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  refunds: { payment_intent: string; idempotencyKey: string | undefined }[];
  /** The provider's side of "the customer paid". */
  markPaid(id: string, overrides?: Partial<FakeSession>): FakeSession;
  /** Makes the next refund calls fail with a 500 (the client retries twice). */
  failNextRefund(times?: number): void;
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

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeStripe['refunds'] = [];
  let refundFailures = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.headers.authorization?.startsWith('Bearer sk_test_') !== true) {
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'key' } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = await readForm(request);
        const session: FakeSession = {
          id: id('cs'),
          object: 'checkout.session',
          url: '',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          metadata: {
            userId: form.get('metadata[userId]') ?? '',
            packType: form.get('metadata[packType]') ?? '',
          },
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          payment_status: 'unpaid',
          status: 'open',
          payment_intent: null,
        };
        session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
        sessions.set(session.id, session);
        return send(response, 200, session);
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && sessionPath?.[1]) {
        const session = sessions.get(decodeURIComponent(sessionPath[1]));
        return session
          ? send(response, 200, session)
          : send(response, 404, notFound('checkout.session'));
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
        return send(response, 200, {
          id: id('re'),
          object: 'refund',
          payment_intent: intent,
          status: 'succeeded',
        });
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
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        payment_intent: id('pi'),
        ...overrides,
      });
      return session;
    },
    failNextRefund(times = 3) {
      refundFailures += times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
