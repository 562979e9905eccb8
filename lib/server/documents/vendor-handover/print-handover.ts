import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema/resources';
import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatDateTime, formatDecimal, formatRupiah } from '../../prints/pdf';
import type { PrintHandler } from '../engine/types';
import { allOffices } from '../shared/office';
import { providerName } from '../shared/site';

type Line = Record<string, unknown>;

/** The hand-over sheet both sides sign: every AWB with the vendor's AWB and its cost. */
export const printHandover: PrintHandler = {
  async render(ctx, docs, ac) {
    const offices = await allOffices(ctx.db, ctx.references);
    const provider = await providerName(ctx.db, ctx.references);
    const sheets: ListSheetData[] = [];
    for (const h of docs) {
      const [vendor] = await ctx.db.select({ name: vendors.name, code: vendors.code }).from(vendors).where(eq(vendors.id, h.vendor_id as number));
      const lines = ((h as unknown as { lines?: { awbs?: Line[] } }).lines?.awbs ?? []) as Line[];
      const office = offices.get(h.office_id as number);
      sheets.push({
        providerName: provider,
        title: 'SERAH TERIMA MITRA ANTAR',
        name: `Serah terima ${h.number}`,
        number: h.number,
        left: [
          ['Kantor', office ? `${office.name} (${office.city})` : '-'],
          ['Mitra', vendor ? `${String(vendor.name)} (${String(vendor.code)})` : '-', true],
          ['Referensi', String(h.vendor_reference ?? '-')],
        ],
        right: [
          ['Diserahkan', h.handed_over_at ? formatDateTime(String(h.handed_over_at)) : '-'],
          ['AWB / koli', `${Number(h.awb_count)} / ${Number(h.koli_count)}`, true],
          ['Berat', `${formatDecimal(Number(h.weight_kg ?? 0))} kg`],
          ['Biaya', formatRupiah(Number(h.cost_total ?? 0)), true],
        ],
        tables: [
          {
            heading: `AWB (${lines.length})`,
            columns: [
              { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
              { header: 'No. AWB', width: 1.9, font: 'Helvetica-Bold', value: (l: Line) => String(l.awb) },
              { header: 'Penerima / tujuan', width: 4, value: (l: Line) => String(l.consignee_name ?? ''), sub: (l: Line) => String(l.destination_area_id_label ?? '') },
              { header: 'Koli', width: 0.6, align: 'right', value: (l: Line) => String(l.koli_count) },
              { header: 'Kg', width: 0.8, align: 'right', value: (l: Line) => formatDecimal(Number(l.weight_kg ?? 0)) },
              { header: 'AWB mitra', width: 2, value: (l: Line) => String(l.vendor_awb ?? '') },
              { header: 'Biaya (Rp)', width: 1.3, align: 'right', value: (l: Line) => formatRupiah(Number(l.cost ?? 0)).replace(/^Rp\s?/, '') },
            ],
            rows: lines,
          },
        ],
        signatures: ['Diserahkan (dispatcher)', 'Diterima (mitra)'],
      });
    }
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
