// npm run bench -- auth: token check and user info against the bare route, on PostgreSQL;
// then logins per second (argon2id-bound).
import argon2 from 'argon2';
import pg from 'pg';
import { accountsApi } from '@kollabo/shared';
import { apiUrl, endpointLabel, logIn } from './api-client.mjs';
import { compare, freshPostgres, load, startApp, startBare } from './lib.mjs';

const USERS = 200;

export async function run() {
  const database = await freshPostgres('kollabo_bench_auth');
  const app = await startApp({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
  const bare = await startBare();
  try {
    const hash = await argon2.hash('benchpass123', { type: argon2.argon2id });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `insert into users (pseudo, email, password_hash, statut)
       select 'bench' || i, 'bench' || i || '@example.test', $1, 'Influenceur' from generate_series(1, $2) i`,
      [hash, USERS],
    );
    await client.end();
    const token = await logIn(app.url, 'bench1', 'benchpass123');
    const headers = { authorization: `Bearer ${token}` };
    const baseline = () => load(`${bare.url}/bare`);
    const results = [];
    for (const endpoint of [accountsApi.tokenCheck, accountsApi.infoUser]) {
      results.push(
        await compare(endpointLabel(endpoint), baseline, () =>
          load(apiUrl(app.url, endpoint), { headers }),
        ),
      );
    }
    // Logins spread over accounts and client addresses so the rate limits stay out of the way.
    let n = 0;
    const logins = await load(apiUrl(app.url, accountsApi.login), {
      method: 'POST',
      connections: 8,
      duration: 10,
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.1.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ pseudo: `bench${(n % USERS) + 1}`, password: 'benchpass123' }),
            };
          },
        },
      ],
    });
    console.log(
      `${endpointLabel(accountsApi.login).padEnd(36)} ${logins.rps.toFixed(1)} logins/s  p99 ${logins.p99} ms (argon2id, 8 connections)`,
    );
    for (const r of results) {
      console.log(
        `  ${r.label}: ${(r.ratio * 100).toFixed(0)}% of bare (target ≥ 50%) ${r.ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
      );
    }
  } finally {
    await bare.stop();
    await app.stop();
    await database.drop();
  }
}
