import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { getDocument } from '@/lib/resources/documents/registry';
import { createDocument, runDocumentAction } from '../documents/engine/run-document-action';
import type { ActionContext, DocRow } from '../documents/engine/types';
import { handlersOf } from '../documents/registry';
import { writePng } from '../prints/barcodes';
import type { Db } from './client';
import { deliveryStatuses, incomingItems, outgoingManifests, shipments } from './schema/documents';
import { customers, drivers, offices, vehicles, vendors } from './schema/resources';

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
  const counts = { incomings: 0, runsheets: 0, deliveries: 0 };
  const [driver] = await db.select({ id: drivers.id }).from(drivers).orderBy(asc(drivers.id)).limit(1);
  const [bike] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vehicle_type, 'MOTORCYCLE')).limit(1);
  if (!driver || !bike) return counts;
  const departed = await db
    .select({ id: outgoingManifests.id, number: outgoingManifests.number, to: outgoingManifests.destination_branch_id, departedAt: outgoingManifests.departed_at })
    .from(outgoingManifests)
    .where(eq(outgoingManifests.status, 'DEPARTED'))
    .orderBy(asc(outgoingManifests.departed_at));
  const officeOf = async (branchId: number) =>
    (await db.select({ id: offices.id }).from(offices).where(and(eq(offices.branch_id, branchId), eq(offices.kind, 'COUNTER'))).limit(1))[0]?.id as number | undefined;

  const incomingDef = getDocument('incoming');
  const runsheetDef = getDocument('delivery-runsheet');
  const podDef = getDocument('delivery-status');
  // the latest manifest is still on the road: the incoming screen has one to receive
  for (const [m, manifest] of departed.slice(0, -1).entries()) {
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
    const last = m === departed.length - 2;
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
  await seedPaperPods(db, at, originBranchId, customerCode);
  await seedVendorRates(db);
  return counts;
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
  const sentAt = new Date(Date.now() - 8 * 3_600_000);
  const { doc } = await createDocument(at(sentAt, 'dispatcher'), returnDef, handlersOf(returnDef), { office_id: office, destination_branch_id: originBranchId, sent_via: 'Bersama manifest ke Jakarta' });
  let ret: DocRow = doc;
  for (const number of papers) ret = await runDocumentAction(at(sentAt, 'dispatcher'), returnDef, handlersOf(returnDef), 'scan', doc.id, { awb: number });
  await runDocumentAction(at(sentAt, 'dispatcher'), returnDef, handlersOf(returnDef), 'book', doc.id, { version: ret.version });
  if (papers.length < 2) return;
  const [jakarta] = await db.select({ id: offices.id }).from(offices).where(and(eq(offices.branch_id, originBranchId), eq(offices.kind, 'COUNTER'))).limit(1);
  const receivedAt = new Date(Date.now() - 3_600_000);
  const { doc: reception } = await createDocument(at(receivedAt, 'dispatcher'), receptionDef, handlersOf(receptionDef), { office_id: jakarta.id, pod_return: doc.number });
  let rec: DocRow = reception;
  // every paper but the last arrived: it stays outstanding, the reception incomplete
  for (const number of papers.slice(0, -1)) rec = await runDocumentAction(at(receivedAt, 'dispatcher'), receptionDef, handlersOf(receptionDef), 'scan', reception.id, { awb: number });
  await runDocumentAction(at(receivedAt, 'dispatcher'), receptionDef, handlersOf(receptionDef), 'book', reception.id, { version: rec.version });
}

/** The last-mile vendors quote per AWB and per kg. */
async function seedVendorRates(db: Db) {
  await db.update(vendors).set({ rate_per_awb: 8_000, rate_per_kg: 2_500 }).where(eq(vendors.kind, 'LAST_MILE'));
}
