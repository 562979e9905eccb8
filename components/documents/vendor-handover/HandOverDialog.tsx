import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { counted } from '@/components/document/document-format';
import { useDocumentAction } from '@/hooks/documents/use-document';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import { apiErrorMessage } from '@/services/api-client';
import { isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { handoverCost, handoverLoad, handoverVendor } from './handover-format';

export interface HandOverDialogProps {
  /** The hand-over to close, as last answered (its version is the one sent); null: closed. */
  handover: DocumentRecord | null;
  /** How many of its AWBs have no vendor AWB yet (as last read). */
  withoutVendorAwb: number;
  onClose: () => void;
  onHandedOver: (handover: DocumentRecord) => void;
}

/** Hand over (the hand-over's book): the vendor has the AWBs; nothing is scanned on or set after. */
export function HandOverDialog({ handover, withoutVendorAwb, onClose, onHandedOver }: HandOverDialogProps) {
  const book = useDocumentAction(vendorHandoverDocument, 'book');
  const failure = book.error ? apiErrorMessage(book.error) : null;
  const close = () => {
    book.reset();
    onClose();
  };
  const handOver = () => {
    if (handover) book.mutate({ id: handover.id, body: { version: handover.version } }, { onSuccess: onHandedOver });
  };

  return (
    <ConfirmDialog open={handover !== null} title="Hand over now?" confirmLabel="Hand over" pending={book.isPending} onConfirm={handOver} onClose={close}>
      {handover && (
        <div className="space-y-2" data-testid="hand-over-summary">
          <p>
            <span className="font-mono font-semibold text-slate-800">{handover.number}</span> to {handoverVendor(handover)}: {handoverLoad(handover)}, cost{' '}
            <span className="font-semibold text-slate-800 tabular-nums">{handoverCost(handover)}</span>.
          </p>
          {withoutVendorAwb > 0 && (
            <p className="text-amber-800" data-testid="hand-over-missing-vendor-awb">
              {counted(withoutVendorAwb, 'AWB')} without the vendor&apos;s AWB: nothing can be set once handed over.
            </p>
          )}
        </div>
      )}
      {failure && (
        <div className="mt-3">
          <FormErrorBanner error={{ message: isConflict(book.error) ? `${failure}. The hand-over has been read again: check it and hand over again.` : failure }} />
        </div>
      )}
    </ConfirmDialog>
  );
}
