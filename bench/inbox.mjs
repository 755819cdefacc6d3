// npm run bench -- inbox: GET /api/offer/all-rooms-offer with 1,000,000 messages seeded, on
// PostgreSQL, 32 connections, users rotating. Target: p99 < 25 ms, index-backed (the query plan
// is printed).
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { accountsApi, chatApi } from '@kollabo/shared';
import { apiUrl, endpointLabel } from './api-client.mjs';
import { freshPostgres, load, root, startApp, startBare } from './lib.mjs';

const OWNERS = 100;
const AUTHORS = 100; // every author sent an offer on every owner's project: 10,000 rooms
const MESSAGES_PER_ROOM = Number(process.env.BENCH_MESSAGES_PER_ROOM ?? 100); // 1,000,000 messages
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const P99_TARGET_MS = 25;

const { createTokenService } = await import(
  path.join(root, 'apps/server/dist/modules/auth/tokens.js')
);
const tokens = createTokenService(JWT_SECRET);

async function seed(client) {
  await client.query(
    `insert into users (pseudo, email, password_hash, statut)
     select case when i <= $1::int then 'owner' || i else 'author' || (i - $1::int) end,
            'bench' || i || '@bench.test', 'x', 'Influenceur'
     from generate_series(1, $1::int + $2::int) i`,
    [OWNERS, AUTHORS],
  );
  await client.query(
    `insert into projects (owner_id, title, description, budget, statut, profil_search)
     select id, 'Projet de ' || pseudo, repeat('description ', 5), 'Moins de 500 €', 'publish',
            array['Influenceur'] from users where pseudo like 'owner%'`,
  );
  await client.query(
    `insert into offers (project_id, user_id, amount_cents, tax, message_offre)
     select p.id, a.id, 15000, 'TTC', 'Bonjour'
     from projects p cross join users a where a.pseudo like 'author%'`,
  );
  await client.query(
    `insert into messages (offer_id, sender_id, content_enc, created_at)
     select o.id, case when g % 2 = 0 then o.user_id else p.owner_id end,
            md5(o.id::text || g), now() - make_interval(mins => g + (random() * 10000)::int)
     from offers o join projects p on p.id = o.project_id cross join generate_series(1, $1) g`,
    [MESSAGES_PER_ROOM],
  );
  // The room rows the chat keeps up to date: last activity, unread flags, a few statuses.
  await client.query(
    `insert into room_members (offer_id, user_id, other_id, status, read, last_message_at)
     select o.id, side.user_id, side.other_id,
            (array['none', 'none', 'none', 'favourite', 'archive'])[1 + (random() * 4)::int],
            random() < 0.7, last.at
     from offers o join projects p on p.id = o.project_id
     cross join lateral (select max(created_at) as at from messages m where m.offer_id = o.id) last
     cross join lateral (values (o.user_id, p.owner_id), (p.owner_id, o.user_id))
       as side(user_id, other_id)`,
  );
  await client.query('vacuum analyze');
}

// The statement the API runs (inbox.repository.ts, status shape, as drizzle renders it), for
// the printed plan.
const INBOX_SQL = `
  select "users"."notif_messages",
    (select count(*)::int from "room_members"
      where "room_members"."user_id" = $1 and "room_members"."read" = false),
    "page_offer_id", "page_status", "page_read", "page_last_message_at", "page_sender_pseudo",
    "page_sender_photo", "page_project_id", "page_project_title"
  from "users" left join lateral (
    select "cut"."offer_id" as "page_offer_id", "cut"."status" as "page_status",
      "cut"."read" as "page_read", "cut"."last_message_at" as "page_last_message_at",
      "sender"."pseudo" as "page_sender_pseudo", "sender"."photo_profile" as "page_sender_photo",
      "projects"."id" as "page_project_id", "projects"."title" as "page_project_title"
    from (select "offer_id", "other_id", "status", "read", "last_message_at" from "room_members"
          where ("room_members"."user_id" = $1 and "room_members"."status" = 'none')
          order by "room_members"."last_message_at" desc nulls last,
                   "room_members"."offer_id" desc
          limit 11 offset 0) "cut"
    inner join "users" "sender" on "sender"."id" = "cut"."other_id"
    inner join "offers" on "offers"."id" = "cut"."offer_id"
    inner join "projects" on "projects"."id" = "offers"."project_id") "page" on true
  where "users"."id" = $1
  order by "page_last_message_at" desc nulls last, "page_offer_id" desc`;

