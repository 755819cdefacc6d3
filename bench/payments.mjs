// npm run bench -- payments: affiliation coupons, coupon check, the admin payments list and the
// pack read against the bare route, on PostgreSQL seeded with 20 000 coupons and 100 000
// payments (every list is index-backed and paginated; the ratios show it stays flat); then the
// collaboration payments (collab-payments.mjs, payment-opening.mjs).
import argon2 from 'argon2';
import pg from 'pg';
import { adminPaymentsApi, couponsApi, packsApi } from '@kollabo/shared';
import { apiUrl, endpointLabel, logIn } from './api-client.mjs';
import { compare, freshPostgres, load, startApp, startBare } from './lib.mjs';
import { run as runCollabPayments } from './collab-payments.mjs';
import { run as runPaymentOpening } from './payment-opening.mjs';

const USERS = 1000;
const COUPONS = 20_000;
const PAYMENTS = 100_000;
const DURATION = 6;

export async function seed(url) {
  const hash = await argon2.hash('benchpass123', { type: argon2.argon2id });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into users (pseudo, email, password_hash, statut, role)
     select 'bench' || i, 'bench' || i || '@example.test', $1, 'Marque',
            case when i = 1 then 'admin' else 'user' end
     from generate_series(1, $2) i`,
    [hash, USERS],
  );
  // bench1 sponsors 3 000 coupons; the others are spread over every user.
  await client.query(
    `insert into coupons (code, reduction, sponsor_id, initial_number_of_uses, number_of_uses,
                          ca_cents, created_at)
     select 'CODE' || i, (i % 50 + 1) || '%',
            (select id from users where pseudo = 'bench' || (case when i <= 3000 then 1 else i % $2 + 1 end)),
            100, 100 - i % 100, (i % 100) * 1999, now() - (i || ' minutes')::interval
     from generate_series(1, $1) i`,
    [COUPONS, USERS],
  );
  await client.query(
    `insert into payments (session_id, user_id, provider, pack_type, amount_cents, status,
                           created_at, paid_at, period_end, refund_flagged_at)
     select 'cs_bench_' || i, u.id, 'stripe', 'premium', 3099, 'paid',
            now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
            now() - (i || ' minutes')::interval + interval '1 month',
            case when i % 20 = 0 then now() - (i || ' minutes')::interval end
     from generate_series(1, $1) i
     join users u on u.pseudo = 'bench' || (i % $2 + 1)`,
    [PAYMENTS, USERS],
  );
  await client.query(
    `insert into user_packs (user_id, type, balance_offer, expire_date)
     select id, 'premium', 10, now() + interval '20 days' from users`,
  );
  await client.query('analyze');
  await client.end();
}

export async function run() {
  const database = await freshPostgres('kollabo_bench_payments');
  const app = await startApp({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
  const bare = await startBare();
  try {
    await seed(database.url);
    const token = await logIn(app.url, 'bench1', 'benchpass123');
    const headers = { authorization: `Bearer ${token}` };
    const baseline = () => load(`${bare.url}/bare`, { duration: DURATION });
    const get = (endpoint, query) => () =>
      load(apiUrl(app.url, endpoint, { query }), { headers, duration: DURATION });
    // The coupon check is limited per address: every request comes from another one.
    let n = 0;
    const verify = () =>
      load(apiUrl(app.url, couponsApi.verify), {
        method: 'POST',
        duration: DURATION,
        requests: [
          {
            setupRequest: (req) => {
              n += 1;
              return {
                ...req,
                headers: {
                  ...headers,
                  'content-type': 'application/json',
                  'x-forwarded-for': `10.2.${(n >> 8) & 255}.${n & 255}`,
                },
                body: JSON.stringify({ code: `code${(n % COUPONS) + 1}` }),
              };
            },
          },
        ],
      });
    const results = [
      await compare(
        'GET affiliation-get-coupons p1',
        baseline,
        get(couponsApi.affiliation, { page: 1 }),
      ),
      await compare(
        'GET affiliation-get-coupons p400',
        baseline,
        get(couponsApi.affiliation, { page: 400 }),
      ),
      await compare(endpointLabel(couponsApi.verify), baseline, verify),
      await compare(
        `${endpointLabel(adminPaymentsApi.list)} p1`,
        baseline,
        get(adminPaymentsApi.list, { page: 1 }),
      ),
      await compare(
        `${endpointLabel(adminPaymentsApi.list)}?status=refund`,
        baseline,
        get(adminPaymentsApi.list, { status: 'refund', page: 1 }),
      ),
      await compare(
        endpointLabel(packsApi.userSubscription),
        baseline,
        get(packsApi.userSubscription),
      ),
    ];
    // Reference: the pack read (auth plus three indexed queries) measured in the same run.
    const reference = results[results.length - 1];
    for (const r of results) {
      console.log(
        `  ${r.label}: ${(r.ratio * 100).toFixed(0)}% of bare, ${((r.target.rps / reference.target.rps) * 100).toFixed(0)}% of user-subscription`,
      );
    }
  } finally {
    await bare.stop();
    await app.stop();
    await database.drop();
  }
  // Collaboration payments: the held-to-released approve path against the one without payment.
  console.log('  collaboration payments, 50 concurrent approvals:');
  await runCollabPayments();
  // Issue 40: one charge per payment under double clicks; the reconciliation at 100 000 entries.
  await runPaymentOpening();
}
