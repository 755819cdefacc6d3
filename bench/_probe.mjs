import path from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { freshPostgres, root, startApp } from './lib.mjs';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const { createTokenService } = await import(path.join(root, 'apps/server/dist/modules/auth/tokens.js'));
const tokens = createTokenService(JWT_SECRET);
const database = await freshPostgres('kollabo_probe');
const app = await startApp({ databaseUrl: database.url, env: { JWT_SECRET } });
try {
  const c = new pg.Client({ connectionString: database.url }); await c.connect();
  const u = await c.query(`insert into users (pseudo,email,password_hash,statut) values ('a','a@x.t','x','I'),('b','b@x.t','x','I') returning id`);
  const [a, b] = u.rows.map(r => r.id);
  await c.query(`insert into user_packs (user_id,type,balance_offer,expire_date) values ($1,'premium',10,now()+interval '30 days')`, [a]);
  const p = await c.query(`insert into projects (owner_id,title,description,budget,statut,profil_search) values ($1,'t','d','b','publish',array['I']) returning id`, [a]);
  const o = await c.query(`insert into offers (project_id,user_id,amount_cents,tax,message_offre) values ($1,$2,100,'TTC','m') returning id`, [p.rows[0].id, b]);
  await c.end();
  const offerId = o.rows[0].id;
  const conn = async (id) => { const s = io(app.url, { transports: ['websocket'], auth: { token: await tokens.sign({ userId: id, tokenVersion: 0 }) }, forceNew: true }); await new Promise((r, j) => { s.once('connect', r); s.once('connect_error', j); }); return s; };
  const sa = await conn(a), sb = await conn(b);
  console.log(await sa.emitWithAck('join_room', offerId), await sb.emitWithAck('join_room', offerId));
  const times = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    const got = new Promise(r => sb.once('receive_message', r));
    const ack = await sa.timeout(20000).emitWithAck('new_message', { idOffer: offerId, content: 'x' + i });
    await got;
    times.push(performance.now() - t0);
    if (!ack.ok) console.log(ack);
  }
  times.sort((x, y) => x - y);
  console.log('seq p50', times[50].toFixed(2), 'p99', times[98].toFixed(2));
  sa.close(); sb.close();
} finally { await app.stop(); await database.drop(); }
process.exit(0);
