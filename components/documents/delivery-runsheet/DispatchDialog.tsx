import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useDocumentAction } from '@/hooks/documents/use-document';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import { apiErrorMessage } from '@/services/api-client';
import { isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { runsheetCod, runsheetCrew, runsheetLoad } from './runsheet-format';

export interface DispatchDialogProps {
  /** The runsheet to dispatch, as last answered (its version is the one sent); null: closed. */
  runsheet: DocumentRecord | null;
  onClose: () => void;
  onDispatched: (runsheet: DocumentRecord) => void;
}

/** Dispatch (the runsheet's book): the courier leaves, every AWB on it is out for delivery; nothing is scanned on after. */
export function DispatchDialog({ runsheet, onClose, onDispatched }: DispatchDialogProps) {
  const book = useDocumentAction(deliveryRunsheetDocument, 'book');
  const failure = book.error ? apiErrorMessage(book.error) : null;
  const close = () => {
    book.reset();
    onClose();
  };
  const dispatch = () => {
    if (runsheet) book.mutate({ id: runsheet.id, body: { version: runsheet.version } }, { onSuccess: onDispatched });
  };

  return (
    <ConfirmDialog open={runsheet !== null} title="Dispatch now?" confirmLabel="Dispatch" pending={book.isPending} onConfirm={dispatch} onClose={close}>
      {runsheet && (
        <div className="space-y-2" data-testid="dispatch-summary">
          <p>
            <span className="font-mono font-semibold text-slate-800">{runsheet.number}</span> with {runsheetCrew(runsheet)}: {runsheetLoad(runsheet)}; every AWB goes out for delivery.
          </p>
          <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-300" data-testid="dispatch-cod">
            COD to collect: <span className="text-base font-bold tabular-nums">{runsheetCod(runsheet)}</span>
          </p>
        </div>
      )}
      {failure && (
        <div className="mt-3">
          <FormErrorBanner error={{ message: isConflict(book.error) ? `${failure}. The runsheet has been read again: check it and dispatch again.` : failure }} />
        </div>
      )}
    </ConfirmDialog>
  );
}
