import { customers } from '../../db/schema/resources';
import { inArray } from 'drizzle-orm';
import { renderListSheets, type ListSheetData } from '../../prints/list-sheet';
import { formatDecimal, formatRupiah } from '../../prints/pdf';
import type { PrintHandler } from '../engine/types';
import { providerName } from '../shared/site';

type Line = Record<string, unknown>;
const rp = (n: unknown) => formatRupiah(Number(n ?? 0)).replace(/^Rp\s?/, '');

/** Totals per service and destination: what the customer checks first. */
export function cdrSummary(lines: readonly Line[]) {
  const groups = new Map<string, { service: string; destination: string; awbs: number; koli: number; kg: number; amount: number }>();
  for (const l of lines) {
    if (l.included === false) continue;
    const key = `${String(l.service_id)}|${String(l.destination_area_id)}`;
    const g = groups.get(key) ?? { service: String(l.service_id_label ?? l.service_id), destination: String(l.destination_area_id_label ?? l.destination_area_id), awbs: 0, koli: 0, kg: 0, amount: 0 };
    g.awbs += 1;
    g.koli += Number(l.koli_count ?? 0);
    g.kg += Number(l.chargeable_kg ?? 0);
    g.amount += Number(l.amount ?? 0);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => a.service.localeCompare(b.service) || a.destination.localeCompare(b.destination));
}

/** The CDR sheet the customer checks: totals per service and destination, then every AWB billed. */
export const printCdrSheet: PrintHandler = {
  async render(ctx, docs, ac) {
    const provider = await providerName(ctx.db, ctx.references);
    const names = new Map(
      (await ctx.db.select({ id: customers.id, name: customers.name, code: customers.code }).from(customers).where(inArray(customers.id, docs.map((d) => d.customer_id as number)))).map((c) => [
        c.id,
        `${String(c.name)} (${String(c.code)})`,
      ]),
    );
    const sheets: ListSheetData[] = docs.map((d) => {
      const lines = ((d as unknown as { lines?: { awbs?: Line[] } }).lines?.awbs ?? []).filter((l) => l.included !== false);
      return {
        providerName: provider,
        title: 'CUSTOMER DATA REPORT (CDR)',
        name: `CDR ${d.number}`,
        number: d.number,
        left: [
          ['Pelanggan', names.get(d.customer_id as number) ?? '-', true],
          ['Periode', `${String(d.period_from)} s/d ${String(d.period_to)}`],
        ],
        right: [
          ['AWB / koli', `${Number(d.awb_count)} / ${Number(d.koli_count)}`, true],
          ['Berat', `${formatDecimal(Number(d.chargeable_kg ?? 0))} kg`],
          ['Jumlah (sebelum PPN)', formatRupiah(Number(d.amount ?? 0)), true],
        ],
        tables: [
          {
            heading: 'Ringkasan per layanan dan tujuan',
            columns: [
              { header: 'Layanan', width: 1.2, value: (g) => g.service },
              { header: 'Tujuan', width: 3.5, value: (g) => g.destination },
              { header: 'AWB', width: 0.7, align: 'right', value: (g) => String(g.awbs) },
              { header: 'Koli', width: 0.7, align: 'right', value: (g) => String(g.koli) },
              { header: 'Kg', width: 0.9, align: 'right', value: (g) => formatDecimal(g.kg) },
              { header: 'Jumlah (Rp)', width: 1.4, align: 'right', value: (g) => rp(g.amount) },
            ],
            rows: cdrSummary(lines),
          },
          {
            heading: `AWB (${lines.length})`,
            columns: [
              { header: 'No', width: 0.5, align: 'right', value: (_l: Line, i: number) => String(i + 1) },
              { header: 'No. AWB', width: 1.7, font: 'Helvetica-Bold', value: (l: Line) => String(l.awb) },
              { header: 'Tanggal', width: 1.1, value: (l: Line) => String(l.shipment_date) },
              { header: 'Penerima / tujuan', width: 3.4, value: (l: Line) => String(l.consignee_name ?? ''), sub: (l: Line) => String(l.destination_area_id_label ?? '') },
              { header: 'Layanan', width: 0.9, value: (l: Line) => String(l.service_id_label ?? '') },
              { header: 'Kg', width: 0.7, align: 'right', value: (l: Line) => formatDecimal(Number(l.chargeable_kg ?? 0)) },
              { header: 'Jumlah (Rp)', width: 1.3, align: 'right', value: (l: Line) => rp(l.amount) },
            ],
            rows: lines,
          },
        ],
        signatures: ['Dibuat (finance)', 'Diperiksa (pelanggan)'],
      };
    });
    return renderListSheets(sheets, { printedAt: ac.now });
  },
};
