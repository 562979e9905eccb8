import { eq, inArray } from 'drizzle-orm';
import { TRACKING_CODES, trackingText } from '@/lib/resources/documents/tracking-texts';
import type { Db } from '../../db/client';
import { trackingEvents } from '../../db/schema/documents';
import { branches, offices } from '../../db/schema/resources';
import { enqueueWebhooks } from '../../integration/webhooks';
import type { TrackingInput } from './types';

/** Where an office is, as a customer reads it: its branch's city ("JAKARTA"). */
async function placesOf(tx: Db, officeIds: number[]): Promise<Map<number, { place: string; branchId: number }>> {
  if (!officeIds.length) return new Map();
  const rows = await tx
    .select({ id: offices.id, city: branches.city, branchId: offices.branch_id })
    .from(offices)
    .innerJoin(branches, eq(branches.id, offices.branch_id))
    .where(inArray(offices.id, officeIds));
  return new Map(rows.map((r) => [r.id as number, { place: String(r.city).toUpperCase(), branchId: r.branchId as number }]));
}

/** Writes the events in the action's transaction (a failed write fails the action). */
export async function writeTracking(tx: Db, events: readonly TrackingInput[], userCode: string | null, now: Date) {
  if (!events.length) return;
  const places = await placesOf(tx, [...new Set(events.map((e) => e.office_id).filter((id): id is number => typeof id === 'number'))]);
  const at = now.toISOString();
  const rows = events.map((e) => {
      const where = e.office_id ? places.get(e.office_id) : undefined;
      const known = (TRACKING_CODES as Record<string, { public: boolean }>)[e.code];
      return {
        shipment_id: e.shipment_id,
        event_at: e.event_at ?? at,
        input_at: at,
        status: e.status,
        code: e.code,
        text: e.text ?? trackingText(e.code, where?.place ?? null),
        office_id: e.office_id ?? null,
        branch_id: where?.branchId ?? null,
        place: where?.place ?? null,
        user_code: userCode,
        document_type: e.document_type ?? null,
        document_number: e.document_number ?? null,
        public: e.public ?? known?.public ?? true,
        detail: e.detail ?? null,
      };
    });
  await tx.insert(trackingEvents).values(rows);
  // the customers' webhooks, queued in the same transaction
  await enqueueWebhooks(tx, rows);
}
