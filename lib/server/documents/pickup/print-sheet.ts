import { eq, inArray } from 'drizzle-orm';
import { drivers, employees, services, vehicles } from '../../db/schema/resources';
import { renderPickupSheets } from '../../prints/pickup-sheet';
import type { PrintHandler } from '../engine/types';
import { providerName } from '../shared/site';

const ids = (docs: Record<string, unknown>[], key: string) => [...new Set(docs.map((d) => d[key]).filter((v): v is number => typeof v === 'number'))];

/** The courier's pickup sheet, one page per pickup, several in one PDF. */
export const printPickupSheet: PrintHandler = {
  async render(ctx, docs, ac) {
    const db = ctx.db;
    const driverIds = ids(docs, 'driver_id');
    const driverRows = driverIds.length
      ? await db.select({ id: drivers.id, name: employees.full_name, phone: drivers.phone }).from(drivers).innerJoin(employees, eq(employees.id, drivers.employee_id)).where(inArray(drivers.id, driverIds))
      : [];
    const vehicleIds = ids(docs, 'vehicle_id');
    const vehicleRows = vehicleIds.length ? await db.select({ id: vehicles.id, plate: vehicles.plate_no, type: vehicles.vehicle_type }).from(vehicles).where(inArray(vehicles.id, vehicleIds)) : [];
    const serviceIds = ids(docs, 'service_id');
    const serviceRows = serviceIds.length ? await db.select({ id: services.id, code: services.code, name: services.name }).from(services).where(inArray(services.id, serviceIds)) : [];
    const provider = await providerName(db, ctx.references);
    return renderPickupSheets(
      docs.map((d) => {
        const driver = driverRows.find((r) => r.id === d.driver_id);
        const vehicle = vehicleRows.find((r) => r.id === d.vehicle_id);
        const service = serviceRows.find((r) => r.id === d.service_id);
        return {
          providerName: provider,
          pickupNumber: d.number,
          customer: String(d.customer_id_label ?? 'Walk-in'),
          contact: String(d.contact_name),
          phone: String(d.contact_phone),
          address: String(d.address),
          area: String(d.area_id_label ?? ''),
          window: { from: String(d.window_from), to: String(d.window_to) },
          estimate: { koli: Number(d.estimated_koli), weightKg: Number(d.estimated_kg) },
          service: service ? { code: String(service.code), name: String(service.name) } : null,
          notes: (d.notes as string | null) ?? null,
          driver: driver ? { name: String(driver.name), phone: (driver.phone as string | null) ?? null } : null,
          vehicle: vehicle ? { plate: String(vehicle.plate), type: String(vehicle.type) } : null,
        };
      }),
      { printedAt: ac.now },
    );
  },
};
