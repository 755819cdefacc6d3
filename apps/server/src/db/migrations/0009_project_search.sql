-- Discovery (issue 14): French full-text search of published projects. A copy of this file is
-- kept in apps/server/src/modules/search/project-search.sql.
--
-- Text goes through kollabo_search_norm (lower case, accents off, a plural "s" off words of 5+
-- letters: the French stemmer keeps "vidéos" apart from "vidéo") and then the `french`
-- configuration. Titles weigh A, descriptions D.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kollabo_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kollabo_search_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(lower(kollabo_unaccent($1)), '([a-z]{4,})s\M', '\1', 'g') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kollabo_tsv(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('french'::regconfig, kollabo_search_norm(coalesce(title, ''))), 'A')
            || setweight(to_tsvector('french'::regconfig, kollabo_search_norm(coalesce(body, ''))), 'D') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kollabo_tsq(word text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT plainto_tsquery('french'::regconfig, kollabo_search_norm(word)) $$;
--> statement-breakpoint
-- Words of 5+ letters seen in searchable texts (accents off): a query word of 6+ letters that
-- is not among them is looked up here by trigram similarity (one typo).
CREATE TABLE search_words (word text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- Published projects only: a project is here exactly while its status is `publish`, kept by the
-- trigger on projects in the transaction that changes it (no stale result, ever).
CREATE TABLE project_search (
  project_id uuid PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL,
  budget text NOT NULL,
  budget_rank smallint NOT NULL,
  secteur text,
  profils text[] NOT NULL,
  total_offers integer NOT NULL,
  tsv tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX project_search_recent_idx ON project_search (published_at DESC, project_id);
--> statement-breakpoint
CREATE INDEX project_search_budget_idx ON project_search (budget_rank DESC, published_at DESC, project_id);
--> statement-breakpoint
CREATE INDEX project_search_offers_idx ON project_search (total_offers, published_at DESC, project_id);
--> statement-breakpoint
CREATE INDEX project_search_secteur_idx ON project_search (secteur, published_at DESC, project_id);
--> statement-breakpoint
CREATE INDEX project_search_band_idx ON project_search (budget_rank, published_at DESC, project_id);
--> statement-breakpoint
CREATE INDEX project_search_profils_idx ON project_search USING gin (profils);
--> statement-breakpoint
CREATE INDEX project_search_tsv_idx ON project_search USING gin (tsv);
--> statement-breakpoint
-- Facet counts of every published project by (budget, niche, sought profiles): the board
-- without a query counts its facets from these few rows, kept exact by triggers.
CREATE TABLE project_facet_counts (
  budget text NOT NULL,
  secteur text NOT NULL,
  profils text[] NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (budget, secteur, profils)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kollabo_sorted(list text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') FROM unnest(list) AS x $$;
--> statement-breakpoint
-- Triggers run per statement over transition tables: a bulk insert (seeding, imports) is one
-- set-based statement, and each counts row is locked once per statement, in key order.
CREATE OR REPLACE FUNCTION project_search_counts_ins() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO project_facet_counts AS c (budget, secteur, profils, n)
    SELECT budget, coalesce(secteur, ''), kollabo_sorted(profils), count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (budget, secteur, profils) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_search_counts_del() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO project_facet_counts AS c (budget, secteur, profils, n)
    SELECT budget, coalesce(secteur, ''), kollabo_sorted(profils), -count(*)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (budget, secteur, profils) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_search_counts_upd() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO project_facet_counts AS c (budget, secteur, profils, n)
    SELECT budget, secteur, profils, sum(d) FROM (
      SELECT budget, coalesce(secteur, '') AS secteur, kollabo_sorted(profils) AS profils, 1 AS d
      FROM new_rows
      UNION ALL
      SELECT budget, coalesce(secteur, ''), kollabo_sorted(profils), -1 FROM old_rows
    ) AS x
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (budget, secteur, profils) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER project_search_counts_ins_trg AFTER INSERT ON project_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_counts_ins();
--> statement-breakpoint
CREATE TRIGGER project_search_counts_del_trg AFTER DELETE ON project_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_counts_del();
--> statement-breakpoint
CREATE TRIGGER project_search_counts_upd_trg AFTER UPDATE ON project_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_counts_upd();
--> statement-breakpoint
-- projects → project_search: rows that are (still) published are upserted, others removed.
CREATE OR REPLACE FUNCTION project_search_sync_ins() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows AS p,
      regexp_split_to_table(lower(kollabo_unaccent(p.title || ' ' || p.description)), '[^a-z0-9]+') AS w
    WHERE p.statut = 'publish' AND length(w) BETWEEN 5 AND 40
    ON CONFLICT DO NOTHING;
    INSERT INTO project_search AS s
      (project_id, published_at, budget, budget_rank, secteur, profils, total_offers, tsv)
    SELECT p.id, coalesce(p.published_at, p.created_at), p.budget,
      coalesce(array_position(ARRAY['Moins de 500 €', '500 € à 1 000 €', '1 000 € à 10 000 €', 'Plus de 10 000 €'], p.budget), 0),
      p.secteur, p.profil_search, p.total_offers, kollabo_tsv(p.title, p.description)
    FROM new_rows AS p WHERE p.statut = 'publish'
    ON CONFLICT (project_id) DO UPDATE SET
      published_at = excluded.published_at,
      budget = excluded.budget,
      budget_rank = excluded.budget_rank,
      secteur = excluded.secteur,
      profils = excluded.profils,
      total_offers = excluded.total_offers,
      tsv = excluded.tsv;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_search_sync_upd() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM project_search
    WHERE project_id IN (SELECT id FROM new_rows WHERE statut <> 'publish')
      AND EXISTS (SELECT 1 FROM old_rows WHERE statut = 'publish');
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows AS p JOIN old_rows AS o ON o.id = p.id,
      regexp_split_to_table(lower(kollabo_unaccent(p.title || ' ' || p.description)), '[^a-z0-9]+') AS w
    WHERE p.statut = 'publish' AND length(w) BETWEEN 5 AND 40
      AND (o.statut <> 'publish' OR o.title <> p.title OR o.description <> p.description)
    ON CONFLICT DO NOTHING;
    INSERT INTO project_search AS s
      (project_id, published_at, budget, budget_rank, secteur, profils, total_offers, tsv)
    SELECT p.id, coalesce(p.published_at, p.created_at), p.budget,
      coalesce(array_position(ARRAY['Moins de 500 €', '500 € à 1 000 €', '1 000 € à 10 000 €', 'Plus de 10 000 €'], p.budget), 0),
      p.secteur, p.profil_search, p.total_offers, kollabo_tsv(p.title, p.description)
    FROM new_rows AS p JOIN old_rows AS o ON o.id = p.id
    WHERE p.statut = 'publish'
      AND (o.statut <> 'publish' OR o.title <> p.title OR o.description <> p.description
        OR o.budget <> p.budget OR o.secteur IS DISTINCT FROM p.secteur
        OR o.profil_search <> p.profil_search OR o.total_offers <> p.total_offers
        OR o.published_at IS DISTINCT FROM p.published_at OR o.created_at <> p.created_at)
    ON CONFLICT (project_id) DO UPDATE SET
      published_at = excluded.published_at,
      budget = excluded.budget,
      budget_rank = excluded.budget_rank,
      secteur = excluded.secteur,
      profils = excluded.profils,
      total_offers = excluded.total_offers,
      tsv = excluded.tsv;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER project_search_sync_ins_trg AFTER INSERT ON projects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_sync_ins();
--> statement-breakpoint
CREATE TRIGGER project_search_sync_upd_trg AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_sync_upd();
--> statement-breakpoint
-- Projects already published when this migration runs.
INSERT INTO search_words (word)
SELECT DISTINCT w FROM projects AS p,
  regexp_split_to_table(lower(kollabo_unaccent(p.title || ' ' || p.description)), '[^a-z0-9]+') AS w
WHERE p.statut = 'publish' AND length(w) BETWEEN 5 AND 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO project_search
      (project_id, published_at, budget, budget_rank, secteur, profils, total_offers, tsv)
    SELECT p.id, coalesce(p.published_at, p.created_at), p.budget,
      coalesce(array_position(ARRAY['Moins de 500 €', '500 € à 1 000 €', '1 000 € à 10 000 €', 'Plus de 10 000 €'], p.budget), 0),
      p.secteur, p.profil_search, p.total_offers, kollabo_tsv(p.title, p.description)
FROM projects AS p WHERE p.statut = 'publish';
