CREATE TABLE "ticket_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"at" timestamp with time zone,
	"by" text,
	"kind" text DEFAULT 'NOTE' NOT NULL,
	"customer_facing" boolean DEFAULT false NOT NULL,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"status" text NOT NULL,
	"request_id" text,
	"ticket_date" date NOT NULL,
	"opened_at" timestamp with time zone,
	"kind" text NOT NULL,
	"channel" text DEFAULT 'PHONE' NOT NULL,
	"branch_id" integer,
	"awb" text,
	"shipment_id" integer,
	"customer_id" integer,
	"caller_name" text NOT NULL,
	"caller_phone" text,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"assigned_to" text,
	"first_response_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"paused_minutes" integer DEFAULT 0 NOT NULL,
	"response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"claim_status" text DEFAULT 'NONE' NOT NULL,
	"claim_amount" bigint,
	"claim_cap" bigint,
	"claim_by" text,
	"claim_document" text,
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
	CONSTRAINT "tickets_stage_check" CHECK ("tickets"."stage" in ('draft', 'booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_document_id_tickets_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_notes_position_uq" ON "ticket_notes" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_number_uq" ON "tickets" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_request_id_uq" ON "tickets" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "tickets_date_idx" ON "tickets" USING btree ("ticket_date","id");--> statement-breakpoint
CREATE INDEX "tickets_stage_date_idx" ON "tickets" USING btree ("stage","ticket_date","id");--> statement-breakpoint
CREATE INDEX "tickets_branch_date_idx" ON "tickets" USING btree ("branch_id","ticket_date","id");--> statement-breakpoint
CREATE INDEX "tickets_shipment_id_idx" ON "tickets" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "tickets_awb_idx" ON "tickets" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "tickets_caller_phone_digits_idx" ON "tickets" USING btree (regexp_replace(regexp_replace("caller_phone", '[^0-9]', '', 'g'), '^62', '0'));--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;