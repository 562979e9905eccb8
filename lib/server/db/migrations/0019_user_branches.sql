ALTER TABLE "users" ADD COLUMN "all_branches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branch_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- users made before branches were enforced keep seeing what they saw (an administrator narrows them);
-- a user with an office is bound to its office's branch from now on
UPDATE "users" SET "all_branches" = true WHERE "office_id" IS NULL;
