import { inArray } from 'drizzle-orm';
import { customers } from '../../db/schema/resources';
import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatDateTime } from '../../prints/pdf';
import { paperWords, POD_SENDING_WORDS } from '../../prints/words';
import type { PrintHandler } from '../engine/types';
import { providerName } from '../shared/site';

type Line = Record<string, unknown>;

/** The cover letter of the PODs sent with an invoice: the customer signs for them. */
export const printPodSendingCover: PrintHandler = {
  async render(ctx, docs, ac) {
    const provider = await providerName(ctx.db, ctx.references);
    const names = new Map((await ctx.db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, docs.map((d) => d.customer_id as number)))).map((c) => [c.id, String(c.name)]));
    const sheets: ListSheetData[] = docs.map((d) => {
      const lines = ((d as unknown as { lines?: { pods?: Line[] } }).lines?.pods ?? []) as Line[];
      return {
        providerName: provider,
        title: 'PENGIRIMAN POD ASLI',
        name: `POD ${d.number}`,
        number: d.number,
        left: [
          ['Kepada', names.get(d.customer_id as number) ?? '-', true],
          ['Invoice', String(d.invoice_number)],
        ],
        right: [
          ['Tanggal', String(d.sent_date)],
          ['Dikirim via', `${paperWords(POD_SENDING_WORDS, d.sent_via)}${d.tracking_no ? ` ${String(d.tracking_no)}` : ''}`],
          ['Jumlah POD', String(d.pod_count), true],
        ],
        tables: [
          {
            heading: `POD (${lines.length})`,
            columns: [
              { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
              { header: 'No. AWB', width: 2.5, font: 'Helvetica-Bold', value: (l: Line) => String(l.awb) },
              { header: 'Diterima penerima', width: 2.5, value: (l: Line) => (l.delivered_at ? formatDateTime(String(l.delivered_at)) : '') },
            ],
            rows: lines,
          },
        ],
        signatures: ['Dikirim (finance)', 'Diterima (pelanggan)'],
      };
    });
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
