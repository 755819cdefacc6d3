// One-off: profile the server under the chat load (not part of the suite).
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { freshPostgres, root } from './lib.mjs';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const { createTokenService } = await import(path.join(root, 'apps/server/dist/modules/auth/tokens.js'));
const tokens = createTokenService(JWT_SECRET);
const database = await freshPostgres('kollabo_chatprof');
const port = 3917;
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/cprof', path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: (await import('node:fs')).mkdtempSync('/tmp/kchatprof-'), LOG_LEVEL: 'warn', JWT_SECRET, MESSAGE_KEY: 'a'.repeat(64), DATABASE_URL: database.url, REDIS_URL: '' },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(url + '/api/ready')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const c = new pg.Client({ connectionString: database.url }); await c.connect();
const u = await c.query(`insert into users (pseudo,email,password_hash,statut) values ('a','a@x.t','x','I'),('b','b@x.t','x','I') returning id`);
const [a, b] = u.rows.map((r) => r.id);
await c.query(`insert into user_packs (user_id,type,balance_offer,expire_date) values ($1,'premium',10,now()+interval '30 days')`, [a]);
const p = await c.query(`insert into projects (owner_id,title,description,budget,statut,profil_search) values ($1,'t','d','b','publish',array['I']) returning id`, [a]);
const o = await c.query(`insert into offers (project_id,user_id,amount_cents,tax,message_offre) values ($1,$2,100,'TTC','m') returning id`, [p.rows[0].id, b]);
await c.end();
const offerId = o.rows[0].id;
const conn = async (id) => { const s = io(url, { transports: ['websocket'], auth: { token: await tokens.sign({ userId: id, tokenVersion: 0 }) }, forceNew: true }); await new Promise((r, j) => { s.once('connect', r); s.once('connect_error', j); }); return s; };
const sa = await conn(a), sb = await conn(b);
await sa.emitWithAck('join_room', offerId); await sb.emitWithAck('join_room', offerId);
const t0 = performance.now(); const N = 2000; let inflight = [];
for (let i = 0; i < N; i++) { inflight.push(sa.emitWithAck('new_message', { idOffer: offerId, content: 'x' + i })); if (inflight.length >= 20) { await Promise.all(inflight); inflight = []; } }
await Promise.all(inflight);
console.log('msgs/s', (N / ((performance.now() - t0) / 1000)).toFixed(0));
sa.close(); sb.close();
const exited = new Promise((r) => child.once('exit', r)); child.kill('SIGTERM'); await exited;
await database.drop(); process.exit(0);
