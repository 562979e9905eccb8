import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import { getDocument } from '@/lib/resources/documents/registry';
import { createDocument, runDocumentAction } from '../documents/engine/run-document-action';
import type { ActionContext, DocRow } from '../documents/engine/types';
import { handlersOf } from '../documents/registry';
import { writePng } from '../prints/barcodes';
import type { Db } from '../db/client';
import { deliveryStatuses, incomingItems, outgoingManifests, shipments } from '../db/schema/documents';
import { coverageAreas, customers, drivers, modas, offices, prices, services, vehicles, vendors } from '../db/schema/resources';

/*
 * The demo's last mile, through the document engine like the rest of the seed: the departed manifests
 * received at their destination (one short of an AWB, one with a damaged parcel; the latest still on
 * the road), couriers' runsheets with their results (most delivered with a signature, some failed and
 * out again, one returned to the shipper with a return AWB; today's runsheet still out), a courier's stop,
 * a vendor hand-over, and the paper PODs of the credit customer (who requires them) sent back to Jakarta
 * — some received, one missing, the newer ones still outstanding.
 */

const NAMES = ['Siti', 'Pak Rahmat', 'Bu Endang', 'Satpam Joko', 'Andi', 'Resepsionis Lia'];
const RELATIONS = ['SELF', 'SPOUSE', 'PARENT', 'SECURITY', 'SELF', 'RECEPTIONIST'];

/** A signature-like scribble as a PNG data URL (what the tablet's pad sends). */
function scribble(seed: number): string {
  const png = writePng(160, 60, (x, y) => Math.abs(y - (30 + 18 * Math.sin((x + seed * 7) / 11) * Math.cos(x / 23))) < 1.6);
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function seedDeliveries(db: Db, at: (now: Date, actor?: string) => ActionContext, originBranchId: number, customerCode: string) {
  const counts: Counts = { incomings: 0, runsheets: 0, deliveries: 0 };
  const [driver] = await db.select({ id: drivers.id }).from(drivers).orderBy(asc(drivers.id)).limit(1);
  const [bike] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vehicle_type, 'MOTORCYCLE')).limit(1);
  if (!driver || !bike) return counts;
  // Jakarta's loads out are received where they went; the loads coming in to Jakarta are what the demo
  // dispatcher (at the Jakarta counter) receives and delivers — the latest of each still on the road
  const inbound = await seedInboundToJakarta(db, at, originBranchId, driver.id as number);
  const departed = await db
    .select({ id: outgoingManifests.id, number: outgoingManifests.number, to: outgoingManifests.destination_branch_id, departedAt: outgoingManifests.departed_at })
    .from(outgoingManifests)
    .where(eq(outgoingManifests.status, 'DEPARTED'))
    .orderBy(asc(outgoingManifests.departed_at));
  const outbound = departed.filter((m) => !inbound.includes(m.id as number));
  await receiveAndDeliver(db, at, outbound.slice(0, -1), driver.id as number, bike.id as number, counts, false);
  const coming = departed.filter((m) => inbound.includes(m.id as number));
  await receiveAndDeliver(db, at, coming.slice(0, -1), driver.id as number, bike.id as number, counts, true);
  await seedPaperPods(db, at, originBranchId, customerCode);
  await seedVendors(db);
  return counts;
}

type Counts = { incomings: number; runsheets: number; deliveries: number };
type Departed = { id: unknown; number: unknown; to: unknown; departedAt: unknown };

/**
 * Each manifest received at its destination's counter (the first one short of an AWB, the second with a
 * damaged parcel), its AWBs out the next morning on two couriers' rounds with their results; with
 * `today`, the latest round is still half out and the courier stopped once.
 */
