import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { counted } from '@/components/document/document-format';
import { useDocumentAction } from '@/hooks/documents/use-document';
import { incomingDocument } from '@/lib/resources/documents/incoming';
import { apiErrorMessage } from '@/services/api-client';
import { isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { incomingCounts, receivedOfExpected } from './incoming-format';

export interface FinishDialogProps {
  /** The incoming to finish, as last answered (its version is the one sent); null: closed. */
  incoming: DocumentRecord | null;
  onClose: () => void;
  onFinished: (incoming: DocumentRecord) => void;
}

/**
 * Finish receiving (the incoming's book): every AWB still pending becomes missing, so is every bag not
 * opened; the manifest is received. Asked first, with how many that is. Late finds still come in after.
 */
export function FinishDialog({ incoming, onClose, onFinished }: FinishDialogProps) {
  const book = useDocumentAction(incomingDocument, 'book');
  const failure = book.error ? apiErrorMessage(book.error) : null;
  const counts = incoming ? incomingCounts(incoming) : null;
  const close = () => {
    book.reset();
    onClose();
  };
  const finish = () => {
    if (incoming) book.mutate({ id: incoming.id, body: { version: incoming.version } }, { onSuccess: onFinished });
  };

  return (
    <ConfirmDialog open={incoming !== null} title="Finish receiving?" confirmLabel="Finish receiving" pending={book.isPending} onConfirm={finish} onClose={close}>
      {incoming && counts && (
        <div className="space-y-2" data-testid="finish-summary">
          <p>
            <span className="font-mono font-semibold text-slate-800">{incoming.number}</span>: {receivedOfExpected(incoming)}.
          </p>
          {counts.pending > 0 ? (
            <p className="font-medium text-red-700" data-testid="finish-pending">
              {counts.pending === 1 ? '1 AWB is' : `${counts.pending} AWBs are`} still pending and will be marked missing.
            </p>
          ) : (
            <p className="text-emerald-700" data-testid="finish-pending">
              Every expected AWB is in.
            </p>
          )}
          {counts.bagsPending > 0 && (
            <p className="text-red-700" data-testid="finish-bags-pending">
              {counted(counts.bagsPending, 'bag')} not opened will be marked missing.
            </p>
          )}
          <p>A missing AWB or bag that turns up later can still be scanned in.</p>
        </div>
      )}
      {failure && (
        <div className="mt-3">
          <FormErrorBanner error={{ message: isConflict(book.error) ? `${failure}. The incoming has been read again: check it and finish again.` : failure }} />
        </div>
      )}
    </ConfirmDialog>
  );
}
