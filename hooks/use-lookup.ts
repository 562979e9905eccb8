import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/*
 * Every look-up that answers what is being typed (areas, customers, offices, employees … in a picker,
 * known shippers by phone) goes through this hook. Its choices always belong to the exact text in the
 * box: while the pause after a key or the server's answer is still running, it offers nothing (never the
 * previous text's list), so Enter or a click can only take a choice that answers what is typed now.
 */

/** The pause after the last key before the server is asked. */
export const LOOKUP_DEBOUNCE_MS = 300;

export interface LookupOptions<T> {
  /** What is typed (normalised by `normalize`, default: trimmed). */
  text: string;
  /** The query key of the answer to one text (the text is part of it). */
  queryKey: (text: string) => QueryKey;
  fetch: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** Asked at all (e.g. only once the box was used). */
  enabled?: boolean;
  /** A text shorter than this is not looked up (no choices, nothing pending). */
  minLength?: number;
  normalize?: (text: string) => string;
  debounceMs?: number;
}

export interface Lookup<T> {
  /** The normalised text the choices answer (or will). */
  text: string;
  /** The choices answering exactly `text`; empty while they are on their way. */
  choices: T[];
  /** The answer to `text` is not here yet: the pause after typing or the request. */
  pending: boolean;
  /** `text` was answered (choices may be empty: nothing matches). */
  answered: boolean;
  error: unknown;
}

const trim = (text: string) => text.trim();

/** A phone number as looked up: its digits only. */
export const phoneDigits = (text: string) => text.replace(/\D/g, '');

export function useLookup<T>({ text, queryKey, fetch, enabled = true, minLength = 0, normalize = trim, debounceMs = LOOKUP_DEBOUNCE_MS }: LookupOptions<T>): Lookup<T> {
  const typed = normalize(text);
  const settled = useDebouncedValue(typed, debounceMs);
  const long = typed.length >= minLength;
  const result = useQuery({
    queryKey: queryKey(settled),
    queryFn: ({ signal }) => fetch(settled, signal),
    enabled: enabled && long && settled === typed,
    staleTime: 60_000,
    retry: false,
  });
  // The query's key holds the text, so its data answers `settled`; it counts only while that is what is typed.
  const current = enabled && long && settled === typed;
  const answered = current && result.isSuccess && !result.isPlaceholderData;
  return {
    text: typed,
    choices: answered ? result.data : [],
    pending: enabled && long && !answered && !(current && result.isError),
    answered,
    error: current ? result.error : null,
  };
}

/**
 * Enter pressed while the answer to the typed text is on its way: `wait()` keeps it, and once the
 * answer to that same text is here `take` gets its first choice. Typing on drops the waiting Enter.
 */
export function useEnterWhenAnswered<T>(lookup: Lookup<T>, take: (choice: T) => void) {
  const waitingFor = useRef<string | null>(null);
  const latestTake = useRef(take);
  useEffect(() => {
    latestTake.current = take;
  });
  useEffect(() => {
    const waited = waitingFor.current;
    if (waited === null) return;
    if (waited !== lookup.text) {
      waitingFor.current = null;
      return;
    }
    if (lookup.pending) return;
    waitingFor.current = null;
    if (lookup.answered && lookup.choices.length) latestTake.current(lookup.choices[0]);
  }, [lookup.text, lookup.pending, lookup.answered, lookup.choices]);
  return {
    wait: () => {
      waitingFor.current = lookup.text;
    },
    cancel: () => {
      waitingFor.current = null;
    },
  };
}
