import { sql } from 'drizzle-orm';
import {
  customType,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { TRACKING_STATUSES } from '@/lib/resources/engine/define-document';
import { DOCUMENTS } from '@/lib/resources/documents/registry';
import { fieldColumns } from './resources';

/*
 * The tables of the document types, built from their declarations like the resources' tables: the
 * header (number, engine stage, business status, the idempotency key of its create, who booked and who
 * cancelled it and why, how often it was printed, the columns of the documents that hold it) and one
 * child table per line kind (parent id + position). Plus the series counters and the tracking events
 * every action writes.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DocumentTable = PgTableWithColumns<any>;

const headers = new Map<string, DocumentTable>();
const lineTables = new Map<string, DocumentTable>();

export const lineTableName = (def: Pick<DocumentDefinition, 'table' | 'name'>, kind: string) =>
  `${def.name.replace(/-/g, '_')}_${kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

function buildHeader(def: DocumentDefinition): DocumentTable {
  const name = def.table;
  // the documents holding this one, and fields named after a document (`pickup_id`), refer to its table
  const holders = Object.fromEntries(
    Object.entries(def.heldBy ?? {}).map(([key, doc]) => [key, integer(key).references((): AnyPgColumn => documentTable(doc).id, { onDelete: 'restrict' })]),
  );
  const fields = fieldColumns(def.fields);
  for (const key of Object.keys(fields)) {
    const doc = DOCUMENTS.find((d) => `${d.name.replace(/-/g, '_')}_id` === key);
    if (doc) fields[key] = integer(key).references((): AnyPgColumn => documentTable(doc.name).id, { onDelete: 'restrict' }) as never;
  }
  return pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      number: text('number').notNull(),
      stage: text('stage').notNull().default('draft'),
      status: text('status').notNull(),
      // the client's id of the create request: a double click or a retry finds the document it made
      request_id: text('request_id'),
      ...fields,
      ...holders,
      booked_at: timestamp('booked_at', { withTimezone: true, mode: 'string' }),
      booked_by: text('booked_by'),
      cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
      cancelled_by: text('cancelled_by'),
      cancel_reason: text('cancel_reason'),
      cancel_note: text('cancel_note'),
      print_count: integer('print_count').notNull().default(0),
      version: integer('version').notNull().default(1),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      created_by: text('created_by'),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
      updated_by: text('updated_by'),
    },
    (table) => {
      const t = table as unknown as Record<string, AnyPgColumn>;
      const date = t[def.dateField];
      return [
        check(`${name}_stage_check`, sql`${t.stage} in ('draft', 'booked', 'cancelled')`),
        // serves: lookup by number (scan, tracking) and "no number twice"
        uniqueIndex(`${name}_number_uq`).on(t.number),
        // serves: the idempotent create (one document per request id)
        uniqueIndex(`${name}_request_id_uq`).on(t.request_id),
        // serves: the list by date range, newest first, keyset on (date, id)
        index(`${name}_date_idx`).on(date, t.id),
        // serves: the worklists (drafts of an office/branch) and the list filtered by stage
        index(`${name}_stage_date_idx`).on(t.stage, date, t.id),
        ...(def.branchField ? [index(`${name}_branch_date_idx`).on(t[def.branchField], date, t.id)] : []),
        // serves: "which documents does this one hold" and the hold check before a cancel
        ...Object.keys(def.heldBy ?? {}).map((key) => index(`${name}_${key}_idx`).on(t[key])),
        // serves: tracking by a customer reference, the AWBs of a pickup
        ...(def.lookups?.fields ?? []).map((key) => index(`${name}_${key}_idx`).on(t[key])),
        // serves: tracking and shipper recall by phone (digits only, +62 as 0: lib/server/tracking/queries.ts phoneDigits)
        ...(def.lookups?.phones ?? []).map((key) =>
          index(`${name}_${key}_digits_idx`).on(sql`regexp_replace(regexp_replace(${t[key]}, '[^0-9]', '', 'g'), '^62', '0')`),
        ),
      ];
    },
  ) as DocumentTable;
}

function buildLines(def: DocumentDefinition, kind: string): DocumentTable {
  const name = lineTableName(def, kind);
  const header = documentTable(def.name);
  return pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      document_id: integer('document_id')
        .notNull()
        .references((): AnyPgColumn => header.id, { onDelete: 'restrict' }),
      position: integer('position').notNull(),
      ...fieldColumns(def.lines![kind].fields),
    },
    (table) => {
      const t = table as unknown as Record<string, AnyPgColumn>;
      return [
        // serves: the lines of a document in order; one line per position
        uniqueIndex(`${name}_position_uq`).on(t.document_id, t.position),
        // serves: a scan finding its line among a document's thousands (an incoming's expected AWBs)
        ...(def.lines![kind].lookups ?? []).map((key) => index(`${name}_${key}_idx`).on(t.document_id, t[key])),
      ];
    },
  ) as DocumentTable;
}

const findDef = (name: string) => {
  const def = DOCUMENTS.find((d) => d.name === name);
  if (!def) throw new Error(`Unknown document "${name}"`);
  return def as unknown as DocumentDefinition;
};

/** The header table of a document type (built once). */
export function documentTable(name: string): DocumentTable {
  let table = headers.get(name);
  if (!table) {
    table = buildHeader(findDef(name));
    headers.set(name, table);
  }
  return table;
}

/** The table of one line kind of a document type. */
export function documentLineTable(name: string, kind: string): DocumentTable {
  const key = `${name}:${kind}`;
  let table = lineTables.get(key);
  if (!table) {
    const def = findDef(name);
    if (!def.lines?.[kind]) throw new Error(`${name} has no lines "${kind}"`);
    table = buildLines(def, kind);
    lineTables.set(key, table);
  }
  return table;
}

// Named exports, so drizzle-kit sees every table when it generates migrations.
export const pickups = documentTable('pickup');
export const cashRegisters = documentTable('cash-register');
export const cashRegisterAwbs = documentLineTable('cash-register', 'awbs');
export const outgoingManifests = documentTable('outgoing-manifest');
export const outgoingManifestBags = documentLineTable('outgoing-manifest', 'bags');
export const outgoingManifestAwbs = documentLineTable('outgoing-manifest', 'awbs');
export const incomings = documentTable('incoming');
export const incomingBags = documentLineTable('incoming', 'bags');
export const incomingItems = documentLineTable('incoming', 'items');
export const shippingBags = documentTable('shipping-bag');
export const shippingBagItems = documentLineTable('shipping-bag', 'items');
export const deliveryRunsheets = documentTable('delivery-runsheet');
export const deliveryRunsheetAwbs = documentLineTable('delivery-runsheet', 'awbs');
export const vendorHandovers = documentTable('vendor-handover');
export const vendorHandoverAwbs = documentLineTable('vendor-handover', 'awbs');
export const podReceptions = documentTable('pod-reception');
export const podReceptionItems = documentLineTable('pod-reception', 'items');
export const podReturns = documentTable('pod-return');
export const podReturnAwbs = documentLineTable('pod-return', 'awbs');
export const stopPoints = documentTable('stop-point');
export const stopPointAwbs = documentLineTable('stop-point', 'awbs');
export const deliveryStatuses = documentTable('delivery-status');
export const invoices = documentTable('invoice');
export const invoiceAwbs = documentLineTable('invoice', 'awbs');
export const customerDataReports = documentTable('customer-data-report');
export const customerDataReportAwbs = documentLineTable('customer-data-report', 'awbs');
export const receivables = documentTable('receivable');
export const payments = documentTable('payment');
export const paymentAllocations = documentLineTable('payment', 'allocations');
export const creditNotes = documentTable('credit-note');
export const creditNoteAwbs = documentLineTable('credit-note', 'awbs');
export const vendorInvoices = documentTable('vendor-invoice');
export const vendorInvoiceItems = documentLineTable('vendor-invoice', 'items');
export const vendorPayments = documentTable('vendor-payment');
export const vendorPaymentAllocations = documentLineTable('vendor-payment', 'allocations');
export const tripAllowances = documentTable('trip-allowance');
export const deliverySheetInvoices = documentTable('delivery-sheet-invoice');
export const deliverySheetInvoiceLines = documentLineTable('delivery-sheet-invoice', 'invoices');
export const collectorInvoices = documentTable('collector-invoice');
export const collectorInvoiceLines = documentLineTable('collector-invoice', 'invoices');
export const podInvoices = documentTable('pod-invoice');
export const podInvoicePods = documentLineTable('pod-invoice', 'pods');
export const shipments = documentTable('shipment');
export const shipmentKoli = documentLineTable('shipment', 'koli');
export const shipmentCosts = documentLineTable('shipment', 'costs');
export const memos = documentTable('memo');
export const memoAwbs = documentLineTable('memo', 'awbs');
export const tickets = documentTable('ticket');
export const ticketNotes = documentLineTable('ticket', 'notes');
export const changeRequests = documentTable('change-request');
export const changeRequestAwbs = documentLineTable('change-request', 'awbs');
export const changeRequestKoli = documentLineTable('change-request', 'koli');

/**
 * What a change request's approval writes for each AWB it may apply, as the request worked it out
 * and showed it (the shipment's new columns, its koli and costs priced again, its tracking event):
 * the approver approves these figures (lib/server/helpdesk/stored-plan.ts).
 */
export const changeRequestPlans = pgTable(
  'change_request_plans',
  {
    document_id: integer('document_id')
      .notNull()
      .references((): AnyPgColumn => changeRequests.id, { onDelete: 'restrict' }),
    awb: text('awb').notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
  },
  // serves: the approval reading its request's plans
  (t) => [primaryKey({ columns: [t.document_id, t.awb] })],
);
export const cashRegisterAdjustments = documentLineTable('cash-register', 'adjustments');

/** One counter per series (type, scope, period), locked FOR UPDATE inside the action that takes a number. */
export const documentSeries = pgTable('document_series', {
  key: text('key').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull(),
});

/**
 * What happened to a shipment, for tracking: every action that touches one writes a row. `event_at` is
 * when it happened, `input_at` when it was entered; `public` rows are shown to customers.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer('shipment_id')
      .notNull()
      .references((): AnyPgColumn => shipments.id, { onDelete: 'restrict' }),
    event_at: timestamp('event_at', { withTimezone: true, mode: 'string' }).notNull(),
    input_at: timestamp('input_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    status: text('status').notNull(),
    code: text('code').notNull(),
    /** The customer-facing text, in Indonesian. */
    text: text('text').notNull(),
    office_id: integer('office_id'),
    branch_id: integer('branch_id'),
    /** Where, as the customer reads it ("JAKARTA PUSAT"). */
    place: text('place'),
    user_code: text('user_code'),
    /** The document the event came from (pickup PU-…, register CR-…, later bags and manifests). */
    document_type: text('document_type'),
    document_number: text('document_number'),
    public: boolean('public').notNull().default(true),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    check('tracking_events_status_check', sql.raw(`status in (${TRACKING_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    // serves: a shipment's timeline in time order
    index('tracking_events_shipment_idx').on(t.shipment_id, t.event_at, t.id),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A file a change request carries (a photo of the scale, the customer's letter): an image re-encoded by
 * the server, or a PDF as sent (checked to be one); named by a random UUID, which the request lists.
 */
export const helpdeskAttachments = pgTable('helpdesk_attachments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  content_type: text('content_type').notNull(),
  original_name: text('original_name'),
  sha256: text('sha256').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: text('created_by'),
});

/**
 * A POD's signature or photo, as re-encoded by the server (never the bytes sent), with the SHA-256 of
 * what is stored: the content check a dispute reads.
 */
export const podImages = pgTable('pod_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  content_type: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: text('created_by'),
});
