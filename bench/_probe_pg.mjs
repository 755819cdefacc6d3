import pg from 'pg';
import { freshPostgres } from './lib.mjs';
import { seed } from './profiles.mjs';
const database = await freshPostgres('kollabo_probe_pg');
// migrate by starting nothing: create minimal tables via the app's migration SQL
const { readFileSync, readdirSync } = await import('node:fs');
const client0 = new pg.Client({ connectionString: database.url }); await client0.connect();
const dir = 'apps/server/src/db/migrations';
for (const f of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
  for (const stmt of readFileSync(`${dir}/${f}`, 'utf8').split('--> statement-breakpoint')) if (stmt.trim()) await client0.query(stmt);
}
await client0.end();
const c = await seed(database.url); await c.end();
const pool = new pg.Pool({ connectionString: database.url, max: 8 });
for (const [label, text] of [['select1', 'select 1'], ['profile', `select u.id, u.pseudo, u.name, u.statut, u.localisation, u.presentation, u.categorie, u.phone, u.photo_profile, u.photo_cover, u.gallery_1, u.gallery_2, u.video_url, u.views, u.in_favorize, u.last_connect, u.created_at, p.type from users u left join user_packs p on p.user_id = u.id and p.expire_date > now() where lower(u.pseudo) = lower($1) limit 1`]]) {
  let count = 0; const end = Date.now() + 5000;
  await Promise.all(Array.from({ length: 8 }, async () => { while (Date.now() < end) { await pool.query({ name: label, text, values: label === 'select1' ? [] : ['bench777'] }); count++; } }));
  console.log(label, (count / 5).toFixed(0), 'qps');
}
await pool.end(); await database.drop(); process.exit(0);
