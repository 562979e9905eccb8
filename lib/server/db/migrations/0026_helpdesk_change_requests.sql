CREATE TABLE "cash_register_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_register_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"adjustment_id" integer DEFAULT 0 NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"source_number" text,
	"memo" text,
	"amount" bigint
);
--> statement-breakpoint
CREATE TABLE "change_request_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_request_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"shipment_version" integer DEFAULT 0 NOT NULL,
	"payment_type" text,
	"before_value" text,
	"after_value" text,
	"total_before" bigint,
	"total_after" bigint,
	"delta" bigint,
	"consequence" text DEFAULT 'NONE' NOT NULL,
	"result" text DEFAULT 'PENDING' NOT NULL,
	"message" text,
	"document_number" text
);
--> statement-breakpoint
CREATE TABLE "change_request_koli" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_request_koli_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"weight_kg" numeric(16, 2) NOT NULL,
	"length_cm" numeric(16, 1),
	"width_cm" numeric(16, 1),
	"height_cm" numeric(16, 1)
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"request_date" date NOT NULL,
	"kind" text NOT NULL,
	"branch_id" integer,
	"reason_code" text NOT NULL,
	"reason" text NOT NULL,
	"attachments" text,
	"ticket_id" integer,
	"new_text" text,
	"new_phone" text,
	"new_area_id" integer,
	"new_service_id" integer,
	"new_customer_id" integer,
	"new_date" date,
	"new_rate_per_kg" bigint,
	"new_insured" boolean DEFAULT false NOT NULL,
	"new_goods_value" bigint,
	"new_cost_case_ids" text,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"applied_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"total_before" bigint,
	"total_after" bigint,
	"delta" bigint,
	"needs_supervisor" boolean DEFAULT false NOT NULL,
	"needs_manager" boolean DEFAULT false NOT NULL,
	"figures_by" text,
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
	CONSTRAINT "change_requests_stage_check" CHECK ("change_requests"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "cash_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"office_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"awb" text NOT NULL,
	"amount" bigint NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_number" text NOT NULL,
	"memo" text,
	"cash_register_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "cash_adjustments_amount_check" CHECK ("cash_adjustments"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "total_adjustments" bigint;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "manual_rate_per_kg" bigint;--> statement-breakpoint
ALTER TABLE "cash_register_adjustments" ADD CONSTRAINT "cash_register_adjustments_document_id_cash_registers_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cash_registers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_awbs" ADD CONSTRAINT "change_request_awbs_document_id_change_requests_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."change_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_koli" ADD CONSTRAINT "change_request_koli_document_id_change_requests_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."change_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_new_area_id_coverage_areas_id_fk" FOREIGN KEY ("new_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_new_service_id_services_id_fk" FOREIGN KEY ("new_service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_new_customer_id_customers_id_fk" FOREIGN KEY ("new_customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_register_adjustments_position_uq" ON "cash_register_adjustments" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "change_request_awbs_position_uq" ON "change_request_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "change_request_awbs_shipment_id_idx" ON "change_request_awbs" USING btree ("document_id","shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "change_request_koli_position_uq" ON "change_request_koli" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_number_uq" ON "change_requests" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_request_id_uq" ON "change_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "change_requests_date_idx" ON "change_requests" USING btree ("request_date","id");--> statement-breakpoint
CREATE INDEX "change_requests_stage_date_idx" ON "change_requests" USING btree ("stage","request_date","id");--> statement-breakpoint
CREATE INDEX "change_requests_branch_date_idx" ON "change_requests" USING btree ("branch_id","request_date","id");--> statement-breakpoint
CREATE INDEX "change_requests_ticket_id_idx" ON "change_requests" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "cash_adjustments_waiting_idx" ON "cash_adjustments" USING btree ("office_id","cash_register_id");--> statement-breakpoint
CREATE INDEX "cash_adjustments_shipment_idx" ON "cash_adjustments" USING btree ("shipment_id");