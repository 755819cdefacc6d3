-- Copy of migration db/migrations/0010_user_search.sql (re-create it with drizzle-kit generate --custom).
-- Discovery (issue 14): the creator directory. A copy of this file is kept in
-- apps/server/src/modules/search/user-search.sql.
--
-- user_search holds one row per member (role 'user'), kept by statement triggers on users and
-- socials in the writing transaction: type, niche, location (folded), counters, verified
-- networks, the highest verified follower count and its band, the lowest verified publication
-- rate, and the text (pseudo and name A, type/niche/location C, presentation D).
CREATE OR REPLACE FUNCTION kollabo_user_tsv(pseudo text, name text, meta text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('french'::regconfig, kollabo_search_norm(coalesce(pseudo, '') || ' ' || coalesce(name, ''))), 'A')
            || setweight(to_tsvector('french'::regconfig, kollabo_search_norm(coalesce(meta, ''))), 'C')
            || setweight(to_tsvector('french'::regconfig, kollabo_search_norm(coalesce(body, ''))), 'D') $$;
--> statement-breakpoint
-- Followers bands of the directory: 1 under 10k, 2 10k-50k, 3 50k-200k, 4 over 200k, 0 unknown.
CREATE OR REPLACE FUNCTION kollabo_band(followers integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE WHEN followers IS NULL THEN 0 WHEN followers < 10000 THEN 1
    WHEN followers < 50000 THEN 2 WHEN followers < 200000 THEN 3 ELSE 4 END)::smallint $$;
