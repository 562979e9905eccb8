ALTER TABLE "awb_allocations" ADD COLUMN "last_number" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the highest number each range has issued so far (12-digit numbers compare as text as they do as numbers)
UPDATE "awb_allocations" a SET "last_number" = coalesce((SELECT max(s."number")::bigint FROM "shipments" s WHERE s."number" >= a."range_start"::text AND s."number" <= a."range_end"::text), 0);
