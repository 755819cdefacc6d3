import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';

// Discovery reads. The tables (project_search, project_facet_counts, search_words) are custom
// SQL (db/migrations/0009_project_search.sql, copied in project-search.sql beside this file):
// project_search holds exactly the projects whose status is `publish`, kept by a trigger on
// projects in the writing transaction, so a project leaving `publish` leaves every result at once.

type Row = Record<string, unknown>;

export async function rowsOf<T extends Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  const rows = (result as unknown as { rows?: T[] }).rows;
  return rows ?? (result as unknown as T[]);
}

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

const statementNames = new Map<string, string>();

/**
 * Like rowsOf, as a named statement that each PostgreSQL connection prepares once and may then
 * run on a generic plan (PGlite ignores the name). Planning a card page's joins costs PostgreSQL
 * more than running them: pgbench on 1M profiles, 8 clients, the directory page 2,594/s planned
 * at each run, 7,465/s prepared. Only for statements whose best plan does not hang on a
 * parameter's value (not a text's match count: those stay planned at each run).
 */
export async function preparedRowsOf<T extends Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const internals = db as unknown as DrizzleInternals;
  const built = internals.dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `search_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
    statementNames.set(built.sql, name);
  }
  const result = await internals.session.prepareQuery(built, undefined, name, false).execute();
  const rows = (result as { rows?: T[] }).rows;
  return rows ?? (result as T[]);
}

/**
 * LIMIT and OFFSET of a page. Written into the statement for the first ten pages: as parameters
 * PostgreSQL cannot cost a prepared statement's generic plan (it assumes 10% of the rows) and
 * plans every run again. Deeper pages keep the offset a parameter (a statement per depth would
 * fill the connections' statement caches); the limit is at most SEARCH_LIMITS.pageSize + 1.
 */
export function pageWindow(page: { offset: number; limit: number }): SQL {
  const literal = (n: number) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error('bad page window');
    return sql.raw(String(n));
  };
  const offset = page.offset <= 10 * page.limit ? literal(page.offset) : sql`${page.offset}`;
  return sql`limit ${literal(page.limit)} offset ${offset}`;
}

/**
 * `read` with the rows of a text query taken in the table's physical order through its GIN
 * index (a bitmap), never by walking a sort key's index with the text as a filter nor by a
 * sequential scan. Used where the order does not matter (counting up to a cap, the facets'
 * sample): walking the profiles' views index read 20,000 scattered rows for 2,000 matches
 * (165 ms on 100,000 profiles), the bitmap reads the 2,000 matches' pages in order.
 */
export function inPhysicalOrder<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return (db as Db).transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/**
 * The facet rows of one pass over `m`: the rows `sample.rows` selects, the first `cap` of them
 * unless the text matches few (then all, and not in physical order). `facets` selects from m (or
 * opens with a further CTE on it); the pass adds how many rows it read, as 'scanned'.
 */
export function facetPass(
  db: DbOrTx,
  sample: { rows: SQL; cap: number; fewMatches: boolean | undefined },
  facets: SQL,
): Promise<FacetRow[]> {
  const query = sql`with m as materialized (
        ${sample.rows}
        ${sample.fewMatches ? sql`` : sql`limit ${sample.cap}`}
      )${facets}
      union all
      select 'scanned', '', count(*)::int from m`;
  const read = (tx: DbOrTx) => rowsOf<FacetRow>(tx, query);
  return sample.fewMatches ? read(db) : inPhysicalOrder(db, read);
}

/** A count whose `query` selects `n` (the results) and `read` (the rows read, up to a cap). */
export async function boundedCountOf(db: DbOrTx, query: SQL): Promise<BoundedCount> {
  const [row] = await inPhysicalOrder(db, (tx) => rowsOf<{ n: number; read: number }>(tx, query));
  return { n: Number(row?.n ?? 0), read: Number(row?.read ?? 0) };
}

/**
 * A text matching many rows (more than FEW_MATCHES) has its page looked for first among this
 * many rows of the sort key's index, read in that order with no filter (so the walk reads this
 * many rows, never more); found there, the page is exact, every other result sorting after them.
 * Otherwise `readSearchPage` reads the text's matches through its GIN index and sorts them in
 * memory. Left to itself, PostgreSQL walked the sort index to its end when the text and a filter
 * rarely meet: 1,000,000 rows removed for an empty page, 13 s (bench/results.md, session 18);
 * filters read inside the walk made it read past its rows the same way (228,711 rows, 1.4 s,
 * for two types and two bands: `= any` does not follow the composite indexes in order).
 */
export const SORT_WALK = 10_000;

/**
 * The page `walked` read, when `complete` says it holds the whole answer; otherwise the page
 * `everyMatch` reads with the text's matches taken through the GIN bitmap. Not a prepared
 * statement: its plan is chosen with index scans off, and a prepared plan outlives the setting.
 */
async function pageWalkingFirst<T extends Row>(
  db: DbOrTx,
  walked: SQL,
  complete: (rows: T[]) => boolean,
  everyMatch: SQL,
): Promise<T[]> {
  const rows = await preparedRowsOf<T>(db, walked);
  if (complete(rows)) return rows;
  return inPhysicalOrder(db, (tx) => rowsOf<T>(tx, everyMatch));
}

/** How one page of a search table is read: the board's and the directory's alike. */
export interface SearchPageReading {
  /** The search table and its alias in the statements (`project_search ps`). */
  table: SQL;
  alias: SQL;
  /** The page statement over a relation of the table's rows; `ranked`: the `r` CTE to add. */
  pageOf: (candidates: SQL, filtered: boolean, ranked?: SQL) => SQL;
  /** Every filter, the text included. */
  where: SQL;
  /** Pertinence ranks the first RANKED_MATCHES matches in this order (an index's). */
  rankingOrder: SQL;
  /** The page's own sort keys (an index's order, but for pertinence). */
  sortKey: SQL;
  pertinence: boolean;
  filters: { tsq: SQL | null; fewMatches?: boolean };
  limit: number;
}

/** One page: all matches of a rare text or no text at once, a common text's walked first. */
export function readSearchPage<T extends Row>(db: DbOrTx, r: SearchPageReading): Promise<T[]> {
  if (!r.filters.tsq || r.filters.fewMatches) {
    return preparedRowsOf<T>(db, r.pageOf(r.filters.tsq ? sql`m` : r.table, true));
  }
  const walk = (orderBy: SQL) => sql`(select * from ${r.table} ${r.alias}
    order by ${orderBy} limit ${sql.raw(String(SORT_WALK))})`;
  if (r.pertinence) {
    const rankedAmong = (rows: SQL) => sql`r as materialized (select * from ${rows} ${r.alias}
        where ${r.where} order by ${r.rankingOrder} limit ${sql.raw(String(RANKED_MATCHES))}),`;
    return pageWalkingFirst<T & { ranked?: number }>(
      db,
      r.pageOf(sql`r`, false, rankedAmong(walk(r.rankingOrder))),
      (rows) => Number(rows[0]?.ranked) === RANKED_MATCHES,
      r.pageOf(sql`r`, false, rankedAmong(r.table)),
    );
  }
  return pageWalkingFirst<T>(
    db,
    r.pageOf(walk(r.sortKey), true),
    (rows) => rows.length === r.limit,
    r.pageOf(r.table, true),
  );
}

/**
 * Sort by pertinence ranks at most this many matches (the newest projects, the most viewed
 * profiles): ranking every match of a common word (300,000 projects) costs seconds, and 2,000
 * of them ~100 ms on the shared bench machine (ts_rank reads each row's whole tsvector).
 */
export const RANKED_MATCHES = 500;

/** A bound array parameter (one value, not a list). */
export const list = (values: readonly (string | number)[]) => sql.param(values);

/**
 * `column` is one of `values` (true without any). One value is compared with `=`: PostgreSQL 15
 * reads an index on (column, sort key) in the sort's order for `=`, not for `= any(array)`.
 */
export function oneOf(column: SQL, values: readonly (string | number)[], type: 'text' | 'int') {
  if (values.length === 0) return sql`true`;
  const cast = sql.raw(type);
  if (values.length === 1) return sql`${column} = ${values[0]}::${cast}`;
  return sql`${column} = any(${list(values)}::${cast}[])`;
}

/**
 * The text condition: every word matches, as typed or one typo away (kollabo_fuzzy_tsq, see
 * db/migrations/0012_search_typos.sql). A scalar subquery: PostgreSQL builds it once per
 * statement, not once per row.
 */
export function textMatch(words: string[]): SQL {
  return sql`(select ${sql.join(
    words.map((word) => sql`kollabo_fuzzy_tsq(${word})`),
    sql` && `,
  )})`;
}

/**
 * The text condition built once, then sent back as a constant (search-cache textCondition):
 * planned with its real value, PostgreSQL estimates how many rows a word matches, which it
 * cannot do for a value computed in the statement. With it, how many rows of `table` it matches,
 * counted through the GIN index up to `cap` (kollabo_match_count).
 */
export async function tsqueryWithMatches(
  db: DbOrTx,
  tsq: SQL,
  table: 'project_search' | 'user_search',
  cap: number,
): Promise<{ text: string; matches: number }> {
  const [row] = await preparedRowsOf<{ q: string; n: number }>(
    db,
    sql`select t.q::text as q,
        kollabo_match_count(${table}::regclass, ${table === 'project_search' ? 'published_at' : 'views'}, t.q, ${cap}) as n
      from (select (${tsq}) as q) as t`,
  );
  return { text: row?.q ?? '', matches: Number(row?.n ?? 0) };
}

export interface ProjectFilters {
  /** The tsquery, or null without a query. */
  tsq: SQL | null;
  /** The text alone matches few rows (search-cache FEW_MATCHES): read them all, then sort. */
  fewMatches?: boolean;
  profil: string[];
  budgetRanks: number[];
  secteur: string[];
}

function filterSql(f: ProjectFilters) {
  return {
    text: f.tsq ? sql`ps.tsv @@ (${f.tsq})` : sql`true`,
    profil: f.profil.length ? sql`ps.profils && ${list(f.profil)}::text[]` : sql`true`,
    budget: oneOf(sql`ps.budget_rank`, f.budgetRanks, 'int'),
    secteur: oneOf(sql`ps.secteur`, f.secteur, 'text'),
  };
}

/**
 * With few matches, every match of the text first (a CTE PostgreSQL plans on its own: through
 * the GIN index), then the filters and the sort on them.
 */
function matchesOf(filters: ProjectFilters): SQL {
  if (!filters.fewMatches || !filters.tsq) return sql``;
  return sql`m as materialized (select * from project_search ps where ps.tsv @@ (${filters.tsq})),`;
}

export type ProjectOrder = 'recent' | 'budget' | 'offers' | 'pertinence';

export interface ProjectCardRow extends Row {
  id: string;
  title: string;
  description: string;
  budget: string;
  secteur: string | null;
  profil_search: string[];
  statut: string;
  published_at: Date | string;
  views: number;
  total_offers: number;
  author_pseudo: string | null;
  author_name: string | null;
  author_statut: string | null;
  author_feminine: boolean | null;
  author_photo: string | null;
  author_pack: string | null;
}

/**
 * One page of published projects, in the asked order, with what their cards show; with
 * `authors`, their authors' mini-cards (members see them).
 */
export async function projectPage(
  db: DbOrTx,
  filters: ProjectFilters,
  order: ProjectOrder,
  page: { offset: number; limit: number },
  authors: boolean,
): Promise<ProjectCardRow[]> {
  const f = filterSql(filters);
  const tsq = filters.tsq ?? sql`''::tsquery`;
  // Inner keys (index order) and the same keys read back from the page.
  const keys: Record<ProjectOrder, { select: SQL; inner: SQL; outer: SQL }> = {
    recent: {
      select: sql`ps.published_at`,
      inner: sql`ps.published_at desc, ps.project_id`,
      outer: sql`pg.published_at desc, pg.project_id`,
    },
    budget: {
      select: sql`ps.published_at, ps.budget_rank`,
      inner: sql`ps.budget_rank desc, ps.published_at desc, ps.project_id`,
      outer: sql`pg.budget_rank desc, pg.published_at desc, pg.project_id`,
    },
    offers: {
      select: sql`ps.published_at, ps.total_offers`,
      inner: sql`ps.total_offers, ps.published_at desc, ps.project_id`,
      outer: sql`pg.total_offers, pg.published_at desc, pg.project_id`,
    },
    // All words in the title first, then the weighted rank (title A, description D).
    pertinence: {
      select: sql`ps.published_at,
        (ts_filter(ps.tsv, '{a}') @@ (${tsq})) as title_hit,
        ts_rank('{0.05, 0.1, 0.4, 1.0}', ps.tsv, (${tsq})) as rank`,
      inner: sql`title_hit desc, rank desc, ps.published_at desc, ps.project_id`,
      outer: sql`pg.title_hit desc, pg.rank desc, pg.published_at desc, pg.project_id`,
    },
  };
  const k = keys[order];
  const where = sql`${f.text} and ${f.profil} and ${f.budget} and ${f.secteur}`;
  const author = authors
    ? sql`u.pseudo as author_pseudo, u.name as author_name, u.statut as author_statut,
        u.feminine as author_feminine, u.photo_profile as author_photo, up.type as author_pack`
    : sql`null as author_pseudo, null as author_name, null as author_statut,
        null as author_feminine, null as author_photo, null as author_pack`;
  const authorJoin = authors
    ? sql`join users u on u.id = p.owner_id
        left join user_packs up on up.user_id = u.id and up.expire_date > now()`
    : sql``;
  /** The page statement over `candidates` (a relation of project_search rows). */
  const pageOf = (candidates: SQL, filtered: boolean, ranked?: SQL) => sql`with
      ${matchesOf(filters)} ${ranked ?? sql``} pg as (
        select ps.project_id, ${k.select}
        from ${candidates} ps
        where ${filtered ? where : sql`true`}
        order by ${k.inner}
        ${pageWindow(page)}
      )
      select p.id, p.title, left(p.description, 200) as description, p.budget, p.secteur,
        p.profil_search, p.statut, pg.published_at, p.views, p.total_offers, ${author}
        ${ranked ? sql`, (select count(*) from r)::int as ranked` : sql``}
      from pg
      join projects p on p.id = pg.project_id
      ${authorJoin}
      order by ${k.outer}`;
  // Pertinence ranks the newest matches.
  return readSearchPage<ProjectCardRow>(db, {
    table: sql`project_search`,
    alias: sql`ps`,
    pageOf,
    where,
    rankingOrder: sql`ps.published_at desc, ps.project_id`,
    sortKey: k.inner,
    pertinence: order === 'pertinence',
    filters,
    limit: page.limit,
  });
}

/** Which of these projects the member sent an offer to. */
export async function offeredAmong(
  db: DbOrTx,
  userId: string,
  projectIds: string[],
): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await preparedRowsOf<{ project_id: string }>(
    db,
    sql`select distinct project_id from offers
      where user_id = ${userId} and project_id = any(${list(projectIds)}::uuid[])`,
  );
  return new Set(rows.map((row) => row.project_id));
}

export interface FacetRow extends Row {
  /** A facet's name, or 'total' (the results) and 'scanned' (the rows one pass read). */
  facet: string;
  value: string;
  n: number;
}

/**
 * Facets without a query: from the facet counts of every published project. Each facet counts
 * the results of the other facets' filters (a checked value does not hide its neighbours).
 */
export async function facetsFromCounts(db: DbOrTx, filters: ProjectFilters): Promise<FacetRow[]> {
  const pb = filters.budgetRanks.length
    ? sql`array_position(array['Moins de 500 €', '500 € à 1 000 €', '1 000 € à 10 000 €',
        'Plus de 10 000 €'], c.budget) = any(${list(filters.budgetRanks)}::int[])`
    : sql`true`;
  const ps = filters.secteur.length
    ? sql`c.secteur = any(${list(filters.secteur)}::text[])`
    : sql`true`;
  const pp = filters.profil.length ? sql`c.profils && ${list(filters.profil)}::text[]` : sql`true`;
  return preparedRowsOf<FacetRow>(
    db,
    sql`with c as (
        select budget, secteur, profils, n, ${pb} as pb, ${ps} as ps, ${pp} as pp
        from project_facet_counts c where n > 0
      )
      select 'budget' as facet, budget as value, sum(n)::int as n
        from c where ps and pp group by budget
      union all
      select 'secteur', secteur, sum(n)::int from c where pb and pp and secteur <> '' group by secteur
      union all
      select 'profil', x.value, sum(n)::int from c, unnest(c.profils) as x(value)
        where pb and ps group by x.value
      union all
      select 'total', '', coalesce(sum(n), 0)::int from c where pb and ps and pp`,
  );
}

/**
 * Facets and total of a text query in one pass over its first `cap` matches (every match when
 * there are fewer): rows are marked with the filters they pass, each facet counts the rows that
 * pass the other facets' filters.
 */
export async function facetsOfMatches(
  db: DbOrTx,
  filters: ProjectFilters,
  cap: number,
): Promise<FacetRow[]> {
  const f = filterSql(filters);
  const rows = sql`select ps.budget, ps.secteur, ps.profils,
      ${f.budget} as pb, ${f.secteur} as pse, ${f.profil} as pp
    from project_search ps
    where ${f.text}`;
  return facetPass(
    db,
    { rows, cap, fewMatches: filters.fewMatches },
    sql`
      select 'budget' as facet, budget as value, count(*)::int as n
        from m where pse and pp group by budget
      union all
      select 'secteur', secteur, count(*)::int from m where pb and pp and secteur is not null
        group by secteur
      union all
      select 'profil', x.value, count(*)::int from m, unnest(m.profils) as x(value)
        where pb and pse group by x.value
      union all
      select 'total', '', count(*)::int from m where pb and pse and pp`,
  );
}

/** Results counted among the first `cap` rows matching the text, and how many of those were read. */
export interface BoundedCount {
  /** The results among the rows read: all of them when `read` < `cap`, a lower bound otherwise. */
  n: number;
  read: number;
}

/**
 * The number of results, counted among at most `cap` rows that match the text (through its
 * GIN index, in physical order): the cost is bounded by `cap` rows whatever the filters, where
 * counting up to `cap` results read every match of the text when the filters kept few of them.
 */
export async function countUpTo(
  db: DbOrTx,
  filters: ProjectFilters,
  cap: number,
): Promise<BoundedCount> {
  const f = filterSql(filters);
  return boundedCountOf(
    db,
    sql`select (count(*) filter (where ${f.profil} and ${f.budget} and ${f.secteur}))::int as n,
          count(*)::int as read
        from (
          select ps.profils, ps.budget_rank, ps.secteur from project_search ps
          where ${f.text}
          limit ${cap}
        ) as ps`,
  );
}
