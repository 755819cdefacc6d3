ALTER TABLE "collab_deliverables" ADD COLUMN "screenshot" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "signed_version" integer;--> statement-breakpoint
ALTER TABLE "collab_contract_versions" ADD COLUMN "parties" jsonb;--> statement-breakpoint
ALTER TABLE "legal_identities" ADD COLUMN "representative" text;