async function receiveAndDeliver(db: Db, at: (now: Date, actor?: string) => ActionContext, manifests: Departed[], driverId: number, bikeId: number, counts: Counts, today: boolean) {
  const driver = { id: driverId };
  const bike = { id: bikeId };
  const officeOf = async (branchId: number) =>
    (await db.select({ id: offices.id }).from(offices).where(and(eq(offices.branch_id, branchId), eq(offices.kind, 'COUNTER'))).limit(1))[0]?.id as number | undefined;

  const incomingDef = getDocument('incoming');
  const runsheetDef = getDocument('delivery-runsheet');
  const podDef = getDocument('delivery-status');
  for (const [m, manifest] of manifests.entries()) {
    const officeId = await officeOf(manifest.to as number);
    if (!officeId) continue;
    // a day's drive later, never later than this morning
    const arrived = new Date(Math.min(Date.parse(String(manifest.departedAt)) + 20 * 3_600_000, Date.now() - 5 * 3_600_000));
    const act = (key: string, id: number, input: Record<string, unknown>, when = arrived) => runDocumentAction(at(when, 'dispatcher'), incomingDef, handlersOf(incomingDef), key, id, input);
    const { doc, lines } = await createDocument(at(arrived, 'dispatcher'), incomingDef, handlersOf(incomingDef), { office_id: officeId, manifest: manifest.number });
    const created = lines ?? { bags: [], items: [] };
    let current: DocRow = doc;
    for (const bag of created.bags ?? []) current = await act('openBag', doc.id, { code: bag.bag_number, seal_number: bag.seal_expected });
    const items = created.items ?? [];
    for (const [i, item] of items.entries()) {
      if (m === 0 && i === items.length - 1) continue; // the first manifest arrives one short
      current = await act('scan', doc.id, { code: item.awb, damaged: m === 1 && i === 0, note: m === 1 && i === 0 ? 'Kardus penyok' : null });
    }
    await act('book', doc.id, { version: current.version }, new Date(arrived.getTime() + 3_600_000));
    counts.incomings++;

    // the next morning the received AWBs go out with a courier of that branch
    const received = await db
      .select({ awb: incomingItems.awb, cod: shipments.cod_amount, customer: shipments.customer_id })
      .from(incomingItems)
      .innerJoin(shipments, eq(shipments.id, incomingItems.shipment_id))
      .where(and(eq(incomingItems.document_id, doc.id), inArray(incomingItems.result, ['RECEIVED', 'DAMAGED'])))
      .orderBy(asc(incomingItems.position));
    if (!received.length) continue;
    const last = m === manifests.length - 1 && today;
    // on the latest day two parcels for the edge of the city go to the last-mile partner instead
    if (last && received.length > 4) await handToVendor(db, at, officeId, received.splice(-2).map((r) => r.awb as string), new Date(arrived.getTime() + 2 * 3_600_000));
    // two couriers' rounds: the first done; the second too, but on the latest day still half out
    const half = Math.ceil(received.length / 2);
    for (const [round, batch] of [received.slice(0, half), received.slice(half)].entries()) {
      if (!batch.length) continue;
      const out = new Date(Math.min(arrived.getTime() + (14 + round) * 3_600_000, Date.now() - (3 - round) * 3_600_000));
      const { doc: runsheet } = await createDocument(at(out, 'dispatcher'), runsheetDef, handlersOf(runsheetDef), { office_id: officeId, driver_id: driver.id, vehicle_id: bike.id });
      let loaded: DocRow = runsheet;
      for (const r of batch) loaded = await runDocumentAction(at(out, 'dispatcher'), runsheetDef, handlersOf(runsheetDef), 'scan', runsheet.id, { awb: r.awb });
      await runDocumentAction(at(out, 'dispatcher'), runsheetDef, handlersOf(runsheetDef), 'book', runsheet.id, { version: loaded.version });
      counts.runsheets++;
      const stillOut = last && round === 1;
      // the results come in over the round (at most eight hours, never after now)
      const step = (Math.min(out.getTime() + 8 * 3_600_000, Date.now() - 10 * 60_000) - out.getTime()) / (batch.length + 1);
      for (const [i, r] of batch.entries()) {
        if (stillOut && i >= batch.length / 2) break;
        const n = round * half + i;
        const when = new Date(out.getTime() + (1 + i) * step);
        const common = { office_id: officeId, awb: r.awb, event_at: when.toISOString() };
        const input =
          n % 7 === 3
            ? { ...common, result: 'FAILED', failure_reason: 'NOT_AT_HOME', next_step: 'REDELIVER', note: 'Rumah kosong, tetangga tidak mau menerima' }
            : n % 11 === 5
              ? { ...common, result: 'FAILED', failure_reason: 'REFUSED', next_step: 'RETURN', note: 'Penerima menolak, barang tidak sesuai pesanan' }
              : { ...common, result: 'DELIVERED', receiver_name: NAMES[n % NAMES.length], receiver_relation: RELATIONS[n % RELATIONS.length], cod_collected: Number(r.cod ?? 0), signature: scribble(n + m) };
        await createDocument(at(new Date(when.getTime() + 60_000), 'dispatcher'), podDef, handlersOf(podDef), input);
        counts.deliveries++;
      }
      if (stillOut) {
        const stopDef = getDocument('stop-point');
        await createDocument(at(new Date(out.getTime() + 50 * 60_000), 'dispatcher'), stopDef, handlersOf(stopDef), {
          office_id: officeId,
          driver_id: driver.id,
          delivery_runsheet_id: runsheet.id,
          stopped_at: new Date(out.getTime() + 45 * 60_000).toISOString(),
          place: 'SPBU dekat pasar, isi bensin',
          awbs: [],
        });
      }
    }
  }
}

