// npm run bench -- collab-payments: the held-to-released path (the owner approves the last
// deliverable: release decision, ledger entries, notifications, then the transfer and payout
// requests to the simulated provider) against the approve path without payment (a 0 € contract),
// at 50 concurrent collaborations, in the same run on PostgreSQL: p99 and throughput ratios.
import argon2 from 'argon2';
import { collabApi } from '@kollabo/shared';
import { callApi, logIn } from './api-client.mjs';
import { percentile, simulatedPaymentsApp } from './lib.mjs';

const PER_ROUND = 300;
const ROUNDS = 2;
const CONCURRENCY = 50;

const terms = (amountCents) =>
  JSON.stringify({
    deliverables: [
      {
        network: 'instagram',
        format: 'Reel',
        quantity: 1,
        publishFrom: '2026-12-01',
        publishTo: '2026-12-15',
      },
    ],
    usageRights: { channels: 'Réseaux sociaux', durationMonths: 6, territory: 'France' },
    benefitsInKind: amountCents === 0 ? { description: 'Coffret', valueCents: 8000 } : null,
    paymentTerms: 'À la livraison',
    amountCents,
    tax: 'TTC',
  });

/** `count` signed collaborations of bench1 whose one deliverable is published; `paid`: held. */
async function seedGroup(client, label, count, paid) {
  const amount = paid ? 100_000 : 0;
  const { rows } = await client.query(
    `with creators as (
       insert into users (pseudo, email, password_hash, statut)
       select $1 || i, $1 || i || '@example.test', 'x', 'Influenceur' from generate_series(1, $2) i
       returning id, pseudo
     ), projects_ as (
       insert into projects (owner_id, title, description, budget, statut, profil_search)
       select (select id from users where pseudo = 'bench1'), 'Projet ' || c.pseudo,
              'Une campagne de lancement pour le banc d''essai.', 'Moins de 500 €', 'publish', '{Influenceur}'
       from creators c returning id, title
     ), pairs as (
       select c.id as author_id, p.id as project_id
       from creators c join projects_ p on p.title = 'Projet ' || c.pseudo
     ), offers_ as (
       insert into offers (project_id, user_id, amount_cents, tax, message_offre, statut)
       select project_id, author_id, $3, 'TTC', 'Offre du banc', 'select' from pairs
       returning id, project_id, user_id
     )
     select id as offer_id, project_id, user_id as author_id from offers_`,
    [label, count, amount],
  );
  for (const row of rows) {
    await client.query(
      `insert into collaborations (offer_id, project_id, owner_id, author_id, version, signed_at)
       values ($1, $2, (select id from users where pseudo = 'bench1'), $3, 1, now())`,
      [row.offer_id, row.project_id, row.author_id],
    );
    await client.query(
      `insert into collab_contract_versions (offer_id, version, terms) values ($1, 1, $2::jsonb)`,
      [row.offer_id, terms(amount)],
    );
    await client.query(
      `insert into collab_deliverables (offer_id, index, status, link, labelled, published_at)
       values ($1, 0, 'published', 'https://www.instagram.com/reel/C1a2b3c4d5/', true, now())`,
      [row.offer_id],
    );
    if (!paid) continue;
    const account = `acct_sim_${row.offer_id.slice(0, 8)}`;
    const intent = `pi_sim_${row.offer_id.slice(0, 8)}`;
    await client.query(
      `insert into simulated_accounts (id, user_id, status) values ($1, $2, 'active')`,
      [account, row.author_id],
    );
    await client.query(
      `insert into payout_accounts (user_id, provider, account_id, status) values ($1, 'simulated', $2, 'active')`,
      [row.author_id, account],
    );
    await client.query(
      `insert into collab_payments (offer_id, owner_id, author_id, version, status, amount_cents,
         fee_cents, vat_on_fee_cents, total_cents, provider, transfer_group, payment_intent_id,
         charge_id, paid_at, hold_limit_at)
       values ($1, (select id from users where pseudo = 'bench1'), $2, 1, 'held', 100000, 5000,
         1000, 106000, 'simulated', $4, $3, $3, now(), now() + interval '80 days')`,
      [row.offer_id, row.author_id, intent, `collab_${row.offer_id}`],
    );
    await client.query(
      `insert into simulated_balance_transactions (id, type, source, account, amount_cents, fee_cents)
       values ('txn_' || $1, 'charge', $1, 'platform', 106000, 1615)`,
      [intent],
    );
  }
  return rows.map((row) => row.offer_id);
}

/** Approves each collaboration's deliverable, CONCURRENCY at a time; latencies in ms. */
async function approveAll(url, token, offerIds) {
  const queue = [...offerIds];
  const latencies = [];
  const started = performance.now();
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const t0 = performance.now();
        const res = await callApi(url, collabApi.reviewDeliverable, {
          token,
          headers: { 'user-agent': 'kollabo-bench' },
          body: { idOffer: id, index: 0, decision: 'approve' },
        });
        const text = await res.text();
        if (res.status !== 200) {
          failures += 1;
          if (process.env.BENCH_VERBOSE) console.log(res.status, text.slice(0, 200));
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: offerIds.length / seconds, p99: percentile(latencies, 0.99), failures };
}

export async function run() {
  const { app, client, stop } = await simulatedPaymentsApp('kollabo_bench_collab_payments');
  try {
    const hash = await argon2.hash('benchpass123', { type: argon2.argon2id });
    await client.query(
      `insert into users (pseudo, email, password_hash, statut) values ('bench1', 'bench1@example.test', $1, 'Marque')`,
      [hash],
    );
    const groups = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      groups.push({
        plain: await seedGroup(client, `plain${round}_`, PER_ROUND, false),
        paid: await seedGroup(client, `paid${round}_`, PER_ROUND, true),
      });
    }
    await client.query('analyze');
    const token = await logIn(app.url, 'bench1', 'benchpass123');
    for (const [round, group] of groups.entries()) {
      // Alternate which path goes first, so a warming database favours neither.
      const first = round % 2 === 0 ? 'plain' : 'paid';
      const results = {};
      for (const name of first === 'plain' ? ['plain', 'paid'] : ['paid', 'plain']) {
        results[name] = await approveAll(app.url, token, group[name]);
      }
      const { plain, paid } = results;
      console.log(
        `  round ${round + 1}: approve without payment ${plain.rps.toFixed(0)} req/s p99 ${plain.p99.toFixed(0)} ms` +
          ` | held → released ${paid.rps.toFixed(0)} req/s p99 ${paid.p99.toFixed(0)} ms` +
          ` | throughput ${((paid.rps / plain.rps) * 100).toFixed(0)} %, p99 ×${(paid.p99 / plain.p99).toFixed(2)}` +
          (plain.failures + paid.failures ? ` | failures ${plain.failures}/${paid.failures}` : ''),
      );
    }
    const released = await client.query(
      `select count(*)::int as n from payment_releases where status = 'paid_out'`,
    );
    console.log(`  released and paid out: ${released.rows[0].n} of ${ROUNDS * PER_ROUND}`);
  } finally {
    await stop();
  }
}
