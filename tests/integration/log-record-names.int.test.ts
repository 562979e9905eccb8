import { setUpOperations, type Operations } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * The transactions log names a record as staff know it (issue 22 §5): a document by its number, a row
 * of master data by its title, never by the id its audit row keeps ("SHIPMENT 263").
 */

describe.each(testEngines())('the transactions log names records (%s)', (engine) => {
  const t = useTestApp(engine);
  let ops: Operations;

  beforeAll(async () => {
    ops = await setUpOperations(t);
  });

  it('a voided AWB by its number, a vehicle by its plate; the CSV says the same', async () => {
    const awb = await ops.bookedAwb(ops.ids.gubeng);
    const voided = await t.call('PUT', `/api/operational/update/shipment/cancel/${awb.id}`, {
      token: ops.counter,
      body: { version: awb.version, reason: 'WRONG_INPUT' },
    });
    expect(voided.status, voided.text).toBe(200);

    const log = await t.call('GET', `/api/log/get/transactions?entity=shipment&entity_id=${awb.id}&action=cancel`, { token: ops.admin });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ entity: 'shipment', entity_id: String(awb.id), record_name: awb.number });

    const vehicle = await t.call('PUT', `/api/datamaster/update/vehicle/${ops.ids.vehicle}`, { token: ops.admin, body: { plate_no: 'B 9120 KRY', vehicle_type: 'VAN', capacity_kg: 900, ownership: 'OWNED', branch_id: ops.ids.jkt, stnk_expiry: '2028-03-31', version: 1 } });
    expect(vehicle.status, vehicle.text).toBe(200);
    const vehicleLog = await t.call('GET', `/api/log/get/transactions?entity=vehicle&entity_id=${ops.ids.vehicle}&action=update`, { token: ops.admin });
    expect(vehicleLog.body.data[0].record_name).toBe('B 9120 KRY');

    const csv = await t.call('GET', `/api/log/export/transactions?format=csv&entity=shipment&entity_id=${awb.id}&action=cancel`, { token: ops.admin });
    expect(csv.status).toBe(200);
    const [header, row] = csv.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header).toContain('Action,Record type,Record,Record id,Changed fields');
    expect(row).toContain(`Void AWB,Shipment,${awb.number},${awb.id},"Note, Stage, Reason, Status, Voided at, Voided by, Void reason"`);
    expect(row).not.toMatch(/Version|Updated at/);
  });
});
