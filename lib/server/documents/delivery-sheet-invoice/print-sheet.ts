import { eq } from 'drizzle-orm';
import { employees } from '../../db/schema/resources';
import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatRupiah } from '../../prints/pdf';
import type { PrintHandler } from '../engine/types';
import { providerName } from '../shared/site';

type Line = Record<string, unknown>;

/** The sheet the collector carries: each invoice, and a box for the customer's name, date and stamp. */
export const printDeliverySheet: PrintHandler = {
  async render(ctx, docs, ac) {
    const provider = await providerName(ctx.db, ctx.references);
    const sheets: ListSheetData[] = [];
    for (const d of docs) {
      const [collector] = await ctx.db.select({ name: employees.full_name }).from(employees).where(eq(employees.id, d.collector_id as number));
      const lines = ((d as unknown as { lines?: { invoices?: Line[] } }).lines?.invoices ?? []) as Line[];
      sheets.push({
        providerName: provider,
        title: 'TANDA TERIMA INVOICE',
        name: `Tanda terima ${d.number}`,
        number: d.number,
        left: [
          ['Kolektor', String(collector?.name ?? '-'), true],
          ['Tanggal', String(d.sheet_date)],
        ],
        right: [
          ['Invoice', String(d.invoice_count), true],
          ['Jumlah', formatRupiah(Number(d.total_amount ?? 0))],
        ],
        tables: [
          {
            heading: `Invoice (${lines.length})`,
            columns: [
              { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
              { header: 'No. invoice', width: 2.2, font: 'Helvetica-Bold', value: (l: Line) => String(l.invoice_number) },
              { header: 'Pelanggan', width: 3.2, value: (l: Line) => String(l.customer_id_label ?? '') },
              { header: 'Jumlah (Rp)', width: 1.6, align: 'right', value: (l: Line) => formatRupiah(Number(l.total ?? 0)).replace(/^Rp\s?/, '') },
              { header: 'Nama, tanggal, cap penerima', width: 3.5, value: () => '' },
            ],
            rows: lines,
          },
        ],
        signatures: ['Diserahkan (finance)', 'Kolektor'],
      });
    }
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
