import { useEffect, useRef, useState } from 'react';

export const TYPING_DEBOUNCE_MS = 300;

/**
 * The text of a box that commits what is typed after a pause (or at once via `commit`), and follows
 * the committed value when it changes elsewhere (back button, a link). `accept` keeps an unfinished or
 * invalid text from being committed.
 */
export function useDebouncedText(value: string, onCommit: (text: string) => void, accept: (text: string) => boolean = () => true) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function commit(next: string) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const trimmed = next.trim();
    if (trimmed === committed.current || !accept(trimmed)) return;
    committed.current = trimmed;
    onCommit(trimmed);
  }

  function change(next: string) {
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), TYPING_DEBOUNCE_MS);
  }

  function clear() {
    setText('');
    commit('');
  }

  return { text, change, commit, clear, valid: accept(text.trim()) };
}
