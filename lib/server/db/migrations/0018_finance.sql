CREATE TABLE "trip_allowance_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_allowance_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origin_branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"fuel" bigint NOT NULL,
	"tolls" bigint NOT NULL,
	"loading" bigint NOT NULL,
	"meals" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "collector_invoice_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collector_invoice_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"invoice_id" integer DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"customer_id" integer,
	"due_date" date,
	"outstanding" bigint,
	"collected_amount" bigint,
	"method" text DEFAULT 'CASH' NOT NULL,
	"reference" text,
	"giro_due_date" date,
	"pph23" bigint,
	"pph23_slip_no" text,
	"note" text,
	"payment_number" text
);
--> statement-breakpoint
CREATE TABLE "collector_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collector_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"assign_date" date NOT NULL,
	"collector_id" integer NOT NULL,
	"branch_id" integer,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"total_outstanding" bigint,
	"collected_total" bigint,
	"payment_count" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "collector_invoices_stage_check" CHECK ("collector_invoices"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "credit_note_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_note_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"invoice_line_id" integer DEFAULT 0 NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"billed" bigint,
	"credited_before" bigint,
	"amount" bigint,
	"taxable" bigint
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"cn_date" date NOT NULL,
	"invoice_id" integer,
	"invoice_number" text,
	"customer_id" integer,
	"branch_id" integer,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint,
	"taxable_amount" bigint,
	"ppn_percent" numeric(16, 2),
	"ppn_base" text DEFAULT 'BILLED' NOT NULL,
	"dpp" bigint,
	"ppn" bigint,
	"total" bigint,
	"to_invoice" bigint,
	"to_deposit" bigint,
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
	CONSTRAINT "credit_notes_stage_check" CHECK ("credit_notes"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
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
CREATE TABLE "delivery_sheet_invoice_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_sheet_invoice_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"invoice_id" integer DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"customer_id" integer,
	"invoice_date" date,
	"total" bigint,
	"result" text DEFAULT 'PENDING' NOT NULL,
	"received_by" text,
	"received_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "delivery_sheet_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_sheet_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"sheet_date" date NOT NULL,
	"collector_id" integer NOT NULL,
	"branch_id" integer,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"total_amount" bigint,
	"received_count" integer DEFAULT 0 NOT NULL,
	"not_received_count" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "delivery_sheet_invoices_stage_check" CHECK ("delivery_sheet_invoices"."stage" in ('draft', 'booked', 'cancelled'))
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
	"delivery_sheet_invoice_id" integer,
	"collector_invoice_id" integer,
	"pod_invoice_id" integer,
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
	"collector_invoice_id" integer,
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
CREATE TABLE "pod_invoice_pods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pod_invoice_pods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"delivered_at" timestamp with time zone,
	"paper_received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pod_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pod_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"sent_date" date NOT NULL,
	"invoice_id" integer,
	"invoice_number" text,
	"customer_id" integer,
	"branch_id" integer,
	"sent_via" text NOT NULL,
	"collector_id" integer,
	"tracking_no" text,
	"pod_count" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "pod_invoices_stage_check" CHECK ("pod_invoices"."stage" in ('draft', 'booked', 'cancelled'))
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
CREATE TABLE "trip_allowances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"trip_date" date NOT NULL,
	"outgoing_manifest_id" integer,
	"manifest_number" text,
	"driver_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"vehicle_type" text DEFAULT 'MOTORCYCLE' NOT NULL,
	"origin_branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"rate_id" integer DEFAULT 0 NOT NULL,
	"fuel" bigint,
	"tolls" bigint,
	"loading" bigint,
	"meals" bigint,
	"other" bigint,
	"advance_total" bigint,
	"notes" text,
	"payout_method" text DEFAULT 'CASH' NOT NULL,
	"payout_reference" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"actual_fuel" bigint,
	"actual_tolls" bigint,
	"actual_loading" bigint,
	"actual_meals" bigint,
	"actual_other" bigint,
	"actual_total" bigint,
	"difference" bigint,
	"settled_at" timestamp with time zone,
	"settlement_note" text,
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
	CONSTRAINT "trip_allowances_stage_check" CHECK ("trip_allowances"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "vendor_invoice_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_invoice_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"source_type" text DEFAULT 'VENDOR_HANDOVER' NOT NULL,
	"source_id" integer DEFAULT 0 NOT NULL,
	"source_number" text,
	"source_date" date,
	"awb_count" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2),
	"expected" bigint,
	"billed" bigint,
	"difference" bigint
);
--> statement-breakpoint
CREATE TABLE "vendor_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"bill_date" date NOT NULL,
	"vendor_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"vendor_invoice_no" text NOT NULL,
	"tax_invoice_no" text,
	"top_days" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"expected_total" bigint,
	"amount" bigint,
	"difference" bigint,
	"ppn_percent" numeric(16, 2) NOT NULL,
	"ppn" bigint,
	"total" bigint,
	"pph23_percent" numeric(16, 2),
	"pph23" bigint,
	"payable" bigint,
	"paid_amount" bigint,
	"outstanding" bigint,
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
	CONSTRAINT "vendor_invoices_stage_check" CHECK ("vendor_invoices"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "vendor_payment_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"vendor_invoice_id" integer DEFAULT 0 NOT NULL,
	"bill_number" text,
	"vendor_invoice_no" text,
	"due_date" date,
	"outstanding_before" bigint,
	"amount" bigint,
	"outstanding_after" bigint
);
--> statement-breakpoint
CREATE TABLE "vendor_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"payment_date" date NOT NULL,
	"vendor_id" integer NOT NULL,
	"branch_id" integer,
	"method" text NOT NULL,
	"from_account" text,
	"reference" text,
	"amount_paid" bigint,
	"bank_charge" bigint,
	"pph23_slip_no" text,
	"pph23_amount" bigint,
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
	CONSTRAINT "vendor_payments_stage_check" CHECK ("vendor_payments"."stage" in ('draft', 'booked', 'cancelled'))
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
ALTER TABLE "outgoing_manifests" ADD COLUMN "vendor_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "customer_data_report_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_handovers" ADD COLUMN "vendor_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "trip_allowance_rates" ADD CONSTRAINT "trip_allowance_rates_origin_branch_id_branches_id_fk" FOREIGN KEY ("origin_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_allowance_rates" ADD CONSTRAINT "trip_allowance_rates_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_invoice_invoices" ADD CONSTRAINT "collector_invoice_invoices_document_id_collector_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."collector_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_invoice_invoices" ADD CONSTRAINT "collector_invoice_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_invoices" ADD CONSTRAINT "collector_invoices_collector_id_employees_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_invoices" ADD CONSTRAINT "collector_invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_awbs" ADD CONSTRAINT "credit_note_awbs_document_id_credit_notes_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_report_awbs" ADD CONSTRAINT "customer_data_report_awbs_document_id_customer_data_reports_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."customer_data_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_report_awbs" ADD CONSTRAINT "customer_data_report_awbs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_report_awbs" ADD CONSTRAINT "customer_data_report_awbs_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_reports" ADD CONSTRAINT "customer_data_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_reports" ADD CONSTRAINT "customer_data_reports_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_data_reports" ADD CONSTRAINT "customer_data_reports_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_sheet_invoice_invoices" ADD CONSTRAINT "delivery_sheet_invoice_invoices_document_id_delivery_sheet_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."delivery_sheet_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_sheet_invoice_invoices" ADD CONSTRAINT "delivery_sheet_invoice_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_sheet_invoices" ADD CONSTRAINT "delivery_sheet_invoices_collector_id_employees_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_sheet_invoices" ADD CONSTRAINT "delivery_sheet_invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_awbs" ADD CONSTRAINT "invoice_awbs_document_id_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_awbs" ADD CONSTRAINT "invoice_awbs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_awbs" ADD CONSTRAINT "invoice_awbs_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_collector_id_employees_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_delivery_sheet_invoice_id_delivery_sheet_invoices_id_fk" FOREIGN KEY ("delivery_sheet_invoice_id") REFERENCES "public"."delivery_sheet_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_collector_invoice_id_collector_invoices_id_fk" FOREIGN KEY ("collector_invoice_id") REFERENCES "public"."collector_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pod_invoice_id_pod_invoices_id_fk" FOREIGN KEY ("pod_invoice_id") REFERENCES "public"."pod_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_document_id_payments_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_collector_invoice_id_collector_invoices_id_fk" FOREIGN KEY ("collector_invoice_id") REFERENCES "public"."collector_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_invoice_pods" ADD CONSTRAINT "pod_invoice_pods_document_id_pod_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."pod_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_invoices" ADD CONSTRAINT "pod_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_invoices" ADD CONSTRAINT "pod_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_invoices" ADD CONSTRAINT "pod_invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_invoices" ADD CONSTRAINT "pod_invoices_collector_id_employees_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_allowances" ADD CONSTRAINT "trip_allowances_outgoing_manifest_id_outgoing_manifests_id_fk" FOREIGN KEY ("outgoing_manifest_id") REFERENCES "public"."outgoing_manifests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_allowances" ADD CONSTRAINT "trip_allowances_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_allowances" ADD CONSTRAINT "trip_allowances_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_allowances" ADD CONSTRAINT "trip_allowances_origin_branch_id_branches_id_fk" FOREIGN KEY ("origin_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_allowances" ADD CONSTRAINT "trip_allowances_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoice_items" ADD CONSTRAINT "vendor_invoice_items_document_id_vendor_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment_allocations" ADD CONSTRAINT "vendor_payment_allocations_document_id_vendor_payments_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vendor_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_allowance_rates_origin_branch_id_ref_idx" ON "trip_allowance_rates" USING btree ("origin_branch_id");--> statement-breakpoint
CREATE INDEX "trip_allowance_rates_destination_branch_id_ref_idx" ON "trip_allowance_rates" USING btree ("destination_branch_id");--> statement-breakpoint
CREATE INDEX "trip_allowance_rates_vehicle_type_idx" ON "trip_allowance_rates" USING btree ("vehicle_type","id");--> statement-breakpoint
CREATE INDEX "trip_allowance_rates_effective_from_idx" ON "trip_allowance_rates" USING btree ("effective_from","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_allowance_rates_origin_branch_id_destination_branch_id_vehicle_type_effective_from_uq" ON "trip_allowance_rates" USING btree ("origin_branch_id","destination_branch_id","vehicle_type","effective_from");--> statement-breakpoint
CREATE INDEX "trip_allowance_rates_updated_at_idx" ON "trip_allowance_rates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collector_invoice_invoices_position_uq" ON "collector_invoice_invoices" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "collector_invoices_number_uq" ON "collector_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "collector_invoices_request_id_uq" ON "collector_invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "collector_invoices_date_idx" ON "collector_invoices" USING btree ("assign_date","id");--> statement-breakpoint
CREATE INDEX "collector_invoices_stage_date_idx" ON "collector_invoices" USING btree ("stage","assign_date","id");--> statement-breakpoint
CREATE INDEX "collector_invoices_branch_date_idx" ON "collector_invoices" USING btree ("branch_id","assign_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_awbs_position_uq" ON "credit_note_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_uq" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_request_id_uq" ON "credit_notes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "credit_notes_date_idx" ON "credit_notes" USING btree ("cn_date","id");--> statement-breakpoint
CREATE INDEX "credit_notes_stage_date_idx" ON "credit_notes" USING btree ("stage","cn_date","id");--> statement-breakpoint
CREATE INDEX "credit_notes_branch_date_idx" ON "credit_notes" USING btree ("branch_id","cn_date","id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_data_report_awbs_position_uq" ON "customer_data_report_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "customer_data_report_awbs_shipment_id_idx" ON "customer_data_report_awbs" USING btree ("document_id","shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_data_reports_number_uq" ON "customer_data_reports" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_data_reports_request_id_uq" ON "customer_data_reports" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_date_idx" ON "customer_data_reports" USING btree ("cdr_date","id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_stage_date_idx" ON "customer_data_reports" USING btree ("stage","cdr_date","id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_branch_date_idx" ON "customer_data_reports" USING btree ("branch_id","cdr_date","id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_invoice_id_idx" ON "customer_data_reports" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "customer_data_reports_customer_id_idx" ON "customer_data_reports" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_sheet_invoice_invoices_position_uq" ON "delivery_sheet_invoice_invoices" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_sheet_invoices_number_uq" ON "delivery_sheet_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_sheet_invoices_request_id_uq" ON "delivery_sheet_invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "delivery_sheet_invoices_date_idx" ON "delivery_sheet_invoices" USING btree ("sheet_date","id");--> statement-breakpoint
CREATE INDEX "delivery_sheet_invoices_stage_date_idx" ON "delivery_sheet_invoices" USING btree ("stage","sheet_date","id");--> statement-breakpoint
CREATE INDEX "delivery_sheet_invoices_branch_date_idx" ON "delivery_sheet_invoices" USING btree ("branch_id","sheet_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_awbs_position_uq" ON "invoice_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "invoice_awbs_shipment_id_idx" ON "invoice_awbs" USING btree ("document_id","shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_request_id_uq" ON "invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_stage_date_idx" ON "invoices" USING btree ("stage","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_branch_date_idx" ON "invoices" USING btree ("branch_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_delivery_sheet_invoice_id_idx" ON "invoices" USING btree ("delivery_sheet_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_collector_invoice_id_idx" ON "invoices" USING btree ("collector_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_pod_invoice_id_idx" ON "invoices" USING btree ("pod_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_position_uq" ON "payment_allocations" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "payment_allocations_item_id_idx" ON "payment_allocations" USING btree ("document_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_uq" ON "payments" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_id_uq" ON "payments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_stage_date_idx" ON "payments" USING btree ("stage","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_branch_date_idx" ON "payments" USING btree ("branch_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_customer_id_idx" ON "payments" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_invoice_pods_position_uq" ON "pod_invoice_pods" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_invoices_number_uq" ON "pod_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "pod_invoices_request_id_uq" ON "pod_invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "pod_invoices_date_idx" ON "pod_invoices" USING btree ("sent_date","id");--> statement-breakpoint
CREATE INDEX "pod_invoices_stage_date_idx" ON "pod_invoices" USING btree ("stage","sent_date","id");--> statement-breakpoint
CREATE INDEX "pod_invoices_branch_date_idx" ON "pod_invoices" USING btree ("branch_id","sent_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_number_uq" ON "receivables" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receivables_request_id_uq" ON "receivables" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "receivables_date_idx" ON "receivables" USING btree ("receivable_date","id");--> statement-breakpoint
CREATE INDEX "receivables_stage_date_idx" ON "receivables" USING btree ("stage","receivable_date","id");--> statement-breakpoint
CREATE INDEX "receivables_branch_date_idx" ON "receivables" USING btree ("branch_id","receivable_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_allowances_number_uq" ON "trip_allowances" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_allowances_request_id_uq" ON "trip_allowances" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "trip_allowances_date_idx" ON "trip_allowances" USING btree ("trip_date","id");--> statement-breakpoint
CREATE INDEX "trip_allowances_stage_date_idx" ON "trip_allowances" USING btree ("stage","trip_date","id");--> statement-breakpoint
CREATE INDEX "trip_allowances_branch_date_idx" ON "trip_allowances" USING btree ("origin_branch_id","trip_date","id");--> statement-breakpoint
CREATE INDEX "trip_allowances_outgoing_manifest_id_idx" ON "trip_allowances" USING btree ("outgoing_manifest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invoice_items_position_uq" ON "vendor_invoice_items" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invoices_number_uq" ON "vendor_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invoices_request_id_uq" ON "vendor_invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "vendor_invoices_date_idx" ON "vendor_invoices" USING btree ("bill_date","id");--> statement-breakpoint
CREATE INDEX "vendor_invoices_stage_date_idx" ON "vendor_invoices" USING btree ("stage","bill_date","id");--> statement-breakpoint
CREATE INDEX "vendor_invoices_branch_date_idx" ON "vendor_invoices" USING btree ("branch_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "vendor_invoices_vendor_id_idx" ON "vendor_invoices" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payment_allocations_position_uq" ON "vendor_payment_allocations" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payments_number_uq" ON "vendor_payments" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payments_request_id_uq" ON "vendor_payments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "vendor_payments_date_idx" ON "vendor_payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "vendor_payments_stage_date_idx" ON "vendor_payments" USING btree ("stage","payment_date","id");--> statement-breakpoint
CREATE INDEX "vendor_payments_branch_date_idx" ON "vendor_payments" USING btree ("branch_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "vendor_payments_vendor_id_idx" ON "vendor_payments" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_customer_idx" ON "ledger_entries" USING btree ("customer_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_vendor_idx" ON "ledger_entries" USING btree ("vendor_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_item_idx" ON "ledger_entries" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_document_idx" ON "ledger_entries" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_uq" ON "ledger_entries" USING btree ("reverses_id");--> statement-breakpoint
ALTER TABLE "outgoing_manifests" ADD CONSTRAINT "outgoing_manifests_vendor_invoice_id_vendor_invoices_id_fk" FOREIGN KEY ("vendor_invoice_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_customer_data_report_id_customer_data_reports_id_fk" FOREIGN KEY ("customer_data_report_id") REFERENCES "public"."customer_data_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_handovers" ADD CONSTRAINT "vendor_handovers_vendor_invoice_id_vendor_invoices_id_fk" FOREIGN KEY ("vendor_invoice_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_manifests_vendor_invoice_id_idx" ON "outgoing_manifests" USING btree ("vendor_invoice_id");--> statement-breakpoint
CREATE INDEX "shipments_customer_data_report_id_idx" ON "shipments" USING btree ("customer_data_report_id");--> statement-breakpoint
CREATE INDEX "shipments_invoice_id_idx" ON "shipments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "vendor_handovers_vendor_invoice_id_idx" ON "vendor_handovers" USING btree ("vendor_invoice_id");