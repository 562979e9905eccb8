import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/*
 * The ground the outgoing/incoming/delivery tests stand on, made through the API as an admin: Jakarta
 * (origin, with a counter and its AWB stock), Surabaya and Medan branches with a district each, a hub,
 * REG prices from Gambir to both, a vehicle, a driver and a linehaul vendor; and booked AWBs on demand.
 */

export type Row = Record<string, unknown> & { id: number; version: number; number: string; stage: string; status: string };

export async function create(t: TestApp, token: string, path: string, body: Record<string, unknown>) {
  const res = await t.call('POST', path, { token, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body.data as Row;
}

/** These demo users work at this office (the user form's Office): they see and act on its branch's documents. */
export async function workAt(t: TestApp, admin: string, officeId: number, users: readonly string[] = ['counter', 'dispatcher']) {
  for (const user of users) {
    const res = await t.call('PUT', `/api/datamaster/update/user/${user}`, { token: admin, body: { office_id: officeId } });
    if (res.status !== 200) throw new Error(`office of ${user}: ${res.status} ${res.text}`);
  }
}

export const idOf = async (t: TestApp, token: string, module: string, name: string, query: string) =>
  (await t.call('GET', `/api/${module}/get/${name}?${query}&active=all`, { token })).body.data[0].id as number;

export interface Operations {
  admin: string;
  counter: string;
  dispatcher: string;
  ids: Record<'jkt' | 'sby' | 'mdn' | 'hub' | 'office' | 'sbyOffice' | 'gambir' | 'gubeng' | 'medan' | 'reg' | 'air' | 'vehicle' | 'driver' | 'vendor', number>;
  /** A booked AWB (counter: entry + booking) to this destination district. */
  bookedAwb(destination: number, koli?: Record<string, unknown>[]): Promise<Row>;
  /** A manifest Jakarta → Surabaya by our van, departed: these AWBs in one sealed bag (seal `seal`), those loose. */
  departedManifest(bagged: Row[], loose?: Row[], seal?: string): Promise<{ manifest: Row; bag: Row | null }>;
}

export async function setUpOperations(t: TestApp): Promise<Operations> {
  const admin = await t.signIn('admin');
  const counter = await t.signIn('counter');
  const dispatcher = await t.signIn('dispatcher');
  const ids = {} as Operations['ids'];
  const branch = (code: string, name: string, kind = 'BRANCH') => create(t, admin, '/api/datamaster/create/branch', { code, name, kind, city: name, address: `Jl. ${name} 1` });
  ids.jkt = (await branch('JKT', 'Jakarta')).id;
  ids.sby = (await branch('SBY', 'Surabaya')).id;
  ids.mdn = (await branch('MDN', 'Medan')).id;
  ids.hub = (await branch('HUBJ', 'Hub Cakung', 'HUB')).id;
  ids.office = (await create(t, admin, '/api/datamaster/create/office', { code: 'JKT01', name: 'Counter Gambir', branch_id: ids.jkt, kind: 'COUNTER', address: 'Jl. Gambir 1' })).id;
  ids.sbyOffice = (await create(t, admin, '/api/datamaster/create/office', { code: 'SBY01', name: 'Gudang Surabaya', branch_id: ids.sby, kind: 'WAREHOUSE', address: 'Jl. Gubeng 1' })).id;
  // the counter clerk and the dispatcher work at the Jakarta counter: they see and act on Jakarta's documents;
  // the dispatcher covers Surabaya too (the loads it sends are received there, by the same team in these tests)
  await workAt(t, admin, ids.office);
  const covers = await t.call('PUT', '/api/datamaster/update/user/dispatcher', { token: admin, body: { branch_ids: [ids.sby] } });
  if (covers.status !== 200) throw new Error(`branches of dispatcher: ${covers.status} ${covers.text}`);
  const area = (area_code: string, province: string, regency: string, district: string, branch_id: number) =>
    create(t, admin, '/api/datamaster/create/coverage-area', { area_code, province, regency, district, branch_id });
  ids.gambir = (await area('31.71.01', 'DKI Jakarta', 'Kota Adm. Jakarta Pusat', 'Gambir', ids.jkt)).id;
  ids.gubeng = (await area('35.78.01', 'Jawa Timur', 'Kota Surabaya', 'Gubeng', ids.sby)).id;
  ids.medan = (await area('12.71.01', 'Sumatera Utara', 'Kota Medan', 'Medan Kota', ids.mdn)).id;
  ids.reg = await idOf(t, admin, 'setting', 'service', 'code=REG');
  ids.air = await idOf(t, admin, 'setting', 'moda', 'code=AIR');
  for (const destination of [ids.gubeng, ids.medan]) {
    await create(t, admin, '/api/datamaster/create/price', { origin_id: ids.gambir, destination_id: destination, service_id: ids.reg, moda_id: ids.air, rate_per_kg: 10_000, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: '2026-01-01' });
  }
  await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: ids.office, quantity: 500, allocated_on: '2026-11-01' });
  const employee = await create(t, admin, '/api/datamaster/create/employee', { employee_no: 'E9001', full_name: 'Agus Salim', branch_id: ids.jkt, department: 'COURIER', position: 'Driver', joined_on: '2024-01-02' });
  ids.driver = (await create(t, admin, '/api/datamaster/create/driver', { employee_id: employee.id, licence_no: 'SIM-JKT-9001', licence_type: 'B1', licence_expiry: '2029-06-30' })).id;
  ids.vehicle = (await create(t, admin, '/api/datamaster/create/vehicle', { plate_no: 'B 9120 KRY', vehicle_type: 'VAN', capacity_kg: 800, ownership: 'OWNED', branch_id: ids.jkt, stnk_expiry: '2028-03-31' })).id;
  ids.vendor = (
    await create(t, admin, '/api/datamaster/create/vendor', {
      code: 'GIA',
      name: 'Garuda Cargo',
      kind: 'AIRLINE',
      coverage: 'Domestic airports',
      bank_name: 'BCA',
      bank_account_no: '1234567890',
      bank_account_name: 'PT Garuda Cargo',
      top_days: 30,
    })
  ).id;

  const bookedAwb = async (destination: number, koli: Record<string, unknown>[] = [{ weight_kg: 2.5 }]) => {
    const doc = await create(t, counter, '/api/operational/create/shipment', {
      payment_type: 'CASH',
      office_id: ids.office,
      origin_area_id: ids.gambir,
      destination_area_id: destination,
      service_id: ids.reg,
      shipper_name: 'Toko Sinar Jaya',
      shipper_phone: '0812 3456 7890',
      shipper_address: 'Jl. Mangga Dua 7, Jakarta',
      consignee_name: 'Budi Santoso',
      consignee_phone: '0813 9876 5432',
      consignee_address: 'Jl. Raya Gubeng 45',
      goods_description: 'Pakaian',
      koli,
      payment_method: 'CASH',
      amount_received: 1_000_000,
      request_id: randomUUID(),
    });
    const booked = await t.call('PUT', `/api/operational/update/shipment/book/${doc.id}`, { token: counter, body: { version: doc.version } });
    if (booked.status !== 200) throw new Error(`book ${doc.number}: ${booked.status} ${booked.text}`);
    return booked.body.data as Row;
  };
  const departedManifest = async (bagged: Row[], loose: Row[] = [], seal = `SL-${randomUUID().slice(0, 8)}`) => {
    const call = async (path: string, body: Record<string, unknown>) => {
      const res = await t.call('PUT', path, { token: dispatcher, body });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res.body.data as Row;
    };
    let bag: Row | null = null;
    if (bagged.length) {
      bag = await create(t, dispatcher, '/api/operational/create/shipping-bag', { office_id: ids.office, destination_branch_id: ids.sby });
      let current = bag;
      for (const awb of bagged) current = await call(`/api/operational/update/shipping-bag/scan/${bag.id}`, { awb: awb.number });
      bag = await call(`/api/operational/update/shipping-bag/book/${bag.id}`, { version: current.version, seal_number: seal });
    }
    const manifest = await create(t, dispatcher, '/api/operational/create/outgoing-manifest', {
      office_id: ids.office, destination_branch_id: ids.sby, moda_id: ids.air, carrier_type: 'FLEET', vehicle_id: ids.vehicle, driver_id: ids.driver,
      departure_at: new Date(Date.now() + 3_600_000).toISOString(), request_id: randomUUID(),
    });
    let current = manifest;
    if (bag) current = await call(`/api/operational/update/outgoing-manifest/scan/${manifest.id}`, { code: bag.number });
    for (const awb of loose) current = await call(`/api/operational/update/outgoing-manifest/scan/${manifest.id}`, { code: awb.number });
    return { manifest: await call(`/api/operational/update/outgoing-manifest/book/${manifest.id}`, { version: current.version }), bag };
  };
  return { admin, counter, dispatcher, ids, bookedAwb, departedManifest };
}
