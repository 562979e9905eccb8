import { createContext, useContext, type KeyboardEventHandler, type ReactNode } from 'react';
import { useController, useFormContext, type Path } from 'react-hook-form';
import { FormField, inputClass, useFieldError } from '@/components/data/FormField';
import { RefPicker } from '@/components/resource/RefPicker';
import { focusNextField } from './focus-next';
import type { RefField } from '@/lib/resources/engine/define';
import type { PosFormValues } from './pos-form';

/*
 * The inputs of the POS entry. A field's message is the form's own (a client rule, the save's 400/409)
 * or, failing that, the live quote's (`errors: { 'koli.0.weight_kg': [...] }`), at the same place.
 */

export type PosPath = Path<PosFormValues>;

/** The live quote's field errors, keyed by the form's paths. */
export const QuoteErrorsContext = createContext<Record<string, string[]>>({});

export function usePosError(name: PosPath): string | undefined {
  const own = useFieldError<PosFormValues>(name);
  const quote = useContext(QuoteErrorsContext)[name];
  return own ?? (quote?.length ? quote.join(' ') : undefined);
}

/** A titled block of the form. */
export function PosSection({ title, aside, children, className = '', testId }: { title: string; aside?: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white shadow-sm ${className}`} data-testid={testId} aria-label={title}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
        {aside && <div className="text-xs text-slate-500">{aside}</div>}
      </div>
      <div className="space-y-3 p-4">{children}</div>
    </section>
  );
}

interface PosTextFieldProps {
  name: PosPath;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  type?: 'text' | 'tel';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  prefix?: string;
  inputClassName?: string;
  autoFocus?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  testId?: string;
}

export function PosTextField({
  name,
  label,
  required,
  hint,
  className,
  type = 'text',
  inputMode,
  placeholder,
  autoComplete = 'off',
  maxLength,
  prefix,
  inputClassName = '',
  autoFocus,
  onKeyDown,
  testId,
}: PosTextFieldProps) {
  const { register } = useFormContext<PosFormValues>();
  const error = usePosError(name);
  return (
    <FormField label={label} hint={hint} required={required} error={error} className={className}>
      {(control) => {
        const input = (
          <input
            {...control}
            {...register(name)}
            type={type}
            inputMode={inputMode}
            placeholder={placeholder}
            autoComplete={autoComplete}
            maxLength={maxLength}
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            data-testid={testId}
            className={inputClass(Boolean(error), `${prefix ? 'pl-9' : ''} ${inputClassName}`)}
          />
        );
        if (!prefix) return input;
        return (
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500" aria-hidden="true">
              {prefix}
            </span>
            {input}
          </div>
        );
      }}
    </FormField>
  );
}

export function PosTextArea({ name, label, required, className, rows = 2, placeholder }: { name: PosPath; label: ReactNode; required?: boolean; className?: string; rows?: number; placeholder?: string }) {
  const { register } = useFormContext<PosFormValues>();
  const error = usePosError(name);
  return (
    <FormField label={label} required={required} error={error} className={className}>
      {(control) => <textarea {...control} {...register(name)} rows={rows} placeholder={placeholder} className={inputClass(Boolean(error), 'resize-y')} />}
    </FormField>
  );
}

/** A searchable reference (area, customer, office): the server is searched as the clerk types. */
export function PosRefField({
  name,
  field,
  placeholder,
  hint,
  className,
  label,
}: {
  name: 'origin_area_id' | 'destination_area_id' | 'customer_id' | 'office_id';
  field: RefField;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
  label?: ReactNode;
}) {
  const { control } = useFormContext<PosFormValues>();
  const { field: input } = useController({ name, control });
  const error = usePosError(name);
  return (
    <FormField label={label ?? field.label} hint={hint} required={field.required || name === 'customer_id'} error={error} className={className}>
      {(c) => (
        <RefPicker
          field={field}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          name={name}
          id={c.id}
          invalid={c['aria-invalid']}
          describedBy={c['aria-describedby']}
          placeholder={placeholder}
          testId={`pos-ref-${name}`}
          // a row taken with Enter: on to the next field, as Enter does in every box here
          onEnterPick={(box) => {
            const form = box.closest('form');
            if (form && document.activeElement === box) focusNextField(form, box);
          }}
        />
      )}
    </FormField>
  );
}

/** A key as printed on the keyboard. */
export function Kbd({ children }: { children: ReactNode }) {
  return <kbd className="rounded border border-slate-300 bg-slate-50 px-1 py-px font-mono text-[11px] leading-none text-slate-600 shadow-[0_1px_0_rgba(15,23,42,0.15)]">{children}</kbd>;
}