/**
 * The app sends a named statement: after five runs PostgreSQL may keep one generic plan, made
 * without the parameter values. This prints that plan for the app's own SQL (not the copy above).
 */
async function explainGeneric(client, userId) {
  const schema = await import(`${root}/apps/server/dist/db/schema/index.js`);
  const { inboxQuery } = await import(
    `${root}/apps/server/dist/modules/offers/inbox.repository.js`
  );
  const db = drizzle(client, { schema });
  const { sql, params } = inboxQuery(db, { unread: false, search: false }).toSQL();
  const values = { userId, status: 'none', pattern: '%', limit: 11, offset: 0 };
  const bound = params.map((p) => (p && typeof p === 'object' && 'name' in p ? values[p.name] : p));
  await client.query('set plan_cache_mode = force_generic_plan');
  await client.query(`prepare inbox_generic as ${sql}`);
  const literal = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  const { rows } = await client.query(
    `explain (analyze, costs off) execute inbox_generic(${bound.map(literal).join(', ')})`,
  );
  await client.query('deallocate inbox_generic; reset plan_cache_mode');
  console.log('generic plan of the app statement (what a named statement may settle on):');
  for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
}

export async function run() {
  const database = await freshPostgres('kollabo_bench_inbox');
  const client = new pg.Client({ connectionString: database.url });
  let app;
  let bare;
  try {
    app = await startApp({ databaseUrl: database.url, env: { JWT_SECRET } });
    await client.connect();
    const started = Date.now();
    await seed(client);
    const counts = await client.query(
      `select (select count(*) from messages) as messages, (select count(*) from room_members) as rooms`,
    );
    console.log(
      `seeded ${counts.rows[0].messages} messages, ${counts.rows[0].rooms} room rows in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const users = (await client.query(`select id from users order by pseudo`)).rows;
    await client.query(`explain analyze ${INBOX_SQL}`, [users[0].id]); // warm the caches
    const plan = await client.query(`explain analyze ${INBOX_SQL}`, [users[0].id]);
    console.log('plan of the inbox page:');
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
    await explainGeneric(client, users[0].id);
    const headers = await Promise.all(
      users.map(async (u) => ({
        authorization: `Bearer ${await tokens.sign({ userId: u.id, tokenVersion: 0 })}`,
      })),
    );
    let n = 0;
    const rotating = [
      { setupRequest: (req) => ({ ...req, headers: headers[(n += 1) % headers.length] }) },
    ];
    bare = await startBare();
    const baseline = await load(`${bare.url}/bare`, { connections: 32, duration: 10 });
    const cases = [
      ['inbox (status=none)', { status: 'none', page: 1, pageSize: 10 }],
      ['unread (status=notRead)', { status: 'notRead', page: 1, pageSize: 10 }],
      ['page 5', { status: 'none', page: 5, pageSize: 10 }],
      ['search by sender', { status: 'none', sender: 'author1', page: 1, pageSize: 10 }],
    ];
    // Context from the same run: the bare route, and the lightest authenticated call (one query).
    const tkLog = await load(apiUrl(app.url, accountsApi.tokenCheck), {
      connections: 32,
      duration: 10,
      requests: rotating,
    });
    console.log(`bare route: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(
      `${endpointLabel(accountsApi.tokenCheck)} (auth only): ${tkLog.rps.toFixed(0)} req/s, p50 ${tkLog.p50} ms, p99 ${tkLog.p99} ms`,
    );
    for (const [label, query] of cases) {
      const result = await load(apiUrl(app.url, chatApi.inbox, { query }), {
        connections: 32,
        duration: 10,
        requests: rotating,
      });
      const ok = result.p99 < P99_TARGET_MS && result.non2xx === 0;
      console.log(
        `GET all-rooms-offer ${label.padEnd(26)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  (target p99 < ${P99_TARGET_MS} ms) ${ok ? 'OK' : 'BELOW TARGET'}`,
      );
    }
  } finally {
    await client.end().catch(() => undefined);
    await bare?.stop();
    await app?.stop();
    await database.drop();
  }
}