--> statement-breakpoint
CREATE TABLE user_search (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  statut text NOT NULL,
  secteur text NOT NULL,
  loc text NOT NULL,
  views integer NOT NULL,
  favs integer NOT NULL,
  last_connect timestamptz,
  created_at timestamptz NOT NULL,
  networks text[] NOT NULL,
  followers integer,
  band smallint NOT NULL,
  min_tarif integer,
  tsv tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX user_search_views_idx ON user_search (views DESC, user_id);
--> statement-breakpoint
CREATE INDEX user_search_favs_idx ON user_search (favs DESC, user_id);
--> statement-breakpoint
CREATE INDEX user_search_active_idx ON user_search (last_connect DESC NULLS LAST, user_id);
--> statement-breakpoint
CREATE INDEX user_search_recent_idx ON user_search (created_at DESC, user_id);
--> statement-breakpoint
CREATE INDEX user_search_secteur_idx ON user_search (secteur, band, views DESC, user_id);
--> statement-breakpoint
CREATE INDEX user_search_statut_idx ON user_search (statut, views DESC, user_id);
--> statement-breakpoint
CREATE INDEX user_search_band_idx ON user_search (band, views DESC, user_id);
--> statement-breakpoint
CREATE INDEX user_search_networks_idx ON user_search USING gin (networks);
--> statement-breakpoint
CREATE INDEX user_search_loc_idx ON user_search USING gin (loc gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX user_search_tsv_idx ON user_search USING gin (tsv);
--> statement-breakpoint
-- Facet counts of every member by (type, niche, verified networks, followers band).
CREATE TABLE user_facet_counts (
  statut text NOT NULL,
  secteur text NOT NULL,
  networks text[] NOT NULL,
  band smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (statut, secteur, networks, band)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_counts_ins() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO user_facet_counts AS c (statut, secteur, networks, band, n)
    SELECT statut, secteur, networks, band, count(*) FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (statut, secteur, networks, band) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_counts_del() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO user_facet_counts AS c (statut, secteur, networks, band, n)
    SELECT statut, secteur, networks, band, -count(*) FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (statut, secteur, networks, band) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_counts_upd() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO user_facet_counts AS c (statut, secteur, networks, band, n)
    SELECT statut, secteur, networks, band, sum(d) FROM (
      SELECT statut, secteur, networks, band, 1 AS d FROM new_rows
      UNION ALL
      SELECT statut, secteur, networks, band, -1 FROM old_rows
    ) AS x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (statut, secteur, networks, band) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_search_counts_ins_trg AFTER INSERT ON user_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_counts_ins();
--> statement-breakpoint
CREATE TRIGGER user_search_counts_del_trg AFTER DELETE ON user_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_counts_del();
--> statement-breakpoint
CREATE TRIGGER user_search_counts_upd_trg AFTER UPDATE ON user_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_search_counts_upd();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_sync_ins() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows AS u,
      regexp_split_to_table(lower(kollabo_unaccent(u.pseudo || ' ' || u.name || ' ' || u.presentation)), '[^a-z0-9]+') AS w
    WHERE u.role = 'user' AND length(w) BETWEEN 5 AND 40
    ON CONFLICT DO NOTHING;
    INSERT INTO user_search AS us (user_id, statut, secteur, loc, views, favs, last_connect, created_at, networks, followers, band, min_tarif, tsv)
    SELECT u.id, u.statut, u.categorie, kollabo_search_norm(u.localisation), u.views, u.in_favorize,
      u.last_connect, u.created_at, a.networks, a.followers, kollabo_band(a.followers), a.min_tarif,
      kollabo_user_tsv(u.pseudo, u.name, u.statut || ' ' || u.categorie || ' ' || u.localisation, u.presentation)
    FROM new_rows AS u, LATERAL (
      SELECT coalesce(array_agg(s.network ORDER BY s.network) FILTER (WHERE s.verified), '{}') AS networks,
        max(s.followers) FILTER (WHERE s.verified) AS followers,
        min(s.publication_tarif) FILTER (WHERE s.verified AND s.publication_tarif > 0) AS min_tarif
      FROM socials s WHERE s.user_id = u.id
    ) AS a
    WHERE u.role = 'user'
    ON CONFLICT (user_id) DO UPDATE SET
      statut = excluded.statut, secteur = excluded.secteur, loc = excluded.loc,
      views = excluded.views, favs = excluded.favs, last_connect = excluded.last_connect,
      created_at = excluded.created_at, networks = excluded.networks, followers = excluded.followers,
      band = excluded.band, min_tarif = excluded.min_tarif, tsv = excluded.tsv;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_sync_upd() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM user_search WHERE user_id IN (SELECT id FROM new_rows WHERE role <> 'user');
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows AS u JOIN old_rows AS o ON o.id = u.id,
      regexp_split_to_table(lower(kollabo_unaccent(u.pseudo || ' ' || u.name || ' ' || u.presentation)), '[^a-z0-9]+') AS w
    WHERE u.role = 'user' AND (o.pseudo <> u.pseudo OR o.name <> u.name OR o.presentation <> u.presentation OR o.role <> u.role) AND length(w) BETWEEN 5 AND 40
    ON CONFLICT DO NOTHING;
    INSERT INTO user_search AS us (user_id, statut, secteur, loc, views, favs, last_connect, created_at, networks, followers, band, min_tarif, tsv)
    SELECT u.id, u.statut, u.categorie, kollabo_search_norm(u.localisation), u.views, u.in_favorize,
      u.last_connect, u.created_at, a.networks, a.followers, kollabo_band(a.followers), a.min_tarif,
      kollabo_user_tsv(u.pseudo, u.name, u.statut || ' ' || u.categorie || ' ' || u.localisation, u.presentation)
    FROM new_rows AS u JOIN old_rows AS o ON o.id = u.id, LATERAL (
      SELECT coalesce(array_agg(s.network ORDER BY s.network) FILTER (WHERE s.verified), '{}') AS networks,
        max(s.followers) FILTER (WHERE s.verified) AS followers,
        min(s.publication_tarif) FILTER (WHERE s.verified AND s.publication_tarif > 0) AS min_tarif
      FROM socials s WHERE s.user_id = u.id
    ) AS a
    WHERE u.role = 'user'
      AND (o.role <> u.role OR o.pseudo <> u.pseudo OR o.name <> u.name
        OR o.presentation <> u.presentation OR o.statut <> u.statut OR o.categorie <> u.categorie
        OR o.localisation <> u.localisation OR o.views <> u.views OR o.in_favorize <> u.in_favorize
        OR o.last_connect IS DISTINCT FROM u.last_connect OR o.created_at <> u.created_at)
    ON CONFLICT (user_id) DO UPDATE SET
      statut = excluded.statut, secteur = excluded.secteur, loc = excluded.loc,
      views = excluded.views, favs = excluded.favs, last_connect = excluded.last_connect,
      created_at = excluded.created_at, networks = excluded.networks, followers = excluded.followers,
      band = excluded.band, min_tarif = excluded.min_tarif, tsv = excluded.tsv;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_search_sync_ins_trg AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_sync_ins();
--> statement-breakpoint
CREATE TRIGGER user_search_sync_upd_trg AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_search_sync_upd();
--> statement-breakpoint
-- socials → user_search: the verified networks, audience band and lowest rate of each member
-- whose socials changed.
CREATE OR REPLACE FUNCTION user_search_socials(ids uuid[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    UPDATE user_search AS us SET
      networks = a.networks, followers = a.followers, band = kollabo_band(a.followers),
      min_tarif = a.min_tarif
    FROM (
      SELECT u.id, a.networks, a.followers, a.min_tarif
      FROM unnest(ids) AS u(id), LATERAL (
      SELECT coalesce(array_agg(s.network ORDER BY s.network) FILTER (WHERE s.verified), '{}') AS networks,
        max(s.followers) FILTER (WHERE s.verified) AS followers,
        min(s.publication_tarif) FILTER (WHERE s.verified AND s.publication_tarif > 0) AS min_tarif
      FROM socials s WHERE s.user_id = u.id
    ) AS a
    ) AS a
    WHERE us.user_id = a.id
      AND (us.networks, us.followers, us.min_tarif) IS DISTINCT FROM (a.networks, a.followers, a.min_tarif)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_socials_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM user_search_socials(ARRAY(SELECT DISTINCT user_id FROM new_rows ORDER BY 1));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_socials_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM user_search_socials(ARRAY(SELECT DISTINCT user_id FROM old_rows ORDER BY 1));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_search_socials_ins_trg AFTER INSERT ON socials
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_socials_new();
--> statement-breakpoint
CREATE TRIGGER user_search_socials_upd_trg AFTER UPDATE ON socials
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_socials_new();
--> statement-breakpoint
CREATE TRIGGER user_search_socials_del_trg AFTER DELETE ON socials
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_search_socials_old();
--> statement-breakpoint
-- Members already there when this migration runs.
INSERT INTO search_words (word)
    SELECT DISTINCT w FROM users AS u,
      regexp_split_to_table(lower(kollabo_unaccent(u.pseudo || ' ' || u.name || ' ' || u.presentation)), '[^a-z0-9]+') AS w
    WHERE u.role = 'user' AND length(w) BETWEEN 5 AND 40
    ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO user_search (user_id, statut, secteur, loc, views, favs, last_connect, created_at, networks, followers, band, min_tarif, tsv)
SELECT u.id, u.statut, u.categorie, kollabo_search_norm(u.localisation), u.views, u.in_favorize,
      u.last_connect, u.created_at, a.networks, a.followers, kollabo_band(a.followers), a.min_tarif,
      kollabo_user_tsv(u.pseudo, u.name, u.statut || ' ' || u.categorie || ' ' || u.localisation, u.presentation)
FROM users AS u, LATERAL (
      SELECT coalesce(array_agg(s.network ORDER BY s.network) FILTER (WHERE s.verified), '{}') AS networks,
        max(s.followers) FILTER (WHERE s.verified) AS followers,
        min(s.publication_tarif) FILTER (WHERE s.verified AND s.publication_tarif > 0) AS min_tarif
      FROM socials s WHERE s.user_id = u.id
    ) AS a
WHERE u.role = 'user';
