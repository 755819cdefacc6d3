import path from 'node:path';
import pg from 'pg';
import { freshPostgres, root } from './lib.mjs';
const { buildApp } = await import(path.join(root, 'apps/server/dist/app.js'));
const { loadConfig } = await import(path.join(root, 'apps/server/dist/config.js'));
const database = await freshPostgres('kollabo_cpu');
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/kcpu', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), MESSAGE_KEY: 'a'.repeat(64), DATABASE_URL: database.url });
const app = await buildApp(config, { serveWeb: false });
await app.ctx.database.migrate();
await app.ready();
const c = new pg.Client({ connectionString: database.url }); await c.connect();
await c.query(`insert into users (pseudo,email,password_hash,statut) values ('a','a@x.t','x','I')`);
const u = (await c.query(`select id from users`)).rows[0].id; await c.end();
const headers = { authorization: `Bearer ${await app.ctx.tokens.sign({ userId: u, tokenVersion: 0 })}` };
for (const url of ['/api/user/tk-log', '/api/offer/all-rooms-offer?status=none', '/api/user/tk-log', '/api/offer/all-rooms-offer?status=none']) {
  for (let i = 0; i < 50; i++) await app.inject({ url, headers });
  const cpu0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < 300; i++) { const r = await app.inject({ url, headers }); if (r.statusCode !== 200) throw new Error(r.body); }
  const cpu = process.cpuUsage(cpu0); const ms = performance.now() - t0;
  console.log(url, 'cpu/req', ((cpu.user + cpu.system) / 1000 / 300).toFixed(3), 'ms  wall/req', (ms / 300).toFixed(2));
}
await app.close(); await database.drop(); process.exit(0);
