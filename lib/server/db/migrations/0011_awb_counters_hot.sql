-- serves: taking an AWB number — `used` and `remaining` change on every AWB saved; without an index on them the
-- update rewrites the allocation row in place (HOT) instead of every index and the range exclusion constraint
DROP INDEX "awb_allocations_used_idx";--> statement-breakpoint
DROP INDEX "awb_allocations_remaining_idx";