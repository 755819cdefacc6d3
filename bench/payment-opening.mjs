// Part of `npm run bench -- payments` (issue 40): opening a collaboration's payment when 50
// owners click "Payer" at once, each once, then each twice (a double click: the second request
// waits for the first one's reservation and gets the same session), on PostgreSQL with the
// simulated provider; the p99 of the double click as a ratio to the single click, rounds
// alternated. Then the reconciliation over 100 000 ledger entries (the daily run through
// `npm run admin -- reconcile`, and the healing job's window), with the plans of its queries.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import argon2 from 'argon2';
import { collabPaymentsApi } from '@kollabo/shared';
import { callApi, logIn } from './api-client.mjs';
import { percentile, root, simulatedPaymentsApp } from './lib.mjs';

const OWNERS = 50;
const ROUNDS = 4;
const LEDGER_TRANSACTIONS = 50_000; // two entries each: 100 000 ledger entries

const terms = JSON.stringify({
  deliverables: [
    {
      network: 'instagram',
      format: 'Reel',
      quantity: 1,
      publishFrom: '2027-01-04',
      publishTo: '2027-01-15',
    },
  ],
  usageRights: { channels: 'Réseaux sociaux', durationMonths: 6, territory: 'France' },
  benefitsInKind: null,
  paymentTerms: '',
  amountCents: 100_000,
  tax: 'TTC',
});

/** One signed, unpaid collaboration per owner for `label`, its creator's payouts active. */
async function seedCollabs(client, label) {
  const { rows } = await client.query(
    `with owners as (
       select id, row_number() over (order by pseudo) as i from users where pseudo like 'owner%'
     ), creators as (
       insert into users (pseudo, email, password_hash, statut)
       select $1 || i, $1 || i || '@example.test', 'x', 'Influenceur' from generate_series(1, $2) i
       returning id, pseudo, substring(pseudo from length($1) + 1)::int as i
     ), projects_ as (
       insert into projects (owner_id, title, description, budget, statut, profil_search)
       select o.id, 'Projet ' || c.pseudo, 'Une campagne pour le banc d''essai.', 'Moins de 500 €',
              'publish', '{Influenceur}'
       from creators c join owners o on o.i = c.i returning id, owner_id, title
     )
     insert into offers (project_id, user_id, amount_cents, tax, message_offre, statut)
     select p.id, c.id, 100000, 'TTC', 'Offre du banc', 'select'
     from projects_ p join creators c on p.title = 'Projet ' || c.pseudo
     returning id, project_id, user_id`,
    [label, OWNERS],
  );
  const collabs = [];
  for (const row of rows) {
    const owner = await client.query(
      `select p.owner_id, u.pseudo from projects p join users u on u.id = p.owner_id where p.id = $1`,
      [row.project_id],
    );
    const { owner_id: ownerId, pseudo } = owner.rows[0];
    await client.query(
      `insert into collaborations (offer_id, project_id, owner_id, author_id, version, signed_at, signed_version)
       values ($1, $2, $3, $4, 1, now(), 1)`,
      [row.id, row.project_id, ownerId, row.user_id],
    );
    await client.query(
      `insert into collab_contract_versions (offer_id, version, terms) values ($1, 1, $2::jsonb)`,
      [row.id, terms],
    );
    const account = `acct_sim_${row.id.slice(0, 13)}`;
    await client.query(
      `insert into simulated_accounts (id, user_id, status) values ($1, $2, 'active')`,
      [account, row.user_id],
    );
    await client.query(
      `insert into payout_accounts (user_id, provider, account_id, status) values ($1, 'simulated', $2, 'active')`,
      [row.user_id, account],
    );
    collabs.push({ idOffer: row.id, owner: pseudo });
  }
  return collabs;
}

/** Every owner opens her collaboration's payment at once, `clicks` times; latencies in ms. */
async function openAll(url, tokens, collabs, clicks) {
  const latencies = [];
  let failures = 0;
  const urls = new Map();
  await Promise.all(
    collabs.flatMap((collab) =>
      Array.from({ length: clicks }, async () => {
        const t0 = performance.now();
        const res = await callApi(url, collabPaymentsApi.pay, {
          token: tokens.get(collab.owner),
          body: { idOffer: collab.idOffer, version: 1 },
        });
        const body = await res.json();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) failures += 1;
        else urls.set(collab.idOffer, [...(urls.get(collab.idOffer) ?? []), body.url]);
      }),
    ),
  );
  // One session per payment, whatever the clicks.
  const split = [...urls.values()].filter((list) => new Set(list).size > 1).length;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), failures, split };
}

