import { useState, type FormEvent } from 'react';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { inputClass } from '@/components/data/input-class';
import { newRequestId } from '@/components/document/request-id';
import { RefPicker } from '@/components/resource/RefPicker';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import type { RefField } from '@/lib/resources/engine/define';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';

const def = shippingBagDocument;
const destinationField = def.fields.destination_branch_id as RefField;
const NOTES_MAX = 500;

export interface NewBagFormProps {
  /** Where the bag is packed; null: the user has not chosen yet. */
  officeId: number | null;
  onCreated: (bag: DocumentRecord) => void;
}

/** A new open bag at the office for one destination branch or hub (one request id per bag: a double tap makes one). */
export function NewBagForm({ officeId, onCreated }: NewBagFormProps) {
  const [destination, setDestination] = useState('');
  const [notes, setNotes] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateDocument(def);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string[]> = {};
    if (!officeId) missing.office_id = ['Choose the office first'];
    if (!destination) missing.destination_branch_id = ['Choose where the bag goes'];
    setErrors(missing);
    if (Object.keys(missing).length) return;
    create.mutate(
      { office_id: officeId, destination_branch_id: Number(destination), notes: notes.trim() || undefined, request_id: requestId },
      {
        onSuccess: (bag) => {
          setDestination('');
          setNotes('');
          setRequestId(newRequestId());
          onCreated(bag);
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          setErrors(fields);
          setFailure(apiErrorMessage(error));
        },
      },
    );
  }

  const destinationError = errors.destination_branch_id?.[0];
  const notesError = errors.notes?.[0];
  const officeError = errors.office_id?.[0];
  return (
    <form onSubmit={submit} noValidate aria-label="New bag" className="space-y-3" data-testid="new-bag-form">
      <FormErrorBanner error={failure ? { message: officeError ? `${failure} (office: ${officeError})` : failure } : officeError ? { message: officeError } : null} />
      <div>
        <label htmlFor="new-bag-destination" className="block text-sm font-medium text-slate-700">
          Destination<span className="ml-0.5 text-red-600" aria-hidden="true">*</span>
        </label>
        <RefPicker
          field={destinationField}
          value={destination}
          onChange={(value) => {
            setDestination(value);
            setErrors(({ destination_branch_id: _cleared, ...rest }) => rest);
          }}
          name="destination_branch_id"
          id="new-bag-destination"
          invalid={Boolean(destinationError)}
          describedBy={destinationError ? 'new-bag-destination-error' : 'new-bag-destination-hint'}
          placeholder="Type a branch or hub…"
          className="mt-1 [&_input]:min-h-10"
          testId="new-bag-destination"
        />
        {destinationError ? (
          <p id="new-bag-destination-error" className="mt-1 text-xs text-red-600" data-field-error>
            {destinationError}
          </p>
        ) : (
          <p id="new-bag-destination-hint" className="mt-1 text-xs text-slate-500">
            {destinationField.help}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="new-bag-notes" className="block text-sm font-medium text-slate-700">
          Notes <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="new-bag-notes"
          name="notes"
          rows={2}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          aria-invalid={Boolean(notesError)}
          className={inputClass(Boolean(notesError), 'mt-1 resize-y')}
        />
        {notesError && <p className="mt-1 text-xs text-red-600">{notesError}</p>}
      </div>
      <Button type="submit" variant="primary" pending={create.isPending} pendingLabel="Opening…" className="min-h-10 w-full md:w-auto" data-testid="new-bag-create">
        Open the bag
      </Button>
    </form>
  );
}
