import { Button } from '@/components/data/Button';
import { formatDateTime, formatValue } from '@/components/resource/format';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import type { ResourceRecord } from '@/services/resource/client';

// declared in lib/resources/documents/shipping-bag.ts: the lines of a bag are its AWBs
const item = shippingBagDocument.lines!.items.fields;
const cell = 'px-3 py-2 whitespace-nowrap';
const head = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';

export interface BagItemsTableProps {
  /** The bag's AWBs in scan order (its detail's lines). */
  rows: readonly ResourceRecord[];
  loading: boolean;
  onTakeOut: (awb: string) => void;
  /** Why nothing can be taken out (a sealed bag): the buttons are disabled with it. */
  takeOutBlocked: string | null;
}

/** What is in the bag, last scanned first: each AWB with its destination, koli, weight, who scanned it, and "Take out". */
export function BagItemsTable({ rows, loading, onTakeOut, takeOutBlocked }: BagItemsTableProps) {
  const newestFirst = [...rows].reverse();
  return (
    <section aria-labelledby="bag-items-title" data-testid="bag-items">
      <h3 id="bag-items-title" className="text-sm font-semibold text-slate-800">
        In the bag <span className="font-normal text-slate-500">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{loading ? 'Loading…' : 'Nothing in it yet: scan the AWBs.'}</p>
      ) : (
        <div className="mt-2 max-h-[28rem] overflow-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className={`${head} text-right`}>
                  #
                </th>
                <th scope="col" className={`${head} text-left`}>
                  {item.awb.label}
                </th>
                <th scope="col" className={`${head} text-left`}>
                  {item.destination_area_id.label}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {item.koli_count.label}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {item.weight_kg.label}
                </th>
                <th scope="col" className={`${head} hidden text-left lg:table-cell`}>
                  Scanned
                </th>
                <th scope="col" className={head}>
                  <span className="sr-only">Take out</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {newestFirst.map((row, i) => {
                const awb = String(row.awb);
                return (
                  <tr key={String(row.id ?? awb)} data-testid="bag-item" data-awb={awb}>
                    <td className={`${cell} text-right text-slate-500 tabular-nums`}>{rows.length - i}</td>
                    <td className={`${cell} font-mono font-medium text-slate-900`}>
                      {awb}
                      {row.override_reason ? (
                        <span className="block font-sans text-xs font-normal whitespace-normal text-amber-700">Other destination: {String(row.override_reason)}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 text-slate-700">{formatValue(item.destination_area_id, row.destination_area_id, row.destination_area_id_label)}</td>
                    <td className={`${cell} text-right tabular-nums`}>{formatValue(item.koli_count, row.koli_count)}</td>
                    <td className={`${cell} text-right tabular-nums`}>{formatValue(item.weight_kg, row.weight_kg)}</td>
                    <td className={`${cell} hidden text-slate-500 lg:table-cell`}>
                      {row.scanned_at ? formatDateTime(String(row.scanned_at)) : ''}
                      {row.scanned_by ? ` · ${String(row.scanned_by)}` : ''}
                    </td>
                    <td className={`${cell} text-right`}>
                      <Button
                        size="sm"
                        onClick={() => onTakeOut(awb)}
                        disabledReason={takeOutBlocked}
                        className="min-h-10 md:min-h-0"
                        aria-label={`Take out ${awb}`}
                        data-testid="bag-item-take-out"
                      >
                        Take out
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
