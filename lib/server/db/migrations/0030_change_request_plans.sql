CREATE TABLE "change_request_plans" (
	"document_id" integer NOT NULL,
	"awb" text NOT NULL,
	"plan" jsonb NOT NULL,
	CONSTRAINT "change_request_plans_document_id_awb_pk" PRIMARY KEY("document_id","awb")
);
--> statement-breakpoint
ALTER TABLE "change_request_plans" ADD CONSTRAINT "change_request_plans_document_id_change_requests_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."change_requests"("id") ON DELETE restrict ON UPDATE no action;