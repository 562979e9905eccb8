/*
 * The POS entry's Enter: it moves to the next field in tab order (a scanner ends with Enter), a radio
 * group counting once (at its checked radio), controls marked data-enter-skip passed over.
 */

/** Focusable controls the Enter key moves between (buttons other than Save are left to Tab). */
const NEXT_FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button[type=submit]:not([disabled])';

/** The control after `from` in tab order, a radio group counting once (at its checked radio). */
export function focusNextField(form: HTMLFormElement, from: HTMLElement) {
  const candidates = [...form.querySelectorAll<HTMLElement>(NEXT_FIELD)].filter((el) => {
    if (el.tabIndex < 0) return false;
    // a choice already made that Enter passes over (the cash method): Tab or a click still reach it
    if (el !== from && el.dataset.enterSkip === 'true') return false;
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      const group = form.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`);
      const stop = [...group].find((r) => r.checked) ?? [...group].find((r) => !r.disabled);
      return el === stop;
    }
    return true;
  });
  const start = candidates.indexOf(from);
  const next = candidates
    .slice(start + 1)
    .find((el) => !(from instanceof HTMLInputElement && from.type === 'radio' && el instanceof HTMLInputElement && el.name === from.name));
  next?.focus();
  if (next instanceof HTMLInputElement && ['text', 'tel', ''].includes(next.type)) next.select();
}
