CREATE TABLE "rollup_activity_days_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollup_activity_days_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"user_code" text NOT NULL,
	"code" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone,
	"last_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rollup_activity_days" (
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"user_code" text NOT NULL,
	"code" text NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone,
	"last_at" timestamp with time zone,
	CONSTRAINT "rollup_activity_days_pk" PRIMARY KEY("day","branch_id","user_code","code")
);
--> statement-breakpoint
CREATE TABLE "rollup_delivery_days_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollup_delivery_days_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"on_time" bigint DEFAULT 0 NOT NULL,
	"late" bigint DEFAULT 0 NOT NULL,
	"first_attempt" bigint DEFAULT 0 NOT NULL,
	"lead_days" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_delivery_days" (
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"on_time" bigint DEFAULT 0 NOT NULL,
	"late" bigint DEFAULT 0 NOT NULL,
	"first_attempt" bigint DEFAULT 0 NOT NULL,
	"lead_days" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_delivery_days_pk" PRIMARY KEY("day","branch_id","destination_branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_pod_days_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollup_pod_days_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"result" text NOT NULL,
	"failure_reason" text NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"cod_collected" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_pod_days" (
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"result" text NOT NULL,
	"failure_reason" text NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"cod_collected" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_pod_days_pk" PRIMARY KEY("day","branch_id","driver_id","result","failure_reason")
);
--> statement-breakpoint
CREATE TABLE "rollup_shipment_days_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollup_shipment_days_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
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
	"cod_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_shipment_days" (
	"day" date NOT NULL,
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
	CONSTRAINT "rollup_shipment_days_pk" PRIMARY KEY("day","branch_id","service_id","customer_id","payment_type")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The attempts that failed so far, on every AWB (before the triggers exist: nothing to roll up twice).
UPDATE shipments s SET failed_attempts = f.n FROM (SELECT shipment_id, count(*) AS n FROM delivery_statuses WHERE stage = 'booked' AND result = 'FAILED' AND shipment_id IS NOT NULL GROUP BY shipment_id) f
  WHERE f.shipment_id = s.id;
--> statement-breakpoint
-- The rollups' after-write hook: every change to a booked AWB, a POD entry or a tracking event adds
-- delta rows in its own transaction (old contribution negated, new one added). Inserts are handled per
-- statement (a bulk load of 50,000 AWBs adds one aggregated delta per key), updates per row and only when
-- a column the rollup reads changed (a bag scan that moves an AWB's status costs nothing here).
CREATE FUNCTION rollup_jakarta_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '7 hours')::date
$$;
--> statement-breakpoint
CREATE FUNCTION rollup_shipment_sales(s shipments, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF s.stage <> 'booked' THEN RETURN; END IF;
  INSERT INTO rollup_shipment_days_deltas (day, branch_id, service_id, customer_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount)
  VALUES (s.shipment_date, coalesce(s.branch_id, 0), s.service_id, coalesce(s.customer_id, 0), s.payment_type, sign, sign * coalesce(s.koli_count, 0),
    sign * coalesce(s.actual_kg, 0), sign * coalesce(s.chargeable_kg, 0), sign * coalesce(s.freight, 0), sign * coalesce(s.additional, 0),
    sign * coalesce(s.insurance, 0), sign * coalesce(s.cod_fee, 0), sign * coalesce(s.discount, 0), sign * coalesce(s.tax, 0),
    sign * coalesce(s.total, 0), sign * coalesce(s.cod_amount, 0));
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_shipment_delivery(s shipments, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
BEGIN
  IF s.stage <> 'booked' OR s.delivered_at IS NULL THEN RETURN; END IF;
  d := rollup_jakarta_day(s.delivered_at);
  INSERT INTO rollup_delivery_days_deltas (day, branch_id, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days)
  VALUES (d, coalesce(s.branch_id, 0), coalesce((SELECT a.branch_id FROM coverage_areas a WHERE a.id = s.destination_area_id), 0), s.service_id, sign,
    CASE WHEN s.eta_to IS NOT NULL AND d <= s.eta_to THEN sign ELSE 0 END,
    CASE WHEN s.eta_to IS NOT NULL AND d > s.eta_to THEN sign ELSE 0 END,
    CASE WHEN coalesce(s.failed_attempts, 0) = 0 THEN sign ELSE 0 END,
    sign * greatest(d - s.shipment_date, 0));
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_shipment_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.stage, OLD.shipment_date, OLD.branch_id, OLD.service_id, OLD.customer_id, OLD.payment_type, OLD.koli_count, OLD.actual_kg, OLD.chargeable_kg,
      OLD.freight, OLD.additional, OLD.insurance, OLD.cod_fee, OLD.discount, OLD.tax, OLD.total, OLD.cod_amount)
     IS DISTINCT FROM (NEW.stage, NEW.shipment_date, NEW.branch_id, NEW.service_id, NEW.customer_id, NEW.payment_type, NEW.koli_count, NEW.actual_kg,
      NEW.chargeable_kg, NEW.freight, NEW.additional, NEW.insurance, NEW.cod_fee, NEW.discount, NEW.tax, NEW.total, NEW.cod_amount) THEN
    PERFORM rollup_shipment_sales(OLD, -1);
    PERFORM rollup_shipment_sales(NEW, 1);
  END IF;
  IF (OLD.stage, OLD.delivered_at, OLD.eta_to, OLD.failed_attempts, OLD.branch_id, OLD.service_id, OLD.destination_area_id, OLD.shipment_date)
     IS DISTINCT FROM (NEW.stage, NEW.delivered_at, NEW.eta_to, NEW.failed_attempts, NEW.branch_id, NEW.service_id, NEW.destination_area_id, NEW.shipment_date) THEN
    PERFORM rollup_shipment_delivery(OLD, -1);
    PERFORM rollup_shipment_delivery(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_shipment_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO rollup_shipment_days_deltas (day, branch_id, service_id, customer_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount)
  SELECT s.shipment_date, coalesce(s.branch_id, 0), s.service_id, coalesce(s.customer_id, 0), s.payment_type, sign * count(*), sign * sum(coalesce(s.koli_count, 0)),
    sign * sum(coalesce(s.actual_kg, 0)), sign * sum(coalesce(s.chargeable_kg, 0)), sign * sum(coalesce(s.freight, 0)), sign * sum(coalesce(s.additional, 0)),
    sign * sum(coalesce(s.insurance, 0)), sign * sum(coalesce(s.cod_fee, 0)), sign * sum(coalesce(s.discount, 0)), sign * sum(coalesce(s.tax, 0)),
    sign * sum(coalesce(s.total, 0)), sign * sum(coalesce(s.cod_amount, 0))
  FROM changed_shipments s WHERE s.stage = 'booked'
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO rollup_delivery_days_deltas (day, branch_id, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days)
  SELECT x.d, coalesce(s.branch_id, 0), coalesce(a.branch_id, 0), s.service_id, sign * count(*),
    sign * count(*) FILTER (WHERE s.eta_to IS NOT NULL AND x.d <= s.eta_to),
    sign * count(*) FILTER (WHERE s.eta_to IS NOT NULL AND x.d > s.eta_to),
    sign * count(*) FILTER (WHERE coalesce(s.failed_attempts, 0) = 0),
    sign * sum(greatest(x.d - s.shipment_date, 0))
  FROM changed_shipments s CROSS JOIN LATERAL (SELECT rollup_jakarta_day(s.delivered_at) AS d) x
  LEFT JOIN coverage_areas a ON a.id = s.destination_area_id
  WHERE s.stage = 'booked' AND s.delivered_at IS NOT NULL
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rollup_shipments_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS changed_shipments FOR EACH STATEMENT EXECUTE FUNCTION rollup_shipment_statement();
--> statement-breakpoint
CREATE TRIGGER rollup_shipments_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS changed_shipments FOR EACH STATEMENT EXECUTE FUNCTION rollup_shipment_statement();
--> statement-breakpoint
CREATE TRIGGER rollup_shipments_update AFTER UPDATE ON shipments FOR EACH ROW
  WHEN ((OLD.stage, OLD.shipment_date, OLD.branch_id, OLD.service_id, OLD.customer_id, OLD.payment_type, OLD.koli_count, OLD.actual_kg, OLD.chargeable_kg,
      OLD.freight, OLD.additional, OLD.insurance, OLD.cod_fee, OLD.discount, OLD.tax, OLD.total, OLD.cod_amount, OLD.delivered_at, OLD.eta_to,
      OLD.failed_attempts, OLD.destination_area_id)
    IS DISTINCT FROM (NEW.stage, NEW.shipment_date, NEW.branch_id, NEW.service_id, NEW.customer_id, NEW.payment_type, NEW.koli_count, NEW.actual_kg,
      NEW.chargeable_kg, NEW.freight, NEW.additional, NEW.insurance, NEW.cod_fee, NEW.discount, NEW.tax, NEW.total, NEW.cod_amount, NEW.delivered_at,
      NEW.eta_to, NEW.failed_attempts, NEW.destination_area_id))
  EXECUTE FUNCTION rollup_shipment_row_change();
--> statement-breakpoint
CREATE FUNCTION rollup_pod_rows(p delivery_statuses, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.stage <> 'booked' THEN RETURN; END IF;
  INSERT INTO rollup_pod_days_deltas (day, branch_id, driver_id, result, failure_reason, attempts, cod_collected)
  VALUES (p.pod_date, coalesce(p.branch_id, 0), coalesce((SELECT r.driver_id FROM delivery_runsheets r WHERE r.id = p.delivery_runsheet_id), 0),
    p.result, coalesce(p.failure_reason, ''), sign, sign * coalesce(p.cod_collected, 0));
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_pod_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM rollup_pod_rows(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rollup_pod_rows(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rollup_pods_insert_delete AFTER INSERT OR DELETE ON delivery_statuses FOR EACH ROW EXECUTE FUNCTION rollup_pod_change();
--> statement-breakpoint
CREATE TRIGGER rollup_pods_update AFTER UPDATE ON delivery_statuses FOR EACH ROW
  WHEN ((OLD.stage, OLD.pod_date, OLD.branch_id, OLD.delivery_runsheet_id, OLD.result, OLD.failure_reason, OLD.cod_collected)
    IS DISTINCT FROM (NEW.stage, NEW.pod_date, NEW.branch_id, NEW.delivery_runsheet_id, NEW.result, NEW.failure_reason, NEW.cod_collected))
  EXECUTE FUNCTION rollup_pod_change();
--> statement-breakpoint
-- Tracking events are never changed or deleted: counted once, on insert, at the hour they were entered (input_at).
CREATE FUNCTION rollup_activity_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_activity_days_deltas (day, branch_id, user_code, code, events, first_at, last_at)
  SELECT rollup_jakarta_day(e.input_at), coalesce(e.branch_id, 0), coalesce(e.user_code, ''), e.code, count(*), min(e.input_at), max(e.input_at)
  FROM new_events e GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rollup_tracking_insert AFTER INSERT ON tracking_events REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION rollup_activity_statement();
--> statement-breakpoint
-- What reports read: the merged rows and the deltas not merged yet, together (exact at any moment).
CREATE VIEW rollup_shipment_days_all AS
  SELECT day, branch_id, service_id, customer_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_shipment_days
  UNION ALL
  SELECT day, branch_id, service_id, customer_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount FROM rollup_shipment_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_delivery_days_all AS
  SELECT day, branch_id, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_days
  UNION ALL
  SELECT day, branch_id, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days FROM rollup_delivery_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_pod_days_all AS
  SELECT day, branch_id, driver_id, result, failure_reason, attempts, cod_collected FROM rollup_pod_days
  UNION ALL
  SELECT day, branch_id, driver_id, result, failure_reason, attempts, cod_collected FROM rollup_pod_days_deltas;
--> statement-breakpoint
CREATE VIEW rollup_activity_days_all AS
  SELECT day, branch_id, user_code, code, events, first_at, last_at FROM rollup_activity_days
  UNION ALL
  SELECT day, branch_id, user_code, code, events, first_at, last_at FROM rollup_activity_days_deltas;
--> statement-breakpoint
-- serves: monitoring delivery and the live dispatch dashboard (the AWBs still on their way: a few percent of all)
CREATE INDEX shipments_open_status_idx ON shipments (status, eta_to) WHERE stage = 'booked' AND status NOT IN ('delivered', 'cancelled', 'return_to_sender');
--> statement-breakpoint
-- Existing data: each rollup starts as what the documents already hold.
INSERT INTO rollup_shipment_days_deltas (day, branch_id, service_id, customer_id, payment_type, awbs, koli, actual_kg, chargeable_kg, freight, additional, insurance, cod_fee, discount, tax, total, cod_amount)
  SELECT s.shipment_date, coalesce(s.branch_id, 0), s.service_id, coalesce(s.customer_id, 0), s.payment_type, count(*), sum(coalesce(s.koli_count, 0)),
    sum(coalesce(s.actual_kg, 0)), sum(coalesce(s.chargeable_kg, 0)), sum(coalesce(s.freight, 0)), sum(coalesce(s.additional, 0)), sum(coalesce(s.insurance, 0)),
    sum(coalesce(s.cod_fee, 0)), sum(coalesce(s.discount, 0)), sum(coalesce(s.tax, 0)), sum(coalesce(s.total, 0)), sum(coalesce(s.cod_amount, 0))
  FROM shipments s WHERE s.stage = 'booked' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO rollup_delivery_days_deltas (day, branch_id, destination_branch_id, service_id, delivered, on_time, late, first_attempt, lead_days)
  SELECT rollup_jakarta_day(s.delivered_at), coalesce(s.branch_id, 0), coalesce(a.branch_id, 0), s.service_id, count(*),
    count(*) FILTER (WHERE s.eta_to IS NOT NULL AND rollup_jakarta_day(s.delivered_at) <= s.eta_to),
    count(*) FILTER (WHERE s.eta_to IS NOT NULL AND rollup_jakarta_day(s.delivered_at) > s.eta_to),
    count(*) FILTER (WHERE s.failed_attempts = 0),
    sum(greatest(rollup_jakarta_day(s.delivered_at) - s.shipment_date, 0))
  FROM shipments s LEFT JOIN coverage_areas a ON a.id = s.destination_area_id
  WHERE s.stage = 'booked' AND s.delivered_at IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO rollup_pod_days_deltas (day, branch_id, driver_id, result, failure_reason, attempts, cod_collected)
  SELECT p.pod_date, coalesce(p.branch_id, 0), coalesce(r.driver_id, 0), p.result, coalesce(p.failure_reason, ''), count(*), sum(coalesce(p.cod_collected, 0))
  FROM delivery_statuses p LEFT JOIN delivery_runsheets r ON r.id = p.delivery_runsheet_id
  WHERE p.stage = 'booked' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO rollup_activity_days_deltas (day, branch_id, user_code, code, events, first_at, last_at)
  SELECT rollup_jakarta_day(e.input_at), coalesce(e.branch_id, 0), coalesce(e.user_code, ''), e.code, count(*), min(e.input_at), max(e.input_at)
  FROM tracking_events e GROUP BY 1, 2, 3, 4;
