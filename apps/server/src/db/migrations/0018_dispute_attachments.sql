CREATE TABLE "collab_dispute_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploader_id" uuid,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collab_dispute_attachments" ADD CONSTRAINT "collab_dispute_attachments_offer_id_collab_disputes_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."collab_disputes"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_dispute_attachments" ADD CONSTRAINT "collab_dispute_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_dispute_attachments_offer_idx" ON "collab_dispute_attachments" USING btree ("offer_id","created_at");