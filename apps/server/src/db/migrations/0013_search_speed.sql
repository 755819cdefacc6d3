-- Discovery (issue 14), speed. Versions of the searchable data, for the per-instance cache of facet
-- counts and totals (modules/search/search-cache.ts). A version moves, in the writing
-- transaction, whenever something a facet or a total depends on changes: a row enters or
-- leaves project_search / user_search, or a counted column or the text changes, or a PRO pack
-- changes. It does not move for what facets ignore (views, offers received, last connection),
-- so a busy site keeps its cache. Sequences: no row lock, writers never wait on each other.
CREATE SEQUENCE project_search_version;
--> statement-breakpoint
CREATE SEQUENCE user_search_version;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_search_version_rows() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM nextval('project_search_version'); END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM nextval('project_search_version'); END IF;
    ELSIF EXISTS (
      SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.project_id = n.project_id
      WHERE (n.published_at, n.budget, n.secteur, n.profils, n.tsv)
        IS DISTINCT FROM (o.published_at, o.budget, o.secteur, o.profils, o.tsv)
    ) THEN
      PERFORM nextval('project_search_version');
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_search_version_all() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM nextval('project_search_version');
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER project_search_version_ins_trg AFTER INSERT ON project_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_version_rows();
--> statement-breakpoint
CREATE TRIGGER project_search_version_del_trg AFTER DELETE ON project_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_version_rows();
--> statement-breakpoint
CREATE TRIGGER project_search_version_upd_trg AFTER UPDATE ON project_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_version_rows();
--> statement-breakpoint
CREATE TRIGGER project_search_version_trunc_trg AFTER TRUNCATE ON project_search
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_version_all();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_version_rows() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM nextval('user_search_version'); END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM nextval('user_search_version'); END IF;
    ELSIF EXISTS (
      SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.user_id = n.user_id
      WHERE (n.statut, n.secteur, n.loc, n.networks, n.band, n.min_tarif, n.tsv)
        IS DISTINCT FROM (o.statut, o.secteur, o.loc, o.networks, o.band, o.min_tarif, o.tsv)
    ) THEN
      PERFORM nextval('user_search_version');
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_version_all() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM nextval('user_search_version');
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Packs: the PRO facet. Only a pack's kind or end counts (its offer balance moves at each offer).
CREATE OR REPLACE FUNCTION user_packs_version_rows() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM nextval('user_search_version'); END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM nextval('user_search_version'); END IF;
    ELSIF EXISTS (
      SELECT 1 FROM new_rows AS n FULL JOIN old_rows AS o ON o.user_id = n.user_id
      WHERE (n.user_id, n.type, n.expire_date) IS DISTINCT FROM (o.user_id, o.type, o.expire_date)
    ) THEN
      PERFORM nextval('user_search_version');
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_search_version_ins_trg AFTER INSERT ON user_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_version_rows();
--> statement-breakpoint
CREATE TRIGGER user_search_version_del_trg AFTER DELETE ON user_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_version_rows();
--> statement-breakpoint
CREATE TRIGGER user_search_version_upd_trg AFTER UPDATE ON user_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_search_version_rows();
--> statement-breakpoint
CREATE TRIGGER user_search_version_trunc_trg AFTER TRUNCATE ON user_search
  FOR EACH STATEMENT EXECUTE FUNCTION user_search_version_all();
--> statement-breakpoint
CREATE TRIGGER user_packs_version_ins_trg AFTER INSERT ON user_packs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_packs_version_rows();
--> statement-breakpoint
CREATE TRIGGER user_packs_version_del_trg AFTER DELETE ON user_packs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_packs_version_rows();
--> statement-breakpoint
CREATE TRIGGER user_packs_version_upd_trg AFTER UPDATE ON user_packs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_packs_version_rows();
--> statement-breakpoint
CREATE TRIGGER user_packs_version_trunc_trg AFTER TRUNCATE ON user_packs
  FOR EACH STATEMENT EXECUTE FUNCTION user_search_version_all();
--> statement-breakpoint
-- How many rows a text condition matches, counted up to `cap` without a sequential scan: the
-- GIN index for a rare word, the index on `newest` (date, views) for a common one, which stops
-- at `cap`. A search with few matches then reads them all through the GIN index and sorts them,
-- one with many walks the sort order's index (modules/search/search-cache.ts).
CREATE OR REPLACE FUNCTION kollabo_match_count(tbl regclass, newest name, q tsquery, cap integer)
  RETURNS integer
  LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  SET enable_seqscan = off
  AS $$
  DECLARE
    n integer;
  BEGIN
    EXECUTE format('SELECT count(*)::int FROM (SELECT 1 FROM %s WHERE tsv @@ $1 ORDER BY %I DESC LIMIT $2) AS x',
      tbl, newest)
      INTO n USING q, cap;
    RETURN n;
  END $$;
--> statement-breakpoint
-- A text query with two facets (niche and budget band) walks this index in date order.
CREATE INDEX project_search_secteur_band_idx ON project_search (secteur, budget_rank, published_at DESC, project_id);
--> statement-breakpoint
-- Searches read the GIN indexes far more often than projects and profiles change: entries go in
-- at once instead of through a pending list every search would scan.
ALTER INDEX project_search_tsv_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX user_search_tsv_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('project_search_tsv_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('user_search_tsv_idx'::regclass);
