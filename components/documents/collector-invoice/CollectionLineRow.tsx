import { useState, type FormEvent } from 'react';
import { Button } from '@/components/data/Button';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { daysOverdue } from '@/components/documents/delivery-sheet-invoice/CollectorParts';
import { groupDigits } from '@/components/documents/payment/payment-entry';
import { MoneyInput } from '@/components/documents/payment/MoneyInput';
import { formatDate } from '@/components/resource/format';
import { formatRupiah } from '@/lib/pricing/money';
import { COLLECTION_METHODS } from '@/lib/resources/documents/collector-invoice';
import {
  checkCollection,
  fullAmount,
  INPUT_OF,
  isRecorded,
  METHOD_LABELS,
  type CollectionBody,
  type CollectionField,
  type CollectionInputs,
  type CollectionLine,
} from './collection-lines';

/*
 * One invoice of a collection as the collector's report is entered: what was collected (or "in full"),
 * how — cash, a transfer with its proof, a giro with its due date —, PPh 23 withheld with its slip, a
 * note; checked by the server's rules, then saved on its own (`record`, with the collection's version).
 * Once posted, the line shows what it became: its payment number.
 */

export interface CollectionHandlers {
  onDone: () => void;
  /** The server's field errors of this line (by body key), and its message. */
  onFieldErrors: (errors: Record<string, string>, message: string) => void;
}

export interface CollectionLineRowProps {
  line: CollectionLine;
  inputs: CollectionInputs;
  changed: boolean;
  onChange: (inputs: CollectionInputs) => void;
  onUndo: () => void;
  /** Why it cannot be recorded now (posted, loading); null: it can. */
  blocked: string | null;
  /** Another line is being saved: this one waits (each save carries the collection's new version). */
  busy: boolean;
  saving: boolean;
  today: string;
  onRecord: (body: CollectionBody, patch: Partial<CollectionLine>, handlers: CollectionHandlers) => void;
}

const sub = 'text-xs text-slate-500';

