-- an office's district (the default origin of its counter's AWBs) and the paper of its label printer
ALTER TABLE "offices" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "label_size" text DEFAULT '100x150';--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_area_id_coverage_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- serves: refusing to delete a coverage area an office stands in (every ref gets its index)
CREATE INDEX "offices_area_id_ref_idx" ON "offices" USING btree ("area_id");