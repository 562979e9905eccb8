import type { SQLWrapper } from 'drizzle-orm';
import { TRACKING_CODES, trackingText } from '@/lib/resources/documents/tracking-texts';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { allOffices } from '../shared/office';
import { trackingEvents } from '../../db/schema/documents';
import { insertRows } from '../../engine/insert-rows';
import { trackingListenerWrites } from './tracking-listeners';
import type { TrackingInput } from './types';

/** Whether the customer sees this event (the public tracking page, their webhooks). */
export function isPublicEvent(e: Pick<TrackingInput, 'code' | 'public'>): boolean {
  return e.public ?? (TRACKING_CODES as Record<string, { public: boolean } | undefined>)[e.code]?.public ?? true;
}

/**
 * The events' INSERT and what the listeners write with it (the customers' webhooks queued), not yet
 * sent: runAction sends them with the audit row, in the action's transaction (a failed write fails the
 * action).
 */
export async function trackingWrites(tx: Db, refs: ReferenceCache, events: readonly TrackingInput[], userCode: string | null, now: Date): Promise<SQLWrapper[]> {
  if (!events.length) return [];
  const offices = await allOffices(tx, refs);
  // where an office is, as a customer reads it: its branch's city ("JAKARTA")
  const place = (officeId: number) => {
    const office = offices.get(officeId);
    return office ? { place: office.city.toUpperCase(), branchId: office.branchId } : undefined;
  };
  const at = now.toISOString();
  const rows = events.map((e) => {
      const where = e.office_id ? place(e.office_id) : undefined;
      return {
        shipment_id: e.shipment_id,
        event_at: e.event_at ?? at,
        input_at: at,
        status: e.status,
        code: e.code,
        text: e.text ?? trackingText(e.code, where?.place ?? null, e.vars),
        office_id: e.office_id ?? null,
        branch_id: where?.branchId ?? null,
        place: where?.place ?? null,
        user_code: userCode,
        document_type: e.document_type ?? null,
        document_number: e.document_number ?? null,
        public: isPublicEvent(e),
        detail: e.detail ?? null,
      };
    });
  // the listeners' writes (the customers' webhooks), in the same transaction (and the same statement);
  // they look the AWB up, so a new document's own events (its id still SQL) must not be public (insert-document)
  const listened = trackingListenerWrites(rows.map((r) => {
    if (typeof r.shipment_id !== 'number' && r.public) throw new Error('A public event on a document inserted in the same statement');
    return { ...r, shipment_id: r.shipment_id as number };
  }));
  return [insertRows(tx, trackingEvents, rows), ...listened];
}
