CREATE TABLE "billing_mandate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"text_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_mandates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"series_code" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_mandates_series_code_unique" UNIQUE("series_code")
);
--> statement-breakpoint
CREATE TABLE "creator_invoice_uploads" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"uploader_id" uuid,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "self_billing" jsonb;--> statement-breakpoint
ALTER TABLE "billing_mandate_events" ADD CONSTRAINT "billing_mandate_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_mandates" ADD CONSTRAINT "billing_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoice_uploads" ADD CONSTRAINT "creator_invoice_uploads_offer_id_collaborations_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collaborations"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoice_uploads" ADD CONSTRAINT "creator_invoice_uploads_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_mandate_events_user_idx" ON "billing_mandate_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issuer_issued_idx" ON "invoices" USING btree ("issuer_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "invoices"."issuer_id" is not null;