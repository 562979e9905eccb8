import { useId } from 'react';
import { Button } from '@/components/data/Button';
import { statusLabel } from '@/components/document/document-format';
import { formatDateTime } from '@/components/resource/format';
import { apiErrorMessage } from '@/services/api-client';
import { RESULT_TONES, scannedCode } from './pod-format';
import { useOutstandingPods, type OutstandingPod } from './pod-outstanding';

/*
 * The paper PODs still outstanding for one origin branch (or every branch), oldest delivery first: what
 * the POD clerks chase. Each row says whether its paper is already in a POD return (which, and how far it
 * got); on the POD return screen a row not in any return yet goes into the open one with one click — the
 * same scan as the paper's barcode. Read again once the scans have settled.
 */

const cell = 'px-3 py-2 whitespace-nowrap';
const head = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase text-left';

/** What a row's paper is to the POD return open on screen. */
export type OutstandingState = 'pending' | 'added' | null;

export interface OutstandingAdd {
  /** The return open on screen: its number ("PR-SUB-2611-00001"; `#id` while unknown). */
  returnNumber: string;
  /** Why nothing can be added now (the return is sent, loading): the buttons are disabled with it. */
  blocked: string | null;
  onAdd: (awb: string) => void;
  /** A row scanned into the open return from this screen: waiting for the answer, or in. */
  stateOf: (awb: string) => OutstandingState;
}

export interface OutstandingPodsProps {
  /** "Outstanding paper PODs", "Still outstanding". */
  title: string;
  /** The origin branch (null: every branch). */
  branchId: number | null;
  /** Its name, for the heading ("for Jakarta"). */
  branchLabel?: string | null;
  /** False while scans are in flight: read again once they have settled. */
  live: boolean;
  /** On the POD return screen with a return open: rows not in a return can go into it. */
  add?: OutstandingAdd;
  /** Said over the table: what the list is for. */
  hint?: string;
  /** `pod-outstanding`; rows `outstanding-row` (data-awb), buttons `outstanding-add`. */
  testId: string;
}

function ReturnCell({ row, add }: { row: OutstandingPod; add?: OutstandingAdd }) {
  const state = add?.stateOf(row.awb) ?? null;
  const inThis = add && row.pod_return && scannedCode(row.pod_return) === scannedCode(add.returnNumber);
  if (inThis || state === 'added') {
    return (
      <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${RESULT_TONES.RECEIVED}`} data-testid="outstanding-in-this">
        In this return
      </span>
    );
  }
  if (row.pod_return) {
    const status = row.pod_return_status ?? '';
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="outstanding-return">
        <span className="font-mono text-xs text-slate-800">{row.pod_return}</span>
        {status && <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${RESULT_TONES[status] ?? RESULT_TONES.PENDING}`}>{statusLabel(status)}</span>}
      </span>
    );
  }
  if (!add) return <span className="text-xs text-slate-500">Not in a return yet</span>;
  return (
    <Button
      size="sm"
      onClick={() => add.onAdd(row.awb)}
      pending={state === 'pending'}
      pendingLabel="Adding…"
      disabledReason={add.blocked}
      className="min-h-10 md:min-h-0"
      aria-label={`Add ${row.awb} to ${add.returnNumber}`}
      data-testid="outstanding-add"
    >
      Add
    </Button>
  );
}

export function OutstandingPods({ title, branchId, branchLabel, live, add, hint, testId }: OutstandingPodsProps) {
  const titleId = useId();
  const list = useOutstandingPods(branchId, { enabled: live });
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const waiting = rows.filter((r) => !r.pod_return).length;

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId} data-branch={branchId ?? 'all'}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-800">
          {title}
          {branchLabel ? ` for ${branchLabel}` : ''}{' '}
          <span className="font-normal text-slate-500" data-testid={`${testId}-total`}>
            ({list.data ? total : '…'})
          </span>
        </h2>
        {list.data && rows.length > 0 && (
          <p className="text-xs text-slate-500">
            {waiting} of those shown not in a return yet{total > rows.length ? ` · the oldest ${rows.length} are shown` : ''}
          </p>
        )}
      </div>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {list.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          The outstanding paper PODs could not be loaded: {apiErrorMessage(list.error)}
        </p>
      )}
      {list.isPending && !list.isError && <p className="mt-2 text-sm text-slate-500">Loading…</p>}
      {list.isSuccess && rows.length === 0 && (
        <p className="mt-2 text-sm text-slate-500" data-testid={`${testId}-empty`}>
          Nothing outstanding: every required paper POD is back.
        </p>
      )}
      {rows.length > 0 && (
        <div className="mt-2 max-h-[28rem] overflow-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="sticky top-0 z-10 bg-slate-50">
              <tr>
                <th scope="col" className={head}>
                  AWB
                </th>
                <th scope="col" className={`${head} hidden md:table-cell`}>
                  Customer
                </th>
                <th scope="col" className={`${head} hidden lg:table-cell`}>
                  Consignee
                </th>
                <th scope="col" className={head}>
                  Delivered
                </th>
                <th scope="col" className={`${head} hidden md:table-cell`}>
                  Booked at
                </th>
                <th scope="col" className={head}>
                  POD return
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {rows.map((row) => (
                <tr key={row.id} data-testid="outstanding-row" data-awb={row.awb} data-in-return={row.pod_return ?? ''}>
                  <td className={`${cell} font-mono font-medium text-slate-900`}>
                    {row.awb}
                    {/* narrow screens: what the hidden columns say, under the AWB */}
                    <span className="block font-sans text-xs font-normal whitespace-normal text-slate-500 md:hidden">
                      {[row.customer, row.origin_office ? `booked at ${row.origin_office}` : null].filter(Boolean).join(' · ')}
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{row.customer ?? '–'}</td>
                  <td className="hidden px-3 py-2 text-slate-700 lg:table-cell">{row.consignee_name ?? '–'}</td>
                  <td className={`${cell} text-slate-700`}>{row.delivered_at ? formatDateTime(row.delivered_at) : '–'}</td>
                  <td className="hidden px-3 py-2 text-slate-700 md:table-cell">{row.origin_office ?? '–'}</td>
                  <td className={cell}>
                    <ReturnCell row={row} add={add} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
