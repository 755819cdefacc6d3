CREATE TABLE "creator_tax_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"birth_date" text,
	"tax_id" text NOT NULL,
	"siren" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payments_count" integer NOT NULL,
	"file_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_statements_user_year" UNIQUE("user_id","year")
);
--> statement-breakpoint
ALTER TABLE "creator_tax_details" ADD CONSTRAINT "creator_tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_statements" ADD CONSTRAINT "tax_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The creators paid in a year (annual statements, DAC7 report) are found by their transfer date.
CREATE INDEX IF NOT EXISTS "payment_releases_transferred_idx" ON "payment_releases" USING btree ("transferred_at") WHERE "transferred_at" IS NOT NULL;
