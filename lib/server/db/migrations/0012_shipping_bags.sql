CREATE TABLE "shipping_bag_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_bag_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
CREATE TABLE "shipping_bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"bag_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"destination_branch_id" integer NOT NULL,
	"seal_number" text,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"sealed_at" timestamp with time zone,
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
	CONSTRAINT "shipping_bags_stage_check" CHECK ("shipping_bags"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "bag_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_bag_items" ADD CONSTRAINT "shipping_bag_items_document_id_shipping_bags_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."shipping_bags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_bag_items" ADD CONSTRAINT "shipping_bag_items_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_bags" ADD CONSTRAINT "shipping_bags_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_bags" ADD CONSTRAINT "shipping_bags_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_bags" ADD CONSTRAINT "shipping_bags_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_bag_items_position_uq" ON "shipping_bag_items" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_bags_number_uq" ON "shipping_bags" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_bags_request_id_uq" ON "shipping_bags" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "shipping_bags_date_idx" ON "shipping_bags" USING btree ("bag_date","id");--> statement-breakpoint
CREATE INDEX "shipping_bags_stage_date_idx" ON "shipping_bags" USING btree ("stage","bag_date","id");--> statement-breakpoint
CREATE INDEX "shipping_bags_branch_date_idx" ON "shipping_bags" USING btree ("branch_id","bag_date","id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_bag_id_shipping_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."shipping_bags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_bag_id_idx" ON "shipments" USING btree ("bag_id");