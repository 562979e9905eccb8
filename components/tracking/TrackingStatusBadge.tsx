import { TRACKING_STATUS_LABELS, TRACKING_STATUS_STAFF_LABELS } from '@/lib/resources/documents/tracking-texts';
import type { TrackingStatus } from '@/lib/resources/engine/define-document';
import { STATUS_TONES } from './tracking-format';

/**
 * The normalized tracking status in words: the customer's on the public page ("Dalam perjalanan"), the
 * staff's on the back office's screens (`staff`: "In transit"). Never the code (issue 22).
 */
export function TrackingStatusBadge({ status, staff = false, size = 'sm' }: { status: TrackingStatus; staff?: boolean; size?: 'sm' | 'lg' }) {
  const label = (staff ? TRACKING_STATUS_STAFF_LABELS : TRACKING_STATUS_LABELS)[status] ?? status;
  const sizing = size === 'lg' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full font-medium ring-1 ${sizing} ${STATUS_TONES[status] ?? STATUS_TONES.pending}`}
      data-status={status}
    >
      {label}
    </span>
  );
}
