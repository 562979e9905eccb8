import { useController, useFormContext } from 'react-hook-form';
import { FormField, useFieldError } from '@/components/data/FormField';
import type { RefField } from '@/lib/resources/engine/define';
import { RefPicker } from './RefPicker';

/** A reference input of the surrounding form: label, required mark, hint and error around the picker. */
export function RefPickerField({ name, field }: { name: string; field: RefField }) {
  const { control } = useFormContext();
  const { field: input } = useController({ name, control });
  const error = useFieldError(name);
  return (
    <FormField label={field.label} hint={field.help} required={field.required} error={error}>
      {(c) => (
        <RefPicker
          field={field}
          value={input.value === null || input.value === undefined ? '' : String(input.value)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          name={name}
          id={c.id}
          invalid={c['aria-invalid']}
          describedBy={c['aria-describedby']}
          clearable={!field.required}
          placeholder={field.required ? 'Type to search…' : '— (type to search)'}
          testId={`ref-picker-${name}`}
        />
      )}
    </FormField>
  );
}
