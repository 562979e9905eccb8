import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatDateTime } from '../../prints/pdf';
import type { PrintHandler } from '../engine/types';
import { allBranches, allOffices } from '../shared/office';
import { providerName } from '../shared/site';

type Line = Record<string, unknown>;

/** The cover sheet that travels with the papers: what is in the envelope, and who sent and received it. */
export const printPodReturnCover: PrintHandler = {
  async render(ctx, docs, ac) {
    const offices = await allOffices(ctx.db, ctx.references);
    const branches = await allBranches(ctx.db, ctx.references);
    const provider = await providerName(ctx.db, ctx.references);
    const sheets: ListSheetData[] = docs.map((r) => {
      const lines = ((r as unknown as { lines?: { awbs?: Line[] } }).lines?.awbs ?? []) as Line[];
      const office = offices.get(r.office_id as number);
      const to = branches.get(r.destination_branch_id as number);
      return {
        providerName: provider,
        title: 'PENGEMBALIAN DOKUMEN POD',
        name: `POD return ${r.number}`,
        number: r.number,
        left: [
          ['Dari', office ? `${office.name} (${office.city})` : '-'],
          ['Kepada', to ? `${to.name} (${to.code})` : '-', true],
          ['Dikirim via', String(r.sent_via ?? '-')],
        ],
        right: [
          ['Dikirim', r.sent_at ? formatDateTime(String(r.sent_at)) : '-'],
          ['Jumlah POD', String(Number(r.awb_count)), true],
        ],
        tables: [
          {
            heading: `Dokumen POD (${lines.length})`,
            columns: [
              { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
              { header: 'No. AWB', width: 1.9, font: 'Helvetica-Bold', value: (l: Line) => String(l.awb) },
              { header: 'Pelanggan / pengirim', width: 3, value: (l: Line) => String(l.customer_id_label ?? l.shipper_name ?? '') },
              { header: 'Diterima oleh', width: 2.6, value: (l: Line) => String(l.receiver_name ?? '') },
              { header: 'Tgl terima', width: 1.8, value: (l: Line) => (l.delivered_at ? formatDateTime(String(l.delivered_at)) : '') },
              { header: 'Cek', width: 0.6, value: () => '' },
            ],
            rows: lines,
          },
        ],
        signatures: ['Dikirim (cabang antar)', 'Diterima (cabang asal)'],
      };
    });
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
