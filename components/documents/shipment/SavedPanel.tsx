import { useEffect, useRef } from 'react';
import { Button } from '@/components/data/Button';
import type { PaymentType, ShipmentPrint, ShipmentRow } from '@/services/documents/shipments';
import { groupAwb } from './pos-form';
import { formatRupiah } from './pos-format';

/*
 * What the clerk reads out after saving: the AWB number, the total, the change. The label was sent to
 * a new tab on save; it can be printed again, the receipt too. "New shipment" (focused, so Enter does
 * it) clears the form for the next customer.
 */

export type PrintState = { kind: ShipmentPrint; state: 'printing' | 'opened' | 'blocked' | 'failed'; message?: string } | null;

export interface SavedPanelProps {
  row: ShipmentRow;
  paymentType: PaymentType;
  print: PrintState;
  onPrint: (kind: ShipmentPrint) => void;
  onNew: () => void;
}

const PRINT_NAMES: Record<ShipmentPrint, string> = { label: 'The label', receipt: 'The receipt' };

function printNote(print: PrintState): string | null {
  if (!print) return null;
  const what = PRINT_NAMES[print.kind];
  switch (print.state) {
    case 'printing':
      return `${what} is being prepared…`;
    case 'opened':
      return `${what} opened in a new tab.`;
    case 'blocked':
      return `The browser blocked the new tab: allow pop-ups for this site, or use the button again.`;
    case 'failed':
      return `${what} could not be printed: ${print.message ?? 'unknown error'}`;
  }
}

export function SavedPanel({ row, paymentType, print, onPrint, onNew }: SavedPanelProps) {
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => actions.current?.querySelector<HTMLButtonElement>('[data-testid="pos-new"]')?.focus(), []);
  const note = printNote(print);
  const cash = paymentType === 'CASH';
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid="pos-saved">
      <h2 className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">Shipment saved</h2>
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
          Print label again
        </Button>
        <Button onClick={() => onPrint('receipt')} pending={print?.kind === 'receipt' && print.state === 'printing'} pendingLabel="Printing…" data-testid="pos-print-receipt">
          Receipt
        </Button>
      </div>
    </div>
  );
}
