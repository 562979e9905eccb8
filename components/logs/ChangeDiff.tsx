import { logFieldLabel, logFieldValue } from '@/lib/resources/log-words';
import { diffRecords, fieldLabel, formatFieldValue, type FieldChange } from '@/lib/rules/record-diff';

export const EMPTY_VALUE = '–';

const ROW_STYLE: Record<FieldChange, string> = {
  changed: 'bg-amber-50',
  added: 'bg-emerald-50',
  removed: 'bg-red-50',
  same: '',
};

const CHANGE_LABEL: Record<FieldChange, string> = { changed: 'changed', added: 'added', removed: 'removed', same: '' };


const cellClass = 'px-3 py-1.5 align-top break-words whitespace-pre-wrap';

/**
 * A record before and after a change, field by field; changed fields are highlighted. A create (no
 * before) or a delete (no after) shows the one snapshot there is. Given the record's type (`entity`),
 * its fields are named by their labels and its codes shown in words.
 */
export function ChangeDiff({ before, after, entity }: { before: unknown; after: unknown; entity?: string }) {
  const label = (key: string) => (entity ? logFieldLabel(entity, key) : fieldLabel(key));
  const show = (key: string, v: unknown) => (entity ? logFieldValue(entity, key, v) : formatFieldValue(v)) || EMPTY_VALUE;
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const diff = diffRecords(before, after);
  if (!diff.length) return <p className="text-sm text-slate-500">No field values were recorded for this action.</p>;

  const both = hasBefore && hasAfter;
  const changed = diff.filter((d) => d.change !== 'same').length;
  return (
    <div data-testid="change-diff">
      {both && (
        <p className="mb-2 text-xs text-slate-500">
          {changed} of {diff.length} field{diff.length === 1 ? '' : 's'} changed
        </p>
      )}
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="min-w-full table-fixed divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-1/4 px-3 py-2">
                Field
              </th>
              {both ? (
                <>
                  <th scope="col" className="px-3 py-2">
                    Before
                  </th>
                  <th scope="col" className="px-3 py-2">
                    After
                  </th>
                </>
              ) : (
                <th scope="col" className="px-3 py-2">
                  {hasAfter ? 'Value' : 'Value before'}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {diff.map((d) => (
              <tr key={d.field} data-field={d.field} data-change={d.change} className={both ? ROW_STYLE[d.change] : ''}>
                <th scope="row" className={`${cellClass} font-medium text-slate-700`}>
                  {label(d.field)}
                  {both && d.change !== 'same' && <span className="sr-only"> ({CHANGE_LABEL[d.change]})</span>}
                </th>
                {both ? (
                  <>
                    <td className={`${cellClass} ${d.change === 'same' ? 'text-slate-500' : 'text-slate-500 line-through decoration-slate-300'}`}>
                      {d.change === 'added' ? EMPTY_VALUE : show(d.field, d.before)}
                    </td>
                    <td className={`${cellClass} ${d.change === 'same' ? 'text-slate-500' : 'font-medium text-slate-900'}`}>
                      {d.change === 'removed' ? EMPTY_VALUE : show(d.field, d.after)}
                    </td>
                  </>
                ) : (
                  <td className={`${cellClass} text-slate-800`}>{show(d.field, hasAfter ? d.after : d.before)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="mt-3 text-xs text-slate-500">
        <summary className="cursor-pointer select-none">Raw JSON</summary>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <RawJson title="Before" value={before} />
          <RawJson title="After" value={after} />
        </div>
      </details>
    </div>
  );
}

function RawJson({ title, value }: { title: string; value: unknown }) {
  return (
    <div>
      <div className="mb-1 font-semibold text-slate-600">{title}</div>
      <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-[11px] text-slate-700">
        {value === null || value === undefined ? 'null' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
