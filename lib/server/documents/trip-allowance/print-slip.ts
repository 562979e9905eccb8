import { inArray } from 'drizzle-orm';
import { drivers, vehicles } from '../../db/schema/resources';
import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatRupiah } from '../../prints/pdf';
import type { PrintHandler } from '../engine/types';
import { allBranches } from '../shared/office';
import { providerName } from '../shared/site';

type Row = { component: string; advance: number; spent: number | null };

/** The slip the driver signs when taking the advance (and, once settled, what was spent). */
export const printTripAllowanceSlip: PrintHandler = {
  async render(ctx, docs, ac) {
    const provider = await providerName(ctx.db, ctx.references);
    const branches = await allBranches(ctx.db, ctx.references);
    const driverNames = new Map((await ctx.db.select({ id: drivers.id, name: drivers.name }).from(drivers).where(inArray(drivers.id, docs.map((d) => d.driver_id as number)))).map((d) => [d.id, String(d.name ?? '')]));
    const plates = new Map((await ctx.db.select({ id: vehicles.id, plate: vehicles.plate_no }).from(vehicles).where(inArray(vehicles.id, docs.map((d) => d.vehicle_id as number)))).map((v) => [v.id, String(v.plate)]));
    const sheets: ListSheetData[] = docs.map((d) => {
      const settled = d.status === 'SETTLED';
      const rows: Row[] = [
        { component: 'BBM', advance: Number(d.fuel ?? 0), spent: settled ? Number(d.actual_fuel) : null },
        { component: 'Tol', advance: Number(d.tolls ?? 0), spent: settled ? Number(d.actual_tolls) : null },
        { component: 'Bongkar muat', advance: Number(d.loading ?? 0), spent: settled ? Number(d.actual_loading) : null },
        { component: 'Makan', advance: Number(d.meals ?? 0), spent: settled ? Number(d.actual_meals) : null },
        { component: 'Lain-lain', advance: Number(d.other ?? 0), spent: settled ? Number(d.actual_other) : null },
      ];
      return {
        providerName: provider,
        title: 'UANG JALAN',
        name: `Uang jalan ${d.number}`,
        number: d.number,
        left: [
          ['Pengemudi', driverNames.get(d.driver_id as number) ?? '-', true],
          ['Kendaraan', plates.get(d.vehicle_id as number) ?? '-'],
          ['Rute', `${branches.get(d.origin_branch_id as number)?.name ?? '-'} - ${branches.get(d.destination_branch_id as number)?.name ?? '-'}`],
          ['Manifest', String(d.manifest_number ?? '-')],
        ],
        right: [
          ['Tanggal', String(d.trip_date)],
          ['Uang jalan', formatRupiah(Number(d.advance_total ?? 0)), true],
          ...(settled ? ([['Realisasi', formatRupiah(Number(d.actual_total ?? 0))], ['Selisih', formatRupiah(Number(d.difference ?? 0)), true]] as Array<[string, string, boolean?]>) : []),
        ],
        tables: [
          {
            heading: 'Rincian',
            columns: [
              { header: 'Komponen', width: 3, value: (r: Row) => r.component },
              { header: 'Uang jalan (Rp)', width: 2, align: 'right', value: (r: Row) => formatRupiah(r.advance).replace(/^Rp\s?/, '') },
              { header: 'Realisasi (Rp)', width: 2, align: 'right', value: (r: Row) => (r.spent === null ? '' : formatRupiah(r.spent).replace(/^Rp\s?/, '')) },
            ],
            rows,
          },
        ],
        signatures: ['Disetujui', 'Kasir', 'Pengemudi'],
      };
    });
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
