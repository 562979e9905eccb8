-- serves: AWB distribution — two allocations never share an AWB number, whatever races the API has
-- (a gist index over the inclusive range; the engine answers a violation, 23P01, with 409)
ALTER TABLE "awb_allocations" ADD CONSTRAINT "awb_allocations_no_overlap" EXCLUDE USING gist (int8range("range_start", "range_end", '[]') WITH &&);
--> statement-breakpoint
ALTER TABLE "awb_allocations" ADD CONSTRAINT "awb_allocations_range_check" CHECK ("range_start" IS NOT NULL AND "range_end" IS NOT NULL AND "range_end" >= "range_start" AND "quantity" = "range_end" - "range_start" + 1);
