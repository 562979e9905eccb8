import { eq, sql } from 'drizzle-orm';
import { invoiceFigures, type InvoiceFigures } from '@/lib/finance/invoice';
import type { FinanceSettings } from '@/lib/finance/settings';
import type { Db } from '../../db/client';
import { invoiceAwbs } from '../../db/schema/documents';
import { customerTerms } from '../../finance/tax-rules';

/** The amounts of an invoice's lines per service (the PPN rule goes by service). */
export async function invoiceServiceTotals(tx: Db, invoiceId: number) {
  const l = invoiceAwbs;
  const rows = await tx
    .select({ service: l.service_id, count: sql<number>`count(*)`, amount: sql<string>`sum(${l.amount})`, taxable: sql<string>`sum(${l.taxable})` })
    .from(l)
    .where(eq(l.document_id, invoiceId))
    .groupBy(l.service_id);
  return rows.map((r) => ({ service: (r.service as number | null) ?? null, count: Number(r.count), amount: Number(r.amount), taxable: Number(r.taxable) }));
}

/** The invoice's figures as of now: its lines' amounts, each under its service's PPN rule; stamp duty per the settings. */
export async function figuresOf(
  tx: Db,
  invoice: { id: number; customer_id: number; invoice_date: string },
  settings: FinanceSettings,
): Promise<InvoiceFigures & { awb_count: number; topDays: number }> {
  const groups = await invoiceServiceTotals(tx, invoice.id);
  const terms = await customerTerms(tx, invoice.customer_id, invoice.invoice_date, groups.map((g) => g.service).filter((s): s is number => s !== null), settings);
  const figures = invoiceFigures(
    groups.map((g) => ({ amount: g.amount, taxable: g.taxable, rule: terms.ruleOf(g.service) })),
    { amount: settings.stamp_duty_amount, threshold: settings.stamp_duty_threshold, charged: settings.stamp_duty_charged },
  );
  return { ...figures, awb_count: groups.reduce((a, g) => a + g.count, 0), topDays: terms.topDays };
}
