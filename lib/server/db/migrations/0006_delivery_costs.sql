CREATE TABLE "delivery_costs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_costs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coverage_area_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"fee_per_awb" bigint NOT NULL,
	"fee_per_kg" bigint,
	"failed_attempt_fee" bigint,
	"effective_from" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "delivery_costs" ADD CONSTRAINT "delivery_costs_coverage_area_id_coverage_areas_id_fk" FOREIGN KEY ("coverage_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_costs_coverage_area_id_ref_idx" ON "delivery_costs" USING btree ("coverage_area_id");--> statement-breakpoint
CREATE INDEX "delivery_costs_vehicle_type_idx" ON "delivery_costs" USING btree ("vehicle_type","id");--> statement-breakpoint
CREATE INDEX "delivery_costs_fee_per_awb_idx" ON "delivery_costs" USING btree ("fee_per_awb","id");--> statement-breakpoint
CREATE INDEX "delivery_costs_effective_from_idx" ON "delivery_costs" USING btree ("effective_from","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_costs_coverage_area_id_vehicle_type_effective_from_uq" ON "delivery_costs" USING btree ("coverage_area_id","vehicle_type","effective_from");--> statement-breakpoint
CREATE INDEX "delivery_costs_updated_at_idx" ON "delivery_costs" USING btree ("updated_at","id");