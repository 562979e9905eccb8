ALTER TABLE "customers" ADD COLUMN "pph23_withholding" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "figures_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pph23_override_reason" text;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "figures_by" text;--> statement-breakpoint
ALTER TABLE "trip_allowances" ADD COLUMN "figures_by" text;--> statement-breakpoint
-- four eyes on drafts made before the column: their author and their last editor entered or changed the figures
UPDATE "credit_notes" SET "figures_by" = concat_ws(',', "created_by", nullif("updated_by", "created_by")) WHERE "stage" = 'draft';--> statement-breakpoint
UPDATE "trip_allowances" SET "figures_by" = concat_ws(',', "created_by", nullif("updated_by", "created_by")) WHERE "stage" = 'draft';
