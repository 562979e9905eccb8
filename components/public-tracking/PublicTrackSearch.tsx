import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { AWB_PATTERN, normalizeAwb } from '@/services/tracking';
import { T } from './public-texts';

/** The box to look up an AWB: opens /track/{awb}. Spaces and dashes the customer types are dropped. */
export function PublicTrackSearch({ awb }: { awb: string | null }) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(awb ?? '');
  const [seen, setSeen] = useState(awb);
  const [invalid, setInvalid] = useState(false);
  // Another AWB opened (the back button, a link): the box shows it.
  if (awb !== seen) {
    setSeen(awb);
    setText(awb ?? '');
    setInvalid(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = normalizeAwb(text);
    if (!AWB_PATTERN.test(number)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText(number);
    void router.push({ pathname: '/track/[awb]', query: { awb: number } });
  }

  return (
    <form onSubmit={onSubmit} role="search" aria-label={T.title} className="w-full" noValidate>
      <label htmlFor={id} className="sr-only">
        {T.inputLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="awb"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          placeholder={T.inputPlaceholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-3 font-mono text-base tracking-wider text-slate-900 shadow-sm placeholder:font-sans placeholder:tracking-normal placeholder:text-slate-400 focus:border-sky-600 focus:ring-2 focus:ring-sky-600/30 focus:outline-none"
          data-testid="public-track-input"
        />
        <button
          type="submit"
          className="shrink-0 rounded-lg bg-sky-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-sky-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2"
        >
          {T.search}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {T.inputInvalid}
        </p>
      )}
    </form>
  );
}
