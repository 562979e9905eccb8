import { useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { DocumentActionButton } from '@/components/document/DocumentActionButton';
import { DocumentActionDialog, type ActionSubject } from '@/components/document/DocumentActionDialog';
import { StatusBadge } from '@/components/document/DocumentBadges';
import { todayLocal } from '@/components/document/local-datetime';
import { formatDateTime } from '@/components/resource/format';
import { useDocumentList } from '@/hooks/documents/use-document';
import { stopPointDocument } from '@/lib/resources/documents/stop-point';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import { mapHref } from './stop-point-form';

/*
 * Today's stops at the office, newest first: who, on which runsheet, when, where (the place typed, or
 * the location with a map link), how many AWBs. A mistaken one is cancelled with a reason — the generic
 * action button and dialog, as the server allows it on the row.
 */

const def = stopPointDocument;
/** One day's stops of a branch fit one page; the list screens have the rest. */
const LIMIT = 100;

const cell = 'block px-4 py-0.5 align-top lg:table-cell lg:px-3 lg:py-2';

export function TodayStops({ officeId }: { officeId: number | null }) {
  const today = todayLocal();
  const query = useMemo(() => ({ date_from: today, date_to: today, office_id: officeId ?? undefined, limit: LIMIT }), [today, officeId]);
  const list = useDocumentList(def, query, { enabled: officeId !== null });
  const rows = list.data?.data ?? [];
  const [subject, setSubject] = useState<ActionSubject | null>(null);

  return (
    <section aria-labelledby="today-stops-title" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="today-stops">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="today-stops-title" className="text-base font-semibold text-slate-800">
          Today’s stops{list.isSuccess ? ` (${list.data.meta.total ?? rows.length})` : ''}
        </h2>
        <Button size="sm" variant="ghost" onClick={() => void list.refetch()} disabled={officeId === null} data-testid="today-stops-refresh">
          Refresh
        </Button>
      </div>
      {officeId !== null && list.isPending && <p className="px-4 py-3 text-sm text-slate-500">Loading today’s stops…</p>}
      {list.isError && (
        <p role="alert" className="px-4 py-3 text-sm text-red-600">
          Today’s stops could not be loaded: {apiErrorMessage(list.error)}
        </p>
      )}
      {list.isSuccess && rows.length === 0 && <p className="px-4 py-3 text-sm text-slate-500">No stop recorded today.</p>}
      {rows.length > 0 && (
        <table className="block w-full text-sm lg:table" aria-label="Today’s stops">
          <thead className="hidden bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase lg:table-header-group">
            <tr>
              <th scope="col" className="px-3 py-2 lg:pl-4">Stop</th>
              <th scope="col" className="px-3 py-2">Courier</th>
              <th scope="col" className="px-3 py-2">Runsheet</th>
              <th scope="col" className="px-3 py-2">Stopped at</th>
              <th scope="col" className="px-3 py-2">Where</th>
              <th scope="col" className="px-3 py-2 text-right">AWBs</th>
              <th scope="col" className="px-3 py-2">Status</th>
              <th scope="col" className="px-3 py-2 lg:pr-4">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-100 lg:table-row-group">
            {rows.map((row) => (
              <StopRow key={row.id} row={row} onAction={(key, r) => setSubject({ key, rows: [r], bulk: false })} />
            ))}
          </tbody>
        </table>
      )}
      <DocumentActionDialog def={def} subject={subject} onClose={() => setSubject(null)} />
    </section>
  );
}

function StopRow({ row, onAction }: { row: DocumentRecord; onAction: (key: string, row: DocumentRecord) => void }) {
  const lat = row.latitude === null || row.latitude === undefined ? null : Number(row.latitude);
  const long = row.longitude === null || row.longitude === undefined ? null : Number(row.longitude);
  const located = lat !== null && long !== null && Number.isFinite(lat) && Number.isFinite(long);
  const cancelled = row.stage === 'cancelled';
  return (
    <tr className={`block py-2 lg:table-row lg:py-0 ${cancelled ? 'text-slate-400' : ''}`} data-testid="today-stop" data-number={row.number}>
      <td className={`${cell} lg:pl-4`}>
        <span className="font-mono font-semibold">{row.number}</span>
      </td>
      <td className={cell}>{typeof row.driver_id_label === 'string' ? row.driver_id_label : `#${String(row.driver_id)}`}</td>
      <td className={cell}>
        <span className="text-xs text-slate-500 lg:hidden">Runsheet </span>
        <span className="font-mono text-xs">{row.runsheet_number ? String(row.runsheet_number) : '–'}</span>
      </td>
      <td className={cell}>{row.stopped_at ? formatDateTime(String(row.stopped_at)) : '–'}</td>
      <td className={cell}>
        {row.place ? <span className="block">{String(row.place)}</span> : null}
        {located && (
          <a href={mapHref(lat, long)} target="_blank" rel="noreferrer" className="font-mono text-xs text-slate-600 underline underline-offset-2">
            {lat.toFixed(6)}, {long.toFixed(6)}
          </a>
        )}
        {!row.place && !located ? '–' : null}
      </td>
      <td className={`${cell} lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">AWBs </span>
        <span className="tabular-nums">{Number(row.awb_count ?? 0)}</span>
      </td>
      <td className={cell}>
        <StatusBadge status={row.status} />
      </td>
      <td className={`${cell} lg:pr-4 lg:text-right`}>{!cancelled && <DocumentActionButton def={def} row={row} actionKey="cancel" onAction={onAction} />}</td>
    </tr>
  );
}
