import type { TrackedShipment } from '@/lib/resources/documents/tracking-api';
import { cardId } from './ShipmentCard';
import { TrackingStatusBadge } from './TrackingStatusBadge';
import { formatWib, newestFirst } from './tracking-format';

/** Several shipments: one line each (AWB, status, destination, last event), each linking to its card. */
export function TrackingSummaryTable({ shipments }: { shipments: readonly TrackedShipment[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="tracking-summary">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Shipments found</caption>
        <thead className="bg-slate-50">
          <tr className="text-left text-xs text-slate-500">
            <th scope="col" className="px-3 py-2 font-medium">
              AWB
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Destination
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Last event
            </th>
          </tr>
        </thead>
        <tbody>
          {shipments.map((s) => {
            const last = newestFirst(s.events, (e) => e.event_at)[0];
            return (
              <tr key={s.id} className="border-t border-slate-100 align-top" data-testid="summary-row" data-awb={s.awb}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <a href={`#${cardId(s.awb)}`} className="font-mono text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-700">
                    {s.awb}
                  </a>
                </td>
                <td className="px-3 py-2">
                  <TrackingStatusBadge status={s.status} staff />
                </td>
                <td className="min-w-40 px-3 py-2 text-slate-700">{s.destination || '–'}</td>
                <td className="min-w-56 px-3 py-2 text-slate-700">
                  {last ? (
                    <>
                      <span className="block">{last.text}</span>
                      <span className="block text-xs text-slate-500 tabular-nums">
                        {formatWib(last.event_at)}
                        {last.place ? ` · ${last.place}` : ''}
                      </span>
                    </>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
