import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormField, inputClass } from '@/components/data/FormField';
import { useSaveSiteSettings, type SiteSettingChange } from '@/hooks/admin/use-site-settings-admin';
import {
  SITE_SETTING_MAX_LENGTH,
  SITE_SETTINGS,
  validateSiteSettingValue,
  type SiteSettingDef,
  type SiteSettingKind,
} from '@/lib/resources/site-setting';
import { apiFieldErrors } from '@/services/api-errors';
import { apiErrorMessage } from '@/services/api-client';
import type { SiteSetting } from '@/store/app-slice';
import { SiteSettingsPreview } from './SiteSettingsPreview';
import { toSixDigitHex, type SettingValues } from './site-setting-values';

const byKey = new Map<string, SiteSettingDef>(SITE_SETTINGS.map((s) => [s.key, s]));

const GROUPS: { group: SiteSettingDef['group']; title: string; description: string }[] = [
  { group: 'appearance', title: 'Appearance', description: 'The application name and the colours of the shell.' },
  {
    group: 'contact',
    title: 'Footer and support',
    description: 'The provider named in the footer and the support contact of the profile menu.',
  },
  { group: 'shipment', title: 'Shipment acceptance', description: 'Insurance, COD, PPN and the koli limits the counters and the API apply.' },
  { group: 'finance', title: 'Finance', description: 'Withholding tax, stamp duty, write-offs, aging buckets and what invoices print about the company.' },
  { group: 'integration', title: 'Integration API', description: 'Where credit customers’ webhooks may be delivered besides public https addresses.' },
  { group: 'helpdesk', title: 'Helpdesk', description: 'When a correction of an AWB needs a manager, and the service levels of complaint tickets.' },
];

/** What each kind of value is typed into, and the line under it. */
const INPUT: Record<SiteSettingKind, { type: string; placeholder?: string; inputMode?: 'tel' | 'url' }> = {
  text: { type: 'text' },
  colour: { type: 'text', placeholder: '#1e293b' },
  phone: { type: 'tel', placeholder: '+62 21 5080 8000', inputMode: 'tel' },
  url: { type: 'url', placeholder: 'https://wa.me/622150808000', inputMode: 'url' },
  number: { type: 'text', inputMode: 'decimal' as never },
};

const HINTS: Record<string, string> = {
  provider_name: 'Shown in the footer after “COPYRIGHT © 2022”. Leave blank to show the application name.',
  support_phone: 'Shown under Support in the profile menu. May be blank.',
  support_chat_url:
    'Opened by Support in a new tab: an https:// link such as a WhatsApp https://wa.me/62… link. Blank disables Support.',
};

function valuesOf(settings: readonly SiteSetting[]): SettingValues {
  return Object.fromEntries(settings.map((s) => [s.key, s.value]));
}

export interface SiteSettingsFormProps {
  /** The rows as the server has them (id order = spec §1 meaning). */
  settings: readonly SiteSetting[];
}

/**
 * The site settings of spec §1 and the contact settings appended after them: each saved alone or all changed ones together, each PUT carrying the version
 * it was read at. Another admin's save (the list refetches on the realtime event) refreshes the rows
 * not being edited here; an edited row keeps its text and, on save, meets the conflict.
 */
