ALTER TABLE "amends" ADD COLUMN "deal_id" text;--> statement-breakpoint
-- A change's deal link moves from the train goods to the engine's amend (issue 16 section 1; ADR 0038).
UPDATE "amends" AS a SET "deal_id" = c."deal_id" FROM "train_changes" AS c WHERE c."amend_id" = a."id" AND c."deal_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "train_changes" DROP COLUMN "deal_id";
