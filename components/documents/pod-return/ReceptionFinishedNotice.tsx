import { Button } from '@/components/data/Button';
import type { DocumentRecord } from '@/services/documents/document-client';
import { receptionSummary } from './pod-format';

export interface ReceptionFinishedNoticeProps {
  /** The reception as the finish answered it. */
  doc: DocumentRecord;
  onDismiss: () => void;
}

/**
 * The reception just finished (like the incoming's notice): every paper received, or finished with some
 * missing — then it stays on screen for the late finds. It does not take the focus: the scan box keeps it.
 */
export function ReceptionFinishedNotice({ doc, onDismiss }: ReceptionFinishedNoticeProps) {
  const incomplete = doc.status === 'INCOMPLETE';
  const tone = incomplete ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900';
  return (
    <div role="status" className={`mb-4 rounded-lg border px-4 py-4 ${tone}`} data-testid="reception-finished" data-status={doc.status}>
      <h2 className="text-base font-semibold">
        <span className="font-mono">{doc.number}</span> {incomplete ? 'finished with papers missing' : 'received'}
      </h2>
      <p className="mt-1 text-sm" data-testid="reception-finished-summary">
        {receptionSummary(doc)}
      </p>
      {incomplete && <p className="mt-1 text-sm">It stays open for late finds: scan a missing paper when it turns up.</p>}
      <div className="mt-3">
        <Button onClick={onDismiss} className="min-h-10" data-testid="reception-finished-dismiss">
          Done
        </Button>
      </div>
    </div>
  );
}