/**
 * Parcels for Jakarta booked at the counters of two other branches, bagged and sent to Jakarta by road:
 * the first load two days ago, the second this morning (still on the road). Answers the manifests.
 */
async function seedInboundToJakarta(db: Db, at: (now: Date, actor?: string) => ActionContext, jakartaBranchId: number, driverId: number): Promise<number[]> {
  const shipmentDef = getDocument('shipment');
  const bagDef = getDocument('shipping-bag');
  const manifestDef = getDocument('outgoing-manifest');
  const [van] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vehicle_type, 'VAN')).limit(1);
  const [land] = await db.select({ id: modas.id }).from(modas).where(eq(modas.code, 'LAND'));
  const [reg] = await db.select({ id: services.id }).from(services).where(eq(services.code, 'REG'));
  if (!van || !land || !reg) return [];
  const senders = await db
    .select({ office: offices.id, branch: offices.branch_id })
    .from(offices)
    .where(and(eq(offices.kind, 'COUNTER'), ne(offices.branch_id, jakartaBranchId)))
    .orderBy(asc(offices.id))
    .limit(2);
  const made: number[] = [];
  for (const [k, sender] of senders.entries()) {
    // the district its prices start from, and the Jakarta districts they reach
    const [origin] = await db.selectDistinct({ id: prices.origin_id }).from(prices).innerJoin(coverageAreas, eq(coverageAreas.id, prices.origin_id)).where(eq(coverageAreas.branch_id, sender.branch as number)).limit(1);
    if (!origin) continue;
    const targets = await db
      .selectDistinct({ id: prices.destination_id })
      .from(prices)
      .innerJoin(coverageAreas, eq(coverageAreas.id, prices.destination_id))
      .where(and(eq(prices.origin_id, origin.id as number), eq(prices.service_id, reg.id as number), eq(coverageAreas.branch_id, jakartaBranchId)))
      .limit(12);
    if (!targets.length) continue;
    const booked = new Date(Date.now() - (k === 0 ? 2 * 86_400_000 : 8 * 3_600_000));
    const awbs: string[] = [];
    for (let i = 0; i < (k === 0 ? 12 : 6); i++) {
      const when = new Date(booked.getTime() + i * 10 * 60_000);
      const { doc } = await createDocument(at(when), shipmentDef, handlersOf(shipmentDef), {
        payment_type: 'CASH',
        office_id: sender.office,
        origin_area_id: origin.id,
        destination_area_id: targets[i % targets.length].id,
        service_id: reg.id,
        shipper_name: NAMES[(i + k) % NAMES.length].replace(/^(Pak|Bu|Satpam|Resepsionis) /, ''),
        shipper_phone: `0812${String(3_000_000 + i * 7919 + k)}`,
        shipper_address: `Jl. Pemuda No. ${10 + i}`,
        consignee_name: ['Rina Wulandari', 'Agus Pratama', 'PT Maju Jaya', 'Dedi Kurniawan', 'Sri Rahayu', 'Yusuf Hakim'][i % 6],
        consignee_phone: `0813${String(4_000_000 + i * 104_729 + k)}`,
        consignee_address: `Jl. Cikini Raya No. ${20 + i}, Jakarta`,
        goods_description: ['Pakaian', 'Dokumen', 'Oleh-oleh', 'Sparepart'][i % 4],
        goods_value: 250_000,
        cod_amount: i % 4 === 0 ? 175_000 : null,
        cost_case_ids: [],
        koli: [{ weight_kg: 1 + (i % 5) }],
        payment_method: 'CASH',
        amount_received: 1_000_000,
      });
      const bookedDoc = await runDocumentAction(at(new Date(when.getTime() + 5 * 60_000)), shipmentDef, handlersOf(shipmentDef), 'book', doc.id, { version: doc.version });
      awbs.push(bookedDoc.number);
    }
    const packed = new Date(booked.getTime() + 3 * 3_600_000);
    const { doc: bag } = await createDocument(at(packed, 'dispatcher'), bagDef, handlersOf(bagDef), { office_id: sender.office, destination_branch_id: jakartaBranchId });
    let filled: DocRow = bag;
    for (const awb of awbs) filled = await runDocumentAction(at(packed, 'dispatcher'), bagDef, handlersOf(bagDef), 'scan', bag.id, { awb });
    await runDocumentAction(at(packed, 'dispatcher'), bagDef, handlersOf(bagDef), 'book', bag.id, { version: filled.version, seal_number: `SL-${String(bag.number).replace(/^BAG-/, '')}` });
    const { doc: manifest } = await createDocument(at(packed, 'dispatcher'), manifestDef, handlersOf(manifestDef), {
      office_id: sender.office,
      destination_branch_id: jakartaBranchId,
      moda_id: land.id,
      carrier_type: 'FLEET',
      vehicle_id: van.id,
      driver_id: driverId,
      departure_at: new Date(packed.getTime() + 3_600_000).toISOString(),
    });
    const loaded = await runDocumentAction(at(packed, 'dispatcher'), manifestDef, handlersOf(manifestDef), 'scan', manifest.id, { code: bag.number });
    await runDocumentAction(at(new Date(packed.getTime() + 3_600_000), 'dispatcher'), manifestDef, handlersOf(manifestDef), 'book', manifest.id, { version: loaded.version });
    made.push(manifest.id);
  }
  return made;
}

