import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers, vendors } from './resources';

/*
 * The one ledger of money owed (lib/server/finance/ledger.ts). Every money document posts here in the
 * transaction of its own status change — an invoice +, a payment −, PPh 23 withheld −, a write-off −,
 * a credit note −, a manual receivable ±, a deposit − — and a cancel posts the reversing entries (never
 * deletes). An entry settles an open item (an invoice, a receivable, a deposit; a vendor's bill): the
 * item's balance is the sum of its entries, a customer's balance the sum of theirs. Balances, the
 * receivable card and aging all read these rows, so they cannot disagree.
 *
 * AR amounts are what the customer owes us, AP amounts what we owe the vendor: + raises it.
 * The item's date and due date ride on every entry, so aging is one pass over the ledger.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    side: text('side').notNull(),
    customer_id: integer('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'restrict' }),
    vendor_id: integer('vendor_id').references((): AnyPgColumn => vendors.id, { onDelete: 'restrict' }),
    branch_id: integer('branch_id').notNull(),
    entry_date: date('entry_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    item_number: text('item_number').notNull(),
    item_date: date('item_date', { mode: 'string' }).notNull(),
    item_due: date('item_due', { mode: 'string' }).notNull(),
    document_type: text('document_type').notNull(),
    document_id: integer('document_id').notNull(),
    document_number: text('document_number').notNull(),
    /** A cancel's counter entry names the entry it reverses (each is reversed once at most). */
    reverses_id: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    memo: text('memo'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: text('created_by'),
  },
  (t) => [
    check('ledger_entries_side_check', sql`(${t.side} = 'AR' and ${t.customer_id} is not null and ${t.vendor_id} is null) or (${t.side} = 'AP' and ${t.vendor_id} is not null and ${t.customer_id} is null)`),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    // serves: the receivable card (a customer's entries in date order, keyset on (date, id)) and its balance brought forward
    index('ledger_entries_customer_idx').on(t.customer_id, t.entry_date, t.id),
    // serves: the vendor's card and AP balances
    index('ledger_entries_vendor_idx').on(t.vendor_id, t.entry_date, t.id),
    // serves: an item's balance (what an invoice still owes) and "which documents settled it"
    index('ledger_entries_item_idx').on(t.item_type, t.item_id),
    // serves: a cancel finding the entries it reverses
    index('ledger_entries_document_idx').on(t.document_type, t.document_id),
    // serves: "reversed once at most"
    uniqueIndex('ledger_entries_reverses_uq').on(t.reverses_id),
  ],
);

/**
 * Cash owed to or by the counter after its register was closed: a cash AWB repriced by the helpdesk
 * (collect the difference, or refund it), a receipt voided by an internal memo (refund). Carried into
 * the office's next register (cash_register_id), which counts it with its AWBs; a voided register
 * releases it again.
 */
export const cashAdjustments = pgTable(
  'cash_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    office_id: integer('office_id').notNull(),
    branch_id: integer('branch_id').notNull(),
    shipment_id: integer('shipment_id').notNull(),
    awb: text('awb').notNull(),
    /** + collect from the customer, − refund to them. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    source_type: text('source_type').notNull(),
    source_id: integer('source_id').notNull(),
    source_number: text('source_number').notNull(),
    memo: text('memo'),
    cash_register_id: integer('cash_register_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: text('created_by'),
  },
  (t) => [
    check('cash_adjustments_amount_check', sql`${t.amount} <> 0`),
    // serves: the next register of an office taking the adjustments still waiting
    index('cash_adjustments_waiting_idx').on(t.office_id, t.cash_register_id),
    // serves: an AWB's adjustments (the change request's detail, a void memo's check)
    index('cash_adjustments_shipment_idx').on(t.shipment_id),
  ],
);
