import { sql, type SQL } from 'drizzle-orm';
import { CREATOR_PROFILE_TYPES } from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  ratingAverageOf,
  ratingCountOf,
  socialsSummary,
  type CardSocialRow,
} from '../../db/card-summaries.js';
import {
  branchesOf,
  facetPass,
  list,
  oneOf,
  overlaps,
  pageWindow,
  preparedRowsOf,
  readSearchPage,
  sampleOf,
  type FacetPass,
  type FacetRow,
  type TextReading,
  type Walk,
} from './search.repository.js';

// The creator directory's reads. user_search (db/migrations/0010_user_search.sql) holds one row
// per member, kept by triggers on users and socials in the writing transaction.

export interface DirectoryFilters extends TextReading {
  tsq: SQL | null;
  statut: string[];
  secteur: string[];
  reseau: string[];
  /** Followers bands 1..4 (kollabo_band). */
  bands: number[];
  pro: boolean;
  /** A LIKE pattern on the folded location, or null. */
  locPattern: string | null;
  maxTarif: number | null;
}

/** A running premium or ultimate pack: the PRO badge (user_search.pro_until, migration 0027). */
const proSql = sql`us.pro_until > now()`;

/**
 * "Tous les profils" lists creators (influencers, content creators, YouTubers, actors, agents);
 * brands, agencies, project owners and "Autre" only when the type filter asks for
 * them. The type facet still counts every type, so the filter can. The creators' list is a
 * constant written in the statement (not a parameter): the statement's plan stays the same.
 */
const creatorsOnly = (column: SQL) =>
  sql`${column} in (${sql.raw(CREATOR_PROFILE_TYPES.map((type) => `'${type}'`).join(', '))})`;

function statutSql(column: SQL, statut: string[]) {
  return statut.length ? oneOf(column, statut, 'text') : creatorsOnly(column);
}

function filterSql(f: DirectoryFilters) {
  return {
    text: f.tsq ? sql`us.tsv @@ (${f.tsq})` : sql`true`,
    statut: statutSql(sql`us.statut`, f.statut),
    secteur: oneOf(sql`us.secteur`, f.secteur, 'text'),
    reseau: overlaps(sql`us.networks`, f.reseau),
    band: oneOf(sql`us.band`, f.bands, 'int'),
    pro: f.pro ? proSql : sql`true`,
    loc: f.locPattern ? sql`us.loc like ${f.locPattern}` : sql`true`,
    tarif: f.maxTarif !== null ? sql`us.min_tarif <= ${f.maxTarif}` : sql`true`,
  };
}

const allOf = (f: ReturnType<typeof filterSql>) =>
  sql`${f.text} and ${f.statut} and ${f.secteur} and ${f.reseau} and ${f.band} and ${f.pro}
    and ${f.loc} and ${f.tarif}`;

/** With few matches, every match of the text first (through the GIN index), then the rest. */
function matchesOf(filters: DirectoryFilters): SQL {
  if (!filters.fewMatches || !filters.tsq) return sql``;
  return sql`m as materialized (select * from user_search us where us.tsv @@ (${filters.tsq})),`;
}

/** Followers bands as stored: 0 (no verified network) to 4. */
const EVERY_BAND = [0, 1, 2, 3, 4];

/** The directory's walk for an order: which filter indexes it may branch on (migrations 0010, 0027). */
function directoryWalk(
  order: Exclude<DirectoryOrder, 'pertinence'>,
  f: DirectoryFilters,
  key: SQL,
): Walk {
  const secteur = f.secteur.map((value) => sql`us.secteur = ${value}::text`);
  const band = f.bands.map((value) => sql`us.band = ${value}::int`);
  const everyBand = (f.bands.length ? f.bands : EVERY_BAND).map(
    (value) => sql`us.band = ${value}::int`,
  );
  const statut = (f.statut.length ? f.statut : CREATOR_PROFILE_TYPES).map(
    (value) => sql`us.statut = ${value}::text`,
  );
  const byOrder: Record<typeof order, SQL[][][]> = {
    // (secteur, band, views desc), (band, views desc), (statut, views desc).
    vues: [[secteur, everyBand], [band], [statut]],
    // (secteur, <key>) for each of the other orders (migration 0027).
    favoris: [[secteur]],
    actifs: [[secteur]],
    recents: [[secteur]],
  };
  return { order: key, branches: branchesOf(byOrder[order]) };
}

