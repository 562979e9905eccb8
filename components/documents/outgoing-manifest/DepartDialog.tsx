import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useDocumentAction } from '@/hooks/documents/use-document';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';
import { apiErrorMessage } from '@/services/api-client';
import { isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { manifestLoad } from './manifest-format';

export interface DepartDialogProps {
  /** The manifest to depart, as last answered (its version is the one sent); null: closed. */
  manifest: DocumentRecord | null;
  onClose: () => void;
  onDeparted: (manifest: DocumentRecord) => void;
}

/** Depart (the manifest's book): the load leaves, every AWB on it goes in transit; nothing is scanned on after. */
export function DepartDialog({ manifest, onClose, onDeparted }: DepartDialogProps) {
  const book = useDocumentAction(outgoingManifestDocument, 'book');
  const failure = book.error ? apiErrorMessage(book.error) : null;
  const close = () => {
    book.reset();
    onClose();
  };
  const depart = () => {
    if (manifest) book.mutate({ id: manifest.id, body: { version: manifest.version } }, { onSuccess: onDeparted });
  };

  return (
    <ConfirmDialog open={manifest !== null} title="Depart now?" confirmLabel="Depart" pending={book.isPending} onConfirm={depart} onClose={close}>
      {manifest && (
        <p data-testid="depart-summary">
          <span className="font-mono font-semibold text-slate-800">{manifest.number}</span>: {manifestLoad(manifest)}; every AWB goes in transit.
        </p>
      )}
      {failure && (
        <div className="mt-3">
          <FormErrorBanner error={{ message: isConflict(book.error) ? `${failure}. The manifest has been read again: check it and depart again.` : failure }} />
        </div>
      )}
    </ConfirmDialog>
  );
}
