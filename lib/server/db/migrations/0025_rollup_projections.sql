CREATE TABLE "rollup_delivery_destination_days" (
	"day" date NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"on_time" bigint DEFAULT 0 NOT NULL,
	"late" bigint DEFAULT 0 NOT NULL,
	"first_attempt" bigint DEFAULT 0 NOT NULL,
	"lead_days" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_delivery_destination_days_pk" PRIMARY KEY("day","destination_branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_delivery_destination_months" (
	"month" date NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"on_time" bigint DEFAULT 0 NOT NULL,
	"late" bigint DEFAULT 0 NOT NULL,
	"first_attempt" bigint DEFAULT 0 NOT NULL,
	"lead_days" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_delivery_destination_months_pk" PRIMARY KEY("month","destination_branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_delivery_months" (
	"month" date NOT NULL,
	"branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"on_time" bigint DEFAULT 0 NOT NULL,
	"late" bigint DEFAULT 0 NOT NULL,
	"first_attempt" bigint DEFAULT 0 NOT NULL,
	"lead_days" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_delivery_months_pk" PRIMARY KEY("month","branch_id","destination_branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_delivery_origin_days" (
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"on_time" bigint DEFAULT 0 NOT NULL,
	"late" bigint DEFAULT 0 NOT NULL,
	"first_attempt" bigint DEFAULT 0 NOT NULL,
	"lead_days" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_delivery_origin_days_pk" PRIMARY KEY("day","branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_delivery_origin_months" (
	"month" date NOT NULL,
	"branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"on_time" bigint DEFAULT 0 NOT NULL,
	"late" bigint DEFAULT 0 NOT NULL,
	"first_attempt" bigint DEFAULT 0 NOT NULL,
	"lead_days" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_delivery_origin_months_pk" PRIMARY KEY("month","branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_pod_months" (
	"month" date NOT NULL,
	"branch_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"result" text NOT NULL,
	"failure_reason" text NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"cod_collected" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_pod_months_pk" PRIMARY KEY("month","branch_id","driver_id","result","failure_reason")
);
--> statement-breakpoint
CREATE TABLE "rollup_sales_days" (
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"awbs" bigint DEFAULT 0 NOT NULL,
	"koli" bigint DEFAULT 0 NOT NULL,
	"actual_kg" numeric(18, 2) DEFAULT 0 NOT NULL,
	"chargeable_kg" numeric(18, 2) DEFAULT 0 NOT NULL,
	"freight" bigint DEFAULT 0 NOT NULL,
	"additional" bigint DEFAULT 0 NOT NULL,
	"insurance" bigint DEFAULT 0 NOT NULL,
	"cod_fee" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"cod_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_sales_days_pk" PRIMARY KEY("day","branch_id","service_id","payment_type")
);
--> statement-breakpoint
CREATE TABLE "rollup_sales_months" (
	"month" date NOT NULL,
	"branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"awbs" bigint DEFAULT 0 NOT NULL,
	"koli" bigint DEFAULT 0 NOT NULL,
	"actual_kg" numeric(18, 2) DEFAULT 0 NOT NULL,
	"chargeable_kg" numeric(18, 2) DEFAULT 0 NOT NULL,
	"freight" bigint DEFAULT 0 NOT NULL,
	"additional" bigint DEFAULT 0 NOT NULL,
	"insurance" bigint DEFAULT 0 NOT NULL,
	"cod_fee" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"cod_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_sales_months_pk" PRIMARY KEY("month","branch_id","service_id","payment_type")
);
--> statement-breakpoint
CREATE TABLE "rollup_sales_service_days" (
	"day" date NOT NULL,
	"service_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"awbs" bigint DEFAULT 0 NOT NULL,
	"koli" bigint DEFAULT 0 NOT NULL,
	"actual_kg" numeric(18, 2) DEFAULT 0 NOT NULL,
	"chargeable_kg" numeric(18, 2) DEFAULT 0 NOT NULL,
	"freight" bigint DEFAULT 0 NOT NULL,
	"additional" bigint DEFAULT 0 NOT NULL,
	"insurance" bigint DEFAULT 0 NOT NULL,
	"cod_fee" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"cod_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_sales_service_days_pk" PRIMARY KEY("day","service_id","payment_type")
);
--> statement-breakpoint
CREATE TABLE "rollup_shipment_months" (
	"month" date NOT NULL,
	"branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"awbs" bigint DEFAULT 0 NOT NULL,
	"koli" bigint DEFAULT 0 NOT NULL,
	"actual_kg" numeric(18, 2) DEFAULT 0 NOT NULL,
	"chargeable_kg" numeric(18, 2) DEFAULT 0 NOT NULL,
	"freight" bigint DEFAULT 0 NOT NULL,
	"additional" bigint DEFAULT 0 NOT NULL,
	"insurance" bigint DEFAULT 0 NOT NULL,
	"cod_fee" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"cod_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_shipment_months_pk" PRIMARY KEY("month","branch_id","service_id","customer_id","payment_type")
);
--> statement-breakpoint
CREATE INDEX "rollup_shipment_days_customer_idx" ON "rollup_shipment_days" USING btree ("customer_id","day") WHERE customer_id <> 0;--> statement-breakpoint
-- The projections start as their rollup's merged rows: the rollup's deltas are added by the views below
-- and, at the next merge, folded into the rollup and every projection of it in one statement.
INSERT INTO rollup_sales_days (day, branch_id, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount)
  SELECT day, branch_id, service_id, payment_type, sum(awbs), sum(koli), sum(actual_kg), sum(chargeable_kg), sum(freight), sum(additional), sum(insurance), sum(cod_fee), sum(discount), sum(tax), sum(total), sum(cod_amount) FROM rollup_shipment_days GROUP BY 1, branch_id, service_id, payment_type;
