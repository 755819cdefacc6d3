import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserSearchReply } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { rowsOf } from './search.repository.js';

// The search pages run as named statements that each PostgreSQL connection prepares once
// (search.repository preparedRowsOf), on PostgreSQL. A pool of two connections (migrations need
// two): the statements of both sessions are read by two queries held at once.

// The search cache off: a kept answer would not reach the database again.
const t = useTestApp({ DATABASE_POOL_SIZE: '2', SEARCH_CACHE_SECONDS: '0' }, { postgres: true });

interface Prepared extends Record<string, unknown> {
  name: string;
  statement: string;
  calls: number;
  generic: number;
}

/** The search statements prepared on the pool's two sessions, runs summed per name. */
async function preparedSearches(): Promise<Prepared[]> {
  const read = () =>
    rowsOf<Prepared & { pid: number }>(
      t.app.ctx.db,
      sql`select pid, name, statement, (generic_plans + custom_plans)::int as calls,
          generic_plans::int as generic
        from pg_prepared_statements, pg_sleep(0.1), pg_backend_pid() as pid
        where name like 'search_%'`,
    );
  const both = await Promise.all([read(), read()]);
  expect(new Set(both.map((rows) => rows[0]?.pid)).size).toBe(2);
  const byName = new Map<string, Prepared>();
  for (const row of both.flat()) {
    const seen = byName.get(row.name);
    byName.set(row.name, {
      ...row,
      calls: (seen?.calls ?? 0) + row.calls,
      generic: (seen?.generic ?? 0) + row.generic,
    });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

describe('search statements are prepared once per connection', () => {
  it('keeps the directory page prepared and runs it again on its generic plan', async () => {
    // Enough members for the costs to tell a generic plan with an unknown LIMIT (10% of the
    // rows) from the custom plans: with LIMIT or OFFSET as parameters PostgreSQL plans each run.
    await t.app.ctx.db.execute(sql`
      insert into users (pseudo, email, password_hash, statut)
      select 'membre' || i, 'membre' || i || '@exemple.fr', 'x', 'Influenceur'
      from generate_series(1, 20000) i`);
    await t.app.ctx.db.execute(sql`analyze user_search`);
    const search = async () => {
      const response = await t.app.inject({ url: '/api/user/search?sort=vues' });
      expect(response.statusCode).toBe(200);
      const reply = response.json<UserSearchReply>();
      expect(reply.users).toHaveLength(10);
      expect(reply.hasMore).toBe(true);
      return reply;
    };
    await search();
    const first = await preparedSearches();
    const page = first.find((s) => s.statement.includes('join users u on u.id = pg.user_id'));
    expect(page).toBeDefined();

    for (let run = 2; run <= 8; run += 1) await search();
    const after = await preparedSearches();
    // The same statements, nothing new prepared; the page ran eight times, and once PostgreSQL
    // had planned it five times for its values, on the generic plan it keeps (LIMIT and OFFSET
    // in the text: as parameters the generic plan cannot be costed and each run is planned).
    expect(after.map((s) => s.name)).toEqual(first.map((s) => s.name));
    const pageAfter = after.find((s) => s.name === page?.name);
    expect(pageAfter?.calls).toBe(8);
    expect(pageAfter?.generic).toBeGreaterThan(0);
  });
});
