import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';

/*
 * A code for another destination: the server asks for a reason to take it anyway (into a bag, onto a
 * manifest). The prompt does not take the focus — the scanner keeps typing into the scan box, and a code
 * scanned into this box would go in as the reason; the dispatcher taps or clicks into it when ready.
 */

const REASON_MAX = 200;

/** The prompt's words for one kind of document. */
export interface OverrideTexts {
  /** "Reason to bag it anyway". */
  reasonLabel: string;
  /** "Bag it anyway". */
  submitLabel: string;
  /** Submitted without a reason: "Say why it goes into this bag, or put it aside." */
  required: string;
}

export interface OverridePromptProps {
  /** The code refused (an AWB). */
  code: string;
  /** The server's reason. */
  message: string;
  /** The request is for another document than the one on screen: which ("into BAG-…"). */
  elsewhere?: string | null;
  texts: OverrideTexts;
  /** More requests waiting behind this one. */
  waiting: number;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

export function OverridePrompt({ code, message, elsewhere, texts, waiting, onSubmit, onCancel }: OverridePromptProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(texts.required);
      return;
    }
    onSubmit(text);
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
      className="rounded-md border border-amber-300 bg-amber-50 p-3"
      data-testid="override-prompt"
      data-awb={code}
    >
      <p id={`${id}-title`} className="text-sm text-amber-900">
        <span className="font-mono font-semibold">{code}</span>
        {elsewhere ? ` (${elsewhere})` : ''}: {message}
      </p>
      <label htmlFor={`${id}-reason`} className="mt-2 block text-sm font-medium text-slate-700">
        {texts.reasonLabel}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={`${id}-reason`}
          name="override_reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          maxLength={REASON_MAX}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(Boolean(error), 'min-h-10 min-w-0 flex-1 basis-56')}
          data-testid="override-reason"
        />
        <Button type="submit" variant="primary" className="min-h-10" data-testid="override-submit">
          {texts.submitLabel}
        </Button>
        <Button onClick={onCancel} className="min-h-10" data-testid="override-cancel">
          Put aside
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600" data-field-error>
          {error}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-500">
        Esc puts it aside.{waiting > 0 ? ` ${waiting} more waiting for a reason.` : ''}
      </p>
    </form>
  );
}
