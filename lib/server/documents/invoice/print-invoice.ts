import { inArray } from 'drizzle-orm';
import { basisPoints } from '@/lib/pricing/money';
import { users } from '../../db/schema';
import { customers, employees } from '../../db/schema/resources';
import { financeSettings } from '../../finance/settings';
import { renderInvoices, type InvoicePrintData } from '../../prints/invoice';
import { cdrSummary } from '../customer-data-report/print-sheet';
import type { PrintHandler } from '../engine/types';

type Line = Record<string, unknown>;

/** "PPN 1,1% x DPP" — the rule as the invoice prints it. */
export function ppnLabel(percent: unknown, base: unknown): string {
  if (percent === null || percent === undefined) return 'PPN';
  const p = (basisPoints(Number(percent)) / 100).toLocaleString('id-ID', { maximumFractionDigits: 2 });
  return base === 'ELEVEN_TWELFTHS' ? `PPN ${p}% x DPP (11/12)` : `PPN ${p}% x DPP`;
}

/** The invoice PDF, one or a batch (each from a new page). */
export const printInvoice: PrintHandler = {
  async render(ctx, docs, ac) {
    const settings = await financeSettings(ctx.db, ctx.references);
    const customerRows = await ctx.db.select({ id: customers.id, code: customers.code, name: customers.name, address: customers.address, npwp: customers.npwp }).from(customers).where(inArray(customers.id, docs.map((d) => d.customer_id as number)));
    const byCustomer = new Map(customerRows.map((c) => [c.id as number, c]));
    const collectorIds = docs.map((d) => d.collector_id as number | null).filter((v): v is number => typeof v === 'number');
    const collectors = new Map(
      collectorIds.length ? (await ctx.db.select({ id: employees.id, name: employees.full_name }).from(employees).where(inArray(employees.id, collectorIds))).map((e) => [e.id as number, String(e.name)]) : [],
    );
    const [signer] = await ctx.db.select({ name: users.fullName }).from(users).where(inArray(users.userCode, [ac.actor]));
    const items: InvoicePrintData[] = docs.map((d) => {
      const c = byCustomer.get(d.customer_id as number);
      const lines = ((d as unknown as { lines?: { awbs?: Line[] } }).lines?.awbs ?? []) as Line[];
      return {
        company: { name: settings.company_name, address: settings.company_address, npwp: settings.company_npwp },
        number: d.number,
        invoiceDate: String(d.invoice_date),
        dueDate: String(d.due_date),
        periodFrom: (d.period_from as string | null) ?? null,
        periodTo: (d.period_to as string | null) ?? null,
        customer: {
          code: String(c?.code ?? ''),
          // an issued invoice prints the customer as it was billed
          name: String(d.customer_name ?? c?.name ?? ''),
          address: String(d.billing_address ?? c?.address ?? ''),
          npwp: (d.customer_npwp as string | null) ?? (c?.npwp as string | null) ?? null,
        },
        taxInvoiceNo: (d.tax_invoice_no as string | null) ?? null,
        collector: typeof d.collector_id === 'number' ? (collectors.get(d.collector_id) ?? null) : null,
        notes: (d.notes as string | null) ?? null,
        mode: d.line_mode === 'SUMMARY' ? 'SUMMARY' : 'DETAIL',
        lines: lines.map((l) => ({
          awb: String(l.awb),
          date: String(l.shipment_date),
          consignee: String(l.consignee_name ?? ''),
          destination: String(l.destination_area_id_label ?? ''),
          service: String(l.service_id_label ?? ''),
          koli: Number(l.koli_count ?? 0),
          kg: Number(l.chargeable_kg ?? 0),
          amount: Number(l.amount ?? 0),
        })),
        summary: cdrSummary(lines),
        amount: Number(d.amount ?? 0),
        dpp: Number(d.dpp ?? 0),
        ppnLabel: ppnLabel(d.ppn_percent, d.ppn_base),
        ppn: Number(d.ppn ?? 0),
        stampDuty: Number(d.stamp_duty ?? 0),
        total: Number(d.total ?? 0),
        amountInWords: String(d.amount_in_words ?? ''),
        paid: Number(d.total ?? 0) - Number(d.outstanding ?? 0),
        outstanding: Number(d.outstanding ?? 0),
        bankAccounts: settings.bank_accounts,
        signer: signer?.name ?? ac.actor,
        status: d.stage === 'draft' ? 'DRAFT' : d.stage === 'cancelled' ? 'CANCELLED' : String(d.status),
      };
    });
    return renderInvoices(items, { printedAt: ac.now });
  },
};
