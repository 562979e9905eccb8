import { useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, inputClass } from '@/components/data/FormField';
import { RECALL_MIN_DIGITS, useShipperRecall } from '@/hooks/documents/use-shipment-entry';
import { phoneDigits } from '@/hooks/use-lookup';
import type { KnownShipper } from '@/lib/resources/documents/shipment-api';
import { formatDate } from '@/components/resource/format';
import { usePosError } from './pos-fields';
import type { PosFormValues } from './pos-form';

/*
 * The shipper's phone number, which recalls the shippers this office has sent for before: typing
 * offers them under the box (↑/↓ and Enter, or a click, to take one; Esc to close), and taking one fills
 * name, address and origin. The number typed stays free text: a new shipper is simply typed in full.
 * Only the answer to the digits typed now is offered (`useLookup`), and Enter takes a shipper only when
 * one is highlighted: by ↓/↑, or because its number is exactly the one typed. Otherwise Enter keeps the
 * number and moves on at once — also while the answer is still on its way (the clerk types on).
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
  // The row ↓/↑ highlighted; null: none chosen by the keys.
  const [active, setActive] = useState<number | null>(null);
  const recall = useShipperRecall(phone, typing);
  const error = usePosError('shipper_phone');
  const listId = useId();
  const matches = recall.choices;
  const open = focused && !closed && matches.length > 0;
  const exact = matches.findIndex((s) => phoneDigits(s.phone) === recall.text);
  const current = active !== null && active < matches.length ? active : exact >= 0 ? exact : null;

  const reg = register('shipper_phone', {
    onChange: () => {
      setTyping(true);
      setClosed(false);
      setActive(null);
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
      const from = current ?? (step > 0 ? -1 : 0);
      setActive((from + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      // Nothing highlighted: Enter is the form's (next field), keeping the number typed.
      if (current === null) return;
      event.preventDefault();
      take(matches[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setClosed(true);
    }
  }

  const status = !typing || recall.text.length < RECALL_MIN_DIGITS ? '' : recall.pending ? 'Looking up…' : matches.length ? `${matches.length} known shipper${matches.length === 1 ? '' : 's'}: ↓ to choose` : '';

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
            aria-activedescendant={open && current !== null ? `${listId}-${current}` : undefined}
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