export type DirectoryOrder = 'pertinence' | 'vues' | 'favoris' | 'actifs' | 'recents';

export interface DirectoryCardRow extends Record<string, unknown> {
  pseudo: string;
  name: string;
  trade_name: string | null;
  statut: string;
  feminine: boolean;
  presentation: string;
  photo_profile: string | null;
  views: number;
  in_favorize: number;
  last_connect: Date | string | null;
  categorie: string;
  localisation: string;
  pack: string | null;
  min_tarif: number | null;
  rating_average: string | number | null;
  rating_count: number;
  socials: CardSocialRow[];
}

export async function directoryPage(
  db: DbOrTx,
  filters: DirectoryFilters,
  order: DirectoryOrder,
  page: { offset: number; limit: number; density?: number },
): Promise<DirectoryCardRow[]> {
  const tsq = filters.tsq ?? sql`''::tsquery`;
  const keys: Record<DirectoryOrder, { select: SQL; inner: SQL; outer: SQL }> = {
    vues: {
      select: sql`us.views`,
      inner: sql`us.views desc, us.user_id`,
      outer: sql`pg.views desc, pg.user_id`,
    },
    favoris: {
      select: sql`us.favs`,
      inner: sql`us.favs desc, us.user_id`,
      outer: sql`pg.favs desc, pg.user_id`,
    },
    actifs: {
      select: sql`us.last_connect`,
      inner: sql`us.last_connect desc nulls last, us.user_id`,
      outer: sql`pg.last_connect desc nulls last, pg.user_id`,
    },
    recents: {
      select: sql`us.created_at`,
      inner: sql`us.created_at desc, us.user_id`,
      outer: sql`pg.created_at desc, pg.user_id`,
    },
    // The whole query in the pseudo or name first, then the weighted rank, then views.
    pertinence: {
      select: sql`us.views, (ts_filter(us.tsv, '{a}') @@ (${tsq})) as title_hit,
        ts_rank('{0.05, 0.2, 0.4, 1.0}', us.tsv, (${tsq})) as rank`,
      inner: sql`title_hit desc, rank desc, us.views desc, us.user_id`,
      outer: sql`pg.title_hit desc, pg.rank desc, pg.views desc, pg.user_id`,
    },
  };
  const k = keys[order];
  const f = filterSql(filters);
  const all = allOf(f);
  /** The page statement over `candidates` (a relation of user_search rows). */
  const pageOf = (candidates: SQL, filtered: boolean, ranked?: SQL) => sql`with
      ${matchesOf(filters)} ${ranked ?? sql``} pg as (
        select us.user_id, us.min_tarif, ${k.select}
        from ${candidates} us
        where ${filtered ? all : sql`true`}
        order by ${k.inner}
        ${pageWindow(page)}
      )
      select u.pseudo, u.name, u.trade_name, u.statut, u.feminine,
        left(u.presentation, 200) as presentation,
        u.photo_profile, u.views, u.in_favorize, u.last_connect, u.categorie, u.localisation,
        up.type as pack, pg.min_tarif,
        ${ratingAverageOf(sql`u.id`)} as rating_average,
        ${ratingCountOf(sql`u.id`)} as rating_count,
        ${socialsSummary(sql`u.id`)} as socials
        ${ranked ? sql`, (select count(*) from r)::int as ranked` : sql``}
      from pg
      join users u on u.id = pg.user_id
      left join user_packs up on up.user_id = u.id and up.expire_date > now()
      order by ${k.outer}`;
  // Pertinence ranks the most viewed results.
  const walkOrder = order === 'pertinence' ? 'vues' : order;
  return readSearchPage<DirectoryCardRow>(db, {
    table: sql`user_search`,
    alias: sql`us`,
    pageOf,
    where: all,
    walk: directoryWalk(walkOrder, filters, keys[walkOrder].inner),
    pertinence: order === 'pertinence',
    filters,
    ...page,
  });
}

