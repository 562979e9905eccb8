import { useId, useState } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/FormField';
import { Modal } from '@/components/data/Modal';
import { useResourceRowAction } from '@/hooks/resource/use-resource';
import { useRetained } from '@/hooks/use-retained';
import type { ResourceRecord } from '@/services/resource/client';
import { formatField } from '@/components/resource/format';
import type { RowActionDialogProps } from '../types';

export type AdjustmentDecision = 'approve' | 'reject';

const NOTE_MAX = 500;

const WORDING = {
  approve: { title: 'Approve price adjustment', confirm: 'Approve', done: 'approved', tone: 'primary' },
  reject: { title: 'Reject price adjustment', confirm: 'Reject', done: 'rejected', tone: 'danger' },
} as const;


/**
 * Approves or rejects a pending price adjustment with an optional note, sending the version seen.
 * The server refuses the adjustment's last author (403) and a decided or changed row (409): its
 * message is toasted and the list is fetched again.
 */
export function DecisionDialog({ def, action, row: subject, onClose }: RowActionDialogProps) {
  const open = subject !== null && (action === 'approve' || action === 'reject');
  const row = useRetained(open ? subject : null);
  const decision = (useRetained(open ? action : null) ?? 'approve') as AdjustmentDecision;
  const [note, setNote] = useState('');
  const noteId = useId();
  const wording = WORDING[decision];
  const decide = useResourceRowAction<ResourceRecord, { version: number; note?: string }>(def, decision, {
    success: () => `${def.label} ${wording.done}`,
  });

  const close = () => {
    if (decide.isPending) return;
    setNote('');
    onClose();
  };
  const confirm = () => {
    if (!row) return;
    const text = note.trim();
    decide.mutate(
      { id: row.id, body: { version: row.version, ...(text ? { note: text } : {}) } },
      // Refused (not the author's to decide, already decided, changed meanwhile): the toast says why and
      // the row on screen is fetched again, so the dialog has nothing left to do.
      { onSettled: () => { setNote(''); onClose(); } },
    );
  };

  const show = (key: string) => (row ? formatField(def.fields[key], key, row) : '');
  return (
    <Modal
      open={open}
      onClose={close}
      title={wording.title}
      size="md"
      testId="adjustment-decision"
      footer={
        <>
          <Button onClick={close} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button variant={wording.tone} onClick={confirm} pending={decide.isPending} pendingLabel="Working…" data-testid="decision-confirm">
            {wording.confirm}
          </Button>
        </>
      }
    >
      {row && (
        <div className="space-y-4 text-sm text-slate-600">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {['customer_id', 'service_id', 'adjustment_percent', 'effective_from', 'effective_to', 'reason'].map((key) => (
              <div key={key} className="contents" data-field={key}>
                <dt className="text-slate-500">{def.fields[key]?.label}</dt>
                <dd className="text-slate-800">{show(key)}</dd>
              </div>
            ))}
          </dl>
          {row.updated_by && <p className="text-xs text-slate-500">Last written by {row.updated_by}: someone else must decide it.</p>}
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-700">
              Note <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id={noteId}
              name="note"
              rows={3}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder={decision === 'reject' ? 'Why it is rejected' : 'Anything the author should know'}
              className={`mt-1 ${inputClass(false)}`}
              data-testid="decision-note"
            />
            <p className="mt-1 text-right text-xs text-slate-400">
              {note.length} / {NOTE_MAX}
            </p>
          </div>
        </div>
      )}
    </Modal>
  );
}
