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
 * `read` with its rows taken through bitmaps or, with `scans`, a bounded sequential scan, never
 * by walking a sort key's index with the text as a filter: the facets' sample, the pages read
 * among every match. Walking the profiles' views index read 20,000 scattered rows for 2,000
 * matches (165 ms on 100,000 profiles), the bitmap reads the 2,000 matches' pages in order.
 * Bitmaps get the memory to stay exact (lossy pages are read again row by row, 650 ms for one
 * page at 1M), and one search reads with one process: parallel workers on two cores shared by
 * concurrent searches only add their start-up, and a JIT compilation costs more than these reads.
 */
export function inPhysicalOrder<T>(
  db: DbOrTx,
  read: (tx: DbOrTx) => Promise<T>,
  { scans = false }: { scans?: boolean } = {},
): Promise<T> {
  return (db as Db).transaction(async (tx) => {
    // One round trip for every setting (set_config with is_local: until the transaction ends).
    // The search tables are read from memory: a page costs the same wherever it lies, so one
    // more bitmap to spare heap pages is rarely worth its entries (random_page_cost).
    await tx.execute(sql`select set_config('enable_indexscan', 'off', true),
      set_config('enable_seqscan', ${scans ? 'on' : 'off'}, true),
      set_config('work_mem', '32MB', true),
      set_config('max_parallel_workers_per_gather', '0', true),
      set_config('jit', 'off', true),
      set_config('random_page_cost', '1.1', true)`);
    return read(tx);
  });
}

/** How a text query's rows are read (search-cache textCondition chooses, textReadingOf). */
export interface TextReading {
  /** The share of the table's rows its rarest word matches (estimated): at least the text's. */
  share?: number;
  /** The table's rows at its last analysis. */
  tableRows?: number;
  /** The text alone matches few rows (search-cache FEW_MATCHES): read them all, then sort. */
  fewMatches?: boolean;
  /**
   * A common text: its sample is the matches among the table's first `scanRows` rows (a
   * sequential scan), or, when they hold fewer than MIN_SCANNED_SAMPLE, the first matches
   * through the GIN bitmap.
   */
  scanRows?: number;
  /** The pass reads at most this many matches, and one more to tell whether there are more. */
  sampleSize?: number;
}

/** What a facet pass read. */
export interface FacetPass {
  rows: FacetRow[];
  /** It read every match of the text (every row, without text): its counts are exact. */
  complete: boolean;
  /** Results per row of the table a page may expect (every filter passed), when known. */
  density?: number;
}

/**
 * A scanned sample holding fewer matches than this is read again through the bitmap: the text is
 * rare there, its counts would say little. Past it, the window's matches are the sample (134
 * matches in 8,192 rows, where the bitmap of "exemple lancement profils" read 140,000 entries
 * of its rarest word, 46 ms, to find 16,431).
 */
const MIN_SCANNED_SAMPLE = 50;

/**
 * One pass over `m`, a sample of the rows `sample.rows` selects from a relation of the table's
 * rows: every match of a few; the matches among the first `scanRows` rows; or the first
 * `sampleSize` + 1 matches through the bitmaps. `facets` selects from m (or opens with a further
 * CTE on it); the pass adds how many matches it read, as 'scanned'.
 */
