import Link from 'next/link';
import { Button } from '@/components/data/Button';
import { DELIVERY_INTERNAL } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import { OUT_RUNSHEETS_LIMIT, pendingCount, runsheetCarrier, runsheetCod, runsheetProgress, useOutRunsheets } from './runsheet-data';

/*
 * The runsheets out for delivery from the office, as cards: the courier and vehicle, how many AWBs and
 * how many still without a result, the COD to collect. One tap opens its AWBs; with one open the cards
 * shrink to a strip (switching is one tap).
 */

export interface RunsheetPickerProps {
  officeId: number | null;
  officeLoading: boolean;
  activeId: number | null;
  onSelect: (runsheet: DocumentRecord) => void;
}

export function RunsheetPicker({ officeId, officeLoading, activeId, onSelect }: RunsheetPickerProps) {
  const list = useOutRunsheets(officeId);
  const rows = officeId === null ? [] : (list.data?.data ?? []);
  const compact = activeId !== null;
  const more = (list.data?.meta.total ?? 0) > rows.length;
  return (
    <section aria-labelledby="out-runsheets-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="out-runsheets">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="out-runsheets-title" className="text-base font-semibold text-slate-800">
          Runsheets out for delivery
        </h2>
        <Button size="sm" variant="ghost" onClick={() => void list.refetch()} disabled={officeId === null} data-testid="out-runsheets-refresh">
          Refresh
        </Button>
      </div>
      {rows.length > 0 && (
        <ul className={`mt-3 ${compact ? 'flex gap-2 overflow-x-auto pb-1' : 'grid gap-2 sm:grid-cols-2 xl:grid-cols-4'}`} aria-label="Runsheets out">
          {rows.map((r) => {
            const active = r.id === activeId;
            const left = pendingCount(r);
            return (
              <li key={r.id} className={compact ? 'w-64 shrink-0' : ''}>
                <button
                  type="button"
                  onClick={() => onSelect(r)}
                  aria-pressed={active}
                  className={`min-h-12 w-full rounded-md border px-3 py-2 text-left transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 ${
                    active ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-slate-400'
                  }`}
                  data-testid="out-runsheet"
                  data-document-id={r.id}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-mono text-sm font-semibold">{r.number}</span>
                    <span className={`rounded-full px-2 text-xs font-semibold ${left ? (active ? 'bg-amber-300 text-amber-950' : 'bg-amber-100 text-amber-900') : active ? 'bg-emerald-300 text-emerald-950' : 'bg-emerald-100 text-emerald-800'}`}>
                      {left ? `${left} to enter` : 'all entered'}
                    </span>
                  </span>
                  <span className="block truncate text-sm">{runsheetCarrier(r) || '–'}</span>
                  <span className={`block text-xs ${active ? 'text-slate-200' : 'text-slate-500'}`}>
                    {runsheetProgress(r)} · {runsheetCod(r)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {officeId === null && officeLoading && <p className="mt-2 text-sm text-slate-500">Loading your office…</p>}
      {officeId === null && !officeLoading && <p className="mt-2 text-sm text-slate-500">Choose the office first.</p>}
      {officeId !== null && list.isPending && <p className="mt-2 text-sm text-slate-500">Loading the runsheets out…</p>}
      {list.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          The runsheets could not be loaded: {apiErrorMessage(list.error)}
        </p>
      )}
      {officeId !== null && list.isSuccess && rows.length === 0 && (
        <p className="mt-2 text-sm text-slate-500">No runsheet is out for delivery from here. Enter a result by its AWB instead, or dispatch a runsheet first.</p>
      )}
      {more && (
        <p className="mt-2 text-xs text-slate-500">
          The newest {OUT_RUNSHEETS_LIMIT} are shown.{' '}
          <Link href={DELIVERY_INTERNAL.list} className="underline underline-offset-2">
            All delivery runsheets
          </Link>
        </p>
      )}
    </section>
  );
}
