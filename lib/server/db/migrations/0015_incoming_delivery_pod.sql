CREATE TABLE "delivery_runsheet_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_runsheet_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"consignee_name" text,
	"consignee_phone" text,
	"consignee_address" text,
	"destination_area_id" integer,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"cod_amount" bigint,
	"result" text DEFAULT 'PENDING' NOT NULL,
	"scanned_at" timestamp with time zone,
	"scanned_by" text
);
--> statement-breakpoint
CREATE TABLE "delivery_runsheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_runsheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"runsheet_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"driver_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"cod_total" bigint,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"cod_collected" bigint,
	"dispatched_at" timestamp with time zone,
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
	CONSTRAINT "delivery_runsheets_stage_check" CHECK ("delivery_runsheets"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "delivery_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"pod_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"shipment_id" integer,
	"awb" text,
	"delivery_runsheet_id" integer,
	"runsheet_number" text,
	"result" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"receiver_name" text,
	"receiver_relation" text,
	"failure_reason" text,
	"next_step" text,
	"return_shipment_id" integer,
	"return_awb" text,
	"cod_collected" bigint,
	"signature_id" integer,
	"photo_id" integer,
	"note" text,
	"previous_status" text,
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
	CONSTRAINT "delivery_statuses_stage_check" CHECK ("delivery_statuses"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "incoming_bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incoming_bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"bag_id" integer DEFAULT 0 NOT NULL,
	"bag_number" text,
	"seal_expected" text,
	"seal_found" text,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"result" text DEFAULT 'PENDING' NOT NULL,
	"scanned_at" timestamp with time zone,
	"scanned_by" text
);
--> statement-breakpoint
CREATE TABLE "incoming_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incoming_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"bag_number" text,
	"destination_area_id" integer,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"result" text DEFAULT 'PENDING' NOT NULL,
	"note" text,
	"from_bag_id" integer,
	"from_manifest_id" integer,
	"scanned_at" timestamp with time zone,
	"scanned_by" text
);
--> statement-breakpoint
CREATE TABLE "incomings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incomings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"incoming_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"outgoing_manifest_id" integer,
	"manifest_number" text,
	"origin_branch_id" integer,
	"bag_count" integer DEFAULT 0 NOT NULL,
	"bags_opened" integer DEFAULT 0 NOT NULL,
	"seal_mismatch_count" integer DEFAULT 0 NOT NULL,
	"expected_count" integer DEFAULT 0 NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"damaged_count" integer DEFAULT 0 NOT NULL,
	"extra_count" integer DEFAULT 0 NOT NULL,
	"missing_count" integer DEFAULT 0 NOT NULL,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"completed_at" timestamp with time zone,
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
	CONSTRAINT "incomings_stage_check" CHECK ("incomings"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "pod_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pod_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "pod_reception_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pod_reception_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"customer_id" integer,
	"result" text DEFAULT 'PENDING' NOT NULL,
	"scanned_at" timestamp with time zone,
	"scanned_by" text
);
--> statement-breakpoint
CREATE TABLE "pod_receptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pod_receptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"reception_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"pod_return_id" integer,
	"pod_return_number" text,
	"from_branch_id" integer,
	"expected_count" integer DEFAULT 0 NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"missing_count" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
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
	CONSTRAINT "pod_receptions_stage_check" CHECK ("pod_receptions"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "pod_return_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pod_return_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"customer_id" integer,
	"shipper_name" text,
	"consignee_name" text,
	"receiver_name" text,
	"delivered_at" timestamp with time zone,
	"scanned_at" timestamp with time zone,
	"scanned_by" text
);
--> statement-breakpoint
CREATE TABLE "pod_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pod_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"return_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"destination_branch_id" integer NOT NULL,
	"sent_via" text,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"notes" text,
	"pod_reception_id" integer,
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
	CONSTRAINT "pod_returns_stage_check" CHECK ("pod_returns"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stop_point_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stop_point_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text
);
--> statement-breakpoint
CREATE TABLE "stop_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stop_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"stop_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"driver_id" integer NOT NULL,
	"delivery_runsheet_id" integer,
	"runsheet_number" text,
	"stopped_at" timestamp with time zone NOT NULL,
	"latitude" numeric(16, 6),
	"longitude" numeric(16, 6),
	"accuracy_m" integer,
	"place" text,
	"note" text,
	"awb_count" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "stop_points_stage_check" CHECK ("stop_points"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "vendor_handover_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_handover_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"consignee_name" text,
	"destination_area_id" integer,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"vendor_awb" text,
	"cost" bigint,
	"cost_entered" boolean DEFAULT false NOT NULL,
	"scanned_at" timestamp with time zone,
	"scanned_by" text
);
--> statement-breakpoint
CREATE TABLE "vendor_handovers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_handovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"handover_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"vendor_id" integer NOT NULL,
	"vendor_reference" text,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"cost_total" bigint,
	"handed_over_at" timestamp with time zone,
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
	CONSTRAINT "vendor_handovers_stage_check" CHECK ("vendor_handovers"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "requires_paper_pod" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "rate_per_awb" bigint;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "rate_per_kg" bigint;--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD COLUMN "incoming_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_of_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "pod_paper_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "incoming_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivery_runsheet_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "vendor_handover_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "pod_return_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_runsheet_awbs" ADD CONSTRAINT "delivery_runsheet_awbs_document_id_delivery_runsheets_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."delivery_runsheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runsheet_awbs" ADD CONSTRAINT "delivery_runsheet_awbs_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runsheets" ADD CONSTRAINT "delivery_runsheets_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runsheets" ADD CONSTRAINT "delivery_runsheets_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runsheets" ADD CONSTRAINT "delivery_runsheets_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runsheets" ADD CONSTRAINT "delivery_runsheets_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_statuses" ADD CONSTRAINT "delivery_statuses_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_statuses" ADD CONSTRAINT "delivery_statuses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_statuses" ADD CONSTRAINT "delivery_statuses_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_statuses" ADD CONSTRAINT "delivery_statuses_delivery_runsheet_id_delivery_runsheets_id_fk" FOREIGN KEY ("delivery_runsheet_id") REFERENCES "public"."delivery_runsheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_bags" ADD CONSTRAINT "incoming_bags_document_id_incomings_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."incomings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_items" ADD CONSTRAINT "incoming_items_document_id_incomings_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."incomings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_items" ADD CONSTRAINT "incoming_items_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomings" ADD CONSTRAINT "incomings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomings" ADD CONSTRAINT "incomings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomings" ADD CONSTRAINT "incomings_outgoing_manifest_id_outgoing_manifests_id_fk" FOREIGN KEY ("outgoing_manifest_id") REFERENCES "public"."outgoing_manifests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomings" ADD CONSTRAINT "incomings_origin_branch_id_branches_id_fk" FOREIGN KEY ("origin_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_reception_items" ADD CONSTRAINT "pod_reception_items_document_id_pod_receptions_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."pod_receptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_reception_items" ADD CONSTRAINT "pod_reception_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_receptions" ADD CONSTRAINT "pod_receptions_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_receptions" ADD CONSTRAINT "pod_receptions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_receptions" ADD CONSTRAINT "pod_receptions_pod_return_id_pod_returns_id_fk" FOREIGN KEY ("pod_return_id") REFERENCES "public"."pod_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_receptions" ADD CONSTRAINT "pod_receptions_from_branch_id_branches_id_fk" FOREIGN KEY ("from_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_return_awbs" ADD CONSTRAINT "pod_return_awbs_document_id_pod_returns_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."pod_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_return_awbs" ADD CONSTRAINT "pod_return_awbs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_returns" ADD CONSTRAINT "pod_returns_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_returns" ADD CONSTRAINT "pod_returns_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_returns" ADD CONSTRAINT "pod_returns_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_returns" ADD CONSTRAINT "pod_returns_pod_reception_id_pod_receptions_id_fk" FOREIGN KEY ("pod_reception_id") REFERENCES "public"."pod_receptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_point_awbs" ADD CONSTRAINT "stop_point_awbs_document_id_stop_points_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stop_points"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_points" ADD CONSTRAINT "stop_points_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_points" ADD CONSTRAINT "stop_points_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_points" ADD CONSTRAINT "stop_points_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_points" ADD CONSTRAINT "stop_points_delivery_runsheet_id_delivery_runsheets_id_fk" FOREIGN KEY ("delivery_runsheet_id") REFERENCES "public"."delivery_runsheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_handover_awbs" ADD CONSTRAINT "vendor_handover_awbs_document_id_vendor_handovers_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vendor_handovers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_handover_awbs" ADD CONSTRAINT "vendor_handover_awbs_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_handovers" ADD CONSTRAINT "vendor_handovers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_handovers" ADD CONSTRAINT "vendor_handovers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_handovers" ADD CONSTRAINT "vendor_handovers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_runsheet_awbs_position_uq" ON "delivery_runsheet_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_runsheets_number_uq" ON "delivery_runsheets" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_runsheets_request_id_uq" ON "delivery_runsheets" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "delivery_runsheets_date_idx" ON "delivery_runsheets" USING btree ("runsheet_date","id");--> statement-breakpoint
CREATE INDEX "delivery_runsheets_stage_date_idx" ON "delivery_runsheets" USING btree ("stage","runsheet_date","id");--> statement-breakpoint
CREATE INDEX "delivery_runsheets_branch_date_idx" ON "delivery_runsheets" USING btree ("branch_id","runsheet_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_statuses_number_uq" ON "delivery_statuses" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_statuses_request_id_uq" ON "delivery_statuses" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "delivery_statuses_date_idx" ON "delivery_statuses" USING btree ("pod_date","id");--> statement-breakpoint
CREATE INDEX "delivery_statuses_stage_date_idx" ON "delivery_statuses" USING btree ("stage","pod_date","id");--> statement-breakpoint
CREATE INDEX "delivery_statuses_branch_date_idx" ON "delivery_statuses" USING btree ("branch_id","pod_date","id");--> statement-breakpoint
CREATE INDEX "delivery_statuses_shipment_id_idx" ON "delivery_statuses" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_bags_position_uq" ON "incoming_bags" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_items_position_uq" ON "incoming_items" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "incomings_number_uq" ON "incomings" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "incomings_request_id_uq" ON "incomings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "incomings_date_idx" ON "incomings" USING btree ("incoming_date","id");--> statement-breakpoint
CREATE INDEX "incomings_stage_date_idx" ON "incomings" USING btree ("stage","incoming_date","id");--> statement-breakpoint
CREATE INDEX "incomings_branch_date_idx" ON "incomings" USING btree ("branch_id","incoming_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_reception_items_position_uq" ON "pod_reception_items" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_receptions_number_uq" ON "pod_receptions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_receptions_request_id_uq" ON "pod_receptions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "pod_receptions_date_idx" ON "pod_receptions" USING btree ("reception_date","id");--> statement-breakpoint
CREATE INDEX "pod_receptions_stage_date_idx" ON "pod_receptions" USING btree ("stage","reception_date","id");--> statement-breakpoint
CREATE INDEX "pod_receptions_branch_date_idx" ON "pod_receptions" USING btree ("branch_id","reception_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_return_awbs_position_uq" ON "pod_return_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_returns_number_uq" ON "pod_returns" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_returns_request_id_uq" ON "pod_returns" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "pod_returns_date_idx" ON "pod_returns" USING btree ("return_date","id");--> statement-breakpoint
CREATE INDEX "pod_returns_stage_date_idx" ON "pod_returns" USING btree ("stage","return_date","id");--> statement-breakpoint
CREATE INDEX "pod_returns_branch_date_idx" ON "pod_returns" USING btree ("branch_id","return_date","id");--> statement-breakpoint
CREATE INDEX "pod_returns_pod_reception_id_idx" ON "pod_returns" USING btree ("pod_reception_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stop_point_awbs_position_uq" ON "stop_point_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stop_points_number_uq" ON "stop_points" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "stop_points_request_id_uq" ON "stop_points" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "stop_points_date_idx" ON "stop_points" USING btree ("stop_date","id");--> statement-breakpoint
CREATE INDEX "stop_points_stage_date_idx" ON "stop_points" USING btree ("stage","stop_date","id");--> statement-breakpoint
CREATE INDEX "stop_points_branch_date_idx" ON "stop_points" USING btree ("branch_id","stop_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_handover_awbs_position_uq" ON "vendor_handover_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_handovers_number_uq" ON "vendor_handovers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_handovers_request_id_uq" ON "vendor_handovers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "vendor_handovers_date_idx" ON "vendor_handovers" USING btree ("handover_date","id");--> statement-breakpoint
CREATE INDEX "vendor_handovers_stage_date_idx" ON "vendor_handovers" USING btree ("stage","handover_date","id");--> statement-breakpoint
CREATE INDEX "vendor_handovers_branch_date_idx" ON "vendor_handovers" USING btree ("branch_id","handover_date","id");--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_incoming_id_incomings_id_fk" FOREIGN KEY ("incoming_id") REFERENCES "public"."incomings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_incoming_id_incomings_id_fk" FOREIGN KEY ("incoming_id") REFERENCES "public"."incomings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_delivery_runsheet_id_delivery_runsheets_id_fk" FOREIGN KEY ("delivery_runsheet_id") REFERENCES "public"."delivery_runsheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_vendor_handover_id_vendor_handovers_id_fk" FOREIGN KEY ("vendor_handover_id") REFERENCES "public"."vendor_handovers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_pod_return_id_pod_returns_id_fk" FOREIGN KEY ("pod_return_id") REFERENCES "public"."pod_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_manifests_incoming_id_idx" ON "outgoing_manifests" USING btree ("incoming_id");--> statement-breakpoint
CREATE INDEX "shipments_incoming_id_idx" ON "shipments" USING btree ("incoming_id");--> statement-breakpoint
CREATE INDEX "shipments_delivery_runsheet_id_idx" ON "shipments" USING btree ("delivery_runsheet_id");--> statement-breakpoint
CREATE INDEX "shipments_vendor_handover_id_idx" ON "shipments" USING btree ("vendor_handover_id");--> statement-breakpoint
CREATE INDEX "shipments_pod_return_id_idx" ON "shipments" USING btree ("pod_return_id");