export async function facetPass(
  db: DbOrTx,
  sample: TextReading & { rows: (source: SQL) => SQL; table: SQL; alias: SQL },
  facets: SQL,
): Promise<FacetPass> {
  const size = sample.sampleSize ?? FACET_SAMPLE;
  const query = (source: SQL, limit: number | null) => sql`with m as materialized (
        ${sample.rows(sql`${source} ${sample.alias}`)}
        ${limit === null ? sql`` : sql`limit ${sql.raw(String(limit))}`}
      )${facets}
      union all
      select 'scanned', '', count(*)::int from m`;
  const read = (rows: FacetRow[]) => {
    const scanned = facetCount(rows, 'scanned');
    return { rows, scanned, total: facetCount(rows, 'total') };
  };
  if (sample.fewMatches) {
    return { rows: await rowsOf<FacetRow>(db, query(sample.table, null)), complete: true };
  }
  let windowShare: number | undefined;
  if (sample.scanRows) {
    // The window's rows are counted apart: fewer than asked, the scan read the whole table.
    const window = sql.raw(String(sample.scanRows));
    const source = sql`(select * from ${sample.table} limit ${window})`;
    const [windowed, [counted]] = await inPhysicalOrder(
      db,
      (tx) =>
        Promise.all([
          rowsOf<FacetRow>(tx, query(source, null)),
          rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${source} w`),
        ]),
      { scans: true },
    );
    const pass = read(windowed);
    const rowsRead = Number(counted?.n ?? 0);
    const whole = rowsRead < sample.scanRows;
    if (pass.scanned >= MIN_SCANNED_SAMPLE || whole) {
      return {
        rows: windowed,
        complete: whole,
        density: rowsRead > 0 ? pass.total / rowsRead : undefined,
      };
    }
    if (rowsRead > 0) windowShare = pass.scanned / rowsRead;
  }
  const pass = read(
    await inPhysicalOrder(db, (tx) => rowsOf<FacetRow>(tx, query(sample.table, size + 1))),
  );
  const complete = pass.scanned <= size;
  return { rows: pass.rows, complete, density: bitmapDensity(sample, pass, complete, windowShare) };
}

/**
 * Results per row after a bitmap pass. Complete, it counted every result: exact. Otherwise the
 * text's share of the table times the share of its matches that pass the filters; that share
 * is the scanned window's when one was read (the rarest word's estimate says nothing of how
 * rarely the words meet: "tester collaboration offrons" walked 10,000 rows for the 11 results
 * of a page that were not there, bench/results.md session 23), never below what the pass saw.
 */
function bitmapDensity(
  sample: TextReading,
  pass: { scanned: number; total: number },
  complete: boolean,
  windowShare: number | undefined,
): number | undefined {
  if (sample.tableRows && complete) return pass.total / sample.tableRows;
  if (pass.scanned === 0 || sample.share === undefined) return undefined;
  // No statistics (PGlite, a table never analysed): no window was scanned either.
  if (!sample.tableRows) return sample.share * (pass.total / pass.scanned);
  const seen = pass.scanned / sample.tableRows;
  return Math.max(seen, Math.min(sample.share, windowShare ?? 1)) * (pass.total / pass.scanned);
}

const facetCount = (rows: FacetRow[], facet: string) =>
  Number(rows.find((row) => row.facet === facet)?.n ?? 0);

/**
 * A text query's facets and total are counted in one pass over its first matches: all of them
 * up to FACET_SAMPLE_MAX (the total's own cap: exact up to it, "plus de" past it when every
 * match read is a result), fewer when their bitmap costs more than SAMPLE_BUDGET_US, never fewer
 * than FACET_SAMPLE; a common text's, over the first rows of the table. Past the sample, each
 * count is a lower bound and the total "au moins".
 */
export const FACET_SAMPLE = 2_000;
export const FACET_SAMPLE_MAX = 10_000;

/**
 * What one more row costs each way (measured in session 21, PostgreSQL 15 at 1,000,000
 * rows held in memory): a GIN bitmap about 0.3 µs per entry of the text's rarest word (the
 * index reads its whole list, however few rows the other words leave), then about 1 µs per row
 * it reads and counts; a sequential scan about 1.2 µs per row with the text's test.
 */
const BITMAP_US_PER_ENTRY = 0.3;
const BITMAP_US_PER_ROW = 1;
const SCAN_US_PER_ROW = 1.2;
const SAMPLE_BUDGET_US = 8_000;
/** The scan's window: the rows the budget reads, as a power of two (8,192). */
const SCAN_WINDOW = 2 ** Math.round(Math.log2(SAMPLE_BUDGET_US / SCAN_US_PER_ROW));

/**
 * How to read a text's facet sample, from kollabo_text_matches: all of a few matches; the
 * bitmap's first matches, as many as the budget reads (at least FACET_SAMPLE), when the rarest
 * word's list is cheap enough to read or the table is small; otherwise the matches among the
 * table's first SCAN_WINDOW rows, the bitmap after them if they hold too few.
 */
export function textReadingOf(matches: TextMatches, fewMatches: number): TextReading {
  if (matches.matches <= fewMatches) return { fewMatches: true, sampleSize: fewMatches };
  // No statistics (PGlite, a table never analysed): small, read the bitmap.
  if (matches.tableRows <= 0 || matches.estimate <= 0) return { sampleSize: FACET_SAMPLE_MAX };
  const share = Math.min(1, matches.estimate / matches.tableRows);
  const known = { share, tableRows: matches.tableRows };
  const bitmap = (size: number) =>
    matches.estimate * BITMAP_US_PER_ENTRY + Math.min(matches.estimate, size) * BITMAP_US_PER_ROW;
  const within = [FACET_SAMPLE_MAX, FACET_SAMPLE_MAX / 2, FACET_SAMPLE].find(
    (size) => bitmap(size) <= SAMPLE_BUDGET_US,
  );
  if (within !== undefined || matches.tableRows <= SCAN_WINDOW) {
    return { ...known, sampleSize: within ?? FACET_SAMPLE_MAX };
  }
  return { ...known, sampleSize: FACET_SAMPLE, scanRows: SCAN_WINDOW };
}

/** A filter set's sample reading (without the rest of its filters). */
export const sampleOf = ({
  share,
  tableRows,
  fewMatches,
  scanRows,
  sampleSize,
}: TextReading): TextReading => ({
  share,
  tableRows,
  fewMatches,
  scanRows,
  sampleSize,
});

/**
 * A text matching many rows (more than FEW_MATCHES) has its page looked for first among this
 * many rows of the sort order (more for a deep page: `walkRows`), read in that order through
 * the filters' index branches (`Walk`), the other filters read on each row; found there, the
 * page is exact, every other result sorting after them. Otherwise `readSearchPage` reads every
 * result through the indexes' bitmaps and sorts them in memory, which costs little then: under
 * this many rows of the walk hold less than a page, the results are few. Left to itself,
 * PostgreSQL walked the sort index to its end when the text and a filter rarely meet: 1,000,000
 * rows removed for an empty page, 13 s (bench/results.md, session 18).
 */
export const SORT_WALK = 10_000;

/** The rows a walk reads at most for a page that ends at `end`: deep pages read deeper. */
export const walkRows = (end: number) => Math.max(SORT_WALK, 20 * end);

/** What a walk is for: `wanted` results, `enough` at the least, the page ending at `end`. */
export interface WalkNeed {
  wanted: number;
  enough: number;
  end: number;
  /** The most rows it may read (walkRows(end) unless said). */
  most?: number;
}

/**
 * Pertinence's walk reads at most this many rows for its RANKED_MATCHES: it ranks the results
 * among them when they hold the page (a walk through scattered rows costs 4-7 µs a row).
 */
export const RANKED_WALK = 4_096;

/**
 * What a walk costs a row, through an index whose rows lie scattered in the table (4-7 µs at
 * 1,000,000 profiles, the heap read page by page), against the bitmap's costs above: a page
 * walks only where its rows cost less than reading every result.
 */
const WALK_US_PER_ROW = 5;

/**
 * The walk's length for `need` (walkLength), or null when reading every result through the
 * bitmap costs less: the rarest word's entries and the results themselves, against the rows
 * the walk is expected to read.
 */
export function pageWalkLength(
  need: WalkNeed,
  density: number | undefined,
  text: TextReading,
): number | null {
  const rows = walkLength(need, density);
  if (rows === null || density === undefined || !text.share || !text.tableRows) return rows;
  const walking = Math.min(rows, need.wanted / density) * WALK_US_PER_ROW;
  const everyResult =
    text.share * text.tableRows * BITMAP_US_PER_ENTRY +
    density * text.tableRows * BITMAP_US_PER_ROW;
  return walking <= everyResult ? rows : null;
}

/** A walk reads at least this many rows (when the density says fewer would do). */
const MIN_WALK = 256;

/**
 * How many rows the walk reads to meet `wanted` results (`enough` of them at the least) at
 * `density` results per row: twice what the density says, rounded up to a power of two
 * (a statement per length, and few lengths), at most walkRows(end); null when the density says
 * even `enough` lie farther: every result is then read at once. Without a density, the most.
 */
export function walkLength(
  { wanted, enough, end, most = walkRows(end) }: WalkNeed,
  density: number | undefined,
): number | null {
  if (density === undefined) return most;
  if (density <= 0 || enough / density > most) return null;
  const rows = Math.max(MIN_WALK, (2 * wanted) / density);
  return Math.min(most, 2 ** Math.ceil(Math.log2(rows)));
}

/**
 * The order a page walks and its branches: one condition per combination of values of the
 * filters an index begins with (none: the sort key's own index). PostgreSQL reads each branch
 * through its index in the sort's order and merges them; a branch's columns are never sort keys
 * (it would not see the branch as sorted by them), and a sort key's own filter is written with
 * `= any` (one value with `=` is taken as a constant of the branch, and the merge sorts again).
 */
export interface Walk {
  order: SQL;
  branches: SQL[];
}

/** The first `rows` rows of the walk, in its order. */
function walked({ table, alias, walk }: SearchPageReading, rows: number): SQL {
  const limit = sql.raw(String(rows));
  const branch = (where: SQL) =>
    sql`(select * from ${table} ${alias} where ${where} order by ${walk.order} limit ${limit})`;
  if (walk.branches.length <= 1) return branch(walk.branches[0] ?? sql`true`);
  return sql`(select * from (${sql.join(walk.branches.map(branch), sql` union all `)}) ${alias}
    order by ${walk.order} limit ${limit})`;
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
  /**
   * The walk in the page's order; for pertinence, in the order its ranked rows are taken (the
   * newest projects, the most viewed profiles).
   */
  walk: Walk;
  pertinence: boolean;
  filters: TextReading & { tsq: SQL | null };
  offset: number;
  limit: number;
  /** Results per row expected (a FacetPass density), when the facet sample was read first. */
  density?: number;
}

/**
 * One page: every match of a rare text or no text at once, a common text's walked first.
 * Pertinence ranks the results among the walked rows (at most RANKED_WALK rows, at most
 * RANKED_MATCHES results, in the walk's order) when they hold the page, otherwise the first
 * RANKED_MATCHES of every result.
 */
export function readSearchPage<T extends Row>(db: DbOrTx, r: SearchPageReading): Promise<T[]> {
  if (!r.filters.tsq || r.filters.fewMatches) {
    return preparedRowsOf<T>(db, r.pageOf(r.filters.tsq ? sql`m` : r.table, true));
  }
  const end = r.offset + r.limit;
  if (r.pertinence) {
    if (r.offset >= RANKED_MATCHES) return Promise.resolve([]);
    const rankedAmong = (rows: SQL) => sql`r as materialized (select * from ${rows} ${r.alias}
        where ${r.where} order by ${r.walk.order} limit ${sql.raw(String(RANKED_MATCHES))}),`;
    const rows = pageWalkLength(
      { wanted: RANKED_MATCHES, enough: end, end, most: Math.max(RANKED_WALK, 20 * end) },
      r.density,
      r.filters,
    );
    return pageWalkingFirst<T & { ranked?: number }>(
      db,
      rows === null ? null : r.pageOf(sql`r`, false, rankedAmong(walked(r, rows))),
      (page) => Number(page[0]?.ranked) >= Math.min(end, RANKED_MATCHES),
      r.pageOf(sql`r`, false, rankedAmong(r.table)),
    );
  }
  const rows = pageWalkLength({ wanted: end, enough: end, end }, r.density, r.filters);
  return pageWalkingFirst<T>(
    db,
    rows === null ? null : r.pageOf(walked(r, rows), true),
    (page) => page.length === r.limit,
    r.pageOf(r.table, true),
  );
}

/**
 * The page `walkedPage` read, when `complete` says it holds the whole answer; otherwise (or
 * without a walk) the page `everyResult` reads through the bitmaps. Not a prepared statement: its plan is chosen with
 * index scans off, and a prepared plan outlives the setting.
 */
async function pageWalkingFirst<T extends Row>(
  db: DbOrTx,
  walkedPage: SQL | null,
  complete: (rows: T[]) => boolean,
  everyResult: SQL,
): Promise<T[]> {
  if (walkedPage) {
    const rows = await preparedRowsOf<T>(db, walkedPage);
    if (complete(rows)) return rows;
  }
  return inPhysicalOrder(db, (tx) => rowsOf<T>(tx, everyResult));
}

/**
 * Sort by pertinence ranks at most this many results (the newest projects, the most viewed
 * profiles): ranking every match of a common word (300,000 projects) costs seconds, and 2,000
 * of them ~100 ms on the shared bench machine (ts_rank reads each row's whole tsvector). Pages
 * past them are empty.
 */
export const RANKED_MATCHES = 500;

/** `column` is one of `values`, always as `= any` (a walk's sort key: see Walk). */
export function oneOfAny(column: SQL, values: readonly (string | number)[], type: 'text' | 'int') {
  return sql`${column} = any(${list(values)}::${sql.raw(type)}[])`;
}

/**
 * `column` shares a value with `values`, tested on each row, never through the column's GIN
 * index: a sought profile or a network is held by 20 to 66% of the rows, and their bitmap costs
 * about 0.25 µs an entry (50 ms for "Acteur" at 1M) to spare few heap rows; the planner, which
 * does not count that cost, added it to every bitmap it could (measured in session 21; bench/results.md, session 22).
 */
export const overlaps = (column: SQL, values: readonly string[]) =>
  values.length ? sql`(${column} && ${list(values)}::text[]) is true` : sql`true`;

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

/** What kollabo_text_matches tells of a text condition (db/migrations/0027). */
export interface TextMatches {
  /** The tsquery as text, sent back as a constant (see below). */
  text: string;
  /** The planner's estimate of the rows its rarest word matches: at least the text's matches. */
  estimate: number;
  /** The table's rows at its last analysis (0 before any). */
  tableRows: number;
  /** Matches counted up to `cap` + 1, or `cap` + 1 uncounted when the estimate is far above. */
  matches: number;
}

/**
 * The query's words as one constant tsquery (search-cache textCondition): planned with its real
 * value, PostgreSQL estimates how many rows a word matches, which it cannot do for a value
 * computed in the statement. With it, how many rows of `table` it matches (kollabo_text_matches,
 * db/migrations/0027: counted up to `cap` through the GIN index unless the rarest word's
 * estimate says the text is far commoner). Each word matches as typed or one typo away
 * (kollabo_fuzzy_tsq).
 */
export async function tsqueryWithMatches(
  db: DbOrTx,
  words: string[],
  table: 'project_search' | 'user_search',
  cap: number,
): Promise<TextMatches> {
  const wordQueries = sql.join(
    words.map((word) => sql`kollabo_fuzzy_tsq(${word})`),
    sql`, `,
  );
  const [row] = await preparedRowsOf<{ q: string; estimate: string; rows: string; n: number }>(
    db,
    sql`select c.q::text as q, c.estimate, c.table_rows as rows, c.matches as n
      from kollabo_text_matches(${table}::regclass, array[${wordQueries}]::tsquery[], ${cap}) as c`,
  );
  return {
    text: row?.q ?? '',
    estimate: Number(row?.estimate ?? 0),
    tableRows: Number(row?.rows ?? 0),
    matches: Number(row?.n ?? 0),
  };
}

export interface ProjectFilters extends TextReading {
  /** The tsquery, or null without a query. */
  tsq: SQL | null;
  profil: string[];
  budgetRanks: number[];
  secteur: string[];
}

function filterSql(f: ProjectFilters) {
  return {
    text: f.tsq ? sql`ps.tsv @@ (${f.tsq})` : sql`true`,
    profil: overlaps(sql`ps.profils`, f.profil),
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

/** At most this many branches to a walk: each is planned, and a wide filter barely narrows it. */
export const MAX_BRANCHES = 16;

/** Every combination of one value per list (`[]` without lists, when one is empty, or past MAX_BRANCHES). */
export function combinations<V>(lists: readonly (readonly V[])[]): V[][] {
  if (lists.length === 0 || lists.some((values) => values.length === 0)) return [];
  const all = lists.reduce<V[][]>(
    (acc, values) => acc.flatMap((combo) => values.map((value) => [...combo, value])),
    [[]],
  );
  return all.length <= MAX_BRANCHES ? all : [];
}

/** The first candidate with branches, as conditions; none: the walk reads its order's own index. */
export function branchesOf(candidates: SQL[][][]): SQL[] {
  for (const candidate of candidates) {
    const combos = combinations(candidate);
    if (combos.length) return combos.map((parts) => sql.join(parts, sql` and `));
  }
  return [];
}

/** The board's walk for an order: which filter indexes it may branch on (migrations 0009, 0027). */
function boardWalk(order: Exclude<ProjectOrder, 'pertinence'>, f: ProjectFilters, key: SQL): Walk {
  const secteur = f.secteur.map((value) => sql`ps.secteur = ${value}::text`);
  const band = f.budgetRanks.map((value) => sql`ps.budget_rank = ${value}::int`);
  const byOrder: Record<typeof order, SQL[][][]> = {
    // (secteur, budget_rank desc, published_at desc), (secteur, published_at desc),
    // (budget_rank, published_at desc).
    recent: [[secteur, band], [secteur], [band]],
    // (secteur, budget_rank desc, published_at desc); the bands themselves follow budget_idx.
    budget: [
      [secteur],
      f.budgetRanks.length ? [[oneOfAny(sql`ps.budget_rank`, f.budgetRanks, 'int')]] : [],
    ],
    // (secteur, total_offers, published_at desc), (budget_rank, total_offers, published_at desc).
    offers: [[secteur], [band]],
  };
  return { order: key, branches: branchesOf(byOrder[order]) };
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
  author_trade_name: string | null;
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
  page: { offset: number; limit: number; density?: number },
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
    ? sql`u.pseudo as author_pseudo, u.name as author_name, u.trade_name as author_trade_name,
        u.statut as author_statut,
        u.feminine as author_feminine, u.photo_profile as author_photo, up.type as author_pack`
    : sql`null as author_pseudo, null as author_name, null as author_trade_name,
        null as author_statut,
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
  // Pertinence ranks the newest results.
  const walkOrder = order === 'pertinence' ? 'recent' : order;
  return readSearchPage<ProjectCardRow>(db, {
    table: sql`project_search`,
    alias: sql`ps`,
    pageOf,
    where,
    walk: boardWalk(walkOrder, filters, keys[walkOrder].inner),
    pertinence: order === 'pertinence',
    filters,
    ...page,
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
 * Facets and total of a text query in one pass over its first matches (`sampleSize` + 1, every
 * match when there are fewer): rows are marked with the filters they pass, each facet counts the rows that
 * pass the other facets' filters.
 */
export async function facetsOfMatches(db: DbOrTx, filters: ProjectFilters): Promise<FacetPass> {
  const f = filterSql(filters);
  const rows = (source: SQL) => sql`select ps.budget, ps.secteur, ps.profils,
      ${f.budget} as pb, ${f.secteur} as pse, ${f.profil} as pp
    from ${source}
    where ${f.text}`;
  return facetPass(
    db,
    { ...sampleOf(filters), rows, table: sql`project_search`, alias: sql`ps` },
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
