ALTER TABLE "drivers" ADD COLUMN "name" text;--> statement-breakpoint
CREATE INDEX "drivers_name_idx" ON "drivers" USING btree ("name","id");--> statement-breakpoint
UPDATE "drivers" SET "name" = "employees"."full_name" FROM "employees" WHERE "employees"."id" = "drivers"."employee_id";
