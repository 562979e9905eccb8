CREATE TABLE "cash_register_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_register_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"booked_at" timestamp with time zone,
	"payment_method" text DEFAULT 'CASH' NOT NULL,
	"payment_reference" text,
	"amount" bigint
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_registers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"register_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"cutoff_at" timestamp with time zone NOT NULL,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"total_cash" bigint,
	"total_card" bigint,
	"total_qris" bigint,
	"total_transfer" bigint,
	"total_amount" bigint,
	"counted_amount" bigint,
	"difference" bigint,
	"difference_reason" text,
	"difference_note" text,
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
	CONSTRAINT "cash_registers_stage_check" CHECK ("cash_registers"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"key" text PRIMARY KEY NOT NULL,
	"last" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"pickup_date" date NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"customer_id" integer,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"area_id" integer NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"estimated_koli" integer NOT NULL,
	"estimated_kg" numeric(16, 2) NOT NULL,
	"service_id" integer,
	"notes" text,
	"driver_id" integer,
	"vehicle_id" integer,
	"picked_up_at" timestamp with time zone,
	"picked_koli" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"failure_note" text,
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
	CONSTRAINT "pickups_stage_check" CHECK ("pickups"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shipment_costs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_costs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"cost_case_id" integer DEFAULT 0 NOT NULL,
	"code" text,
	"name" text,
	"amount" bigint,
	"taxable" boolean DEFAULT false NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_koli" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_koli_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"weight_kg" numeric(16, 2) NOT NULL,
	"length_cm" numeric(16, 1),
	"width_cm" numeric(16, 1),
	"height_cm" numeric(16, 1),
	"volumetric_kg" numeric(16, 2)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"shipment_date" date NOT NULL,
	"payment_type" text NOT NULL,
	"channel" text DEFAULT 'COUNTER' NOT NULL,
	"office_id" integer NOT NULL,
	"branch_id" integer,
	"customer_id" integer,
	"customer_reference" text,
	"pickup_id" integer,
	"origin_area_id" integer NOT NULL,
	"destination_area_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"shipper_name" text NOT NULL,
	"shipper_phone" text NOT NULL,
	"shipper_address" text NOT NULL,
	"consignee_name" text NOT NULL,
	"consignee_phone" text NOT NULL,
	"consignee_address" text NOT NULL,
	"goods_description" text NOT NULL,
	"goods_value" bigint,
	"insured" boolean DEFAULT false NOT NULL,
	"cod_amount" bigint,
	"special_instructions" text,
	"payment_method" text,
	"payment_reference" text,
	"amount_received" bigint,
	"actual_kg" numeric(16, 2),
	"volumetric_kg" numeric(16, 2),
	"chargeable_kg" numeric(16, 2),
	"koli_count" integer DEFAULT 0 NOT NULL,
	"rate_per_kg" bigint,
	"freight" bigint,
	"additional" bigint,
	"insurance" bigint,
	"cod_fee" bigint,
	"discount" bigint,
	"tax" bigint,
	"total" bigint,
	"change_given" bigint,
	"eta_from" date,
	"eta_to" date,
	"cash_register_id" integer,
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
	CONSTRAINT "shipments_stage_check" CHECK ("shipments"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"input_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"office_id" integer,
	"branch_id" integer,
	"place" text,
	"user_code" text,
	"document_type" text,
	"document_number" text,
	"public" boolean DEFAULT true NOT NULL,
	"detail" jsonb,
	CONSTRAINT "tracking_events_status_check" CHECK (status in ('pending', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'on_hold', 'delivery_failed', 'return_to_sender', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "ppn_percent" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "cod_fee_percent" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "cost_cases" ADD COLUMN "applies" text DEFAULT 'ON_REQUEST' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_register_awbs" ADD CONSTRAINT "cash_register_awbs_document_id_cash_registers_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cash_registers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_area_id_coverage_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_costs" ADD CONSTRAINT "shipment_costs_document_id_shipments_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_koli" ADD CONSTRAINT "shipment_koli_document_id_shipments_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_origin_area_id_coverage_areas_id_fk" FOREIGN KEY ("origin_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_register_awbs_position_uq" ON "cash_register_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_number_uq" ON "cash_registers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_request_id_uq" ON "cash_registers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cash_registers_date_idx" ON "cash_registers" USING btree ("register_date","id");--> statement-breakpoint
CREATE INDEX "cash_registers_stage_date_idx" ON "cash_registers" USING btree ("stage","register_date","id");--> statement-breakpoint
CREATE INDEX "cash_registers_branch_date_idx" ON "cash_registers" USING btree ("branch_id","register_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_number_uq" ON "pickups" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "pickups_request_id_uq" ON "pickups" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "pickups_date_idx" ON "pickups" USING btree ("pickup_date","id");--> statement-breakpoint
CREATE INDEX "pickups_stage_date_idx" ON "pickups" USING btree ("stage","pickup_date","id");--> statement-breakpoint
CREATE INDEX "pickups_branch_date_idx" ON "pickups" USING btree ("branch_id","pickup_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_costs_position_uq" ON "shipment_costs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_koli_position_uq" ON "shipment_koli" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_uq" ON "shipments" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_request_id_uq" ON "shipments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "shipments_date_idx" ON "shipments" USING btree ("shipment_date","id");--> statement-breakpoint
CREATE INDEX "shipments_stage_date_idx" ON "shipments" USING btree ("stage","shipment_date","id");--> statement-breakpoint
CREATE INDEX "shipments_branch_date_idx" ON "shipments" USING btree ("branch_id","shipment_date","id");--> statement-breakpoint
CREATE INDEX "shipments_cash_register_id_idx" ON "shipments" USING btree ("cash_register_id");--> statement-breakpoint
CREATE INDEX "shipments_customer_reference_idx" ON "shipments" USING btree ("customer_reference");--> statement-breakpoint
CREATE INDEX "shipments_pickup_id_idx" ON "shipments" USING btree ("pickup_id");--> statement-breakpoint
CREATE INDEX "shipments_shipper_phone_digits_idx" ON "shipments" USING btree (regexp_replace(regexp_replace("shipper_phone", '[^0-9]', '', 'g'), '^62', '0'));--> statement-breakpoint
CREATE INDEX "shipments_consignee_phone_digits_idx" ON "shipments" USING btree (regexp_replace(regexp_replace("consignee_phone", '[^0-9]', '', 'g'), '^62', '0'));--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","event_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;