import Link from 'next/link';
import type { FormEvent, RefObject } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/FormField';
import { cancelReasonList, stageLabel } from '@/components/document/document-format';
import type { DraftLookup } from '@/hooks/documents/use-integration-booking';
import { POS } from '@/lib/resources/documents/screens';
import { reasonLabel } from '@/lib/resources/engine/define-document';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentRecord } from '@/services/documents/document-client';
import { Kbd } from './pos-fields';
import { groupAwb } from './pos-form';

/*
 * The scan box at the top of the integration booking: a scanner types the 12 digits and Enter. Under
 * it, why a scanned number has nothing to receive (unknown, already booked, cancelled, a counter AWB).
 */

export interface ScanNotice {
  tone: 'error' | 'warning';
  message: string;
  link?: { label: string; href: string };
}

/** What to tell the clerk when a scan finds no draft waiting for its parcel. */
export function scanNotice(lookup: Exclude<DraftLookup, { kind: 'found' }>): ScanNotice {
  const awb = groupAwb(lookup.awb);
  if (lookup.kind === 'missing') {
    return { tone: 'error', message: `AWB ${awb} was not found. Check the number; the customer may not have sent this shipment through the API yet.` };
  }
  const row: DocumentRecord = lookup.row;
  if (row.channel !== 'INTEGRATION') {
    const credit = row.payment_type === 'CREDIT';
    return {
      tone: 'warning',
      message: `AWB ${awb} was entered at a counter (POS ${credit ? 'credit' : 'cash'}, ${stageLabel(shipmentDocument, row.stage).toLowerCase()}), not sent through the API: nothing to receive here.`,
      link: row.stage === 'draft' ? { label: `Open POS ${credit ? 'credit' : 'cash'} · booking`, href: credit ? POS.creditBooking : POS.cashBooking } : undefined,
    };
  }
  if (row.stage === 'booked') {
    const when = typeof row.updated_at === 'string' ? new Date(row.updated_at) : null;
    const at = when && !Number.isNaN(when.getTime()) ? ` on ${when.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}` : '';
    const by = row.updated_by ? ` by ${row.updated_by}` : '';
    return { tone: 'warning', message: `AWB ${awb} is already booked: its parcel was received${at}${by}.` };
  }
  if (row.stage === 'cancelled') {
    const list = cancelReasonList(shipmentDocument);
    const code = typeof row.cancel_reason === 'string' && row.cancel_reason ? row.cancel_reason : null;
    const reason = code ? ` (${list ? reasonLabel(list, code) : code})` : '';
    return { tone: 'warning', message: `AWB ${awb} was cancelled${reason}: do not accept the parcel without checking with the customer.` };
  }
  return { tone: 'warning', message: `AWB ${awb} is not waiting for its parcel (${row.stage}).` };
}

export interface IntegrationBookingScanProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  onScan: () => void;
  pending: boolean;
  /** The number typed is not an AWB (12 digits). */
  invalid: string | null;
  notice: ScanNotice | null;
}

export function IntegrationBookingScan({ inputRef, value, onChange, onScan, pending, invalid, notice }: IntegrationBookingScanProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onScan();
  };
  const describedBy = invalid ? 'scan-invalid' : notice ? 'scan-notice' : undefined;
  return (
    <form onSubmit={submit} noValidate role="search" aria-label="Scan an AWB" className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm" data-testid="integration-scan">
      <label htmlFor="integration-scan-awb" className="flex items-center gap-1 text-sm font-medium text-slate-700">
        Scan the AWB <Kbd>F2</Kbd>
      </label>
      <div className="mt-1 flex flex-wrap items-start gap-2">
        <input
          ref={inputRef}
          id="integration-scan-awb"
          name="scan_awb"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder="12 digits"
          aria-invalid={Boolean(invalid)}
          aria-describedby={describedBy}
          className={inputClass(Boolean(invalid), 'w-full font-mono text-lg tracking-wider sm:w-72')}
          data-testid="scan-awb"
        />
        <Button type="submit" variant="primary" pending={pending} pendingLabel="Looking…" data-testid="scan-find">
          Find
        </Button>
      </div>
      {invalid && (
        <p id="scan-invalid" className="mt-1 text-xs text-red-600" data-field-error>
          {invalid}
        </p>
      )}
      {!invalid && notice && (
        <p
          id="scan-notice"
          role="alert"
          className={`mt-2 rounded-md border px-3 py-2 text-sm ${notice.tone === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-amber-300 bg-amber-50 text-amber-800'}`}
          data-testid="scan-notice"
        >
          {notice.message}
          {notice.link && (
            <>
              {' '}
              <Link href={notice.link.href} className="font-medium underline underline-offset-2">
                {notice.link.label}
              </Link>
            </>
          )}
        </p>
      )}
    </form>
  );
}
