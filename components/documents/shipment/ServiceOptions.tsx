import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { QuoteOption } from '@/lib/resources/documents/shipment-api';
import { Kbd, PosSection, usePosError } from './pos-fields';
import type { PosFormValues } from './pos-form';
import { formatEta, formatKg, formatRupiah } from './pos-format';

/*
 * Every service on the route, priced by the quote: a radio group (arrow keys move and choose, as any
 * radio group; a click chooses). Services that cannot carry this shipment are greyed with the reason.
 */

export interface ServiceOptionsProps {
  options: readonly QuoteOption[] | undefined;
  /** Why there are no options to show (no route yet, the quote failed, fields to fix). */
  note?: string | null;
  updating: boolean;
  onChosen: (option: QuoteOption) => void;
}

export function ServiceOptions({ options, note, updating, onChosen }: ServiceOptionsProps) {
  const { control } = useFormContext<PosFormValues>();
  const { field } = useController({ name: 'service_id', control });
  const error = usePosError('service_id');
  const errorId = useId();
  const name = useId();
  const list = options ?? [];
  const chosen = list.find((o) => String(o.service_id) === field.value);
  // The radio that takes the focus (F8, an error): the chosen one, else the first that can be chosen.
  const focusTarget = chosen?.available ? chosen : list.find((o) => o.available);

  return (
    <PosSection
      title="Service"
      testId="pos-services"
      aside={
        <span className="inline-flex items-center gap-2">
          {updating && (
            <span className="text-amber-600" data-testid="pos-services-updating">
              Updating…
            </span>
          )}
          <Kbd>F8</Kbd>
        </span>
      }
    >
      {error && (
        <p id={errorId} className="text-xs text-red-600" data-field-error>
          {error}
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="pos-services-note">
          {note ?? 'Fill in origin, destination and a koli weight to see the services.'}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label="Service"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={`divide-y divide-slate-100 overflow-hidden rounded-md border ${error ? 'border-red-300' : 'border-slate-200'}`}
        >
          {list.map((o) => {
            const value = String(o.service_id);
            const checked = field.value === value;
            return (
              <label
                key={o.service_id}
                data-testid="service-option"
                data-code={o.code}
                data-available={o.available}
                className={`grid cursor-pointer grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-3 py-2 text-sm ${
                  !o.available ? 'cursor-not-allowed bg-slate-50 text-slate-400' : checked ? 'bg-sky-50 ring-1 ring-sky-300 ring-inset' : 'hover:bg-slate-50'
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={checked}
                  disabled={!o.available}
                  ref={o === focusTarget ? field.ref : undefined}
                  onChange={() => {
                    field.onChange(value);
                    onChosen(o);
                  }}
                  onBlur={field.onBlur}
                  className="h-4 w-4 accent-slate-800"
                />
                <span className="min-w-0">
                  <span className={`font-semibold ${o.available ? 'text-slate-800' : ''}`}>{o.code}</span>{' '}
                  <span className={o.available ? 'text-slate-600' : ''}>{o.name}</span>
                  {o.available ? (
                    <span className="block text-xs text-slate-500">
                      ETA {formatEta(o.eta)} · {formatKg(o.chargeable_kg)}
                      {o.rate_source === 'contract' && <span className="ml-1 rounded bg-emerald-50 px-1 text-emerald-700">contract</span>}
                      {o.rate_source === 'special-price' && <span className="ml-1 rounded bg-emerald-50 px-1 text-emerald-700">special price</span>}
                    </span>
                  ) : (
                    <span className="block text-xs" data-testid="service-reason">
                      {o.reason ?? 'Not available'}
                    </span>
                  )}
                </span>
                <span className={`text-right font-semibold tabular-nums ${o.available ? 'text-slate-900' : ''}`} data-testid="service-total">
                  {o.available && o.charges ? formatRupiah(o.charges.total) : '–'}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </PosSection>
  );
}
