import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useDocumentAction } from '@/hooks/documents/use-document';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import { apiErrorMessage } from '@/services/api-client';
import { isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { receivedOfExpected, receptionCounts } from './pod-format';

export interface FinishReceptionDialogProps {
  /** The reception to finish, as last answered (its version is the one sent); null: closed. */
  reception: DocumentRecord | null;
  onClose: () => void;
  onFinished: (reception: DocumentRecord) => void;
}

/**
 * Finish (the reception's book): every paper still pending becomes missing — its AWB stays outstanding —
 * and the POD return is received. Asked first, with how many that is. Late finds still come in after.
 */
export function FinishReceptionDialog({ reception, onClose, onFinished }: FinishReceptionDialogProps) {
  const book = useDocumentAction(podReceptionDocument, 'book');
  const failure = book.error ? apiErrorMessage(book.error) : null;
  const counts = reception ? receptionCounts(reception) : null;
  const close = () => {
    book.reset();
    onClose();
  };
  const finish = () => {
    if (reception) book.mutate({ id: reception.id, body: { version: reception.version } }, { onSuccess: onFinished });
  };

  return (
    <ConfirmDialog open={reception !== null} title="Finish receiving?" confirmLabel="Finish receiving" pending={book.isPending} onConfirm={finish} onClose={close}>
      {reception && counts && (
        <div className="space-y-2" data-testid="finish-summary">
          <p>
            <span className="font-mono font-semibold text-slate-800">{reception.number}</span>: {receivedOfExpected(reception)}.
          </p>
          {counts.pending > 0 ? (
            <p className="font-medium text-red-700" data-testid="finish-pending">
              {counts.pending === 1 ? '1 POD is' : `${counts.pending} PODs are`} still pending and will be marked missing: their AWBs stay outstanding.
            </p>
          ) : (
            <p className="text-emerald-700" data-testid="finish-pending">
              Every expected POD is in.
            </p>
          )}
          <p>A missing paper that turns up later can still be scanned in.</p>
        </div>
      )}
      {failure && (
        <div className="mt-3">
          <FormErrorBanner error={{ message: isConflict(book.error) ? `${failure}. The reception has been read again: check it and finish again.` : failure }} />
        </div>
      )}
    </ConfirmDialog>
  );
}
