ALTER TABLE "awb_allocations" ADD COLUMN "remaining" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "awb_allocations_remaining_idx" ON "awb_allocations" USING btree ("remaining","id");--> statement-breakpoint
-- allocations made before this column: nothing is used yet anywhere, so all of a range remains
UPDATE "awb_allocations" SET "remaining" = "quantity" - "used";