export function SiteSettingsForm({ settings }: SiteSettingsFormProps) {
  const form = useForm<SettingValues>({ mode: 'onChange', defaultValues: valuesOf(settings) });
  const save = useSaveSiteSettings();
  // The version each row's edit is based on: the one read when its field last took the server's value.
  // A row edited here keeps it while the list refetches, so a save meets someone else's change (409).
  const baseVersions = useRef<Record<number, number>>({});
  const { reset, formState, getFieldState } = form;
  const values = useWatch({ control: form.control }) as SettingValues;

  useEffect(() => {
    for (const row of settings) {
      if (!getFieldState(row.key).isDirty || baseVersions.current[row.id] === undefined) {
        baseVersions.current[row.id] = row.version;
      }
    }
    reset(valuesOf(settings), { keepDirtyValues: true, keepErrors: true });
  }, [settings, reset, getFieldState]);

  /** Back to the server's value (and its version). */
  function undo(rows: readonly SiteSetting[]) {
    for (const row of rows) {
      baseVersions.current[row.id] = row.version;
      form.resetField(row.key);
    }
  }

  const previewValues = useMemo(() => ({ ...valuesOf(settings), ...values }), [settings, values]);
  const dirtyKeys = settings.filter((s) => formState.dirtyFields[s.key]).map((s) => s.key);
  const invalidDirty = dirtyKeys.some((k) => formState.errors[k]);

  function changeFor(row: SiteSetting): SiteSettingChange {
    return { id: row.id, value: form.getValues(row.key).trim(), version: baseVersions.current[row.id] ?? row.version };
  }

  async function saveRows(rows: SiteSetting[]) {
    const ok = await form.trigger(rows.map((r) => r.key));
    if (!ok || rows.length === 0) return;
    const outcome = await save.mutateAsync(rows.map(changeFor)).catch(() => null);
    if (!outcome) return;
    for (const saved of outcome.saved) {
      baseVersions.current[saved.id] = saved.version;
      form.resetField(saved.key, { defaultValue: saved.value });
    }
    for (const { change, error } of outcome.failed) {
      const row = rows.find((r) => r.id === change.id);
      if (!row) continue;
      const message = apiFieldErrors(error).value?.join(' ') ?? apiErrorMessage(error);
      form.setError(row.key, { type: 'server', message });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        noValidate
        className="rounded-lg border border-slate-200 bg-white shadow-sm"
        data-testid="site-settings-form"
        onSubmit={(e) => {
          e.preventDefault();
          void saveRows(settings.filter((s) => dirtyKeys.includes(s.key)));
        }}
      >
        {GROUPS.map(({ group, title, description }) => {
          // A row the client does not know (a newer server) shows with the appearance settings.
          const rows = settings.filter((row) => (byKey.get(row.key)?.group ?? 'appearance') === group);
          if (!rows.length) return null;
          return (
            <section
              key={group}
              aria-labelledby={`settings-group-${group}`}
              className="border-b border-slate-200 last-of-type:border-b-0"
              data-testid={`settings-group-${group}`}
            >
              <h2 id={`settings-group-${group}`} className="px-4 pt-4 text-sm font-semibold text-slate-800">
                {title}
              </h2>
              <p className="px-4 text-xs text-slate-500">{description}</p>
              <ul className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <SettingRow
                    key={row.id}
                    row={row}
                    index={settings.indexOf(row)}
                    form={form}
                    dirty={Boolean(formState.dirtyFields[row.key])}
                    saving={save.isPending}
                    onSave={() => void saveRows([row])}
                    onUndo={() => undo([row])}
                  />
                ))}
              </ul>
            </section>
          );
        })}
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3">
          <span className="mr-auto text-sm text-slate-500" aria-live="polite">
            {dirtyKeys.length ? `${dirtyKeys.length} unsaved change${dirtyKeys.length === 1 ? '' : 's'}` : 'No unsaved changes'}
          </span>
          <Button onClick={() => undo(settings)} disabled={!dirtyKeys.length || save.isPending}>
            Discard changes
          </Button>
          <Button
            type="submit"
            variant="primary"
            pending={save.isPending}
            pendingLabel="Saving…"
            disabledReason={!dirtyKeys.length ? 'Nothing has changed' : invalidDirty ? 'Fix the highlighted values first' : null}
            data-testid="save-all-settings"
          >
            Save all changes{dirtyKeys.length ? ` (${dirtyKeys.length})` : ''}
          </Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="mb-2 text-sm font-semibold text-slate-700">Live preview</h2>
        <SiteSettingsPreview values={previewValues} />
      </div>
    </div>
  );
}

interface SettingRowProps {
  row: SiteSetting;
  index: number;
  form: UseFormReturn<SettingValues>;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onUndo: () => void;
}

function SettingRow({ row, index, form, dirty, saving, onSave, onUndo }: SettingRowProps) {
  const def = byKey.get(row.key);
  const kind = def?.kind ?? 'text';
  const colour = kind === 'colour';
  const input = INPUT[kind];
  const label = def?.label ?? row.label;
  const error = form.formState.errors[row.key]?.message;
  const value = useWatch({ control: form.control, name: row.key }) ?? '';
  const field = form.register(row.key, {
    validate: (v) => validateSiteSettingValue(row.key, (v ?? '').trim()) ?? true,
  });
  return (
    <li className="px-4 py-3" data-testid={`setting-${row.key}`}>
      <FormField
        label={
          <span className="flex items-center gap-2">
            {label}
            <span className="text-xs font-normal text-slate-400">#{index}</span>
            {dirty && <span className="rounded bg-amber-100 px-1.5 text-xs font-normal text-amber-800">changed</span>}
          </span>
        }
        error={typeof error === 'string' ? error : undefined}
        hint={HINTS[row.key] ?? def?.help ?? (def?.range ? `${def.range.unit}; from ${def.range.min} to ${def.range.max}` : undefined)}
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            {colour && (
              <input
                type="color"
                aria-label={`${label}: colour picker`}
                value={toSixDigitHex(value)}
                onChange={(e) => form.setValue(row.key, e.target.value, { shouldDirty: true, shouldValidate: true })}
                className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
                data-testid={`colour-${row.key}`}
              />
            )}
            <div className={colour ? 'w-32' : 'min-w-0 flex-1'}>
              <input
                {...control}
                {...field}
                type={input.type}
                inputMode={input.inputMode}
                autoComplete="off"
                spellCheck={false}
                maxLength={def?.maxLength ?? SITE_SETTING_MAX_LENGTH[kind]}
                placeholder={input.placeholder}
                className={inputClass(Boolean(error), colour ? 'font-mono' : '')}
                data-testid={`value-${row.key}`}
              />
            </div>
            <div className="ml-auto flex gap-1.5">
              {dirty && (
                <Button size="sm" variant="ghost" onClick={onUndo} disabled={saving}>
                  Undo
                </Button>
              )}
              <Button
                size="sm"
                variant={dirty ? 'primary' : 'secondary'}
                onClick={onSave}
                disabledReason={!dirty ? null : error ? 'Fix the value first' : null}
                disabled={!dirty || saving}
                aria-label={`Save ${label}`}
              >
                Save
              </Button>
            </div>
          </div>
        )}
      </FormField>
    </li>
  );
}
