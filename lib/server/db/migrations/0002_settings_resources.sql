CREATE TABLE "cost_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cost_type_id" integer NOT NULL,
	"service_id" integer,
	"min_kg" numeric(16, 2),
	"amount" numeric(16, 2),
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cost_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"calculation" text NOT NULL,
	"default_amount" numeric(16, 2) NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "customer_pareto_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_pareto_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"min_share" numeric(16, 2) NOT NULL,
	"max_share" numeric(16, 2) NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "customer_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"payment" text NOT NULL,
	"withholds_pph23" boolean DEFAULT false NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"name" text NOT NULL,
	"national" boolean DEFAULT true NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "mobile_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mobile_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"latest_version" text NOT NULL,
	"min_version" text NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"released_on" date NOT NULL,
	"release_notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "modas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"transport" text NOT NULL,
	"volumetric_divisor" integer NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "reference_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reference_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"required_for_credit" boolean DEFAULT false NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"moda_id" integer NOT NULL,
	"lead_time_min" integer NOT NULL,
	"lead_time_max" integer NOT NULL,
	"min_kg" numeric(16, 2) NOT NULL,
	"rounding_tolerance" numeric(16, 2) NOT NULL,
	"delivers_on_holidays" boolean DEFAULT false NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "cost_cases" ADD CONSTRAINT "cost_cases_cost_type_id_cost_types_id_fk" FOREIGN KEY ("cost_type_id") REFERENCES "public"."cost_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_cases" ADD CONSTRAINT "cost_cases_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_moda_id_modas_id_fk" FOREIGN KEY ("moda_id") REFERENCES "public"."modas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_cases_code_uq" ON "cost_cases" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cost_cases_name_idx" ON "cost_cases" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "cost_cases_cost_type_id_ref_idx" ON "cost_cases" USING btree ("cost_type_id");--> statement-breakpoint
CREATE INDEX "cost_cases_service_id_ref_idx" ON "cost_cases" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "cost_cases_min_kg_idx" ON "cost_cases" USING btree ("min_kg","id");--> statement-breakpoint
CREATE INDEX "cost_cases_amount_idx" ON "cost_cases" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "cost_cases_updated_at_idx" ON "cost_cases" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_types_code_uq" ON "cost_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cost_types_name_idx" ON "cost_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "cost_types_calculation_idx" ON "cost_types" USING btree ("calculation","id");--> statement-breakpoint
CREATE INDEX "cost_types_default_amount_idx" ON "cost_types" USING btree ("default_amount","id");--> statement-breakpoint
CREATE INDEX "cost_types_updated_at_idx" ON "cost_types" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_pareto_classes_code_uq" ON "customer_pareto_classes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customer_pareto_classes_name_idx" ON "customer_pareto_classes" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customer_pareto_classes_min_share_idx" ON "customer_pareto_classes" USING btree ("min_share","id");--> statement-breakpoint
CREATE INDEX "customer_pareto_classes_max_share_idx" ON "customer_pareto_classes" USING btree ("max_share","id");--> statement-breakpoint
CREATE INDEX "customer_pareto_classes_updated_at_idx" ON "customer_pareto_classes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_types_code_uq" ON "customer_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customer_types_name_idx" ON "customer_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customer_types_payment_idx" ON "customer_types" USING btree ("payment","id");--> statement-breakpoint
CREATE INDEX "customer_types_updated_at_idx" ON "customer_types" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_uq" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "holidays_name_idx" ON "holidays" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "holidays_updated_at_idx" ON "holidays" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "mobile_versions_platform_idx" ON "mobile_versions" USING btree ("platform","id");--> statement-breakpoint
CREATE INDEX "mobile_versions_latest_version_idx" ON "mobile_versions" USING btree ("latest_version","id");--> statement-breakpoint
CREATE INDEX "mobile_versions_released_on_idx" ON "mobile_versions" USING btree ("released_on","id");--> statement-breakpoint
CREATE INDEX "mobile_versions_updated_at_idx" ON "mobile_versions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "modas_code_uq" ON "modas" USING btree ("code");--> statement-breakpoint
CREATE INDEX "modas_name_idx" ON "modas" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "modas_transport_idx" ON "modas" USING btree ("transport","id");--> statement-breakpoint
CREATE INDEX "modas_volumetric_divisor_idx" ON "modas" USING btree ("volumetric_divisor","id");--> statement-breakpoint
CREATE INDEX "modas_updated_at_idx" ON "modas" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_types_code_uq" ON "reference_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reference_types_name_idx" ON "reference_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "reference_types_updated_at_idx" ON "reference_types" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_code_uq" ON "services" USING btree ("code");--> statement-breakpoint
CREATE INDEX "services_name_idx" ON "services" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "services_moda_id_ref_idx" ON "services" USING btree ("moda_id");--> statement-breakpoint
CREATE INDEX "services_lead_time_min_idx" ON "services" USING btree ("lead_time_min","id");--> statement-breakpoint
CREATE INDEX "services_lead_time_max_idx" ON "services" USING btree ("lead_time_max","id");--> statement-breakpoint
CREATE INDEX "services_min_kg_idx" ON "services" USING btree ("min_kg","id");--> statement-breakpoint
CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at","id");