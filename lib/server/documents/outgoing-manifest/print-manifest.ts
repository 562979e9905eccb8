import { eq, inArray } from 'drizzle-orm';
import { drivers, employees, modas, vehicles, vendors } from '../../db/schema/resources';
import { renderManifestSheets, type ManifestSheetData } from '../../prints/manifest-sheet';
import { paperWords, VEHICLE_TYPE_WORDS } from '../../prints/words';
import type { PrintHandler } from '../engine/types';
import { allBranches, allOffices } from '../shared/office';
import { providerName } from '../shared/site';

type Line = Record<string, unknown>;

/** The manifest handed over with the load (one PDF per manifest: several selected ones print one after the other). */
export const printManifest: PrintHandler = {
  async render(ctx, docs, ac) {
    const db = ctx.db;
    const branches = await allBranches(db, ctx.references);
    const offices = await allOffices(db, ctx.references);
    const provider = await providerName(db, ctx.references);
    const branchName = (id: unknown) => {
      const b = branches.get(id as number);
      return b ? `${b.name} (${b.code})` : '-';
    };
    const sheets: ManifestSheetData[] = [];
    for (const m of docs) {
      const [moda] = await db.select({ name: modas.name }).from(modas).where(eq(modas.id, m.moda_id as number));
      let carrier = '-';
      if (m.carrier_type === 'FLEET') {
        const [vehicle] = m.vehicle_id ? await db.select({ plate: vehicles.plate_no, type: vehicles.vehicle_type }).from(vehicles).where(eq(vehicles.id, m.vehicle_id as number)) : [];
        const [driver] = m.driver_id ? await db.select({ name: employees.full_name }).from(drivers).innerJoin(employees, eq(employees.id, drivers.employee_id)).where(inArray(drivers.id, [m.driver_id as number])) : [];
        carrier = [vehicle ? `${String(vehicle.plate)} (${paperWords(VEHICLE_TYPE_WORDS, vehicle.type)})` : null, driver ? String(driver.name) : null].filter(Boolean).join(' - ') || '-';
      } else {
        const [vendor] = m.vendor_id ? await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, m.vendor_id as number)) : [];
        carrier = [vendor ? String(vendor.name) : null, (m.vendor_reference as string | null) ?? null].filter(Boolean).join(' - ') || '-';
      }
      const office = offices.get(m.office_id as number);
      const lines = (m as unknown as { lines?: { bags?: Line[]; awbs?: Line[] } }).lines ?? {};
      sheets.push({
        providerName: provider,
        manifestNumber: m.number,
        origin: office ? `${office.name} (${office.city})` : branchName(m.branch_id),
        destination: branchName(m.destination_branch_id),
        transit: m.transit_branch_id ? branchName(m.transit_branch_id) : null,
        moda: String(moda?.name ?? '-'),
        carrier,
        departureAt: String(m.departure_at),
        departedAt: (m.departed_at as string | null) ?? null,
        bags: (lines.bags ?? []).map((b) => ({
          bagNumber: String(b.bag_number),
          sealNumber: (b.seal_number as string | null) ?? null,
          destination: branchName(b.destination_branch_id),
          awbCount: Number(b.awb_count),
          koliCount: Number(b.koli_count),
          weightKg: Number(b.weight_kg ?? 0),
        })),
        awbs: (lines.awbs ?? []).map((a) => ({
          awb: String(a.awb),
          destination: String(a.destination_area_id_label ?? ''),
          koliCount: Number(a.koli_count),
          weightKg: Number(a.weight_kg ?? 0),
        })),
      });
    }
    return renderManifestSheets(sheets, { printedAt: ac.now });
  },
};
