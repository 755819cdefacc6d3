CREATE TABLE "address_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"author_id" uuid,
	"action" text NOT NULL,
	"ground" text NOT NULL,
	"explanation" text NOT NULL,
	"decided_by" uuid,
	"previous" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contest_explanation" text,
	"contested_at" timestamp with time zone,
	"contest_outcome" text,
	"contest_reasons" text,
	"contest_decided_by" uuid,
	"contest_decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"author_id" uuid,
	"category" text NOT NULL,
	"explanation" text NOT NULL,
	"notifier_name" text NOT NULL,
	"notifier_email" text NOT NULL,
	"notifier_id" uuid,
	"good_faith" boolean NOT NULL,
	"source" text DEFAULT 'notice' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "notice_decisions" ADD CONSTRAINT "notice_decisions_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_decisions" ADD CONSTRAINT "notice_decisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_decisions" ADD CONSTRAINT "notice_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_decisions" ADD CONSTRAINT "notice_decisions_contest_decided_by_users_id_fk" FOREIGN KEY ("contest_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_notifier_id_users_id_fk" FOREIGN KEY ("notifier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "address_mails_idempotency_uq" ON "address_mails" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "address_mails_due_idx" ON "address_mails" USING btree ("next_attempt_at") WHERE "address_mails"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notice_decisions_created_idx" ON "notice_decisions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notice_decisions_contest_idx" ON "notice_decisions" USING btree ("contested_at") WHERE "notice_decisions"."contested_at" is not null and "notice_decisions"."contest_outcome" is null;--> statement-breakpoint
CREATE INDEX "notices_open_idx" ON "notices" USING btree ("created_at") WHERE "notices"."decision_id" is null;--> statement-breakpoint
CREATE INDEX "notices_target_idx" ON "notices" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "notices_decision_idx" ON "notices" USING btree ("decision_id");--> statement-breakpoint
-- A project or profile under a moderation decision (removed, restricted, suspended) leaves the
-- board and the directory, as a project leaving `publish` or an account that is not a member
-- does; lifting the decision (a contest reversed) puts it back. Same functions as 0009 and 0010,
-- with the moderation column in their conditions.
CREATE OR REPLACE FUNCTION project_search_sync_ins() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows AS p,
      regexp_split_to_table(lower(kollabo_unaccent(p.title || ' ' || p.description)), '[^a-z0-9]+') AS w
    WHERE p.statut = 'publish' AND p.moderation IS NULL AND length(w) BETWEEN 5 AND 40
    ON CONFLICT DO NOTHING;
    INSERT INTO project_search AS s
      (project_id, published_at, budget, budget_rank, secteur, profils, total_offers, tsv)
    SELECT p.id, coalesce(p.published_at, p.created_at), p.budget,
      coalesce(array_position(ARRAY['Moins de 500 €', '500 € à 1 000 €', '1 000 € à 10 000 €', 'Plus de 10 000 €'], p.budget), 0),
      p.secteur, p.profil_search, p.total_offers, kollabo_tsv(p.title, p.description)
    FROM new_rows AS p WHERE p.statut = 'publish' AND p.moderation IS NULL
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
    WHERE project_id IN (SELECT id FROM new_rows WHERE statut <> 'publish' OR moderation IS NOT NULL)
      AND EXISTS (SELECT 1 FROM old_rows WHERE statut = 'publish');
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows AS p JOIN old_rows AS o ON o.id = p.id,
      regexp_split_to_table(lower(kollabo_unaccent(p.title || ' ' || p.description)), '[^a-z0-9]+') AS w
    WHERE p.statut = 'publish' AND p.moderation IS NULL AND length(w) BETWEEN 5 AND 40
      AND (o.statut <> 'publish' OR o.moderation IS NOT NULL OR o.title <> p.title OR o.description <> p.description)
    ON CONFLICT DO NOTHING;
    INSERT INTO project_search AS s
      (project_id, published_at, budget, budget_rank, secteur, profils, total_offers, tsv)
    SELECT p.id, coalesce(p.published_at, p.created_at), p.budget,
      coalesce(array_position(ARRAY['Moins de 500 €', '500 € à 1 000 €', '1 000 € à 10 000 €', 'Plus de 10 000 €'], p.budget), 0),
      p.secteur, p.profil_search, p.total_offers, kollabo_tsv(p.title, p.description)
    FROM new_rows AS p JOIN old_rows AS o ON o.id = p.id
    WHERE p.statut = 'publish' AND p.moderation IS NULL
      AND (o.statut <> 'publish' OR o.moderation IS NOT NULL OR o.title <> p.title OR o.description <> p.description
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_sync_ins() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows AS u,
      regexp_split_to_table(lower(kollabo_unaccent(u.pseudo || ' ' || u.name || ' ' || u.presentation)), '[^a-z0-9]+') AS w
    WHERE u.role = 'user' AND u.moderation IS NULL AND length(w) BETWEEN 5 AND 40
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
    WHERE u.role = 'user' AND u.moderation IS NULL
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
    DELETE FROM user_search WHERE user_id IN (SELECT id FROM new_rows WHERE role <> 'user' OR moderation IS NOT NULL);
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows AS u JOIN old_rows AS o ON o.id = u.id,
      regexp_split_to_table(lower(kollabo_unaccent(u.pseudo || ' ' || u.name || ' ' || u.presentation)), '[^a-z0-9]+') AS w
    WHERE u.role = 'user' AND u.moderation IS NULL AND (o.pseudo <> u.pseudo OR o.name <> u.name OR o.presentation <> u.presentation OR o.role <> u.role OR o.moderation IS NOT NULL) AND length(w) BETWEEN 5 AND 40
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
    WHERE u.role = 'user' AND u.moderation IS NULL
      AND (o.role <> u.role OR o.moderation IS NOT NULL OR o.pseudo <> u.pseudo OR o.name <> u.name
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
