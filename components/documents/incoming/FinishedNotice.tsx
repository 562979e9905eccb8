import { Button } from '@/components/data/Button';
import type { DocumentRecord } from '@/services/documents/document-client';
import { incomingSummary } from './incoming-format';

export interface FinishedNoticeProps {
  /** The incoming as the finish answered it. */
  doc: DocumentRecord;
  onDismiss: () => void;
}

/**
 * The incoming just finished (like DoneNotice, which a scan screen shows for what it just closed): all
 * received, or finished with exceptions — then it stays on screen for the late finds. It does not take
 * the focus: the scan box keeps it.
 */
export function FinishedNotice({ doc, onDismiss }: FinishedNoticeProps) {
  const exceptions = doc.status === 'EXCEPTIONS';
  const tone = exceptions ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900';
  return (
    <div role="status" className={`mb-4 rounded-lg border px-4 py-4 ${tone}`} data-testid="incoming-finished" data-status={doc.status}>
      <h2 className="text-base font-semibold">
        <span className="font-mono">{doc.number}</span> {exceptions ? 'finished with exceptions' : 'received'}
      </h2>
      <p className="mt-1 text-sm" data-testid="incoming-finished-summary">
        {incomingSummary(doc)}
      </p>
      {exceptions && <p className="mt-1 text-sm">It stays open for late finds: scan a missing bag or AWB when it turns up.</p>}
      <div className="mt-3">
        <Button onClick={onDismiss} className="min-h-10" data-testid="incoming-finished-dismiss">
          Done
        </Button>
      </div>
    </div>
  );
}
