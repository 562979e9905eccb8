import type { ActionUis } from '@/components/document/action-ui';
import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { PickupAssignFields } from './PickupAssignFields';

/*
 * What the pickup screens show and offer. The rules (who may, from which stage, a picked-up pickup
 * cannot be cancelled) are the server's: each button renders from the row's `actions`.
 */

/** The inputs of the pickup actions (the server's handler bodies: lib/server/documents/pickup/*). */
export const PICKUP_ACTION_UI: ActionUis = {
  book: {
    description: 'The courier who goes and the vehicle they take.',
    fields: {
      driver_id: { type: 'ref', label: 'Driver', resource: 'driver', required: true },
      vehicle_id: { type: 'ref', label: 'Vehicle', resource: 'vehicle', required: true },
    },
    Body: PickupAssignFields,
  },
  pickedUp: {
    fields: {
      picked_koli: { type: 'int', label: 'Koli picked up', min: 1, max: 10_000, required: true },
      picked_up_at: { type: 'datetime', label: 'Picked up at', help: 'Leave empty for now.' },
    },
    defaults: (rows) => ({ picked_koli: rows.length === 1 ? rows[0].estimated_koli : undefined }),
  },
};

const REASON_FIELDS = { failure_reason: 'pickupFailure' } as const;

/** The dispatcher's worklist: requests to assign (oldest first), then the assigned ones to close. */
export const PICKUP_BOOKING: DocumentListOptions = {
  title: 'Pickup booking',
  actionUi: PICKUP_ACTION_UI,
  reasonFields: REASON_FIELDS,
  views: [
    {
      key: 'draft',
      label: 'To assign',
      description: 'Requests waiting for a driver and a vehicle, oldest first. Select several to assign them at once.',
      fixed: { stage: 'draft', order: 'asc' },
      rowActions: ['update', 'book'],
      bulkActions: ['book'],
      emptyMessage: 'No pickup request is waiting.',
    },
    {
      key: 'assigned',
      label: 'Assigned',
      description: 'Assigned pickups: record the outcome when the courier reports back.',
      fixed: { status: 'ASSIGNED', order: 'asc' },
      rowActions: ['pickedUp', 'fail'],
      bulkPrints: ['sheet'],
      emptyMessage: 'No pickup is out with a courier.',
    },
  ],
};

export const PICKUP_LIST: DocumentListOptions = {
  title: 'Pickups',
  reasonFields: REASON_FIELDS,
  bulkPrints: ['sheet'],
};

/** Requests still open (a picked-up or failed pickup is closed: the server refuses it anyway). */
export const PICKUP_CANCEL: DocumentListOptions = {
  title: 'Cancel pickups',
  description: 'Requests not yet picked up. Cancelling keeps the pickup on record with its reason.',
  fixed: { status: 'REQUESTED,ASSIGNED' },
  reasonFields: REASON_FIELDS,
};