async function measureOpening(url, client) {
  const hash = await argon2.hash('benchpass123', { type: argon2.argon2id });
  await client.query(
    `insert into users (pseudo, email, password_hash, statut)
     select 'owner' || lpad(i::text, 3, '0'), 'owner' || i || '@example.test', $1, 'Marque'
     from generate_series(1, $2) i`,
    [hash, OWNERS],
  );
  const groups = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    groups.push({
      once: await seedCollabs(client, `once${round}_`),
      twice: await seedCollabs(client, `twice${round}_`),
    });
  }
  await client.query('analyze');
  const tokens = new Map();
  const owners = await client.query(`select pseudo from users where pseudo like 'owner%'`);
  for (const [i, { pseudo }] of owners.rows.entries()) {
    tokens.set(
      pseudo,
      await logIn(url, pseudo, 'benchpass123', { 'x-forwarded-for': `10.9.0.${i + 1}` }),
    );
  }
  const ratios = [];
  for (const [round, group] of groups.entries()) {
    // Alternate which goes first, so a warming database favours neither.
    const order = round % 2 === 0 ? ['once', 'twice'] : ['twice', 'once'];
    const results = {};
    for (const name of order) {
      results[name] = await openAll(url, tokens, group[name], name === 'once' ? 1 : 2);
    }
    const { once, twice } = results;
    ratios.push(twice.p99 / once.p99);
    console.log(
      `  round ${round + 1}: one click p50 ${once.p50.toFixed(0)} ms p99 ${once.p99.toFixed(0)} ms` +
        ` | two clicks p50 ${twice.p50.toFixed(0)} ms p99 ${twice.p99.toFixed(0)} ms` +
        ` | p99 ×${(twice.p99 / once.p99).toFixed(2)}` +
        ` | failures ${once.failures}/${twice.failures}, payments with two sessions ${twice.split}`,
    );
  }
  ratios.sort((a, b) => a - b);
  console.log(
    `  double click p99 / single click p99: median ×${ratios[Math.floor(ratios.length / 2)].toFixed(2)} (goal ≤ 1.5×)`,
  );
}

/** 50 000 payments' ledger transactions (100 000 entries) and the provider's matching books. */
async function seedLedger(client) {
  await client.query(
    `with t as (
       insert into ledger_transactions (kind, reference, created_at)
       select 'transfer', 'tr_sim_bench_' || i, now() - (i || ' seconds')::interval
       from generate_series(1, $1) i returning id, reference
     )
     insert into ledger_entries (transaction_id, account, debit_cents, credit_cents)
     select id, 'creator_connected', 1000, 0 from t
     union all
     select id, 'creator_payable', 0, 1000 from t`,
    [LEDGER_TRANSACTIONS],
  );
  await client.query(
    `insert into simulated_balance_transactions (id, type, source, account, amount_cents, created_at)
     select 'txn_bench_' || i, 'transfer', 'tr_sim_bench_' || i, 'acct_sim_bench', 1000,
            now() - (i || ' seconds')::interval
     from generate_series(1, $1) i`,
    [LEDGER_TRANSACTIONS],
  );
  await client.query('analyze');
}

async function measureReconciliation(databaseUrl, client) {
  await seedLedger(client);
  const entries = await client.query('select count(*)::int as n from ledger_entries');
  const run = promisify(execFile);
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'apps/server/dist/admin.js'), 'reconcile'],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  reconciliation over ${entries.rows[0].n} ledger entries: ${seconds.toFixed(1)} s (goal < 10 s), command included; ${stdout.split('\n')[0]}`,
  );
  for (const [label, query] of [
    [
      'totals per currency',
      `select currency, sum(debit_cents), sum(credit_cents) from ledger_entries group by currency`,
    ],
    [
      'unbalanced transactions',
      `select transaction_id from ledger_entries group by transaction_id, currency having sum(debit_cents) <> sum(credit_cents)`,
    ],
    [
      'referenced movements (healing window of 3 days)',
      `select t.kind, t.reference, sum(e.debit_cents) from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       where t.reference is not null and t.created_at >= now() - interval '3 days' group by t.id`,
    ],
  ]) {
    const plan = await client.query(`explain (analyze, costs off, timing on) ${query}`);
    console.log(`  plan, ${label}:`);
    for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
  }
}

export async function run() {
  const { database, app, client, stop } = await simulatedPaymentsApp(
    'kollabo_bench_payment_opening',
    { TRUST_PROXY: 'true' },
  );
  try {
    console.log(`  opening a payment, ${OWNERS} owners at once (simulated provider):`);
    await measureOpening(app.url, client);
    await measureReconciliation(database.url, client);
  } finally {
    await stop();
  }
}
