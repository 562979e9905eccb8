import { useEffect, useRef } from 'react';

/*
 * The counter's keyboard shortcuts. Only these keys are taken from the browser (preventDefault), and
 * only keys browsers leave alone: F1 (help), F3 (find), F5 (reload), F6/F7, F10–F12 and Alt+letters
 * of the browser's own menus are not used. Alt+K is read by the physical key, so macOS's Option+K
 * (which types "˚") works too.
 */

export type PosAction = 'awb' | 'destination' | 'services' | 'addKoli' | 'save';

export const POS_SHORTCUTS: readonly { keys: readonly string[]; label: string; action: PosAction }[] = [
  { keys: ['F2'], label: 'Pre-printed AWB', action: 'awb' },
  { keys: ['F4'], label: 'Destination', action: 'destination' },
  { keys: ['Alt+K'], label: 'Add koli', action: 'addKoli' },
  { keys: ['F8'], label: 'Services', action: 'services' },
  { keys: ['F9', 'Ctrl+Enter'], label: 'Save', action: 'save' },
];

/** The action a key press stands for, or null (the browser keeps it). */
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'>): PosAction | null {
  if (e.isComposing) return null;
  const plain = !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey;
  if (plain) {
    if (e.key === 'F2') return 'awb';
    if (e.key === 'F4') return 'destination';
    if (e.key === 'F8') return 'services';
    if (e.key === 'F9') return 'save';
    return null;
  }
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key === 'Enter') return 'save';
  if (e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && (e.code === 'KeyK' || e.key.toLowerCase() === 'k')) return 'addKoli';
  return null;
}

/** Runs the screen's handler of each shortcut while `enabled`. */
export function usePosShortcuts(handlers: Record<PosAction, () => void>, enabled: boolean) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const action = shortcutOf(e);
      if (!action) return;
      e.preventDefault();
      // A key held down repeats: one save, one row.
      if (e.repeat && (action === 'save' || action === 'addKoli')) return;
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
