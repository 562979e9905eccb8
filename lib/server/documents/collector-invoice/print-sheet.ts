import { eq } from 'drizzle-orm';
import { employees } from '../../db/schema/resources';
import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatRupiah } from '../../prints/pdf';
import { COLLECTION_METHOD_WORDS, paperWords } from '../../prints/words';
import type { PrintHandler } from '../engine/types';
import { providerName } from '../shared/site';

type Line = Record<string, unknown>;
const rp = (n: unknown) => formatRupiah(Number(n ?? 0)).replace(/^Rp\s?/, '');

/** The collector's list: each invoice to collect, what is owed, and room for what was collected. */
export const printCollectionSheet: PrintHandler = {
  async render(ctx, docs, ac) {
    const provider = await providerName(ctx.db, ctx.references);
    const sheets: ListSheetData[] = [];
    for (const d of docs) {
      const [collector] = await ctx.db.select({ name: employees.full_name }).from(employees).where(eq(employees.id, d.collector_id as number));
      const lines = ((d as unknown as { lines?: { invoices?: Line[] } }).lines?.invoices ?? []) as Line[];
      sheets.push({
        providerName: provider,
        title: 'DAFTAR PENAGIHAN',
        name: `Penagihan ${d.number}`,
        number: d.number,
        left: [
          ['Kolektor', String(collector?.name ?? '-'), true],
          ['Tanggal', String(d.assign_date)],
        ],
        right: [
          ['Invoice', String(d.invoice_count), true],
          ['Ditagih', formatRupiah(Number(d.total_outstanding ?? 0))],
          ['Tertagih', formatRupiah(Number(d.collected_total ?? 0))],
        ],
        tables: [
          {
            heading: `Invoice (${lines.length})`,
            columns: [
              { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
              { header: 'No. invoice', width: 2.2, font: 'Helvetica-Bold', value: (l: Line) => String(l.invoice_number), sub: (l: Line) => `Jatuh tempo ${String(l.due_date)}` },
              { header: 'Pelanggan', width: 3, value: (l: Line) => String(l.customer_id_label ?? '') },
              { header: 'Sisa (Rp)', width: 1.5, align: 'right', value: (l: Line) => rp(l.outstanding) },
              { header: 'Tertagih (Rp)', width: 1.5, align: 'right', value: (l: Line) => (Number(l.collected_amount) ? rp(l.collected_amount) : '') },
              { header: 'Cara / ref.', width: 2, value: (l: Line) => [l.method ? paperWords(COLLECTION_METHOD_WORDS, l.method) : null, l.reference].filter(Boolean).join(' ') },
            ],
            rows: lines,
          },
        ],
        signatures: ['Finance', 'Kolektor'],
      });
    }
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