export function CollectionLineRow({ line, inputs, changed, onChange, onUndo, blocked, busy, saving, today, onRecord }: CollectionLineRowProps) {
  const [errors, setErrors] = useState<Partial<Record<CollectionField | 'other', string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const late = daysOverdue(line.due_date, today);
  const editable = blocked === null;

  const set = (key: CollectionField, value: string) => {
    onChange({ ...inputs, [key]: value });
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = checkCollection(line, inputs);
    setErrors(checked.errors);
    if (!checked.body || !checked.patch) return;
    onRecord(checked.body, checked.patch, {
      onDone: () => setErrors({}),
      onFieldErrors: (fields, text) => {
        const placed: Partial<Record<CollectionField | 'other', string>> = {};
        for (const [k, v] of Object.entries(fields)) placed[INPUT_OF[k] ?? 'other'] = v;
        setErrors(placed);
        setMessage(text);
      },
    });
  };

  const status = line.payment_number ? (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200" data-testid="collection-line-payment">
      Payment <span className="font-mono">{line.payment_number}</span>
    </span>
  ) : changed ? (
    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">Changed, not saved</span>
  ) : isRecorded(line) ? (
    <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200">
      {line.collected_amount + line.pph23 > 0 ? `Recorded: ${formatRupiah(line.collected_amount)}` : 'Recorded: nothing collected'}
    </span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200">Not recorded</span>
  );

  const header = (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="font-mono font-semibold text-slate-900">{line.invoice_number}</span>
      <span className="min-w-0 truncate text-sm text-slate-700">{line.customer}</span>
      <span className={`text-xs ${late ? 'font-medium text-red-700' : 'text-slate-500'}`} data-testid="collection-line-due" data-overdue={late > 0 || undefined}>
        Due {line.due_date ? formatDate(line.due_date) : '–'}
        {late > 0 ? ` · ${late === 1 ? '1 day' : `${late} days`} overdue` : ''}
      </span>
      <span className="text-sm text-slate-700">
        Owed <span className="font-medium tabular-nums">{formatRupiah(line.outstanding)}</span>
      </span>
      <span className="ml-auto">{status}</span>
    </div>
  );

  if (!editable) {
    const settled = line.collected_amount + line.pph23 > 0;
    return (
      <li className={`px-4 py-3 ${late ? 'bg-red-50/40' : ''}`} data-testid="collection-line" data-invoice={line.invoice_number}>
        {header}
        <p className="mt-1 text-sm text-slate-700" data-testid="collection-line-recorded">
          {settled ? (
            <>
              Collected {formatRupiah(line.collected_amount)}
              {line.method ? ` by ${METHOD_LABELS[line.method].toLowerCase()}` : ''}
              {line.reference ? ` (${line.reference})` : ''}
              {line.giro_due_date ? `, giro due ${formatDate(line.giro_due_date)}` : ''}
              {line.pph23 ? ` · PPh 23 ${formatRupiah(line.pph23)}${line.pph23_slip_no ? ` (slip ${line.pph23_slip_no})` : ''}` : ''}
            </>
          ) : line.note ? (
            'Nothing collected'
          ) : (
            <span className="text-slate-500">Nothing recorded</span>
          )}
          {line.note ? <span className={`block ${sub}`}>{line.note}</span> : null}
        </p>
      </li>
    );
  }

  const giro = inputs.method === 'GIRO';
  const other = errors.other;
  return (
    <li className={`px-4 py-3 ${late ? 'bg-red-50/40' : ''}`} data-testid="collection-line" data-invoice={line.invoice_number} data-changed={changed || undefined}>
      {header}
      <form onSubmit={save} noValidate className="mt-2 space-y-2" aria-label={`Collection of ${line.invoice_number}`}>
        {message && (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        )}
        {other && (
          <p className="text-xs text-red-600" data-field-error>
            {other}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label="Collected" error={errors.amount}>
            {(c) => (
              <div className="flex gap-1">
                <MoneyInput {...c} name="collected_amount" value={inputs.amount} onChange={(v) => set('amount', v)} invalid={Boolean(errors.amount)} compact className="min-w-0 flex-1" />
                <Button
                  size="sm"
                  onClick={() => set('amount', groupDigits(fullAmount(line, inputs)))}
                  aria-label={`Collect ${line.invoice_number} in full`}
                  data-testid="collection-line-full"
                >
                  In full
                </Button>
              </div>
            )}
          </FormField>
          <FormField label="Method" error={errors.method}>
            {(c) => (
              <select {...c} name="method" value={inputs.method} onChange={(e) => set('method', e.target.value)} className={inputClass(Boolean(errors.method), 'min-h-10 py-1.5')}>
                <option value="">—</option>
                {COLLECTION_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Reference" error={errors.reference} hint={inputs.method === 'TRANSFER' ? 'The transfer proof' : giro ? 'The giro number' : undefined}>
            {(c) => (
              <input {...c} type="text" name="reference" maxLength={60} autoComplete="off" value={inputs.reference} onChange={(e) => set('reference', e.target.value)} className={inputClass(Boolean(errors.reference), 'min-h-10 py-1.5')} />
            )}
          </FormField>
          {giro && (
            <FormField label="Giro due date" required error={errors.giro_due_date}>
              {(c) => (
                <input {...c} type="date" name="giro_due_date" value={inputs.giro_due_date} onChange={(e) => set('giro_due_date', e.target.value)} className={inputClass(Boolean(errors.giro_due_date), 'min-h-10 py-1.5')} />
              )}
            </FormField>
          )}
          <FormField label="PPh 23" error={errors.pph23}>
            {(c) => <MoneyInput {...c} name="pph23" value={inputs.pph23} onChange={(v) => set('pph23', v)} invalid={Boolean(errors.pph23)} compact />}
          </FormField>
          <FormField label="Slip no." error={errors.pph23_slip_no}>
            {(c) => (
              <input
                {...c}
                type="text"
                name="pph23_slip_no"
                maxLength={40}
                autoComplete="off"
                value={inputs.pph23_slip_no}
                onChange={(e) => set('pph23_slip_no', e.target.value)}
                className={inputClass(Boolean(errors.pph23_slip_no), 'min-h-10 py-1.5')}
              />
            )}
          </FormField>
          <FormField label="Note" error={errors.note} className={giro ? '' : 'lg:col-span-2'}>
            {(c) => (
              <input
                {...c}
                type="text"
                name="note"
                maxLength={200}
                value={inputs.note}
                onChange={(e) => set('note', e.target.value)}
                placeholder="Why nothing or part was collected"
                className={inputClass(Boolean(errors.note), 'min-h-10 py-1.5')}
              />
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="primary" type="submit" pending={saving} pendingLabel="Saving…" disabledReason={busy && !saving ? 'Another invoice is being saved' : null} data-testid="collection-line-save">
            Save
          </Button>
          {changed && (
            <Button
              size="sm"
              variant="ghost"
              disabled={saving}
              onClick={() => {
                setErrors({});
                setMessage(null);
                onUndo();
              }}
              data-testid="collection-line-undo"
            >
              Undo changes
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}
