import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { formatDate } from '@/components/resource/format';
import { apiErrorMessage } from '@/services/api-client';
import type { TripCandidate } from '@/services/finance/trip-allowance-client';
import { labelOf, useRefLabels } from './use-ref-labels';

/*
 * Our fleet's manifests still without a trip allowance for their driver, newest first: the clerk picks
 * the run the allowance pays for (its date, driver, vehicle and route fill the form). The branches,
 * drivers and vehicles are named from their pickers' options.
 */

export interface TripCandidatesProps {
  candidates: readonly TripCandidate[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The manifest picked (its id as text). */
  selected: string;
  onPick: (candidate: TripCandidate) => void;
  /** Why the pick is refused (nothing picked, or the server's word on it). */
  pickError?: string;
  disabled?: boolean;
}

const kg = (v: TripCandidate['weight_kg']) => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? `${n.toLocaleString('id-ID', { maximumFractionDigits: 1 })} kg` : '';
};

export function TripCandidates({ candidates, loading, error, onRetry, selected, onPick, pickError, disabled = false }: TripCandidatesProps) {
  const id = useId();
  const [find, setFind] = useState('');
  const rows = useMemo(() => candidates ?? [], [candidates]);
  const branches = useRefLabels('branch', rows.flatMap((m) => [m.branch_id, m.destination_branch_id]));
  const drivers = useRefLabels('driver', rows.map((m) => m.driver_id));
  const vehicles = useRefLabels('vehicle', rows.map((m) => m.vehicle_id));

  const text = (m: TripCandidate) =>
    [m.number, labelOf(branches, m.branch_id), labelOf(branches, m.destination_branch_id), labelOf(drivers, m.driver_id), labelOf(vehicles, m.vehicle_id)].join(' ').toLowerCase();
  const needle = find.trim().toLowerCase();
  const shown = needle ? rows.filter((m) => text(m).includes(needle)) : rows;
  const errorId = pickError ? `${id}-error` : undefined;

  return (
    <div className="space-y-2" data-testid="trip-candidates">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
          Manifest of the trip
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
          <span className="ml-2 font-normal text-slate-500">our fleet&apos;s manifests without an allowance, newest first</span>
        </p>
        <label className="sr-only" htmlFor={`${id}-find`}>
          Find a manifest
        </label>
        <input
          id={`${id}-find`}
          type="search"
          value={find}
          onChange={(e) => setFind(e.target.value)}
          placeholder="Find: number, route, driver…"
          autoComplete="off"
          className={inputClass(false, 'max-w-xs min-h-10')}
        />
      </div>
      {pickError && (
        <p id={errorId} className="text-xs text-red-600" data-field-error data-testid="trip-candidates-error">
          {pickError}
        </p>
      )}
      {loading ? (
        <p className="rounded-md border border-slate-200 px-3 py-4 text-sm text-slate-500">Loading the manifests…</p>
      ) : error ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-3 text-sm text-red-700">
          <span>{apiErrorMessage(error)}</span>
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !rows.length ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500" data-testid="trip-candidates-empty">
          No manifest of our fleet is waiting for an allowance. For another trip, choose &quot;Other trip&quot;.
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={errorId}
          aria-invalid={Boolean(pickError) || undefined}
          className={`max-h-72 overflow-auto rounded-md border ${pickError ? 'border-red-300' : 'border-slate-200'}`}
        >
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="w-8 px-2 py-2">
                  <span className="sr-only">Pick</span>
                </th>
                <th scope="col" className="px-2 py-2">
                  Manifest
                </th>
                <th scope="col" className="px-2 py-2">
                  Date
                </th>
                <th scope="col" className="px-2 py-2">
                  Route
                </th>
                <th scope="col" className="px-2 py-2">
                  Driver
                </th>
                <th scope="col" className="px-2 py-2">
                  Vehicle
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Load
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((m) => {
                const picked = selected === String(m.id);
                return (
                  <tr
                    key={m.id}
                    onClick={() => !disabled && onPick(m)}
                    className={`cursor-pointer ${picked ? 'bg-slate-100' : 'hover:bg-slate-50'}`}
                    data-testid="trip-candidate"
                    data-id={m.id}
                    data-picked={picked || undefined}
                  >
                    <td className="px-2 py-2">
                      <input
                        type="radio"
                        name={`${id}-manifest`}
                        checked={picked}
                        disabled={disabled}
                        onChange={() => onPick(m)}
                        onClick={(e) => e.stopPropagation()}
                        aria-label={`Manifest ${m.number}`}
                        className="h-4 w-4 border-slate-300 text-slate-800 focus:ring-slate-500"
                      />
                    </td>
                    <td className="px-2 py-2 font-mono text-slate-900">{m.number}</td>
                    <td className="px-2 py-2 whitespace-nowrap text-slate-700">{formatDate(String(m.manifest_date))}</td>
                    <td className="px-2 py-2 text-slate-700">
                      {labelOf(branches, m.branch_id)} → {labelOf(branches, m.destination_branch_id)}
                    </td>
                    <td className="px-2 py-2 text-slate-700">{m.driver_id ? labelOf(drivers, m.driver_id) : <span className="text-amber-700">no driver</span>}</td>
                    <td className="px-2 py-2 text-slate-700">{m.vehicle_id ? labelOf(vehicles, m.vehicle_id) : <span className="text-amber-700">no vehicle</span>}</td>
                    <td className="px-2 py-2 text-right whitespace-nowrap text-slate-600 tabular-nums">
                      {Number(m.awb_count ?? 0).toLocaleString('id-ID')} AWB · {kg(m.weight_kg)}
                    </td>
                  </tr>
                );
              })}
              {!shown.length && (
                <tr>
                  <td colSpan={7} className="px-3 py-4 text-center text-sm text-slate-500">
                    Nothing matches &quot;{find.trim()}&quot;
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
