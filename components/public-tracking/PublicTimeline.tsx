import type { PublicTracking } from '@/lib/resources/documents/tracking-api';
import { TRACKING_STATUS_LABELS } from '@/lib/resources/documents/tracking-texts';
import { formatWib, newestFirst, STATUS_DOTS } from '@/components/tracking/tracking-format';
import { T } from './public-texts';

/** The customer-facing events, newest first: time (WIB), the text, the place. */
export function PublicTimeline({ events }: { events: PublicTracking['events'] }) {
  if (!events.length) return <p className="text-sm text-slate-500">{T.noEvents}</p>;
  const ordered = newestFirst(events, (e) => e.at);
  return (
    <ol className="relative ml-1.5 border-l-2 border-slate-200" data-testid="public-timeline">
      {ordered.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative pb-5 pl-5 last:pb-0" data-testid="public-event">
          <span
            aria-hidden
            className={`absolute top-1 -left-[0.5625rem] h-4 w-4 rounded-full ring-4 ring-white ${i === 0 ? STATUS_DOTS[e.status] : 'bg-slate-300'}`}
          />
          <p className={`text-sm ${i === 0 ? 'font-semibold text-slate-900' : 'text-slate-700'}`} data-testid="public-event-text">
            {e.text}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            <time dateTime={e.at} className="tabular-nums">
              {formatWib(e.at, 'id')}
            </time>
            {e.place && <span> · {e.place}</span>}
            <span className="sr-only"> · {TRACKING_STATUS_LABELS[e.status]}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
