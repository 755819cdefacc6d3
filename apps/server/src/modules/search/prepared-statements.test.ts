import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserSearchReply } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser } from '../../test-support/fixtures.js';
import { rowsOf } from './search.repository.js';

// The search pages run as named statements that each PostgreSQL connection prepares once
// (search.repository preparedRowsOf), on PostgreSQL. A pool of two connections (migrations need
// two): the statements of both sessions are read by two queries held at once.

const t = useTestApp({ DATABASE_POOL_SIZE: '2' }, { postgres: true });

interface Prepared {
  name: string;
  statement: string;
  calls: number;
}

/** The search statements prepared on the pool's two sessions, runs summed per name. */
async function preparedSearches(): Promise<Prepared[]> {
  const read = () =>
    rowsOf<Prepared & { pid: number }>(
      t.app.ctx.db,
      sql`select pid, name, statement, (generic_plans + custom_plans)::int as calls
        from pg_prepared_statements, pg_sleep(0.1), pg_backend_pid() as pid
        where name like 'search_%'`,
    );
  const both = await Promise.all([read(), read()]);
  expect(new Set(both.map((rows) => rows[0]?.pid)).size).toBe(2);
  const byName = new Map<string, Prepared>();
  for (const row of both.flat()) {
    const seen = byName.get(row.name);
    byName.set(row.name, { ...row, calls: (seen?.calls ?? 0) + row.calls });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

describe('search statements are prepared once per connection', () => {
  it('keeps the directory page prepared and runs it again without a new statement', async () => {
    await createUser(t.app, { pseudo: 'lea_voyage', statut: 'Influenceur' });
    const search = async () => {
      const response = await t.app.inject({ url: '/api/user/search?q=lea&sort=vues' });
      expect(response.statusCode).toBe(200);
      return response.json<UserSearchReply>();
    };
    expect((await search()).users.map((u) => u.pseudo)).toEqual(['lea_voyage']);
    const first = await preparedSearches();
    const page = first.find((s) => s.statement.includes('join users u on u.id = pg.user_id'));
    expect(page).toBeDefined();

    expect((await search()).users.map((u) => u.pseudo)).toEqual(['lea_voyage']);
    expect((await search()).users.map((u) => u.pseudo)).toEqual(['lea_voyage']);
    const after = await preparedSearches();
    // The same statements, nothing new prepared; the page ran three times on its plan.
    expect(after.map((s) => s.name)).toEqual(first.map((s) => s.name));
    expect(after.find((s) => s.name === page?.name)?.calls).toBe(3);
  });
});
