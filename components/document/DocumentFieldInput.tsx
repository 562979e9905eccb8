import { useFormContext } from 'react-hook-form';
import { FormField, inputClass, useFieldError } from '@/components/data/FormField';
import { ResourceFieldInput } from '@/components/resource/ResourceFieldInput';
import type { Field } from '@/lib/resources/engine/define';

/** The input of one declared field; a date and time is the browser's local picker (sent with its offset). */
export function DocumentFieldInput({ name, field }: { name: string; field: Field }) {
  if (field.type === 'datetime') return <DateTimeInput name={name} field={field} />;
  return <ResourceFieldInput name={name} field={field} />;
}

function DateTimeInput({ name, field }: { name: string; field: Field }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField label={field.label} hint={field.help} required={field.required} error={error}>
      {(control) => <input {...control} {...register(name)} type="datetime-local" className={inputClass(Boolean(error))} />}
    </FormField>
  );
}
