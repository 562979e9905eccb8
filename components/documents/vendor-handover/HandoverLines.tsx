import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { formatDateTime, formatValue } from '@/components/resource/format';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import type { ResourceRecord } from '@/services/resource/client';
import { COST_INVALID, VENDOR_AWB_MAX, parseRupiah, rupiah } from './handover-format';

/*
 * What is on the hand-over, last scanned first: our AWB, the receiver and district, koli and chargeable
 * kg, the vendor's AWB and the cost (entered, or by the vendor's rates). "Edit" turns one line's vendor
 * AWB and cost into inputs (Enter saves, Escape leaves them); "Take out" takes it off. A line being
 * saved or taken out says so until the server has answered.
 */

const line = vendorHandoverDocument.lines!.awbs.fields;
const cell = 'px-3 py-2 whitespace-nowrap';
const head = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';

export interface ItemChange {
  awb: string;
  vendorAwb: string | null;
  cost: number | null;
}

export interface HandoverLinesProps {
  rows: readonly ResourceRecord[];
  loading: boolean;
  /** Lines with a change or a take-out waiting for the server, by AWB: what is waiting ("Saving…"). */
  waiting: ReadonlyMap<string, string>;
  /** Why no line can be edited / taken out now (the hand-over is closed): the buttons are disabled with it. */
  editBlocked: string | null;
  takeOutBlocked: string | null;
  onSet: (change: ItemChange) => void;
  onTakeOut: (awb: string) => void;
  /** An edit was left (saved or not): the scan box takes the focus back. */
  onDone: () => void;
}

const current = (row: ResourceRecord) => ({
  vendorAwb: row.vendor_awb ? String(row.vendor_awb) : null,
  cost: row.cost_entered ? Number(row.cost) : null,
});

