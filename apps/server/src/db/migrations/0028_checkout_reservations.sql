CREATE TABLE "collab_checkouts" (
	"offer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"total_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"session_id" text,
	"session_url" text,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_checkouts_offer_id_version_pk" PRIMARY KEY("offer_id","version"),
	CONSTRAINT "collab_checkouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "collab_checkouts_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "money_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"offer_id" uuid,
	"ledger_cents" integer,
	"provider_cents" integer,
	"booked_at" timestamp with time zone NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "money_alerts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "stray_charges" (
	"session_id" text PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "simulated_collab_checkouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "simulated_collab_checkouts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collab_checkouts" ADD CONSTRAINT "collab_checkouts_offer_id_collab_payments_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collab_payments"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stray_charges" ADD CONSTRAINT "stray_charges_offer_id_collab_payments_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collab_payments"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_alerts_open_idx" ON "money_alerts" USING btree ("resolved_at","first_seen_at");--> statement-breakpoint
CREATE INDEX "stray_charges_pending_idx" ON "stray_charges" USING btree ("status","created_at");--> statement-breakpoint
-- An unpaid payment's open session becomes its checkout reservation (same key as it was created with).
INSERT INTO "collab_checkouts" ("offer_id", "version", "attempt", "idempotency_key", "total_cents", "expires_at", "session_id", "session_url")
SELECT "offer_id", "version", greatest("checkout_attempts", 1),
  'kollabo:checkout:' || "offer_id" || ':' || "version" || ':' || greatest("checkout_attempts", 1),
  "total_cents", coalesce("session_expires_at", now()), "session_id", "session_url"
FROM "collab_payments" WHERE "status" = 'unpaid' AND "session_id" IS NOT NULL;--> statement-breakpoint
UPDATE "collab_payments" SET "session_id" = NULL WHERE "status" = 'unpaid';--> statement-breakpoint
ALTER TABLE "collab_payments" DROP COLUMN "session_url";--> statement-breakpoint
ALTER TABLE "collab_payments" DROP COLUMN "session_expires_at";--> statement-breakpoint
ALTER TABLE "collab_payments" DROP COLUMN "checkout_attempts";--> statement-breakpoint
ALTER TABLE "simulated_collab_checkouts" ADD CONSTRAINT "simulated_collab_checkouts_idempotency_key_unique" UNIQUE("idempotency_key");