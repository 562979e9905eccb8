import { useId, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';

/*
 * The box a hardware scanner types into (a keyboard wedge: the code's keys, then Enter), or a person on
 * a keyboard. Every Enter takes what is in the box, trimmed, and empties it at once, before the scanner
 * types the next code: the box holds no state of its own in React, so no keystroke waits for a render.
 */

export interface ScanFieldProps {
  label: string;
  /** A code scanned or typed (never empty). */
  onScan: (code: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Why nothing can be scanned now (the bag is sealed). */
  disabledReason?: string | null;
  placeholder?: string;
  /** Under the box: how many scans are waiting for their answer. */
  pending?: number;
  /** Escape in the box (a prompt above it may close on it). */
  onEscape?: () => void;
  /** Beside the box: the camera button. */
  children?: ReactNode;
  testId?: string;
}

export function ScanField({ label, onScan, inputRef, disabledReason, placeholder = 'Scan or type, then Enter', pending = 0, onEscape, children, testId = 'scan-input' }: ScanFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputRef.current;
    if (!input) return;
    const code = input.value.trim();
    input.value = '';
    if (code) onScan(code);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onEscape) onEscape();
  };
  const note = disabledReason ?? (pending > 0 ? `${pending} waiting for the server…` : null);
  return (
    <form onSubmit={submit} noValidate data-testid={`${testId}-form`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-stretch gap-2">
        <input
          ref={inputRef}
          id={id}
          name="scan"
          type="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="enter"
          maxLength={40}
          placeholder={placeholder}
          disabled={Boolean(disabledReason)}
          aria-describedby={note ? noteId : undefined}
          onKeyDown={keyDown}
          className={inputClass(false, 'min-h-12 min-w-0 flex-1 basis-56 font-mono text-lg tracking-wider')}
          data-testid={testId}
        />
        <Button type="submit" variant="primary" disabled={Boolean(disabledReason)} className="min-h-12 px-5" data-testid={`${testId}-add`}>
          Add
        </Button>
        {children}
      </div>
      <p id={noteId} className="mt-1 min-h-4 text-xs text-slate-500" aria-live="polite" data-testid={`${testId}-note`}>
        {note}
      </p>
    </form>
  );
}