/** Facets without text, location, PRO or rate filters: from the facet counts of every member. */
export async function directoryFacetsFromCounts(
  db: DbOrTx,
  filters: DirectoryFilters,
  cap: number,
): Promise<FacetRow[]> {
  const st = filters.statut.length
    ? sql`statut = any(${list(filters.statut)}::text[])`
    : creatorsOnly(sql`statut`);
  const se = filters.secteur.length
    ? sql`secteur = any(${list(filters.secteur)}::text[])`
    : sql`true`;
  const re = filters.reseau.length ? sql`networks && ${list(filters.reseau)}::text[]` : sql`true`;
  const ba = filters.bands.length ? sql`band = any(${list(filters.bands)}::int[])` : sql`true`;
  const f = filterSql(filters);
  return preparedRowsOf<FacetRow>(
    db,
    sql`with c as (
        select statut, secteur, networks, band, n, ${st} as st, ${se} as se, ${re} as re,
          ${ba} as ba
        from user_facet_counts where n > 0
      )
      select 'statut' as facet, statut as value, sum(n)::int as n from c
        where se and re and ba group by statut
      union all
      select 'secteur', secteur, sum(n)::int from c where st and re and ba and secteur <> ''
        group by secteur
      union all
      select 'reseau', x.value, sum(n)::int from c, unnest(c.networks) as x(value)
        where st and se and ba group by x.value
      union all
      select 'followers', band::text, sum(n)::int from c where st and se and re and band > 0
        group by band
      union all
      select 'total', '', coalesce(sum(n), 0)::int from c where st and se and re and ba
      union all
      select 'pro', 'true', count(*)::int from (
        select 1 from user_search us
        where ${proSql} and ${f.statut} and ${f.secteur} and ${f.reseau} and ${f.band}
        limit ${cap}
      ) as p`,
  );
}

/**
 * Facets and total in one pass over the first rows that match the text (`sampleSize` + 1) (every row without
 * text, then only those of the location): each row is marked with the filters it passes, the
 * location among them when there is text (a sample of the text's matches is read whatever the
 * location, and counts the located ones: never more than the truth).
 */
export async function directoryFacetsOfMatches(
  db: DbOrTx,
  filters: DirectoryFilters,
): Promise<FacetPass> {
  const f = filterSql(filters);
  const located = filters.tsq ? sql`true` : f.loc;
  const rows = (source: SQL) => sql`select us.statut, us.secteur, us.networks, us.band,
      ${f.statut} as st, ${f.secteur} as se, ${f.reseau} as re, ${f.band} as ba,
      ${proSql} as is_pro, ${f.tarif} as ta, ${filters.tsq ? f.loc : sql`true`} as lo
    from ${source}
    where ${f.text} and ${located}`;
  return facetPass(
    db,
    { ...sampleOf(filters), rows, table: sql`user_search`, alias: sql`us` },
    sql`, k as (
        select *, (not ${filters.pro} or is_pro) as pr from m where ta and lo
      )
      select 'statut' as facet, statut as value, count(*)::int as n from k
        where se and re and ba and pr group by statut
      union all
      select 'secteur', secteur, count(*)::int from k where st and re and ba and pr
        and secteur <> '' group by secteur
      union all
      select 'reseau', x.value, count(*)::int from k, unnest(k.networks) as x(value)
        where st and se and ba and pr group by x.value
      union all
      select 'followers', band::text, count(*)::int from k where st and se and re and pr
        and band > 0 group by band
      union all
      select 'pro', 'true', count(*)::int from k where st and se and re and ba and is_pro
      union all
      select 'total', '', count(*)::int from k where st and se and re and ba and pr`,
  );
}
