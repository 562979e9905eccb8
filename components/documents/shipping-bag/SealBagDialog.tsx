import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { inputClass } from '@/components/data/input-class';
import { Modal } from '@/components/data/Modal';
import { counted } from '@/components/document/document-format';
import { useDocumentAction } from '@/hooks/documents/use-document';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';

const def = shippingBagDocument;
const SEAL_MAX = 40;

export interface SealBagDialogProps {
  /** The bag to seal, as last answered (its version is the one sent); null: closed. */
  bag: DocumentRecord | null;
  onClose: () => void;
  onSealed: (bag: DocumentRecord) => void;
}

/** Close and seal: the number printed on the seal tied to the bag; nothing goes in or out after. */
export function SealBagDialog({ bag, onClose, onSealed }: SealBagDialogProps) {
  const id = useId();
  const [seal, setSeal] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const book = useDocumentAction(def, 'book');
  const fieldError = invalid ?? apiFieldErrors(book.error).seal_number?.[0] ?? null;
  const failure = book.error && !apiFieldErrors(book.error).seal_number ? apiErrorMessage(book.error) : null;

  const close = () => {
    book.reset();
    setSeal('');
    setInvalid(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bag) return;
    const number = seal.trim();
    if (!number) {
      setInvalid('The number on the seal');
      return;
    }
    book.mutate(
      { id: bag.id, body: { version: bag.version, seal_number: number } },
      {
        onSuccess: (sealed) => {
          setSeal('');
          onSealed(sealed);
        },
      },
    );
  };

  return (
    <Modal
      open={bag !== null}
      onClose={close}
      title={`Close and seal ${bag?.number ?? ''}`}
      description={bag ? `${counted(bag.awb_count, 'AWB')} in it. Nothing goes in or out once it is sealed.` : undefined}
      size="sm"
      testId="seal-dialog"
      footer={
        <>
          <Button onClick={close} className="min-h-10">
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} variant="primary" pending={book.isPending} pendingLabel="Sealing…" className="min-h-10" data-testid="seal-submit">
            Seal the bag
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="space-y-3">
        <FormErrorBanner error={failure ? { message: isConflict(book.error) ? `${failure}. The bag has been read again: check it and seal again.` : failure } : null} />
        <div>
          <label htmlFor={`${id}-seal`} className="block text-sm font-medium text-slate-700">
            Seal no.<span className="ml-0.5 text-red-600" aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-seal`}
            name="seal_number"
            value={seal}
            onChange={(e) => {
              setSeal(e.target.value);
              setInvalid(null);
            }}
            maxLength={SEAL_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            autoFocus
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${id}-error` : `${id}-hint`}
            className={inputClass(Boolean(fieldError), 'mt-1 min-h-10 font-mono uppercase')}
            data-testid="seal-number"
          />
          {fieldError ? (
            <p id={`${id}-error`} className="mt-1 text-xs text-red-600" data-field-error>
              {fieldError}
            </p>
          ) : (
            <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
              The number printed on the seal tied to the bag (it can be scanned too).
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
