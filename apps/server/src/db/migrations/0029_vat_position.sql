ALTER TABLE "users" ADD COLUMN "vat_position" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vat_position_check" CHECK ("users"."vat_position" in ('TTC', 'HT', 'EXEMPT'));--> statement-breakpoint
-- hand-written (keep at merge)
-- A creator who ticked "TVA non applicable, art. 293 B du CGI" on her payout account keeps it as
-- her VAT position (the account's flag no longer decides anything).
UPDATE "users" SET "vat_position" = 'EXEMPT'
FROM "payout_accounts"
WHERE "payout_accounts"."user_id" = "users"."id" AND "payout_accounts"."vat_exempt";--> statement-breakpoint
-- Versions written before the tax mode could say "exempt" were 'HT', the payout account's flag
-- applied at payment. Their reading is frozen here, as the payment did or would do it today:
-- a version paid without VAT (amount charged = its HT amount), or one not paid yet of a creator
-- whose flag is set, becomes 'EXEMPT'; every other one keeps its mode. Stored PDFs are untouched.
UPDATE "collab_contract_versions" AS v
SET "terms" = jsonb_set(v."terms", '{tax}', '"EXEMPT"')
FROM "collaborations" AS c
WHERE c."offer_id" = v."offer_id"
  AND v."terms"->>'tax' = 'HT'
  AND (
    EXISTS (
      SELECT 1 FROM "collab_payments" AS p
      WHERE p."offer_id" = v."offer_id" AND p."version" = v."version" AND p."status" <> 'unpaid'
        AND p."amount_cents" = (v."terms"->>'amountCents')::integer
    )
    OR (
      NOT EXISTS (
        SELECT 1 FROM "collab_payments" AS p
        WHERE p."offer_id" = v."offer_id" AND p."status" <> 'unpaid'
      )
      AND EXISTS (
        SELECT 1 FROM "payout_accounts" AS a
        WHERE a."user_id" = c."author_id" AND a."vat_exempt"
      )
    )
  );
