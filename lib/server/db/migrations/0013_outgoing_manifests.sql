CREATE TABLE "outgoing_manifest_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_manifest_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"destination_area_id" integer,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"scanned_at" timestamp with time zone,
	"scanned_by" text,
	"override_reason" text
);
--> statement-breakpoint
CREATE TABLE "outgoing_manifest_bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_manifest_bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"bag_id" integer DEFAULT 0 NOT NULL,
	"bag_number" text,
	"seal_number" text,
	"destination_branch_id" integer,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"scanned_at" timestamp with time zone,
	"scanned_by" text
);
--> statement-breakpoint
CREATE TABLE "outgoing_manifests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_manifests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"manifest_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"destination_branch_id" integer NOT NULL,
	"transit_branch_id" integer,
	"moda_id" integer NOT NULL,
	"carrier_type" text NOT NULL,
	"vehicle_id" integer,
	"driver_id" integer,
	"vendor_id" integer,
	"vendor_reference" text,
	"departure_at" timestamp with time zone NOT NULL,
	"departed_at" timestamp with time zone,
	"bag_count" integer DEFAULT 0 NOT NULL,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"notes" text,
	"booked_at" timestamp with time zone,
	"booked_by" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"cancel_note" text,
	"print_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "outgoing_manifests_stage_check" CHECK ("outgoing_manifests"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "manifest_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_bags" ADD COLUMN "manifest_id" integer;--> statement-breakpoint
ALTER TABLE "outgoing_manifest_awbs" ADD CONSTRAINT "outgoing_manifest_awbs_document_id_outgoing_manifests_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."outgoing_manifests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifest_awbs" ADD CONSTRAINT "outgoing_manifest_awbs_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifest_bags" ADD CONSTRAINT "outgoing_manifest_bags_document_id_outgoing_manifests_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."outgoing_manifests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifest_bags" ADD CONSTRAINT "outgoing_manifest_bags_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_transit_branch_id_branches_id_fk" FOREIGN KEY ("transit_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_moda_id_modas_id_fk" FOREIGN KEY ("moda_id") REFERENCES "public"."modas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_manifest_awbs_position_uq" ON "outgoing_manifest_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_manifest_bags_position_uq" ON "outgoing_manifest_bags" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_manifests_number_uq" ON "outgoing_manifests" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_manifests_request_id_uq" ON "outgoing_manifests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "outgoing_manifests_date_idx" ON "outgoing_manifests" USING btree ("manifest_date","id");--> statement-breakpoint
CREATE INDEX "outgoing_manifests_stage_date_idx" ON "outgoing_manifests" USING btree ("stage","manifest_date","id");--> statement-breakpoint
CREATE INDEX "outgoing_manifests_branch_date_idx" ON "outgoing_manifests" USING btree ("branch_id","manifest_date","id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_manifest_id_outgoing_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."outgoing_manifests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_bags" ADD CONSTRAINT "shipping_bags_manifest_id_outgoing_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."outgoing_manifests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_manifest_id_idx" ON "shipments" USING btree ("manifest_id");--> statement-breakpoint
CREATE INDEX "shipping_bags_manifest_id_idx" ON "shipping_bags" USING btree ("manifest_id");