/** The credit customer needs its signed PODs back: the older ones travel back to Jakarta and are received there, one missing. */
async function seedPaperPods(db: Db, at: (now: Date, actor?: string) => ActionContext, originBranchId: number, customerCode: string) {
  await db.update(customers).set({ requires_paper_pod: true }).where(eq(customers.code, customerCode));
  // the customer's AWBs delivered more than twelve hours ago, with the office that delivered each
  const older = await db
    .select({ number: deliveryStatuses.awb, office: deliveryStatuses.office_id })
    .from(deliveryStatuses)
    .innerJoin(shipments, eq(shipments.id, deliveryStatuses.shipment_id))
    .innerJoin(customers, eq(customers.id, shipments.customer_id))
    .where(and(eq(deliveryStatuses.status, 'DELIVERED'), eq(customers.code, customerCode), lt(deliveryStatuses.event_at, new Date(Date.now() - 12 * 3_600_000).toISOString())))
    .orderBy(asc(deliveryStatuses.event_at));
  if (!older.length) return;
  // one envelope from the office that delivered the oldest
  const office = older[0].office as number;
  const papers = older.filter((o) => o.office === office).map((o) => String(o.number));
  const returnDef = getDocument('pod-return');
  const receptionDef = getDocument('pod-reception');
  /** One envelope of papers sent back to Jakarta `hoursAgo`; answers the POD return's number. */
  const send = async (batch: string[], hoursAgo: number) => {
    const sentAt = new Date(Date.now() - hoursAgo * 3_600_000);
    const { doc } = await createDocument(at(sentAt, 'dispatcher'), returnDef, handlersOf(returnDef), { office_id: office, destination_branch_id: originBranchId, sent_via: 'Bersama manifest ke Jakarta' });
    let ret: DocRow = doc;
    for (const number of batch) ret = await runDocumentAction(at(sentAt, 'dispatcher'), returnDef, handlersOf(returnDef), 'scan', doc.id, { awb: number });
    await runDocumentAction(at(sentAt, 'dispatcher'), returnDef, handlersOf(returnDef), 'book', doc.id, { version: ret.version });
    return doc.number;
  };
  // the first envelope arrived an hour ago, one paper short; the second is on its way (the demo dispatcher receives it)
  const half = Math.ceil(papers.length / 2);
  const first = await send(papers.slice(0, half), 8);
  if (papers.length > half) await send(papers.slice(half), 4);
  const [jakarta] = await db.select({ id: offices.id }).from(offices).where(and(eq(offices.branch_id, originBranchId), eq(offices.kind, 'COUNTER'))).limit(1);
  const receivedAt = new Date(Date.now() - 3_600_000);
  const { doc: reception } = await createDocument(at(receivedAt, 'dispatcher'), receptionDef, handlersOf(receptionDef), { office_id: jakarta.id, pod_return: first });
  let rec: DocRow = reception;
  for (const number of papers.slice(0, half - 1)) rec = await runDocumentAction(at(receivedAt, 'dispatcher'), receptionDef, handlersOf(receptionDef), 'scan', reception.id, { awb: number });
  if (half > 1) await runDocumentAction(at(receivedAt, 'dispatcher'), receptionDef, handlersOf(receptionDef), 'book', reception.id, { version: rec.version });
}

