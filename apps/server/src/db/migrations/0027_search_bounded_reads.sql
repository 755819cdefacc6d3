-- Searches nobody asked before, at 1,000,000 projects and profiles: every read bounded by its
-- rows, not by how common a word is (issue 31; bench/results.md, session 22).
--
-- A query's words as one tsquery, and how many rows it matches, counted only where counting is
-- cheap. A GIN bitmap costs about 0.35 µs per entry whatever the LIMIT (the whole posting list
-- is read): 100 ms for a word in 300,000 projects. The planner's estimate of each word (the
-- column's most common lexemes) says first whether the text is that common: the rarest word's
-- estimate bounds the text's matches and what its bitmap costs, whatever the words have in
-- common (the planner's estimate of two words together assumes they never go together: 2% for
-- two words of one sentence found together in 14% of the projects). Only a text estimated
-- under `20 * cap` rows is counted (up to cap + 1, through the GIN index); a commoner one is
-- reported as cap + 1, unread.
CREATE OR REPLACE FUNCTION kollabo_text_matches(tbl regclass, words tsquery[], cap integer,
    OUT q tsquery, OUT estimate bigint, OUT table_rows bigint, OUT matches integer)
  -- VOLATILE: PostgreSQL allows EXPLAIN only there; it reads and writes nothing else.
  LANGUAGE plpgsql VOLATILE STRICT
  SET enable_seqscan = off
  SET enable_indexscan = off
  AS $$
  DECLARE
    word tsquery;
    plan json;
    rows_of bigint;
  BEGIN
    FOREACH word IN ARRAY words LOOP
      q := coalesce(q && word, word);
      -- A word of stop words only constrains nothing.
      CONTINUE WHEN numnode(word) = 0;
      EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM %s WHERE tsv @@ %L::tsquery', tbl, word::text)
        INTO plan;
      rows_of := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint;
      estimate := least(coalesce(estimate, rows_of), rows_of);
    END LOOP;
    estimate := coalesce(estimate, 0);
    -- The table's rows as of its last analysis (-1 or 0 before any, as on PGlite).
    SELECT greatest(c.reltuples, 0)::bigint INTO table_rows FROM pg_class c WHERE c.oid = tbl;
    IF estimate > 20 * cap THEN
      matches := cap + 1;
      RETURN;
    END IF;
    EXECUTE format('SELECT count(*)::int FROM (SELECT 1 FROM %s WHERE tsv @@ %L::tsquery LIMIT %s) AS x',
      tbl, q::text, cap + 1)
      INTO matches;
  END $$;
--> statement-breakpoint
-- The page walks an index in the sort's order, one branch per value of the filters that index
-- begins with (modules/search/search.repository.ts, Walk): a filtered page then reads the rows of its
-- filters, not every row of the sort order until enough of them pass. A branch's filter columns
-- must not be sort keys (PostgreSQL merges the branches only on the keys it sees them sorted by),
-- so each sort has its own filter indexes.
-- Highest budget within a niche (and the newest within a niche and a budget band, as before).
CREATE INDEX project_search_secteur_budget_idx ON project_search (secteur, budget_rank DESC, published_at DESC, project_id);
--> statement-breakpoint
DROP INDEX project_search_secteur_band_idx;
--> statement-breakpoint
-- Fewest offers within a niche, within a budget band.
CREATE INDEX project_search_secteur_offers_idx ON project_search (secteur, total_offers, published_at DESC, project_id);
--> statement-breakpoint
CREATE INDEX project_search_band_offers_idx ON project_search (budget_rank, total_offers, published_at DESC, project_id);
--> statement-breakpoint
-- The directory's other sorts within a niche.
CREATE INDEX user_search_secteur_favs_idx ON user_search (secteur, favs DESC, user_id);
--> statement-breakpoint
CREATE INDEX user_search_secteur_active_idx ON user_search (secteur, last_connect DESC NULLS LAST, user_id);
--> statement-breakpoint
CREATE INDEX user_search_secteur_recent_idx ON user_search (secteur, created_at DESC, user_id);
--> statement-breakpoint
DROP FUNCTION kollabo_match_count(regclass, name, tsquery, integer);
--> statement-breakpoint
-- The PRO badge as a column of the directory: the end of the member's running premium or
-- ultimate pack (the latest), kept by the packs' statement triggers in their transaction and
-- filled when a member's row is written. `pro_until > now()` is the PRO filter, exact at any
-- time (a pack's end is read, not flagged): one comparison per row where a subquery on the
-- packs cost 25 ms per facet sample (a hash of every running pack), and an index for the
-- PRO-only pages.
ALTER TABLE user_search ADD COLUMN pro_until timestamptz;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kollabo_pro_until(member uuid) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT max(p.expire_date) FROM user_packs p
        WHERE p.user_id = member AND p.type IN ('premium', 'ultimate') $$;
--> statement-breakpoint
UPDATE user_search us SET pro_until = p.until
FROM (SELECT user_id, max(expire_date) AS until FROM user_packs
      WHERE type IN ('premium', 'ultimate') GROUP BY user_id) AS p
WHERE p.user_id = us.user_id;
--> statement-breakpoint
CREATE INDEX user_search_pro_idx ON user_search (pro_until) WHERE pro_until IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_pro_fill() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.pro_until := kollabo_pro_until(NEW.user_id);
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_search_pro_fill_trg BEFORE INSERT ON user_search
  FOR EACH ROW EXECUTE FUNCTION user_search_pro_fill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_pro_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(user_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(user_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(user_id) INTO ids
      FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) AS x;
    END IF;
    UPDATE user_search us SET pro_until = kollabo_pro_until(us.user_id)
    WHERE us.user_id = ANY (ids) AND us.pro_until IS DISTINCT FROM kollabo_pro_until(us.user_id);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_search_pro_ins_trg AFTER INSERT ON user_packs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_pro_sync();
--> statement-breakpoint
CREATE TRIGGER user_search_pro_del_trg AFTER DELETE ON user_packs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_pro_sync();
--> statement-breakpoint
CREATE TRIGGER user_search_pro_upd_trg AFTER UPDATE ON user_packs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_search_pro_sync();
