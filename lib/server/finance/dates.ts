import { eq, inArray, max } from 'drizzle-orm';
import { moneyDateRefusal, invoiceDateRefusal, type DateWindow } from '@/lib/finance/dates';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { ReferenceCache } from '../cache/reference-cache';
import type { Db } from '../db/client';
import { customerDataReportAwbs, customerDataReports } from '../db/schema/documents';
import { settingValues } from '../documents/shared/site';
import { badRequest } from '../errors';

/*
 * The one guard on the dates of money documents (lib/finance/dates.ts says the rule): the engine runs it
 * on every create, draft edit and booking of the documents listed here, on their declared date field;
 * a refusal is a 400 naming that field.
 */

/** The money documents, and how many days ahead each may be dated (a trip allowance is paid before the trip). */
const MONEY_DOCUMENTS: Readonly<Record<string, { aheadDays: number }>> = {
  'customer-data-report': { aheadDays: 0 },
  invoice: { aheadDays: 0 },
  payment: { aheadDays: 0 },
  receivable: { aheadDays: 0 },
  'credit-note': { aheadDays: 0 },
  'vendor-invoice': { aheadDays: 0 },
  'vendor-payment': { aheadDays: 0 },
  'trip-allowance': { aheadDays: 30 },
};

/** The window as set (site settings finance_backdate_days, finance_closed_through). */
export async function dateWindow(db: Db, refs: ReferenceCache): Promise<DateWindow> {
  const v = await settingValues(db, refs, ['finance_backdate_days', 'finance_closed_through']);
  const days = Number(v.finance_backdate_days);
  return { backdate_days: v.finance_backdate_days && Number.isFinite(days) ? days : 60, closed_through: (v.finance_closed_through ?? '').trim() };
}

/** Refuses (400 on the date field) a money document dated outside the window or in a closed month; others pass. */
export async function guardMoneyDate(db: Db, refs: ReferenceCache, def: Pick<DocumentDefinition, 'name' | 'dateField'>, row: Record<string, unknown>, now: Date) {
  const money = MONEY_DOCUMENTS[def.name];
  const date = row[def.dateField];
  if (!money || date === null || date === undefined) return;
  const refusal = moneyDateRefusal(String(date), jakartaDay(now), await dateWindow(db, refs), money.aheadDays);
  if (refusal) throw badRequest('Invalid body: check the highlighted fields', { [def.dateField]: [refusal] });
}

/** Refuses an invoice dated before the latest AWB or the latest period end of the CDRs it bills. */
export async function guardInvoiceDate(db: Db, invoiceDate: string, cdrIds: readonly number[]) {
  if (!cdrIds.length) return;
  const [awb] = await db.select({ latest: max(customerDataReportAwbs.shipment_date) }).from(customerDataReportAwbs).where(inArray(customerDataReportAwbs.document_id, [...cdrIds]));
  const [cdr] = await db.select({ latest: max(customerDataReports.period_to) }).from(customerDataReports).where(inArray(customerDataReports.id, [...cdrIds]));
  const refusal = invoiceDateRefusal(invoiceDate, { awb: awb?.latest ? String(awb.latest) : null, periodEnd: cdr?.latest ? String(cdr.latest) : null });
  if (refusal) throw badRequest('Invalid body: check the highlighted fields', { invoice_date: [refusal] });
}

/** The same, for an invoice already holding its CDRs (a draft edited, an invoice issued). */
export async function guardInvoiceDateOf(db: Db, invoiceId: number, invoiceDate: string) {
  const held = await db.select({ id: customerDataReports.id }).from(customerDataReports).where(eq(customerDataReports.invoice_id, invoiceId));
  await guardInvoiceDate(db, invoiceDate, held.map((c) => c.id as number));
}
