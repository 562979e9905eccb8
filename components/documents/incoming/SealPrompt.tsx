import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { counted } from '@/components/document/document-format';

/*
 * A bag of the manifest was scanned: before it is opened, the number on its seal (scanned from the seal,
 * or typed). This box takes the focus — the scanner's next code is the seal — and Enter opens the bag;
 * Esc puts it back unopened. A seal other than the one the bag left with still opens it: the mismatch
 * is recorded, and the feed says so in amber.
 */

const SEAL_MAX = 40;

/** The bag waiting for its seal. */
export interface SealRequest {
  /** Its number, as the incoming's bag line has it. */
  bag: string;
  /** The seal it left with (its line's `seal_expected`). */
  expected: string | null;
  /** How many AWBs are in it. */
  awbCount: number;
}

export interface SealPromptProps {
  request: SealRequest;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (seal: string) => void;
  onCancel: () => void;
}

export function SealPrompt({ request, inputRef, onSubmit, onCancel }: SealPromptProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputRef.current;
    const seal = input?.value.trim() ?? '';
    if (!seal) {
      setError('Scan or type the number on the seal');
      return;
    }
    if (input) input.value = '';
    onSubmit(seal);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={keyDown}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-md border border-sky-300 bg-sky-50 p-3"
      data-testid="seal-prompt"
      data-bag={request.bag}
    >
      <p id={`${id}-title`} className="text-sm text-sky-950">
        Bag <span className="font-mono font-semibold">{request.bag}</span> ({counted(request.awbCount, 'AWB')}): check its seal before opening it.
      </p>
      <label htmlFor={`${id}-seal`} className="mt-2 block text-sm font-medium text-slate-700">
        Seal number on the bag
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={`${id}-seal`}
          name="seal_number"
          type="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="enter"
          maxLength={SEAL_MAX}
          autoFocus
          onChange={() => error && setError(null)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-note`}
          className={inputClass(Boolean(error), 'min-h-12 min-w-0 flex-1 basis-48 font-mono text-lg tracking-wider uppercase')}
          data-testid="seal-input"
        />
        <Button type="submit" variant="primary" className="min-h-12 px-5" data-testid="seal-submit">
          Open the bag
        </Button>
        <Button onClick={onCancel} className="min-h-12" data-testid="seal-cancel">
          Not now
        </Button>
      </div>
      <p id={`${id}-note`} className={`mt-1 text-xs ${error ? 'text-red-600' : 'text-slate-500'}`} {...(error ? { 'data-field-error': true } : {})}>
        {error ?? 'Scan the seal’s barcode or type its number, then Enter. A different seal is recorded as a mismatch. Esc: not now.'}
      </p>
    </form>
  );
}