--> statement-breakpoint
INSERT INTO rollup_sales_service_days (day, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount)
  SELECT day, service_id, payment_type, sum(awbs), sum(koli), sum(actual_kg), sum(chargeable_kg), sum(freight), sum(additional), sum(insurance), sum(cod_fee), sum(discount), sum(tax), sum(total), sum(cod_amount) FROM rollup_shipment_days GROUP BY 1, service_id, payment_type;
--> statement-breakpoint
INSERT INTO rollup_sales_months (month, branch_id, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount)
  SELECT date_trunc('month', day)::date, branch_id, service_id, payment_type, sum(awbs), sum(koli), sum(actual_kg), sum(chargeable_kg), sum(freight), sum(additional), sum(insurance), sum(cod_fee), sum(discount), sum(tax), sum(total), sum(cod_amount) FROM rollup_shipment_days GROUP BY 1, branch_id, service_id, payment_type;
--> statement-breakpoint
INSERT INTO rollup_shipment_months (month, branch_id, service_id, customer_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount)
  SELECT date_trunc('month', day)::date, branch_id, service_id, customer_id, payment_type, sum(awbs), sum(koli), sum(actual_kg), sum(chargeable_kg), sum(freight), sum(additional), sum(insurance), sum(cod_fee), sum(discount), sum(tax), sum(total), sum(cod_amount) FROM rollup_shipment_days GROUP BY 1, branch_id, service_id, customer_id, payment_type;
--> statement-breakpoint
INSERT INTO rollup_delivery_origin_days (day, branch_id, service_id, delivered, on_time, late, first_attempt, lead_days)
  SELECT day, branch_id, service_id, sum(delivered), sum(on_time), sum(late), sum(first_attempt), sum(lead_days) FROM rollup_delivery_days GROUP BY 1, branch_id, service_id;
--> statement-breakpoint
INSERT INTO rollup_delivery_destination_days (day, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days)
  SELECT day, destination_branch_id, service_id, sum(delivered), sum(on_time), sum(late), sum(first_attempt), sum(lead_days) FROM rollup_delivery_days GROUP BY 1, destination_branch_id, service_id;
--> statement-breakpoint
INSERT INTO rollup_delivery_origin_months (month, branch_id, service_id, delivered, on_time, late, first_attempt, lead_days)
  SELECT date_trunc('month', day)::date, branch_id, service_id, sum(delivered), sum(on_time), sum(late), sum(first_attempt), sum(lead_days) FROM rollup_delivery_days GROUP BY 1, branch_id, service_id;
--> statement-breakpoint
INSERT INTO rollup_delivery_destination_months (month, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days)
  SELECT date_trunc('month', day)::date, destination_branch_id, service_id, sum(delivered), sum(on_time), sum(late), sum(first_attempt), sum(lead_days) FROM rollup_delivery_days GROUP BY 1, destination_branch_id, service_id;
--> statement-breakpoint
INSERT INTO rollup_delivery_months (month, branch_id, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days)
  SELECT date_trunc('month', day)::date, branch_id, destination_branch_id, service_id, sum(delivered), sum(on_time), sum(late), sum(first_attempt), sum(lead_days) FROM rollup_delivery_days GROUP BY 1, branch_id, destination_branch_id, service_id;
--> statement-breakpoint
INSERT INTO rollup_pod_months (month, branch_id, driver_id, result, failure_reason, attempts, cod_collected)
  SELECT date_trunc('month', day)::date, branch_id, driver_id, result, failure_reason, sum(attempts), sum(cod_collected) FROM rollup_pod_days GROUP BY 1, branch_id, driver_id, result, failure_reason;
--> statement-breakpoint
CREATE VIEW rollup_sales_days_all AS
  SELECT day, branch_id, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_sales_days
  UNION ALL
  SELECT day, branch_id, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_shipment_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_sales_service_days_all AS
  SELECT day, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_sales_service_days
  UNION ALL
  SELECT day, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_shipment_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_sales_months_all AS
  SELECT month, branch_id, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_sales_months
  UNION ALL
  SELECT date_trunc('month', day)::date AS month, branch_id, service_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_shipment_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_shipment_months_all AS
  SELECT month, branch_id, service_id, customer_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_shipment_months
  UNION ALL
  SELECT date_trunc('month', day)::date AS month, branch_id, service_id, customer_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_shipment_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_delivery_origin_days_all AS
  SELECT day, branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_origin_days
  UNION ALL
  SELECT day, branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_delivery_destination_days_all AS
  SELECT day, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_destination_days
  UNION ALL
  SELECT day, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_delivery_origin_months_all AS
  SELECT month, branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_origin_months
  UNION ALL
  SELECT date_trunc('month', day)::date AS month, branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_delivery_destination_months_all AS
  SELECT month, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_destination_months
  UNION ALL
  SELECT date_trunc('month', day)::date AS month, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_delivery_months_all AS
  SELECT month, branch_id, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_months
  UNION ALL
  SELECT date_trunc('month', day)::date AS month, branch_id, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_pod_months_all AS
  SELECT month, branch_id, driver_id, result, failure_reason, attempts, cod_collected FROM rollup_pod_months
  UNION ALL
  SELECT date_trunc('month', day)::date AS month, branch_id, driver_id, result, failure_reason, attempts, cod_collected FROM rollup_pod_days_deltas;
