import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/data/Button';
import { describeDraft, leftover, prepareSearch, queryToText } from './tracking-query';

export interface TrackingSearchFormProps {
  /** The search in the URL. */
  q: string;
  onSearch: (q: string) => void;
  pending: boolean;
}

/**
 * The big box a clerk pastes or scans into. A scanner sends Enter after each number, so Enter adds a
 * line; Ctrl+Enter (⌘+Enter) or the button searches. Going back or forward puts that search in the box.
 */
export function TrackingSearchForm({ q, onSearch, pending }: TrackingSearchFormProps) {
  const [text, setText] = useState(() => queryToText(q));
  const [note, setNote] = useState<string | null>(null);
  // The URL's search this box last saw, and the last one it sent itself.
  const [seen, setSeen] = useState(q);
  const [sent, setSent] = useState<string | null>(null);
  if (q !== seen) {
    setSeen(q);
    if (q !== sent) {
      setText(queryToText(q));
      setNote(null);
    }
  }

  const prepared = useMemo(() => prepareSearch(text), [text]);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  function submit() {
    if (!prepared.q) return;
    const rest = leftover(prepared);
    setSent(prepared.q);
    // What was not sent stays to be fixed; otherwise the box shows the search, one AWB per line.
    setText(rest || queryToText(prepared.q));
    setNote(
      rest
        ? `Left in the box: ${[
            prepared.invalid.length ? `${prepared.invalid.length} not a 12-digit AWB number — fix and search again` : '',
            prepared.later.length ? `${prepared.later.length} past the first 100 — search again for them` : '',
          ]
            .filter(Boolean)
            .join('; ')}.`
        : null,
    );
    onSearch(prepared.q);
    if (rest) boxRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={onSubmit} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm print:hidden" role="search" aria-label="Track shipments">
      <label htmlFor={`${hintId}-box`} className="block text-sm font-medium text-slate-700">
        AWB numbers, customer reference or phone
      </label>
      <textarea
        ref={boxRef}
        id={`${hintId}-box`}
        name="q"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setNote(null);
        }}
        onKeyDown={onKeyDown}
        rows={5}
        autoFocus
        spellCheck={false}
        autoComplete="off"
        aria-describedby={hintId}
        placeholder={'123456789012\n123456789013\n…'}
        className="mt-1 block w-full resize-y rounded-md border border-slate-300 px-3 py-2 font-mono text-sm shadow-sm focus:border-slate-500 focus:ring-1 focus:ring-slate-500 focus:outline-none"
        data-testid="tracking-input"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-slate-500" data-testid="tracking-draft">
          {describeDraft(prepared)}
        </p>
        <div className="flex items-center gap-2">
          <span className="hidden text-xs text-slate-400 sm:inline">
            <kbd className="rounded border border-slate-300 px-1 font-sans">Ctrl</kbd>+<kbd className="rounded border border-slate-300 px-1 font-sans">Enter</kbd>
          </span>
          {text && (
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                setNote(null);
                boxRef.current?.focus();
              }}
            >
              Clear
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={!prepared.q} pending={pending} pendingLabel="Searching…" data-testid="tracking-search">
            Track
          </Button>
        </div>
      </div>
      {note && (
        <p role="status" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800" data-testid="tracking-leftover">
          {note}
        </p>
      )}
    </form>
  );
}
