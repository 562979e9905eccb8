import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/data/Button';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { dateToLocal, isoToLocal, localToIso } from '@/components/document/local-datetime';
import { formatDate, formatDateTime } from '@/components/resource/format';
import { formatRupiah } from '@/lib/pricing/money';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * One invoice of a delivery sheet as the collector's report is booked: received (by whom, when — now
 * unless told) or not received (why), saved on its own (`record`, with the sheet's version). A result
 * already recorded shows as such, and can be changed while the sheet is out.
 */

export type HandoverResult = 'PENDING' | 'RECEIVED' | 'NOT_RECEIVED';

export interface HandoverLine {
  id: number;
  invoice_id: number;
  invoice_number: string;
  customer: string;
  invoice_date: string | null;
  total: number;
  result: HandoverResult;
  received_by: string | null;
  received_at: string | null;
  reason: string | null;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function toHandoverLine(row: ResourceRecord): HandoverLine {
  const result = text(row.result);
  return {
    id: row.id,
    invoice_id: Number(row.invoice_id ?? 0),
    invoice_number: text(row.invoice_number),
    customer: text(row.customer_id_label) || (row.customer_id ? `Customer #${text(row.customer_id)}` : ''),
    invoice_date: row.invoice_date ? text(row.invoice_date) : null,
    total: Number(row.total ?? 0) || 0,
    result: result === 'RECEIVED' || result === 'NOT_RECEIVED' ? result : 'PENDING',
    received_by: row.received_by ? text(row.received_by) : null,
    received_at: row.received_at ? text(row.received_at) : null,
    reason: row.reason ? text(row.reason) : null,
  };
}

/** What `record` is sent for one line (besides the version), and the line as it leaves it. */
export interface HandoverRecord {
  body: { line_id: number; result: HandoverResult; received_by?: string; received_at?: string; reason?: string };
  patch: Partial<HandoverLine>;
}

export interface HandoverHandlers {
  onDone: () => void;
  /** The server's field errors of this line, and its message. */
  onFieldErrors: (errors: Record<string, string>, message: string) => void;
}

export interface HandoverLineRowProps {
  line: HandoverLine;
  /** Why results cannot be recorded now (the server's reason, loading); null: they can. */
  blocked: string | null;
  /** Another line is being saved: this one waits (each save carries the sheet's new version). */
  busy: boolean;
  saving: boolean;
  onRecord: (record: HandoverRecord, handlers: HandoverHandlers) => void;
}

const RESULT_TEXT: Record<HandoverResult, string> = { PENDING: 'No result yet', RECEIVED: 'Received', NOT_RECEIVED: 'Not received' };
const RESULT_TONE: Record<HandoverResult, string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  RECEIVED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  NOT_RECEIVED: 'bg-red-50 text-red-800 ring-red-200',
};

export function HandoverLineRow({ line, blocked, busy, saving, onRecord }: HandoverLineRowProps) {
  const groupName = useId();
  const editable = blocked === null;
  const [editing, setEditing] = useState(line.result === 'PENDING');
  const [choice, setChoice] = useState<HandoverResult | null>(line.result === 'PENDING' ? null : line.result);
  const [receivedBy, setReceivedBy] = useState(line.received_by ?? '');
  const [receivedAt, setReceivedAt] = useState(line.received_at ? isoToLocal(line.received_at) : '');
  const [reason, setReason] = useState(line.reason ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const choose = (next: HandoverResult) => {
    setChoice(next);
    setErrors({});
    setMessage(null);
    // received: now, unless a time was already there
    if (next === 'RECEIVED' && !receivedAt) setReceivedAt(dateToLocal(new Date()));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems: Record<string, string> = {};
    if (!choice) problems.result = 'Received or not received?';
    if (choice === 'RECEIVED' && !receivedBy.trim()) problems.received_by = 'Who received it';
    if (choice === 'RECEIVED' && receivedAt && new Date(receivedAt).getTime() > Date.now() + 60_000) problems.received_at = 'Cannot be in the future';
    if (choice === 'NOT_RECEIVED' && !reason.trim()) problems.reason = 'Why not';
    setErrors(problems);
    if (Object.keys(problems).length || !choice) return;
    const record: HandoverRecord =
      choice === 'RECEIVED'
        ? {
            body: { line_id: line.id, result: 'RECEIVED', received_by: receivedBy.trim(), ...(receivedAt ? { received_at: localToIso(receivedAt) } : {}) },
            patch: { result: 'RECEIVED', received_by: receivedBy.trim(), received_at: receivedAt ? localToIso(receivedAt) : new Date().toISOString(), reason: null },
          }
        : { body: { line_id: line.id, result: 'NOT_RECEIVED', reason: reason.trim() }, patch: { result: 'NOT_RECEIVED', reason: reason.trim(), received_by: null, received_at: null } };
    onRecord(record, {
      onDone: () => {
        setEditing(false);
        setErrors({});
      },
      onFieldErrors: (fields, text) => {
        setErrors(fields);
        setMessage(text);
      },
    });
  };

  const recorded = (
    <p className="text-sm text-slate-700" data-testid="sheet-line-recorded">
      {line.result === 'RECEIVED' ? (
        <>
          Received by <span className="font-medium text-slate-900">{line.received_by}</span>
          {line.received_at ? ` · ${formatDateTime(line.received_at)}` : ''}
        </>
      ) : line.result === 'NOT_RECEIVED' ? (
        <>Not received: {line.reason}</>
      ) : (
        <span className="text-slate-500">Waiting for its result</span>
      )}
    </p>
  );
  const shownErrors = Object.entries(errors).filter(([k]) => !['received_by', 'received_at', 'reason'].includes(k));

  return (
    <li className="px-4 py-3" data-testid="sheet-line" data-invoice={line.invoice_number} data-result={line.result}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-mono font-semibold text-slate-900">{line.invoice_number}</span>
        <span className="min-w-0 truncate text-sm text-slate-700">{line.customer}</span>
        <span className="text-xs text-slate-500">{line.invoice_date ? formatDate(line.invoice_date) : ''}</span>
        <span className="text-sm tabular-nums text-slate-700">{formatRupiah(line.total)}</span>
        <span className={`ml-auto inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${RESULT_TONE[line.result]}`} data-testid="sheet-line-result">
          {RESULT_TEXT[line.result]}
        </span>
      </div>

      {editable && editing ? (
        <form onSubmit={save} noValidate className="mt-2 space-y-2" aria-label={`Result of ${line.invoice_number}`}>
          {message && (
            <p role="alert" className="text-sm text-red-700">
              {message}
            </p>
          )}
          {shownErrors.map(([k, v]) => (
            <p key={k} className="text-xs text-red-600" data-field-error>
              {v}
            </p>
          ))}
          <fieldset>
            <legend className="sr-only">Result of {line.invoice_number}</legend>
            <div className="inline-flex rounded-md shadow-sm">
              {(['RECEIVED', 'NOT_RECEIVED'] as const).map((value, i) => (
                <label
                  key={value}
                  className={`relative cursor-pointer border border-slate-300 px-3 py-2 text-sm focus-within:z-10 focus-within:ring-2 focus-within:ring-slate-500 ${i === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md'} ${
                    choice === value ? (value === 'RECEIVED' ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white') : 'bg-white text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  <input type="radio" name={groupName} value={value} checked={choice === value} onChange={() => choose(value)} className="sr-only" />
                  {RESULT_TEXT[value]}
                </label>
              ))}
            </div>
          </fieldset>
          {choice === 'RECEIVED' && (
            <div className="grid gap-2 sm:grid-cols-2 lg:max-w-2xl">
              <FormField label="Received by" required error={errors.received_by}>
                {(c) => (
                  <input
                    {...c}
                    type="text"
                    name="received_by"
                    maxLength={100}
                    autoComplete="off"
                    value={receivedBy}
                    onChange={(e) => setReceivedBy(e.target.value)}
                    placeholder="Name on the sheet"
                    className={inputClass(Boolean(errors.received_by), 'py-1.5')}
                  />
                )}
              </FormField>
              <FormField label="Received at" error={errors.received_at} hint="Now, unless told">
                {(c) => (
                  <input {...c} type="datetime-local" name="received_at" value={receivedAt} onChange={(e) => setReceivedAt(e.target.value)} className={inputClass(Boolean(errors.received_at), 'py-1.5')} />
                )}
              </FormField>
            </div>
          )}
          {choice === 'NOT_RECEIVED' && (
            <div className="lg:max-w-2xl">
              <FormField label="Why not" required error={errors.reason}>
                {(c) => (
                  <input
                    {...c}
                    type="text"
                    name="reason"
                    maxLength={200}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    placeholder="Office closed, wrong address, refused…"
                    className={inputClass(Boolean(errors.reason), 'py-1.5')}
                  />
                )}
              </FormField>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="primary"
              type="submit"
              pending={saving}
              pendingLabel="Saving…"
              disabledReason={busy && !saving ? 'Another invoice is being saved' : choice ? null : 'Choose received or not received'}
              data-testid="sheet-line-save"
            >
              Save result
            </Button>
            {line.result !== 'PENDING' && (
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
                Keep as it was
              </Button>
            )}
          </div>
        </form>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {recorded}
          {editable && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Change the result of ${line.invoice_number}`} data-testid="sheet-line-change">
              Change
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
