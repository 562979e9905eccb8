import { eq, inArray } from 'drizzle-orm';
import { invoiceFigures } from '@/lib/finance/invoice';
import type { PpnBase } from '@/lib/finance/tax';
import { divRound } from '@/lib/pricing/fixed-point';
import { formatRupiah } from '@/lib/pricing/money';
import type { Db } from '../../db/client';
import { invoiceAwbs } from '../../db/schema/documents';
import { financeSettings } from '../../finance/settings';
import { customerTerms } from '../../finance/tax-rules';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { DocRow } from '../engine/types';

export interface WantedCredit {
  invoice_line_id: number;
  amount: number;
}

/**
 * A credit note's lines and figures against its invoice as it stands: each line at most what is left of
 * its AWB's amount, the taxable part in the AWB's own proportion, PPN with the invoice's rule (or, on an
 * invoice of mixed rules, each service's), and the total at most what is left of the invoice.
 * Answers the field errors instead when something does not fit.
 */
export async function creditLines(tx: Db, refs: ReferenceCache, invoice: DocRow, wanted: readonly WantedCredit[]) {
  const errors: Record<string, string[]> = {};
  const ids = wanted.map((w) => w.invoice_line_id);
  const rows = ids.length ? await tx.select().from(invoiceAwbs).where(inArray(invoiceAwbs.id, ids)) : [];
  const byId = new Map(rows.filter((r) => r.document_id === invoice.id).map((r) => [r.id as number, r]));
  const seen = new Set<number>();
  const lines = wanted.flatMap((w, i) => {
    const line = byId.get(w.invoice_line_id);
    if (!line) {
      errors[`lines.${i}.invoice_line_id`] = [`Not an AWB of invoice ${invoice.number}`];
      return [];
    }
    if (seen.has(w.invoice_line_id)) {
      errors[`lines.${i}.invoice_line_id`] = ['Listed twice'];
      return [];
    }
    seen.add(w.invoice_line_id);
    const billed = Number(line.amount);
    const before = Number(line.credited ?? 0);
    if (w.amount <= 0) errors[`lines.${i}.amount`] = ['More than 0'];
    else if (w.amount > billed - before) errors[`lines.${i}.amount`] = [`AWB ${String(line.awb)} has ${formatRupiah(billed - before)} left to credit`];
    const taxable = billed ? divRound(BigInt(w.amount) * BigInt(Number(line.taxable)), billed) : 0;
    return [{ invoice_line_id: line.id as number, shipment_id: line.shipment_id, awb: line.awb, billed, credited_before: before, amount: w.amount, taxable, service: (line.service_id as number | null) ?? null }];
  });
  const settings = await financeSettings(tx, refs);
  const single = invoice.ppn_percent !== null && invoice.ppn_percent !== undefined && invoice.ppn_base;
  const terms = single ? null : await customerTerms(tx, invoice.customer_id as number, String(invoice.invoice_date), lines.map((l) => l.service).filter((s): s is number => s !== null), settings);
  const rule = (service: number | null) => (single ? { percent: Number(invoice.ppn_percent), base: invoice.ppn_base as PpnBase } : terms!.ruleOf(service));
  const figures = invoiceFigures(
    lines.map((l) => ({ amount: l.amount, taxable: l.taxable, rule: rule(l.service) })),
    { amount: 0, threshold: 0, charged: false },
  );
  const left = Number(invoice.total) - Number(invoice.credited_amount ?? 0);
  if (!Object.keys(errors).length && figures.total > left) errors.lines = [`Invoice ${invoice.number} has ${formatRupiah(left)} left to credit: this note is ${formatRupiah(figures.total)}`];
  const { stamp_duty: _s, amount_in_words: _w, ...money } = figures;
  return { errors, lines: lines.map(({ service: _x, ...l }) => l), figures: money };
}

/** Adds (or, negative, takes back) a credit note's amounts on its invoice's AWB lines. */
export async function creditInvoiceLines(tx: Db, lines: readonly { invoice_line_id: number; amount: number }[], sign: 1 | -1) {
  for (const l of lines) {
    const [row] = await tx.select({ credited: invoiceAwbs.credited }).from(invoiceAwbs).where(eq(invoiceAwbs.id, l.invoice_line_id));
    await tx.update(invoiceAwbs).set({ credited: Number(row?.credited ?? 0) + sign * l.amount }).where(eq(invoiceAwbs.id, l.invoice_line_id));
  }
}
