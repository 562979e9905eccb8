import { Button } from '@/components/data/Button';
import { figure } from '@/hooks/documents/use-integration-booking';
import type { DocumentRecord } from '@/services/documents/document-client';
import { groupAwb } from './pos-form';
import { formatRupiah } from './pos-format';
import { printNote, type PrintState } from './SavedPanel';

/*
 * The line left by the last parcel received: its AWB, the final total (the server's, after pricing the
 * measured koli) against the announced one, and its label to print. The scan box already has the focus
 * for the next parcel.
 */

export interface IntegrationBookingDoneProps {
  row: DocumentRecord;
  /** The total the customer was announced before the parcel was measured. */
  announcedTotal: number | null;
  print: PrintState;
  onPrint: () => void;
}

export function IntegrationBookingDone({ row, announcedTotal, print, onPrint }: IntegrationBookingDoneProps) {
  const total = figure(row.total);
  const difference = total !== null && announcedTotal !== null ? total - announcedTotal : null;
  const note = printNote(print);
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3" data-testid="integration-booked">
      <p className="text-sm text-emerald-900">
        <span className="font-semibold">Booked</span> AWB{' '}
        <span className="font-mono text-base font-bold tracking-wider" data-testid="booked-awb">
          {groupAwb(row.number)}
        </span>{' '}
        · total{' '}
        <span className="text-base font-bold tabular-nums" data-testid="booked-total">
          {total === null ? '–' : formatRupiah(total)}
        </span>
        {difference !== null && difference !== 0 && (
          <span className="ml-1 text-amber-800" data-testid="booked-difference">
            ({difference > 0 ? '+' : '−'}
            {formatRupiah(Math.abs(difference))} against the announced {formatRupiah(announcedTotal!)})
          </span>
        )}
        {note && (
          <span className={`block text-xs ${print?.state === 'failed' || print?.state === 'blocked' ? 'text-red-700' : 'text-emerald-800'}`} data-testid="booked-print-note">
            {note}
          </span>
        )}
      </p>
      <Button onClick={onPrint} pending={print?.state === 'printing'} pendingLabel="Printing…" data-testid="booked-print-label">
        Print label
      </Button>
    </div>
  );
}
