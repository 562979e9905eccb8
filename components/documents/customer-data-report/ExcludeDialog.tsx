import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { Modal } from '@/components/data/Modal';
import { counted } from '@/components/document/document-format';
import { useCdrAction } from '@/hooks/finance/use-cdr-posting';
import { CDR_EXCLUDE_REASONS } from '@/lib/resources/documents/customer-data-report';
import { formatRupiah } from '@/lib/pricing/money';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { firstErrors } from './generate-helpers';
import type { CdrLine } from './cdr-lines';

/*
 * "Leave out selected": why these AWBs are not billed on this CDR — a reason of the list, and a note
 * (said when the reason is Other) — sent with the version the clerk saw. They are released when the
 * CDR is posted, for a later one.
 */

const NOTE_MAX = 200;

export interface ExcludeDialogProps {
  /** The CDR as last read; null: closed. */
  cdr: DocumentRecord | null;
  /** The kept lines ticked. */
  lines: readonly CdrLine[];
  onClose: () => void;
  onDone: (answer: DocumentRecord) => void;
}

export function ExcludeDialog({ cdr, lines, onClose, onDone }: ExcludeDialogProps) {
  const exclude = useCdrAction('exclude');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const open = cdr !== null;

  // a new opening starts empty
  useEffect(() => {
    if (!open) return;
    setReason('');
    setNote('');
    setErrors({});
    setMessage(null);
    exclude.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens
  }, [open]);

  const close = () => {
    if (!exclude.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cdr) return;
    const trimmed = note.trim();
    const problems: Record<string, string> = {};
    if (!reason) problems.exclude_reason = 'Pick a reason';
    if (reason === 'OTHER' && !trimmed) problems.exclude_note = 'Say why';
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length) return;
    exclude.mutate(
      { id: cdr.id, body: { version: cdr.version, line_ids: lines.map((l) => l.id), exclude_reason: reason, ...(trimmed ? { exclude_note: trimmed } : {}) } },
      {
        onSuccess: onDone,
        onError: (error) => {
          // a conflict is toasted and the CDR read again: nothing left to do here
          if (isConflict(error)) return onClose();
          const fields = apiFieldErrors(error);
          if (Object.keys(fields).length) {
            setErrors(firstErrors(fields));
            setMessage(apiErrorMessage(error));
          }
        },
      },
    );
  };

  const amount = lines.reduce((a, l) => a + l.amount, 0);
  const otherErrors = Object.entries(errors).filter(([k]) => k !== 'exclude_reason' && k !== 'exclude_note');

  return (
    <Modal
      open={open}
      onClose={close}
      title="Leave out of this CDR"
      description={cdr ? `${counted(lines.length, 'AWB')} of ${cdr.number} (${formatRupiah(amount)}): not billed now, released for a later CDR when this one is posted.` : undefined}
      testId="cdr-exclude-dialog"
      footer={
        <>
          <Button onClick={close} disabled={exclude.isPending}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="cdr-exclude-form" pending={exclude.isPending} pendingLabel="Leaving out…" data-testid="cdr-exclude-confirm">
            Leave out {counted(lines.length, 'AWB')}
          </Button>
        </>
      }
    >
      <form id="cdr-exclude-form" onSubmit={submit} noValidate className="space-y-3">
        {message && <FormErrorBanner error={{ message }} />}
        {otherErrors.length > 0 && (
          <ul className="text-xs text-red-600">
            {otherErrors.map(([k, v]) => (
              <li key={k}>{v}</li>
            ))}
          </ul>
        )}
        <FormField label="Reason" required error={errors.exclude_reason}>
          {(c) => (
            <select
              {...c}
              name="exclude_reason"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors(({ exclude_reason: _r, ...rest }) => rest);
              }}
              className={inputClass(Boolean(errors.exclude_reason))}
              data-autofocus
            >
              <option value="">Choose…</option>
              {CDR_EXCLUDE_REASONS.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Note" required={reason === 'OTHER'} error={errors.exclude_note} hint={reason === 'OTHER' ? 'Say why they are left out.' : 'Optional: what the customer or the helpdesk said.'}>
          {(c) => (
            <textarea
              {...c}
              name="exclude_note"
              rows={3}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setErrors(({ exclude_note: _n, ...rest }) => rest);
              }}
              className={inputClass(Boolean(errors.exclude_note))}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
