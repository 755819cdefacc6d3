ALTER TABLE "collab_contract_versions" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "collab_contract_versions" ADD COLUMN "signed_key" text;