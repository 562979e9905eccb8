CREATE TABLE "awb_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "awb_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holder_type" text NOT NULL,
	"branch_id" integer,
	"office_id" integer,
	"customer_id" integer,
	"quantity" integer,
	"range_start" bigint,
	"range_end" bigint,
	"used" integer DEFAULT 0 NOT NULL,
	"allocated_on" date NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"service_id" integer,
	"special_rate_per_kg" bigint,
	"discount_percent" numeric(16, 2),
	"top_days" integer NOT NULL,
	"credit_limit" bigint NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "coverage_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coverage_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_code" text NOT NULL,
	"province" text NOT NULL,
	"regency" text NOT NULL,
	"district" text NOT NULL,
	"branch_id" integer,
	"remote" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "customer_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"service_id" integer,
	"adjustment_percent" numeric(16, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" text,
	"decided_at" text,
	"decision_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "customer_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"month" text NOT NULL,
	"revenue_target" bigint NOT NULL,
	"shipment_target" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"customer_type_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"pareto_id" integer,
	"sales_id" integer,
	"npwp" text,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"credit_limit" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"licence_no" text NOT NULL,
	"licence_type" text NOT NULL,
	"licence_expiry" date NOT NULL,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_no" text NOT NULL,
	"full_name" text NOT NULL,
	"branch_id" integer NOT NULL,
	"office_id" integer,
	"department" text NOT NULL,
	"position" text NOT NULL,
	"nik" text,
	"phone" text,
	"email" text,
	"joined_on" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"pic_name" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "pic_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pic_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"phone" text NOT NULL,
	"email" text,
	"address" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "pic_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pic_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"receives_tax_invoice" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origin_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"moda_id" integer NOT NULL,
	"rate_per_kg" bigint NOT NULL,
	"min_kg" numeric(16, 2) NOT NULL,
	"lead_time_min" integer NOT NULL,
	"lead_time_max" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "sales_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"month" text NOT NULL,
	"revenue_target" bigint NOT NULL,
	"shipment_target" integer NOT NULL,
	"new_customers_target" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plate_no" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"capacity_kg" integer NOT NULL,
	"capacity_m3" numeric(16, 2),
	"ownership" text NOT NULL,
	"branch_id" integer NOT NULL,
	"stnk_expiry" date NOT NULL,
	"kir_expiry" date,
	"insurance_expiry" date,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"coverage" text NOT NULL,
	"npwp" text,
	"is_company" boolean DEFAULT true NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account_no" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"top_days" integer NOT NULL,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "awb_allocations" ADD CONSTRAINT "awb_allocations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awb_allocations" ADD CONSTRAINT "awb_allocations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awb_allocations" ADD CONSTRAINT "awb_allocations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_areas" ADD CONSTRAINT "coverage_areas_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_adjustments" ADD CONSTRAINT "customer_adjustments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_adjustments" ADD CONSTRAINT "customer_adjustments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_targets" ADD CONSTRAINT "customer_targets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_type_id_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."customer_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pareto_id_customer_pareto_classes_id_fk" FOREIGN KEY ("pareto_id") REFERENCES "public"."customer_pareto_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sales_id_employees_id_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pic_documents" ADD CONSTRAINT "pic_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pic_invoices" ADD CONSTRAINT "pic_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_origin_id_coverage_areas_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_destination_id_coverage_areas_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."coverage_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_moda_id_modas_id_fk" FOREIGN KEY ("moda_id") REFERENCES "public"."modas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_targets" ADD CONSTRAINT "sales_targets_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awb_allocations_holder_type_idx" ON "awb_allocations" USING btree ("holder_type","id");--> statement-breakpoint
CREATE INDEX "awb_allocations_branch_id_ref_idx" ON "awb_allocations" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "awb_allocations_office_id_ref_idx" ON "awb_allocations" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "awb_allocations_customer_id_ref_idx" ON "awb_allocations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "awb_allocations_quantity_idx" ON "awb_allocations" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "awb_allocations_range_start_idx" ON "awb_allocations" USING btree ("range_start","id");--> statement-breakpoint
CREATE INDEX "awb_allocations_range_end_idx" ON "awb_allocations" USING btree ("range_end","id");--> statement-breakpoint
CREATE INDEX "awb_allocations_used_idx" ON "awb_allocations" USING btree ("used","id");--> statement-breakpoint
CREATE INDEX "awb_allocations_allocated_on_idx" ON "awb_allocations" USING btree ("allocated_on","id");--> statement-breakpoint
CREATE INDEX "awb_allocations_updated_at_idx" ON "awb_allocations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code_uq" ON "branches" USING btree ("code");--> statement-breakpoint
CREATE INDEX "branches_name_idx" ON "branches" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "branches_kind_idx" ON "branches" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "branches_city_idx" ON "branches" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "branches_updated_at_idx" ON "branches" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_no_uq" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "contracts_customer_id_ref_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contracts_start_date_idx" ON "contracts" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "contracts_end_date_idx" ON "contracts" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "contracts_service_id_ref_idx" ON "contracts" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "contracts_discount_percent_idx" ON "contracts" USING btree ("discount_percent","id");--> statement-breakpoint
CREATE INDEX "contracts_top_days_idx" ON "contracts" USING btree ("top_days","id");--> statement-breakpoint
CREATE INDEX "contracts_credit_limit_idx" ON "contracts" USING btree ("credit_limit","id");--> statement-breakpoint
CREATE INDEX "contracts_updated_at_idx" ON "contracts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coverage_areas_area_code_uq" ON "coverage_areas" USING btree (lower("area_code"));--> statement-breakpoint
CREATE INDEX "coverage_areas_province_idx" ON "coverage_areas" USING btree ("province","id");--> statement-breakpoint
CREATE INDEX "coverage_areas_regency_idx" ON "coverage_areas" USING btree ("regency","id");--> statement-breakpoint
CREATE INDEX "coverage_areas_district_idx" ON "coverage_areas" USING btree ("district","id");--> statement-breakpoint
CREATE INDEX "coverage_areas_branch_id_ref_idx" ON "coverage_areas" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "coverage_areas_updated_at_idx" ON "coverage_areas" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "customer_adjustments_customer_id_ref_idx" ON "customer_adjustments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_adjustments_service_id_ref_idx" ON "customer_adjustments" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "customer_adjustments_adjustment_percent_idx" ON "customer_adjustments" USING btree ("adjustment_percent","id");--> statement-breakpoint
CREATE INDEX "customer_adjustments_effective_from_idx" ON "customer_adjustments" USING btree ("effective_from","id");--> statement-breakpoint
CREATE INDEX "customer_adjustments_effective_to_idx" ON "customer_adjustments" USING btree ("effective_to","id");--> statement-breakpoint
CREATE INDEX "customer_adjustments_status_idx" ON "customer_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customer_adjustments_updated_at_idx" ON "customer_adjustments" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "customer_targets_customer_id_ref_idx" ON "customer_targets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_targets_month_idx" ON "customer_targets" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "customer_targets_revenue_target_idx" ON "customer_targets" USING btree ("revenue_target","id");--> statement-breakpoint
CREATE INDEX "customer_targets_shipment_target_idx" ON "customer_targets" USING btree ("shipment_target","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_targets_customer_id_month_uq" ON "customer_targets" USING btree ("customer_id","month");--> statement-breakpoint
CREATE INDEX "customer_targets_updated_at_idx" ON "customer_targets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_uq" ON "customers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customers_customer_type_id_ref_idx" ON "customers" USING btree ("customer_type_id");--> statement-breakpoint
CREATE INDEX "customers_branch_id_ref_idx" ON "customers" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "customers_pareto_id_ref_idx" ON "customers" USING btree ("pareto_id");--> statement-breakpoint
CREATE INDEX "customers_sales_id_ref_idx" ON "customers" USING btree ("sales_id");--> statement-breakpoint
CREATE INDEX "customers_city_idx" ON "customers" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "customers_credit_limit_idx" ON "customers" USING btree ("credit_limit","id");--> statement-breakpoint
CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_employee_id_uq" ON "drivers" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "drivers_employee_id_ref_idx" ON "drivers" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_licence_no_uq" ON "drivers" USING btree (lower("licence_no"));--> statement-breakpoint
CREATE INDEX "drivers_licence_type_idx" ON "drivers" USING btree ("licence_type","id");--> statement-breakpoint
CREATE INDEX "drivers_licence_expiry_idx" ON "drivers" USING btree ("licence_expiry","id");--> statement-breakpoint
CREATE INDEX "drivers_updated_at_idx" ON "drivers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_no_uq" ON "employees" USING btree ("employee_no");--> statement-breakpoint
CREATE INDEX "employees_full_name_idx" ON "employees" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "employees_branch_id_ref_idx" ON "employees" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "employees_office_id_ref_idx" ON "employees" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_nik_uq" ON "employees" USING btree (lower("nik"));--> statement-breakpoint
CREATE INDEX "employees_joined_on_idx" ON "employees" USING btree ("joined_on","id");--> statement-breakpoint
CREATE INDEX "employees_updated_at_idx" ON "employees" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_code_uq" ON "offices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "offices_name_idx" ON "offices" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "offices_branch_id_ref_idx" ON "offices" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "offices_kind_idx" ON "offices" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "offices_updated_at_idx" ON "offices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "pic_documents_customer_id_ref_idx" ON "pic_documents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "pic_documents_name_idx" ON "pic_documents" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "pic_documents_updated_at_idx" ON "pic_documents" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "pic_invoices_customer_id_ref_idx" ON "pic_invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "pic_invoices_name_idx" ON "pic_invoices" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "pic_invoices_updated_at_idx" ON "pic_invoices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "prices_origin_id_idx" ON "prices" USING btree ("origin_id","id");--> statement-breakpoint
CREATE INDEX "prices_origin_id_ref_idx" ON "prices" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "prices_destination_id_idx" ON "prices" USING btree ("destination_id","id");--> statement-breakpoint
CREATE INDEX "prices_destination_id_ref_idx" ON "prices" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "prices_service_id_ref_idx" ON "prices" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "prices_moda_id_ref_idx" ON "prices" USING btree ("moda_id");--> statement-breakpoint
CREATE INDEX "prices_rate_per_kg_idx" ON "prices" USING btree ("rate_per_kg","id");--> statement-breakpoint
CREATE INDEX "prices_effective_from_idx" ON "prices" USING btree ("effective_from","id");--> statement-breakpoint
CREATE INDEX "prices_effective_to_idx" ON "prices" USING btree ("effective_to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_origin_id_destination_id_service_id_effective_from_uq" ON "prices" USING btree ("origin_id","destination_id","service_id","effective_from");--> statement-breakpoint
CREATE INDEX "prices_updated_at_idx" ON "prices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sales_targets_employee_id_ref_idx" ON "sales_targets" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sales_targets_month_idx" ON "sales_targets" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "sales_targets_revenue_target_idx" ON "sales_targets" USING btree ("revenue_target","id");--> statement-breakpoint
CREATE INDEX "sales_targets_shipment_target_idx" ON "sales_targets" USING btree ("shipment_target","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_targets_employee_id_month_uq" ON "sales_targets" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "sales_targets_updated_at_idx" ON "sales_targets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_no_uq" ON "vehicles" USING btree ("plate_no");--> statement-breakpoint
CREATE INDEX "vehicles_vehicle_type_idx" ON "vehicles" USING btree ("vehicle_type","id");--> statement-breakpoint
CREATE INDEX "vehicles_capacity_kg_idx" ON "vehicles" USING btree ("capacity_kg","id");--> statement-breakpoint
CREATE INDEX "vehicles_capacity_m3_idx" ON "vehicles" USING btree ("capacity_m3","id");--> statement-breakpoint
CREATE INDEX "vehicles_ownership_idx" ON "vehicles" USING btree ("ownership","id");--> statement-breakpoint
CREATE INDEX "vehicles_branch_id_ref_idx" ON "vehicles" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "vehicles_stnk_expiry_idx" ON "vehicles" USING btree ("stnk_expiry","id");--> statement-breakpoint
CREATE INDEX "vehicles_kir_expiry_idx" ON "vehicles" USING btree ("kir_expiry","id");--> statement-breakpoint
CREATE INDEX "vehicles_insurance_expiry_idx" ON "vehicles" USING btree ("insurance_expiry","id");--> statement-breakpoint
CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_code_uq" ON "vendors" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "vendors_kind_idx" ON "vendors" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "vendors_top_days_idx" ON "vendors" USING btree ("top_days","id");--> statement-breakpoint
CREATE INDEX "vendors_updated_at_idx" ON "vendors" USING btree ("updated_at","id");