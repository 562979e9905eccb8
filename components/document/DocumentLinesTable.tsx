import { EMPTY, formatField, isNumberField } from '@/components/resource/format';
import type { LineKind } from '@/lib/resources/engine/define-document';
import type { ResourceRecord } from '@/services/resource/client';

/** The lines of one kind (a register's AWBs, a shipment's koli) as a small table, in position order. */
export function DocumentLinesTable({ name, kind, rows }: { name: string; kind: LineKind; rows: readonly ResourceRecord[] }) {
  const fields = Object.entries(kind.fields);
  return (
    <section aria-label={kind.plural} data-testid={`lines-${name}`}>
      <h3 className="text-sm font-semibold text-slate-800">
        {kind.plural} <span className="font-normal text-slate-500">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">None.</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-600 uppercase">
                  #
                </th>
                {fields.map(([key, f]) => (
                  <th key={key} scope="col" className={`px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase ${isNumberField(f) ? 'text-right' : 'text-left'}`}>
                    {f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row, i) => (
                <tr key={String(row.id ?? i)} data-testid={`line-${name}`}>
                  <td className="px-3 py-1.5 text-slate-500">{i + 1}</td>
                  {fields.map(([key, f]) => {
                    const text = formatField(f, key, row);
                    return (
                      <td key={key} className={`px-3 py-1.5 whitespace-nowrap ${isNumberField(f) ? 'text-right' : ''} ${text === EMPTY ? 'text-slate-400' : 'text-slate-700'}`}>
                        {text}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
