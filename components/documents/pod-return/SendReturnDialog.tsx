import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useDocumentAction } from '@/hooks/documents/use-document';
import { podReturnDocument } from '@/lib/resources/documents/pod-return';
import { apiErrorMessage } from '@/services/api-client';
import { isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { returnDestination, returnPods } from './pod-format';

export interface SendReturnDialogProps {
  /** The return to send, as last answered (its version is the one sent); null: closed. */
  podReturn: DocumentRecord | null;
  onClose: () => void;
  onSent: (podReturn: DocumentRecord) => void;
}

/** Send (the POD return's book): the papers leave for the origin branch with the printed cover sheet; nothing is scanned in after. */
export function SendReturnDialog({ podReturn, onClose, onSent }: SendReturnDialogProps) {
  const book = useDocumentAction(podReturnDocument, 'book');
  const failure = book.error ? apiErrorMessage(book.error) : null;
  const close = () => {
    book.reset();
    onClose();
  };
  const send = () => {
    if (podReturn) book.mutate({ id: podReturn.id, body: { version: podReturn.version } }, { onSuccess: onSent });
  };

  return (
    <ConfirmDialog open={podReturn !== null} title="Send the POD return?" confirmLabel="Send" pending={book.isPending} onConfirm={send} onClose={close}>
      {podReturn && (
        <div className="space-y-2" data-testid="send-summary">
          <p>
            <span className="font-mono font-semibold text-slate-800">{podReturn.number}</span>: {returnPods(podReturn)} back to {returnDestination(podReturn)}
            {podReturn.sent_via ? `, via ${String(podReturn.sent_via)}` : ''}.
          </p>
          <p>Print its cover sheet and put it on top of the papers: the origin scans its barcode to receive them.</p>
        </div>
      )}
      {failure && (
        <div className="mt-3">
          <FormErrorBanner error={{ message: isConflict(book.error) ? `${failure}. The POD return has been read again: check it and send again.` : failure }} />
        </div>
      )}
    </ConfirmDialog>
  );
}
