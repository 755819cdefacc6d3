CREATE TABLE "collab_disputes" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decision_reason" text,
	"creator_cents" integer,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collab_payments" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"vat_on_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"session_url" text,
	"session_expires_at" timestamp with time zone,
	"checkout_attempts" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"charge_id" text,
	"transfer_group" text NOT NULL,
	"paid_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"hold_limit_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"creator_cents" integer,
	"refund_cents" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_requested_by" text,
	"cancel_reason" text,
	"cancel_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_payments_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	CONSTRAINT "ledger_entries_one_side" CHECK (("ledger_entries"."debit_cents" > 0 and "ledger_entries"."credit_cents" = 0) or ("ledger_entries"."credit_cents" > 0 and "ledger_entries"."debit_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_exempt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "payment_releases" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" text,
	"payout_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transferred_at" timestamp with time zone,
	"paid_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"balanced" boolean NOT NULL,
	"differences" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"holder_name" text,
	"iban" text,
	"birth_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_balance_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_balance_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "simulated_collab_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"project_title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"vat_on_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"transfer_group" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collab_disputes" ADD CONSTRAINT "collab_disputes_offer_id_collab_payments_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collab_payments"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_disputes" ADD CONSTRAINT "collab_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_payments" ADD CONSTRAINT "collab_payments_offer_id_collaborations_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collaborations"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_payments" ADD CONSTRAINT "collab_payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_payments" ADD CONSTRAINT "collab_payments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_offer_id_collab_payments_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collab_payments"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_releases" ADD CONSTRAINT "payment_releases_offer_id_collab_payments_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collab_payments"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_accounts" ADD CONSTRAINT "simulated_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_payments_status_release_idx" ON "collab_payments" USING btree ("status","release_at");--> statement-breakpoint
CREATE INDEX "collab_payments_owner_idx" ON "collab_payments" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collab_payments_author_idx" ON "collab_payments" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collab_payments_intent_idx" ON "collab_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_offer_idx" ON "ledger_transactions" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "simulated_balance_transactions_source_idx" ON "simulated_balance_transactions" USING btree ("source");