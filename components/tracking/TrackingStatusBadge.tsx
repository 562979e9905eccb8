import { TRACKING_STATUS_LABELS } from '@/lib/resources/documents/tracking-texts';
import type { TrackingStatus } from '@/lib/resources/engine/define-document';
import { STATUS_TONES } from './tracking-format';

/**
 * The normalized tracking status in the customer's words ("Dalam perjalanan"); staff also see the code
 * (`showCode`). Used by the staff screen and the public page alike.
 */
export function TrackingStatusBadge({ status, showCode = false, size = 'sm' }: { status: TrackingStatus; showCode?: boolean; size?: 'sm' | 'lg' }) {
  const label = TRACKING_STATUS_LABELS[status] ?? status;
  const sizing = size === 'lg' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full font-medium ring-1 ${sizing} ${STATUS_TONES[status] ?? STATUS_TONES.pending}`}
      data-status={status}
    >
      {label}
      {showCode && <span className="font-mono text-[0.7em] font-normal opacity-70">{status}</span>}
    </span>
  );
}
