import { useId, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { inputClass } from '@/components/data/FormField';
import type { ShipmentQuote } from '@/lib/resources/documents/shipment-api';
import { Kbd, PosSection, usePosError, type PosPath } from './pos-fields';
import { KOLI_FIELDS, type KoliField, type PosFormValues } from './pos-form';
import { formatKg } from './pos-format';

/*
 * The parcels, one row each: weight from the scale, then length, width and height. Enter in a row's
 * last box goes to the next row, or adds one (and its weight box takes the focus). The volumetric
 * weight of a row is the quote's.
 */

const COLUMNS: Record<KoliField, { label: string; unit: string; placeholder: string }> = {
  weight_kg: { label: 'Weight', unit: 'kg', placeholder: '0.00' },
  length_cm: { label: 'Length', unit: 'cm', placeholder: 'L' },
  width_cm: { label: 'Width', unit: 'cm', placeholder: 'W' },
  height_cm: { label: 'Height', unit: 'cm', placeholder: 'H' },
};

const GRID = 'grid grid-cols-[1.5rem_minmax(4.5rem,1.3fr)_repeat(3,minmax(3.5rem,1fr))_minmax(3.5rem,0.9fr)_2rem] items-start gap-x-2';

export interface KoliTableProps {
  /** The rows of the field array (their ids key the rows). */
  rows: readonly { id: string }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Enter in the weight of an empty last row: the list is done (the row goes, the focus moves on). */
  onFinish: (index: number) => void;
  /** The quote's weights of each form row (rows not priced yet: undefined). */
  rowWeight: (index: number) => { actual_kg: number; volumetric_kg: number } | undefined;
  weight?: ShipmentQuote['weight'];
}

export function KoliTable({ rows, onAdd, onRemove, onFinish, rowWeight, weight }: KoliTableProps) {
  const { setFocus, getValues } = useFormContext<PosFormValues>();
  const lastIndex = rows.length - 1;

  function onLastBoxEnter(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (index === lastIndex) onAdd();
    else setFocus(`koli.${index + 1}.weight_kg`, { shouldSelect: true });
  }

  function onWeightEnter(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.nativeEvent.isComposing) return;
    const row = getValues(`koli.${index}`);
    if (index === 0 || index !== lastIndex || KOLI_FIELDS.some((f) => row[f].trim() !== '')) return;
    event.preventDefault();
    onFinish(index);
  }

  return (
    <PosSection
      title="Koli"
      testId="pos-koli"
      aside={
        weight ? (
          <span data-testid="pos-koli-weight">
            {rows.length} koli · actual {formatKg(weight.actual_kg)} · volumetric {formatKg(weight.volumetric_kg)}
          </span>
        ) : (
          `${rows.length} koli`
        )
      }
    >
      <div className="overflow-x-auto">
        <div role="table" aria-label="Koli" className="min-w-[26rem] text-sm">
          <div role="row" className={`${GRID} border-b border-slate-100 pb-1 text-xs font-medium text-slate-500`}>
            <span role="columnheader">#</span>
            {KOLI_FIELDS.map((f) => (
              <span role="columnheader" key={f} className="text-right">
                {COLUMNS[f].label} <span className="font-normal text-slate-400">{COLUMNS[f].unit}</span>
              </span>
            ))}
            <span role="columnheader" className="text-right" title="Volumetric weight, from the quote">
              Vol. <span className="font-normal text-slate-400">kg</span>
            </span>
            <span role="columnheader" className="sr-only">
              Remove
            </span>
          </div>
          {rows.map((row, index) => (
            <div role="row" key={row.id} className={`${GRID} py-1`} data-testid="koli-row">
              <span role="cell" className="pt-2 text-xs text-slate-500 tabular-nums">
                {index + 1}
              </span>
              {KOLI_FIELDS.map((f) => (
                <KoliBox
                  key={f}
                  index={index}
                  field={f}
                  onKeyDown={f === 'height_cm' ? (e) => onLastBoxEnter(index, e) : f === 'weight_kg' ? (e) => onWeightEnter(index, e) : undefined}
                />
              ))}
              <span role="cell" className="pt-2 text-right text-slate-600 tabular-nums" data-testid="koli-volumetric">
                {formatVolumetric(rowWeight(index))}
              </span>
              <span role="cell" className="pt-1">
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  disabled={rows.length === 1}
                  aria-label={`Remove koli ${index + 1}`}
                  title={rows.length === 1 ? 'A shipment has at least one koli' : `Remove koli ${index + 1}`}
                  className="rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-400 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent disabled:hover:text-slate-400"
                >
                  <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </button>
              </span>
            </div>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={onAdd}
          data-testid="koli-add"
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
        >
          + Add koli <Kbd>Alt+K</Kbd>
        </button>
        <p className="text-xs text-slate-500">
          <Kbd>Enter</Kbd> in the last box adds a row; in an empty row it ends the list. L×W×H may stay empty.
        </p>
      </div>
    </PosSection>
  );
}

function formatVolumetric(w: { actual_kg: number; volumetric_kg: number } | undefined): string {
  return w ? formatKg(w.volumetric_kg).replace(' kg', '') : '–';
}

function KoliBox({ index, field, onKeyDown }: { index: number; field: KoliField; onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void }) {
  const { register } = useFormContext<PosFormValues>();
  const name = `koli.${index}.${field}` as PosPath;
  const error = usePosError(name);
  const errorId = useId();
  const column = COLUMNS[field];
  return (
    <span role="cell">
      <input
        {...register(name)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={column.placeholder}
        aria-label={`Koli ${index + 1} ${column.label.toLowerCase()} (${column.unit})`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        aria-required={field === 'weight_kg' || undefined}
        onKeyDown={onKeyDown}
        className={inputClass(Boolean(error), 'text-right tabular-nums')}
      />
      {error && (
        <span id={errorId} className="mt-0.5 block text-xs text-red-600" data-field-error>
          {error}
        </span>
      )}
    </span>
  );
}
