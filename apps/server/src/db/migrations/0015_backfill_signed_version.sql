-- Issue 26: a collaboration signed before amendments existed has its current version in force.
UPDATE "collaborations" SET "signed_version" = "version" WHERE "signed_at" IS NOT NULL AND "signed_version" IS NULL;
