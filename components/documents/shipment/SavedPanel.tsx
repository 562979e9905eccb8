import { useEffect, useRef } from 'react';
import { Button } from '@/components/data/Button';
import type { PaymentType, ShipmentPrint, ShipmentRow } from '@/services/documents/shipments';
import type { PrintOutcome } from '@/services/print-pdf';
import { groupAwb } from './pos-form';
import { formatRupiah } from './pos-format';

/*
 * What the clerk reads out after saving: the AWB number, the total, the change. A booked AWB's label went
 * to the print dialog on save; it can be printed again, the receipt too. A draft's label is printed only
 * on request (it says DRAFT): the draft is booked on the booking list. "New shipment" (focused, so Enter
 * does it) clears the form for the next customer.
 */

export type PrintState = { kind: ShipmentPrint; state: 'printing' | PrintOutcome | 'failed'; message?: string } | null;

const PRINT_NAMES: Record<ShipmentPrint, string> = { label: 'The label', receipt: 'The receipt' };

/** What became of the last print, in words (the POS entry and the integration booking alike). */
export function printNote(print: PrintState): string | null {
  if (!print) return null;
  const what = PRINT_NAMES[print.kind];
  switch (print.state) {
    case 'printing':
      return `${what} is being prepared for the printer…`;
    case 'dialog':
      return `${what} went to the print dialog.`;
    case 'tab':
      return `${what} opened in a new tab: print it from there.`;
    case 'blocked':
      return `The browser blocked the new tab: allow pop-ups for this site, or use the button again.`;
    case 'failed':
      return `${what} could not be printed: ${print.message ?? 'unknown error'}`;
  }
}

export interface SavedPanelProps {
  row: ShipmentRow;
  paymentType: PaymentType;
  print: PrintState;
  onPrint: (kind: ShipmentPrint) => void;
  onNew: () => void;
}

export function SavedPanel({ row, paymentType, print, onPrint, onNew }: SavedPanelProps) {
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => actions.current?.querySelector<HTMLButtonElement>('[data-testid="pos-new"]')?.focus(), []);
  const note = printNote(print);
  const cash = paymentType === 'CASH';
  const booked = row.stage === 'booked';
  return (
    <div role="status" className={`rounded-lg border px-5 py-5 ${booked ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`} data-testid="pos-saved" data-stage={row.stage}>
      <h2 className={`text-sm font-semibold tracking-wide uppercase ${booked ? 'text-emerald-800' : 'text-amber-800'}`} data-testid="saved-title">
        {booked ? 'AWB booked' : 'Draft saved: not booked yet'}
      </h2>
      {!booked && <p className="mt-1 text-sm text-amber-900">Book it on the booking list when the parcel is ready to go; its label until then says DRAFT.</p>}
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">AWB</dt>
          <dd className="font-mono text-2xl font-bold tracking-wider text-slate-900" data-testid="saved-awb">
            {groupAwb(String(row.number))}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">Total</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="saved-total">
            {formatRupiah(row.total)}
          </dd>
        </div>
        {cash && (
          <div>
            <dt className="text-xs font-medium text-slate-500 uppercase">Change</dt>
            <dd className="text-3xl font-bold text-emerald-700 tabular-nums" data-testid="saved-change">
              {row.change_given === null || row.change_given === undefined ? '–' : formatRupiah(row.change_given)}
            </dd>
          </div>
        )}
      </dl>
      {note && (
        <p className={`mt-3 text-sm ${print?.state === 'failed' || print?.state === 'blocked' ? 'text-red-700' : 'text-slate-600'}`} data-testid="saved-print-note">
          {note}
        </p>
      )}
      <div ref={actions} className="mt-5 flex flex-wrap gap-2">
        <Button variant="primary" onClick={onNew} data-testid="pos-new">
          New shipment
        </Button>
        <Button onClick={() => onPrint('label')} pending={print?.kind === 'label' && print.state === 'printing'} pendingLabel="Printing…" data-testid="pos-print-label">
          {booked ? 'Print label again' : 'Print draft label'}
        </Button>
        <Button onClick={() => onPrint('receipt')} pending={print?.kind === 'receipt' && print.state === 'printing'} pendingLabel="Printing…" data-testid="pos-print-receipt">
          Receipt
        </Button>
      </div>
    </div>
  );
}
