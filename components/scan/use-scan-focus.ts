import { useCallback, useEffect, useRef } from 'react';

/** A dialog gives the focus back to its opener when its leave transition (150 ms) ends: the scan box takes it after that. */
const DIALOG_LEAVE_MS = 200;

/**
 * The scan box's focus: it has it on arrival and whenever the dispatcher is done with anything else (a
 * button, a prompt, a dialog), so the hardware scanner's next code lands in it.
 */
export function useScanFocus() {
  const inputRef = useRef<HTMLInputElement>(null);
  const focus = useCallback(() => inputRef.current?.focus({ preventScroll: true }), []);
  /** After a dialog: at once, and again once the dialog has handed the focus back to its opener. */
  const focusAfterDialog = useCallback(() => {
    focus();
    window.setTimeout(focus, DIALOG_LEAVE_MS);
  }, [focus]);
  useEffect(() => focus(), [focus]);
  return { inputRef, focus, focusAfterDialog };
}