export function HandoverLines({ rows, loading, waiting, editBlocked, takeOutBlocked, onSet, onTakeOut, onDone }: HandoverLinesProps) {
  const titleId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const newestFirst = [...rows].reverse();
  const leave = () => {
    setEditing(null);
    onDone();
  };

  return (
    <section aria-labelledby={titleId} data-testid="handover-awbs">
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        On the hand-over <span className="font-normal text-slate-500">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{loading ? 'Loading…' : 'Nothing on it yet: scan the AWBs the vendor takes.'}</p>
      ) : (
        <div className="mt-2 max-h-[32rem] overflow-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="sticky top-0 z-10 bg-slate-50">
              <tr>
                <th scope="col" className={`${head} text-right`}>
                  #
                </th>
                <th scope="col" className={`${head} text-left`}>
                  {line.awb.label}
                </th>
                <th scope="col" className={`${head} text-left`}>
                  {line.consignee_name.label}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {line.koli_count.label}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {line.weight_kg.label}
                </th>
                <th scope="col" className={`${head} text-left`}>
                  {line.vendor_awb.label}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {line.cost.label}
                </th>
                <th scope="col" className={head}>
                  <span className="sr-only">Edit or take out</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {newestFirst.map((row, i) => {
                const awb = String(row.awb);
                const position = rows.length - i;
                return editing === awb ? (
                  <EditRow key={String(row.id ?? awb)} row={row} position={position} onSave={(change) => {
                      onSet(change);
                      leave();
                    }} onCancel={leave} />
                ) : (
                  <tr key={String(row.id ?? awb)} data-testid="handover-awb" data-awb={awb}>
                    <td className={`${cell} text-right text-slate-500 tabular-nums`}>{position}</td>
                    <td className={`${cell} font-mono font-medium text-slate-900`}>
                      {awb}
                      {row.scanned_at ? <span className="block font-sans text-xs font-normal text-slate-500">{formatDateTime(String(row.scanned_at))}</span> : null}
                    </td>
                    <td className="min-w-40 px-3 py-2 text-slate-700">
                      <span className="block">{row.consignee_name ? String(row.consignee_name) : '–'}</span>
                      <span className="block text-xs text-slate-500">{formatValue(line.destination_area_id, row.destination_area_id, row.destination_area_id_label)}</span>
                    </td>
                    <td className={`${cell} text-right tabular-nums`}>{formatValue(line.koli_count, row.koli_count)}</td>
                    <td className={`${cell} text-right tabular-nums`}>{formatValue(line.weight_kg, row.weight_kg)}</td>
                    <td className={`${cell} font-mono text-slate-800`} data-testid="handover-awb-vendor-awb">
                      {row.vendor_awb ? String(row.vendor_awb) : <span className="font-sans text-amber-700">None yet</span>}
                    </td>
                    <td className={`${cell} text-right tabular-nums`} data-testid="handover-awb-cost">
                      {rupiah(row.cost)}
                      <span className={`block text-xs ${row.cost_entered ? 'text-sky-700' : 'text-slate-500'}`}>{row.cost_entered ? 'entered' : 'by rates'}</span>
                    </td>
                    <td className={`${cell} text-right`}>
                      {waiting.has(awb) ? (
                        <span className="text-xs text-slate-500" data-testid="handover-awb-waiting">
                          {waiting.get(awb)}
                        </span>
                      ) : (
                        <span className="inline-flex gap-2">
                          <Button size="sm" onClick={() => setEditing(awb)} disabledReason={editBlocked} className="min-h-10 md:min-h-0" aria-label={`Edit ${awb}`} data-testid="handover-awb-edit">
                            Edit
                          </Button>
                          <Button size="sm" onClick={() => onTakeOut(awb)} disabledReason={takeOutBlocked} className="min-h-10 md:min-h-0" aria-label={`Take out ${awb}`} data-testid="handover-awb-take-out">
                            Take out
                          </Button>
                        </span>
                      )}
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

interface EditRowProps {
  row: ResourceRecord;
  position: number;
  onSave: (change: ItemChange) => void;
  onCancel: () => void;
}

/** One line's vendor AWB and cost as inputs: an empty cost goes back to the vendor's rates. */
function EditRow({ row, position, onSave, onCancel }: EditRowProps) {
  const id = useId();
  const formId = `${id}-form`;
  const awb = String(row.awb);
  const was = current(row);
  const [vendorAwb, setVendorAwb] = useState(was.vendorAwb ?? '');
  const [cost, setCost] = useState(was.cost === null ? '' : String(was.cost));
  const [invalid, setInvalid] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRupiah(cost);
    if (parsed === 'invalid') {
      setInvalid(true);
      return;
    }
    const next = vendorAwb.trim() || null;
    if (next === was.vendorAwb && parsed === was.cost) {
      onCancel();
      return;
    }
    onSave({ awb, vendorAwb: next, cost: parsed });
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <tr data-testid="handover-awb" data-awb={awb} data-editing="true" className="bg-sky-50/60" onKeyDown={keyDown}>
      <td className={`${cell} text-right text-slate-500 tabular-nums`}>{position}</td>
      <td className={`${cell} font-mono font-medium text-slate-900`}>{awb}</td>
      <td className="min-w-40 px-3 py-2 text-slate-700">{row.consignee_name ? String(row.consignee_name) : '–'}</td>
      <td className={`${cell} text-right tabular-nums`}>{formatValue(line.koli_count, row.koli_count)}</td>
      <td className={`${cell} text-right tabular-nums`}>{formatValue(line.weight_kg, row.weight_kg)}</td>
      <td className="px-3 py-2">
        <label htmlFor={`${id}-vendor-awb`} className="sr-only">
          {line.vendor_awb.label} of {awb}
        </label>
        <input
          id={`${id}-vendor-awb`}
          form={formId}
          value={vendorAwb}
          onChange={(e) => setVendorAwb(e.target.value)}
          maxLength={VENDOR_AWB_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          placeholder="Scan or type"
          className={inputClass(false, 'min-h-10 w-44 font-mono')}
          data-testid="handover-edit-vendor-awb"
        />
      </td>
      <td className="px-3 py-2">
        <label htmlFor={`${id}-cost`} className="sr-only">
          {line.cost.label} of {awb} in rupiah (empty: the vendor&apos;s rates)
        </label>
        <input
          id={`${id}-cost`}
          form={formId}
          value={cost}
          onChange={(e) => {
            setCost(e.target.value);
            setInvalid(false);
          }}
          inputMode="numeric"
          autoComplete="off"
          placeholder={`Rates: ${rupiah(row.cost)}`}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-cost-error` : undefined}
          className={inputClass(invalid, 'min-h-10 w-36 text-right tabular-nums')}
          data-testid="handover-edit-cost"
        />
        {invalid && (
          <p id={`${id}-cost-error`} className="mt-1 max-w-48 text-xs whitespace-normal text-red-600" data-field-error>
            {COST_INVALID}
          </p>
        )}
      </td>
      <td className={`${cell} text-right`}>
        <form id={formId} onSubmit={save} noValidate className="inline-flex gap-2">
          <Button type="submit" size="sm" variant="primary" className="min-h-10 md:min-h-0" data-testid="handover-edit-save">
            Save
          </Button>
          <Button size="sm" onClick={onCancel} className="min-h-10 md:min-h-0" data-testid="handover-edit-cancel">
            Cancel
          </Button>
        </form>
      </td>
    </tr>
  );
}
