// npm run bench -- reset: POST /api/verification/edit-password for an address that has an
// account and for one that has none, 200 samples each, alternated, one at a time on one
// keep-alive connection. The two medians must differ by less than 1 ms (no timing oracle on
// which addresses have an account). On PostgreSQL, like production.
import http from 'node:http';
import pg from 'pg';
import { accountsApi } from '@kollabo/shared';
import { apiUrl, endpointLabel } from './api-client.mjs';
import { freshPostgres, startApp } from './lib.mjs';

const SAMPLES = 200;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function run() {
  const database = await freshPostgres('kollabo_bench_reset');
  // Distinct addresses and client IPs keep every sample under the sending limits (5 per address
  // and 20 per IP an hour), so each one does the full work.
  const app = await startApp({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (url, headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      req.end(body);
    });
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `insert into users (pseudo, email, password_hash, statut)
       select 'reset' || i, 'reset' || i || '@example.test', 'x', 'Influenceur'
       from generate_series(1, $1) i`,
      [SAMPLES + 20],
    );
    await client.end();

    const sample = async (email, n) => {
      const started = process.hrtime.bigint();
      const status = await post(
        apiUrl(app.url, accountsApi.requestResetCode),
        {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
        },
        JSON.stringify({ email }),
      );
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (status !== 200) throw new Error(`status ${status} for ${email}`);
      return ms;
    };
    // Warm-up (JIT, pool connections, prepared plans), not counted.
    for (let i = 0; i < 20; i += 1) {
      await sample(`reset${SAMPLES + i + 1}@example.test`, 1000 + i);
      await sample(`warm${i}@nowhere.test`, 2000 + i);
      await sleep(10);
    }
    const existing = [];
    const unknown = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      // Alternated, with a pause so work left after one answer cannot land in the next sample.
      existing.push(await sample(`reset${i + 1}@example.test`, 3000 + 2 * i));
      await sleep(15);
      unknown.push(await sample(`ghost${i}@nowhere.test`, 3001 + 2 * i));
      await sleep(15);
    }
    const a = median(existing);
    const b = median(unknown);
    const diff = Math.abs(a - b);
    console.log(
      `${endpointLabel(accountsApi.requestResetCode)}, ${SAMPLES} samples each: existing address median ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms, difference ${diff.toFixed(2)} ms (target < 1 ms) ${diff < 1 ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    agent.destroy();
    await app.stop();
    await database.drop();
  }
}
