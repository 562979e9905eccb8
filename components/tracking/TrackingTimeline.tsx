import type { TrackingEventView } from '@/lib/resources/documents/tracking-api';
import { trackingCodeLabel } from '@/lib/resources/documents/tracking-texts';
import { TrackingStatusBadge } from './TrackingStatusBadge';
import { documentTypeLabel } from './staff-words';
import { formatWib, newestFirst, STATUS_DOTS } from './tracking-format';

/**
 * Every event of a shipment, newest first: when it happened (and when it was entered, if later), where,
 * its status and event in the staff's words, who, the text the customer reads (Indonesian, as stored), the
 * document it came from; internal events are tagged.
 */
export function TrackingTimeline({ events }: { events: readonly TrackingEventView[] }) {
  if (!events.length) return <p className="text-sm text-slate-500">No tracking events yet.</p>;
  const ordered = newestFirst(events, (e) => e.event_at);
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" data-testid="tracking-timeline">
      {ordered.map((e, i) => {
        const at = formatWib(e.event_at);
        const entered = formatWib(e.input_at);
        return (
          <li key={`${e.event_at}-${e.code}-${i}`} className="relative break-inside-avoid" data-testid="timeline-event" data-code={e.code}>
            <span
              aria-hidden
              className={`absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full ring-4 ring-white ${i === 0 ? STATUS_DOTS[e.status] : 'bg-slate-300'}`}
            />
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <time dateTime={e.event_at} className="text-sm font-medium text-slate-800 tabular-nums" data-testid="event-time">
                {at}
              </time>
              <TrackingStatusBadge status={e.status} staff />
              {!e.public && (
                <span className="rounded bg-slate-800 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-white uppercase" data-testid="event-internal" title="Not shown on the public tracking page">
                  internal
                </span>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-700" data-testid="event-text">
              {e.text}
            </p>
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500">
              {e.place && (
                <div>
                  <dt className="inline">Place </dt>
                  <dd className="inline text-slate-700" data-testid="event-place">
                    {e.place}
                  </dd>
                </div>
              )}
              {e.user_code && (
                <div>
                  <dt className="inline">User </dt>
                  <dd className="inline font-mono text-slate-700" data-testid="event-user">
                    {e.user_code}
                  </dd>
                </div>
              )}
              {e.document_number && (
                <div>
                  <dt className="inline">{e.document_type ? documentTypeLabel(e.document_type) : 'Document'} </dt>
                  <dd className="inline font-mono text-slate-700" data-testid="event-document">
                    {e.document_number}
                  </dd>
                </div>
              )}
              <div>
                <dt className="inline">Event </dt>
                <dd className="inline" data-testid="event-label">
                  {trackingCodeLabel(e.code)}
                </dd>
              </div>
              {entered !== at && (
                <div>
                  <dt className="inline">Entered </dt>
                  <dd className="inline tabular-nums" data-testid="event-input-time">
                    <time dateTime={e.input_at}>{entered}</time>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
