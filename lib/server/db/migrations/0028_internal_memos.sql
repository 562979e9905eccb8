CREATE TABLE "memo_awbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memo_awbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"invoice_line_id" integer DEFAULT 0 NOT NULL,
	"shipment_id" integer DEFAULT 0 NOT NULL,
	"awb" text,
	"billed" bigint,
	"revised" bigint
);
--> statement-breakpoint
CREATE TABLE "memos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"memo_date" date NOT NULL,
	"kind" text NOT NULL,
	"branch_id" integer,
	"reason" text NOT NULL,
	"awb" text,
	"shipment_id" integer,
	"register_number" text,
	"refund_amount" bigint,
	"invoice_id" integer,
	"invoice_number" text,
	"new_invoice_date" date,
	"old_total" bigint,
	"new_total" bigint,
	"credit_note_number" text,
	"new_invoice_number" text,
	"customer_id" integer,
	"origin_area_id" integer,
	"destination_area_id" integer,
	"destination_regency" text,
	"service_id" integer,
	"rate_per_kg" bigint,
	"valid_from" date,
	"valid_to" date,
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
	CONSTRAINT "memos_stage_check" CHECK ("memos"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaces_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaced_by_number" text;--> statement-breakpoint
ALTER TABLE "memo_awbs" ADD CONSTRAINT "memo_awbs_document_id_memos_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."memos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_origin_area_id_coverage_areas_id_fk" FOREIGN KEY ("origin_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_destination_area_id_coverage_areas_id_fk" FOREIGN KEY ("destination_area_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memo_awbs_position_uq" ON "memo_awbs" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "memos_number_uq" ON "memos" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "memos_request_id_uq" ON "memos" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "memos_date_idx" ON "memos" USING btree ("memo_date","id");--> statement-breakpoint
CREATE INDEX "memos_stage_date_idx" ON "memos" USING btree ("stage","memo_date","id");--> statement-breakpoint
CREATE INDEX "memos_branch_date_idx" ON "memos" USING btree ("branch_id","memo_date","id");--> statement-breakpoint
CREATE INDEX "memos_customer_id_idx" ON "memos" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "memos_invoice_id_idx" ON "memos" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "memos_shipment_id_idx" ON "memos" USING btree ("shipment_id");