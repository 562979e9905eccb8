import { eq, sql } from 'drizzle-orm';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { columnOf } from '../../db/schema/resources';
import { shipments, type DocumentTable } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { canSeeDocument } from '../engine/branch-scope';
import { counterMove } from '../engine/header-write';
import { areasServed } from './areas';
import { allBranches } from './office';

/*
 * What every scan screen's server side shares (bags, manifests, and later incoming and runsheets): the
 * refusal a dispatcher reads ("AWB … is cancelled"), the AWB locked and checked before anything is
 * decided about it, a load's destination check, and the running counters of a document.
 */

/** A scan refused: 409 with the reason at the code (or at the override, when a reason would let it in). */
export const refuseScan = (message: string, field: 'awb' | 'code' | 'override_reason' | 'manifest' | 'seal_number' | 'pod_return' = 'awb') => new HttpError(409, message, { [field]: [message] });

/** A scanned code as stored: trimmed, upper-case. */
export const scannedCode = (raw: string) => raw.trim().toUpperCase();

export interface ScannedAwb {
  id: number;
  number: string;
  stage: string;
  status: string;
  bag_id: number | null;
  manifest_id: number | null;
  incoming_id: number | null;
  office_id: number;
  branch_id: number | null;
  destination_area_id: number;
  koli_count: number;
  actual_kg: number;
}

/**
 * The AWB with this number, locked for the rest of the scan's transaction (of two documents scanning it
 * at once, the second sees what the first did); null when there is none.
 */
export async function lockAwb(tx: Db, number: string): Promise<ScannedAwb | null> {
  const [s] = await tx
    .select({
      id: shipments.id,
      number: shipments.number,
      stage: shipments.stage,
      status: shipments.status,
      bag_id: shipments.bag_id,
      manifest_id: shipments.manifest_id,
      incoming_id: shipments.incoming_id,
      office_id: shipments.office_id,
      branch_id: shipments.branch_id,
      destination_area_id: shipments.destination_area_id,
      koli_count: shipments.koli_count,
      actual_kg: shipments.actual_kg,
    })
    .from(shipments)
    .where(eq(shipments.number, number))
    .for('update');
  return s ? ({ ...s, koli_count: Number(s.koli_count), actual_kg: Number(s.actual_kg ?? 0) } as ScannedAwb) : null;
}

/**
 * The AWB with this number, locked, when the branch of the scanning document may see it (its origin, its
 * destination's branch, a branch it passed through: branch-scope); an AWB of elsewhere is "not found".
 */
export async function lockAwbAt(tx: Db, number: string, branchId: number): Promise<ScannedAwb | null> {
  const s = await lockAwb(tx, number);
  return s && (await canSeeDocument(tx, shipmentDef, s as unknown as Record<string, unknown>, [branchId])) ? s : null;
}

const shipmentDef = shipmentDocument as unknown as DocumentDefinition;

/** Refuses an AWB that is not a parcel on its way: a draft, a cancelled or a delivered one. */
export function refuseUnlessOnItsWay(s: ScannedAwb, field: 'awb' | 'code' = 'awb') {
  if (s.stage === 'draft') throw refuseScan(`AWB ${s.number} is not booked yet`, field);
  if (s.stage === 'cancelled') throw refuseScan(`AWB ${s.number} is cancelled`, field);
  if (s.status === 'delivered') throw refuseScan(`AWB ${s.number} is already delivered`, field);
}

/**
 * Whether an AWB belongs on a load to `branchIds` (a bag: its destination; a manifest: its destination
 * and its transit): it is served through the load only when the branch serving its destination district
 * is one of them. A hub is no exception: nothing in the master data says which branches a hub reaches
 * (branches have only a kind, a district only the branch that delivers it), so an AWB for another
 * branch goes on a load to a hub with a reason, like any other. Null when it belongs; else the sentence
 * a dispatcher reads ("AWB … goes to Pekanbaru (PKU), not served through this bag's destination Cabang
 * Surabaya"). A district unknown here is not checked.
 */
export async function destinationMismatch(db: Db, refs: ReferenceCache, awb: Pick<ScannedAwb, 'number' | 'destination_area_id'>, branchIds: readonly number[], load: string): Promise<string | null> {
  const area = (await areasServed(db, refs)).get(awb.destination_area_id);
  const branches = await allBranches(db, refs);
  const targets = branchIds.map((id) => branches.get(id)).filter((b) => b !== undefined);
  if (!area || !targets.length || targets.some((t) => t.id === area.branchId)) return null;
  const place = area.regency.replace(/^(Kota Adm\.|Kota|Kabupaten|Kab\.)\s+/i, '');
  const server = area.branchId ? branches.get(area.branchId) : undefined;
  const goes = server ? `goes to ${place} (${server.code})` : `goes to ${place}, which no branch of ours serves`;
  const through = targets.length > 1 ? `${targets[0].name} or its transit ${targets.slice(1).map((t) => t.name).join(', ')}` : targets[0].name;
  return `AWB ${awb.number} ${goes}, not served through this ${load}'s destination ${through}`;
}

/** The line a scanned AWB gets on a bag or a manifest (the reason kept only when one was needed). */
export function scannedAwbLine(s: ScannedAwb, at: Date, by: string | null, overrideReason: string | null) {
  return {
    shipment_id: s.id,
    awb: s.number,
    destination_area_id: s.destination_area_id,
    koli_count: s.koli_count,
    weight_kg: s.actual_kg,
    scanned_at: at.toISOString(),
    scanned_by: by,
    override_reason: overrideReason,
  };
}

/** A document's running counters moved by what a scan added (`sign` −1: took out). */
export function countersMoved(table: DocumentTable, moves: Record<string, number>, sign: 1 | -1) {
  return Object.fromEntries(
    Object.entries(moves).map(([key, by]) =>
      key === 'weight_kg'
        ? [key, counterMove(sql`coalesce(${columnOf(table, key)}, 0) + ${(sign * by).toFixed(2)}::numeric`, sign * by, 2, true)]
        : [key, counterMove(sql`${columnOf(table, key)} + ${sign * by}`, sign * by)],
    ),
  );
}
