import { forwardRef, type InputHTMLAttributes } from 'react';
import { inputClass } from '@/components/data/input-class';
import { groupDigits, moneyValue } from './payment-entry';

export interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'prefix'> {
  /** As typed: "1250000", "1.250.000", "Rp 1,250,000". */
  value: string;
  onChange: (text: string) => void;
  invalid?: boolean;
  /** Smaller, for a grid cell. */
  compact?: boolean;
}

/**
 * A rupiah amount, typed as the bank statement shows it ("1.250.000"): read with the document forms'
 * parseMoney, shown with its thousands dots once the input is left.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, invalid = false, compact = false, className = '', onBlur, ...rest },
  ref,
) {
  return (
    <div className={`relative ${className}`}>
      <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-xs text-slate-500" aria-hidden="true">
        Rp
      </span>
      <input
        {...rest}
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => {
          const n = moneyValue(value);
          if (typeof n === 'number' && value.trim() && groupDigits(n) !== value) onChange(groupDigits(n));
          onBlur?.(e);
        }}
        className={inputClass(invalid, `pl-8 text-right tabular-nums ${compact ? 'min-h-10 py-1.5' : 'min-h-11'}`)}
      />
    </div>
  );
});
