CREATE TABLE "customer_data_report_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_data_report_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"shipment_date" date,
	"service_id" integer,
	"destination_area_id" integer,
	"consignee_name" text,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"chargeable_kg" numeric(16, 2),
	"freight" bigint,
	"additional" bigint,
	"insurance" bigint,
	"cod_fee" bigint,
	"discount" bigint,
	"amount" bigint,
	"taxable" bigint,
	"delivered_at" timestamp with time zone,
	"included" boolean DEFAULT true NOT NULL,
	"exclude_reason" text,
	"exclude_note" text
);
--> statement-breakpoint
CREATE TABLE "customer_data_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_data_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"cdr_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"branch_id" integer,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"excluded_count" integer DEFAULT 0 NOT NULL,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"chargeable_kg" numeric(16, 2),
	"amount" bigint,
	"taxable_amount" bigint,
	"notes" text,
	"invoice_id" integer,
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
	CONSTRAINT "customer_data_reports_stage_check" CHECK ("customer_data_reports"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "invoice_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"cdr_number" text,
	"shipment_date" date,
	"service_id" integer,
	"destination_area_id" integer,
	"consignee_name" text,
	"koli_count" integer DEFAULT 0 NOT NULL,
	"chargeable_kg" numeric(16, 2),
	"amount" bigint,
	"taxable" bigint,
	"credited" bigint
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"invoice_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"branch_id" integer,
	"period_from" date,
	"period_to" date,
	"top_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"collector_id" integer,
	"line_mode" text DEFAULT 'DETAIL' NOT NULL,
	"tax_invoice_no" text,
	"notes" text,
	"customer_name" text,
	"customer_npwp" text,
	"billing_address" text,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"amount" bigint,
	"taxable_amount" bigint,
	"ppn_percent" numeric(16, 2),
	"ppn_base" text DEFAULT 'BILLED' NOT NULL,
	"dpp" bigint,
	"ppn" bigint,
	"stamp_duty" bigint,
	"total" bigint,
	"amount_in_words" text,
	"paid_amount" bigint,
	"pph23_amount" bigint,
	"write_off_amount" bigint,
	"credited_amount" bigint,
	"outstanding" bigint,
	"last_paid_on" date,
	"location" text DEFAULT 'OFFICE' NOT NULL,
	"received_by" text,
	"received_at" timestamp with time zone,
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
	CONSTRAINT "invoices_stage_check" CHECK ("invoices"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_type" text DEFAULT 'invoice' NOT NULL,
	"item_id" integer DEFAULT 0 NOT NULL,
	"item_number" text,
	"item_date" date,
	"due_date" date,
	"outstanding_before" bigint,
	"amount" bigint,
	"pph23" bigint,
	"write_off" bigint,
	"outstanding_after" bigint
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"payment_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"branch_id" integer,
	"method" text NOT NULL,
	"bank_account" text,
	"reference" text,
	"giro_due_date" date,
	"amount_received" bigint,
	"bank_charge" bigint,
	"deposit_applied" bigint,
	"allocated" bigint,
	"pph23_amount" bigint,
	"pph23_slip_no" text,
	"write_off_amount" bigint,
	"write_off_reason" text,
	"deposit_created" bigint,
	"collector_invoice_id" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "payments_stage_check" CHECK ("payments"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receivables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"receivable_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"branch_id" integer,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" date NOT NULL,
	"reference" text,
	"description" text NOT NULL,
	"settled_amount" bigint,
	"outstanding" bigint,
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
	CONSTRAINT "receivables_stage_check" CHECK ("receivables"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"side" text NOT NULL,
	"customer_id" integer,
	"vendor_id" integer,
	"branch_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"item_date" date NOT NULL,
	"item_due" date NOT NULL,
	"document_type" text NOT NULL,
	"document_id" integer NOT NULL,
	"document_number" text NOT NULL,
	"reverses_id" bigint,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "ledger_entries_side_check" CHECK (("ledger_entries"."side" = 'AR' and "ledger_entries"."customer_id" is not null and "ledger_entries"."vendor_id" is null) or ("ledger_entries"."side" = 'AP' and "ledger_entries"."vendor_id" is not null and "ledger_entries"."customer_id" is null)),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "ppn_base" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "ppn_percent" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "ppn_base" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "customer_data_report_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "customer_data_report_awbs" ADD CONSTRAINT "customer_data_report_awbs_document_id_customer_data_reports_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."customer_data_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_report_awbs" ADD CONSTRAINT "customer_data_report_awbs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_report_awbs" ADD CONSTRAINT "customer_data_report_awbs_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_reports" ADD CONSTRAINT "customer_data_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_reports" ADD CONSTRAINT "customer_data_reports_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_reports" ADD CONSTRAINT "customer_data_reports_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_awbs" ADD CONSTRAINT "invoice_awbs_document_id_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_awbs" ADD CONSTRAINT "invoice_awbs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_awbs" ADD CONSTRAINT "invoice_awbs_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_collector_id_employees_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_document_id_payments_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_data_report_awbs_position_uq" ON "customer_data_report_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "customer_data_report_awbs_shipment_id_idx" ON "customer_data_report_awbs" USING btree ("document_id","shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_data_reports_number_uq" ON "customer_data_reports" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_data_reports_request_id_uq" ON "customer_data_reports" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_date_idx" ON "customer_data_reports" USING btree ("cdr_date","id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_stage_date_idx" ON "customer_data_reports" USING btree ("stage","cdr_date","id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_branch_date_idx" ON "customer_data_reports" USING btree ("branch_id","cdr_date","id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_invoice_id_idx" ON "customer_data_reports" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_customer_id_idx" ON "customer_data_reports" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_awbs_position_uq" ON "invoice_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "invoice_awbs_shipment_id_idx" ON "invoice_awbs" USING btree ("document_id","shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_request_id_uq" ON "invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_stage_date_idx" ON "invoices" USING btree ("stage","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_branch_date_idx" ON "invoices" USING btree ("branch_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_position_uq" ON "payment_allocations" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "payment_allocations_item_id_idx" ON "payment_allocations" USING btree ("document_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_uq" ON "payments" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_id_uq" ON "payments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_stage_date_idx" ON "payments" USING btree ("stage","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_branch_date_idx" ON "payments" USING btree ("branch_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_customer_id_idx" ON "payments" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_number_uq" ON "receivables" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_request_id_uq" ON "receivables" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "receivables_date_idx" ON "receivables" USING btree ("receivable_date","id");--> statement-breakpoint
CREATE INDEX "receivables_stage_date_idx" ON "receivables" USING btree ("stage","receivable_date","id");--> statement-breakpoint
CREATE INDEX "receivables_branch_date_idx" ON "receivables" USING btree ("branch_id","receivable_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_customer_idx" ON "ledger_entries" USING btree ("customer_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_vendor_idx" ON "ledger_entries" USING btree ("vendor_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_item_idx" ON "ledger_entries" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_document_idx" ON "ledger_entries" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_uq" ON "ledger_entries" USING btree ("reverses_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_customer_data_report_id_customer_data_reports_id_fk" FOREIGN KEY ("customer_data_report_id") REFERENCES "public"."customer_data_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_customer_data_report_id_idx" ON "shipments" USING btree ("customer_data_report_id");--> statement-breakpoint
CREATE INDEX "shipments_invoice_id_idx" ON "shipments" USING btree ("invoice_id");