/** The partners the demo hands loads to (when the volumes brought none): a last-mile courier with its rates, an airline, a trucker. */
async function seedVendors(db: Db) {
  if ((await db.select({ id: vendors.id }).from(vendors).limit(1)).length) return;
  const stamp = { created_by: 'system', updated_by: 'system' };
  await db.insert(vendors).values([
    { code: 'LMX', name: 'PT Lastmile Express', kind: 'LAST_MILE', coverage: 'Jabodetabek edges: Bekasi Utara, Tangerang Selatan, Depok pinggiran', npwp: null, is_company: true, bank_name: 'BCA', bank_account_no: '5270012345', bank_account_name: 'PT Lastmile Express', top_days: 14, phone: '021 555 0199', email: null, rate_per_awb: 8_000, rate_per_kg: 2_500, ...stamp },
    { code: 'GIA', name: 'Garuda Indonesia Cargo', kind: 'AIRLINE', coverage: 'Domestic airports', npwp: null, is_company: true, bank_name: 'Mandiri', bank_account_no: '1230004567890', bank_account_name: 'PT Garuda Indonesia', top_days: 30, phone: '021 2351 9999', email: null, ...stamp },
    { code: 'TRK', name: 'CV Lintas Jawa Trucking', kind: 'LINEHAUL', coverage: 'Jakarta – Surabaya – Semarang by road', npwp: null, is_company: true, bank_name: 'BRI', bank_account_no: '0345010012345', bank_account_name: 'CV Lintas Jawa', top_days: 30, phone: '031 555 0123', email: null, ...stamp },
  ]);
}

/** Received parcels handed to the last-mile partner, one already delivered by them (its POD entered by AWB). */
async function handToVendor(db: Db, at: (now: Date, actor?: string) => ActionContext, officeId: number, awbs: string[], when: Date) {
  await seedVendors(db);
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.kind, 'LAST_MILE')).limit(1);
  if (!vendor) return;
  const def = getDocument('vendor-handover');
  const { doc } = await createDocument(at(when, 'dispatcher'), def, handlersOf(def), { office_id: officeId, vendor_id: vendor.id, vendor_reference: 'LMX-ST-0412' });
  let current: DocRow = doc;
  for (const [i, awb] of awbs.entries()) current = await runDocumentAction(at(when, 'dispatcher'), def, handlersOf(def), 'scan', doc.id, { awb, vendor_awb: `LMX${awb.slice(-6)}`, ...(i === 1 ? { cost: 15_000 } : {}) });
  await runDocumentAction(at(when, 'dispatcher'), def, handlersOf(def), 'book', doc.id, { version: current.version });
  const podDef = getDocument('delivery-status');
  const done = new Date(Math.min(when.getTime() + 6 * 3_600_000, Date.now() - 30 * 60_000));
  const [first] = await db.select({ cod: shipments.cod_amount }).from(shipments).where(eq(shipments.number, awbs[0]));
  await createDocument(at(done, 'dispatcher'), podDef, handlersOf(podDef), {
    office_id: officeId,
    awb: awbs[0],
    event_at: done.toISOString(),
    result: 'DELIVERED',
    receiver_name: 'Pak RT Sugiono',
    receiver_relation: 'NEIGHBOUR',
    cod_collected: Number(first?.cod ?? 0),
    signature: scribble(99),
    note: 'POD dari mitra LMX',
  });
}
