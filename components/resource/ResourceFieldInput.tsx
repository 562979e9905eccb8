import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectField, TextAreaField, TextField, useFieldError } from '@/components/data/FormField';
import { enumLabel, type BoolField, type Field } from '@/lib/resources/engine/define';
import { RefPickerField } from './RefPickerField';

export interface ResourceFieldInputProps {
  name: string;
  field: Field;
}

/** The input of one declared field, by its type; label, required mark, help and error included. */
export function ResourceFieldInput({ name, field }: ResourceFieldInputProps) {
  const common = { name, hint: field.help, required: field.required };
  switch (field.type) {
    case 'text':
      return <TextField {...common} label={field.label} autoComplete="off" inputClassName={field.upper ? 'uppercase' : ''} />;
    case 'textarea':
      return <TextAreaField {...common} label={field.label} rows={field.max > 500 ? 6 : 3} />;
    case 'int':
    case 'bigint':
    case 'decimal':
    case 'money': {
      const unit = field.type === 'money' ? undefined : field.unit;
      return (
        <TextField
          {...common}
          label={unit ? <>{field.label}<span className="sr-only"> ({unit})</span></> : field.label}
          inputMode={field.type === 'decimal' ? 'decimal' : 'numeric'}
          autoComplete="off"
          prefix={field.type === 'money' ? 'Rp' : undefined}
          suffix={unit}
          inputClassName="text-right"
        />
      );
    }
    case 'date':
      return <TextField {...common} label={field.label} type="date" />;
    case 'bool':
      return <CheckboxField name={name} field={field} />;
    case 'enum':
      return (
        <SelectField
          {...common}
          label={field.label}
          options={field.options.map((o) => ({ value: o, label: enumLabel(field, o) }))}
          placeholder={field.required && field.default ? undefined : field.required ? 'Choose…' : '—'}
        />
      );
    case 'ref':
      // A searchable picker: the value's label is looked up by id, even for a row no longer offered.
      return <RefPickerField name={name} field={field} />;
  }
}

function CheckboxField({ name, field }: { name: string; field: BoolField }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? field.help;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          {...register(name)}
          aria-invalid={Boolean(error)}
          aria-describedby={note ? noteId : undefined}
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-slate-800 focus:ring-slate-500"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {field.label}
        </label>
      </div>
      {note && (
        <p id={noteId} className={`mt-1 ml-6 text-xs ${error ? 'text-red-600' : 'text-slate-500'}`} data-field-error={error ? true : undefined}>
          {note}
        </p>
      )}
    </div>
  );
}
