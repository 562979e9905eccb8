import { eq } from 'drizzle-orm';
import { vehicles } from '../../db/schema/resources';
import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatDateTime, formatRupiah, formatDecimal } from '../../prints/pdf';
import { paperWords, VEHICLE_TYPE_WORDS } from '../../prints/words';
import type { PrintHandler } from '../engine/types';
import { courierName } from '../shared/delivery';
import { allOffices } from '../shared/office';
import { providerName } from '../shared/site';

type Line = Record<string, unknown>;

/** The DRS the courier carries: one line per AWB with the receiver and address, the COD to collect, a box to sign. */
export const printRunsheet: PrintHandler = {
  async render(ctx, docs, ac) {
    const offices = await allOffices(ctx.db, ctx.references);
    const provider = await providerName(ctx.db, ctx.references);
    const sheets: ListSheetData[] = [];
    for (const r of docs) {
      const [vehicle] = await ctx.db.select({ plate: vehicles.plate_no, type: vehicles.vehicle_type }).from(vehicles).where(eq(vehicles.id, r.vehicle_id as number));
      const lines = ((r as unknown as { lines?: { awbs?: Line[] } }).lines?.awbs ?? []) as Line[];
      const office = offices.get(r.office_id as number);
      sheets.push({
        providerName: provider,
        title: 'DAFTAR ANTAR KURIR (DRS)',
        name: `Runsheet ${r.number}`,
        number: r.number,
        left: [
          ['Kantor', office ? `${office.name} (${office.city})` : '-'],
          ['Kurir', await courierName(ctx.db, r.driver_id as number), true],
          ['Kendaraan', vehicle ? `${String(vehicle.plate)} (${paperWords(VEHICLE_TYPE_WORDS, vehicle.type)})` : '-'],
        ],
        right: [
          ['Berangkat', r.dispatched_at ? formatDateTime(String(r.dispatched_at)) : '-'],
          ['AWB / koli', `${Number(r.awb_count)} / ${Number(r.koli_count)}`, true],
          ['Berat', `${formatDecimal(Number(r.weight_kg ?? 0))} kg`],
          ['COD ditagih', formatRupiah(Number(r.cod_total ?? 0)), true],
        ],
        tables: [
          {
            heading: `AWB (${lines.length})`,
            columns: [
              { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
              { header: 'No. AWB', width: 1.9, font: 'Helvetica-Bold', value: (l: Line) => String(l.awb), sub: (l: Line) => `${Number(l.koli_count)} koli · ${formatDecimal(Number(l.weight_kg ?? 0))} kg` },
              { header: 'Penerima / alamat', width: 5, value: (l: Line) => `${String(l.consignee_name)} · ${String(l.consignee_phone ?? '')}`, sub: (l: Line) => String(l.consignee_address ?? '').replace(/\s+/g, ' ') },
              { header: 'COD (Rp)', width: 1.3, align: 'right', value: (l: Line) => (Number(l.cod_amount) ? formatRupiah(Number(l.cod_amount)).replace(/^Rp\s?/, '') : '-') },
              { header: 'Nama, hubungan, TTD', width: 2.3, value: () => '' },
            ],
            rows: lines,
          },
        ],
        signatures: ['Diserahkan (dispatcher)', 'Kurir', 'Diperiksa kembali (setoran)'],
      });
    }
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
