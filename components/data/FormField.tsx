import { useEffect, useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { inputClass } from './input-class';

// The inputs' look, in a module of its own: pickers outside a form (the list filters) use it without
// pulling in the form library.
export { inputClass };

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Message shown under the control (a client rule or the server's field error). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The control, given the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  testId?: string;
}

/** Label, control, hint and the field's error, tied together for assistive technology. */
export function FormField({ label, error, hint, required, className = '', children, testId }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className} data-testid={testId}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="mt-1">{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}</div>
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-600" data-field-error>
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The current error message of a field of the surrounding react-hook-form. */
export function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { control } = useFormContext<T>();
  const { errors } = useFormState<T>({ control, name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

interface RegisteredFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  rules?: RegisterOptions<T, Path<T>>;
}

type TextFieldProps<T extends FieldValues> = RegisteredFieldProps<T> & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  inputMode?: 'text' | 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  inputClassName?: string;
  /** Shown inside the box before / after the value ("Rp", "kg"). */
  prefix?: string;
  suffix?: string;
};

/** An input registered with the surrounding form (FormProvider), showing its error inline. */
export function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  rules,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  disabled,
  inputClassName = '',
  prefix,
  suffix,
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const affix = 'pointer-events-none absolute inset-y-0 flex items-center text-sm text-slate-500';
  return (
    <FormField label={label} hint={hint} required={required} error={error} className={className}>
      {(control) => {
        const input = (
          <input
            {...control}
            {...register(name, rules)}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            placeholder={placeholder}
            disabled={disabled}
            className={inputClass(Boolean(error), `${prefix ? 'pl-9' : ''} ${suffix ? 'pr-14' : ''} ${inputClassName}`)}
          />
        );
        if (!prefix && !suffix) return input;
        return (
          <div className="relative">
            {prefix && <span className={`${affix} left-3`} aria-hidden="true">{prefix}</span>}
            {input}
            {suffix && <span className={`${affix} right-3`} aria-hidden="true">{suffix}</span>}
          </div>
        );
      }}
    </FormField>
  );
}

type TextAreaFieldProps<T extends FieldValues> = RegisteredFieldProps<T> & { rows?: number; placeholder?: string };

export function TextAreaField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  rules,
  rows = 3,
  placeholder,
}: TextAreaFieldProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <FormField label={label} hint={hint} required={required} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...register(name, rules)}
          rows={rows}
          placeholder={placeholder}
          className={inputClass(Boolean(error))}
        />
      )}
    </FormField>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectFieldProps<T extends FieldValues> = RegisteredFieldProps<T> & {
  options: readonly SelectOption[];
  /** First, empty choice ('Choose a role'). */
  placeholder?: string;
  disabled?: boolean;
};

export function SelectField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  rules,
  options,
  placeholder,
  disabled,
}: SelectFieldProps<T>) {
  const { register, setValue, getValues } = useFormContext<T>();
  const error = useFieldError<T>(name);
  // Options that arrive after the value (a list still loading when the form was reset): show the value.
  const optionKey = options.map((o) => o.value).join('|');
  useEffect(() => {
    if (optionKey) setValue(name, getValues(name));
  }, [optionKey, name, setValue, getValues]);
  return (
    <FormField label={label} hint={hint} required={required} error={error} className={className}>
      {(control) => (
        <select {...control} {...register(name, rules)} disabled={disabled} className={inputClass(Boolean(error))}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A value shown in a form that cannot be changed there. */
export function ReadOnlyField({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <div>
      <div className="block text-sm font-medium text-slate-700">{label}</div>
      <div
        className="mt-1 flex min-h-[38px] items-center rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm break-all text-slate-700"
        data-testid={testId}
      >
        {value || <span className="text-slate-400">–</span>}
      </div>
    </div>
  );
}
