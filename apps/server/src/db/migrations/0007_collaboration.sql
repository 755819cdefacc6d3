CREATE TABLE "collab_deliverables" (
	"offer_id" uuid NOT NULL,
	"index" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"link" text,
	"labelled" boolean DEFAULT false NOT NULL,
	"comment" text,
	"published_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "collab_deliverables_offer_id_index_pk" PRIMARY KEY("offer_id","index")
);
--> statement-breakpoint
CREATE TABLE "collab_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"actor_id" uuid,
	"type" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaborations" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"value_ht_cents" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"full_name" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"document_sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_signatures_party_uq" UNIQUE("offer_id","version","user_id")
);
--> statement-breakpoint
CREATE TABLE "collab_contract_versions" (
	"offer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_pdf" "bytea",
	"document_sha256" text,
	"signed_pdf" "bytea",
	"signed_sha256" text,
	CONSTRAINT "collab_contract_versions_offer_id_version_pk" PRIMARY KEY("offer_id","version")
);
--> statement-breakpoint
CREATE TABLE "legal_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"fiscal_country" text NOT NULL,
	"siret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_reporter_uq" UNIQUE("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"visible_at" timestamp with time zone NOT NULL,
	"reply" text,
	"reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_offer_author_uq" UNIQUE("offer_id","author_id")
);
--> statement-breakpoint
ALTER TABLE "collab_deliverables" ADD CONSTRAINT "collab_deliverables_offer_id_collaborations_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collaborations"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_events" ADD CONSTRAINT "collab_events_offer_id_collaborations_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collaborations"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_events" ADD CONSTRAINT "collab_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_signatures" ADD CONSTRAINT "collab_signatures_offer_id_collaborations_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collaborations"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_signatures" ADD CONSTRAINT "collab_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_contract_versions" ADD CONSTRAINT "collab_contract_versions_offer_id_collaborations_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collaborations"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_contract_versions" ADD CONSTRAINT "collab_contract_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_identities" ADD CONSTRAINT "legal_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_offer_id_collaborations_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collaborations"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_events_offer_created_idx" ON "collab_events" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "collaborations_pair_signed_idx" ON "collaborations" USING btree ("owner_id","author_id","signed_at");--> statement-breakpoint
CREATE INDEX "collaborations_author_idx" ON "collaborations" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collaborations_owner_idx" ON "collaborations" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collaborations_project_idx" ON "collaborations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "reviews_target_created_idx" ON "reviews" USING btree ("target_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);