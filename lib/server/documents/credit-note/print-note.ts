import { inArray } from 'drizzle-orm';
import { customers } from '../../db/schema/resources';
import { financeSettings } from '../../finance/settings';
import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatRupiah } from '../../prints/pdf';
import type { PrintHandler } from '../engine/types';
import { CREDIT_NOTE_KIND_LABELS } from '@/lib/resources/documents/credit-note';
import { terbilang } from '@/lib/finance/terbilang';
import { ppnLabel } from '../invoice/print-invoice';

type Line = Record<string, unknown>;
const rp = (n: unknown) => formatRupiah(Number(n ?? 0)).replace(/^Rp\s?/, '');

/** The credit note (nota kredit) the customer receives: its invoice, the AWBs credited, DPP, PPN, total in words. */
export const printCreditNote: PrintHandler = {
  async render(ctx, docs, ac) {
    const settings = await financeSettings(ctx.db, ctx.references);
    const names = new Map(
      (await ctx.db.select({ id: customers.id, name: customers.name, code: customers.code, npwp: customers.npwp }).from(customers).where(inArray(customers.id, docs.map((d) => d.customer_id as number)))).map((c) => [c.id, c]),
    );
    const sheets: ListSheetData[] = docs.map((d) => {
      const c = names.get(d.customer_id as number);
      const lines = ((d as unknown as { lines?: { awbs?: Line[] } }).lines?.awbs ?? []) as Line[];
      return {
        providerName: settings.company_name,
        title: d.stage === 'draft' ? 'NOTA KREDIT (DRAFT)' : d.stage === 'cancelled' ? 'NOTA KREDIT (DIBATALKAN)' : 'NOTA KREDIT',
        name: `Nota kredit ${d.number}`,
        number: d.number,
        left: [
          ['Kepada', c ? `${String(c.name)} (${String(c.code)})` : '-', true],
          ['NPWP', String(c?.npwp ?? '-')],
          ['Atas invoice', String(d.invoice_number)],
          ['Jenis', CREDIT_NOTE_KIND_LABELS[d.kind as keyof typeof CREDIT_NOTE_KIND_LABELS] ?? String(d.kind)],
          ['Alasan', String(d.reason ?? '')],
        ],
        right: [
          ['Tanggal', String(d.cn_date)],
          ['Jumlah', formatRupiah(Number(d.amount ?? 0))],
          ['DPP', formatRupiah(Number(d.dpp ?? 0))],
          [ppnLabel(d.ppn_percent, d.ppn_base), formatRupiah(Number(d.ppn ?? 0))],
          ['TOTAL', formatRupiah(Number(d.total ?? 0)), true],
          ['Terbilang', terbilang(Number(d.total ?? 0))],
        ],
        tables: [
          {
            heading: `AWB dikreditkan (${lines.length})`,
            columns: [
              { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
              { header: 'No. AWB', width: 2, font: 'Helvetica-Bold', value: (l: Line) => String(l.awb) },
              { header: 'Ditagih (Rp)', width: 1.5, align: 'right', value: (l: Line) => rp(l.billed) },
              { header: 'Kredit sebelumnya (Rp)', width: 1.8, align: 'right', value: (l: Line) => rp(l.credited_before) },
              { header: 'Kredit (Rp)', width: 1.5, align: 'right', value: (l: Line) => rp(l.amount) },
            ],
            rows: lines,
          },
        ],
        signatures: ['Dibuat (finance)', 'Disetujui'],
      };
    });
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
