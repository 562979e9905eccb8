import { useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, inputClass } from '@/components/data/FormField';
import { RECALL_MIN_DIGITS, useShipperRecall } from '@/hooks/documents/use-shipment-entry';
import type { KnownShipper } from '@/lib/resources/documents/shipment-api';
import { formatDate } from '@/components/resource/format';
import { usePosError } from './pos-fields';
import type { PosFormValues } from './pos-form';

/*
 * The shipper's phone number, which recalls the shippers this office has sent for before: typing
 * offers them under the box (↑/↓ and Enter, or a click, to take one; Esc to close), and taking one fills
 * name, address and origin. The number typed stays free text: a new shipper is simply typed in full.
 */

export interface ShipperPhoneRecallProps {
  onPick: (shipper: KnownShipper) => void;
  autoFocus?: boolean;
}

export function ShipperPhoneRecall({ onPick, autoFocus }: ShipperPhoneRecallProps) {
  const { register, control } = useFormContext<PosFormValues>();
  const phone = useWatch({ control, name: 'shipper_phone' }) ?? '';
  // Looked up only while the clerk types the number (not after a shipper was taken).
  const [typing, setTyping] = useState(false);
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(0);
  const recall = useShipperRecall(typing ? phone : '');
  const error = usePosError('shipper_phone');
  const listId = useId();
  const matches = typing ? (recall.data ?? []) : [];
  const open = focused && !closed && matches.length > 0;
  const current = Math.min(active, matches.length - 1);

  const reg = register('shipper_phone', {
    onChange: () => {
      setTyping(true);
      setClosed(false);
      setActive(0);
    },
    onBlur: () => setFocused(false),
  });

  function take(shipper: KnownShipper) {
    setTyping(false);
    setClosed(true);
    onPick(shipper);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      take(matches[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setClosed(true);
    }
  }

  const digits = phone.replace(/\D/g, '');
  const status = !typing || digits.length < RECALL_MIN_DIGITS ? '' : recall.isFetching ? 'Looking up…' : matches.length ? `${matches.length} known shipper${matches.length === 1 ? '' : 's'}: ↓ to choose` : '';

  return (
    <FormField label="Shipper phone" required error={error} hint={status || 'Type the number: known shippers are offered.'}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...reg}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            autoFocus={autoFocus}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open ? `${listId}-${current}` : undefined}
            onFocus={() => setFocused(true)}
            onKeyDown={onKeyDown}
            data-testid="pos-shipper-phone"
            className={inputClass(Boolean(error), 'tabular-nums')}
          />
          {open && (
            <ul
              id={listId}
              role="listbox"
              aria-label="Known shippers"
              data-testid="shipper-matches"
              className="absolute z-30 mt-1 max-h-72 w-full min-w-72 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
            >
              {matches.map((s, i) => (
                <li
                  key={`${s.phone}-${s.name}-${i}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === current}
                  // Keeps the focus in the box: the click picks without a blur in between.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => take(s)}
                  onMouseEnter={() => setActive(i)}
                  className={`cursor-pointer px-3 py-1.5 ${i === current ? 'bg-slate-100' : ''}`}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-medium text-slate-800">{s.name}</span>
                    <span className="text-xs text-slate-500 tabular-nums">{s.phone}</span>
                  </span>
                  <span className="block truncate text-xs text-slate-500">
                    {s.address} · last sent {formatDate(s.last_used)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}
