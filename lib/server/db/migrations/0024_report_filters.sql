CREATE TABLE "report_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_code" text NOT NULL,
	"report" text NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- serves: a user's saved filters of one report, and "no name twice"
CREATE UNIQUE INDEX "report_filters_user_report_name_uq" ON "report_filters" USING btree ("user_code","report","name");--> statement-breakpoint
-- serves: the delivery report's drill-down (the AWBs delivered on a Jakarta day), delivered ones only
CREATE INDEX "shipments_delivered_at_idx" ON "shipments" USING btree ("delivered_at") WHERE "delivered_at" IS NOT NULL;
