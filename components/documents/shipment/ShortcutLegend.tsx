import { Fragment } from 'react';
import { Kbd } from './pos-fields';
import { POS_SHORTCUTS } from './use-pos-shortcuts';

export interface Shortcut {
  keys: readonly string[];
  label: string;
}

/** The POS entry's keys, and the two every list and box answers. */
const POS_LEGEND: readonly Shortcut[] = [...POS_SHORTCUTS, { keys: ['Esc'], label: 'Close list' }, { keys: ['Enter'], label: 'Next field' }];

/** A screen's keyboard shortcuts, on screen (default: the POS entry's). */
export function ShortcutLegend({ shortcuts = POS_LEGEND, testId = 'pos-shortcuts' }: { shortcuts?: readonly Shortcut[]; testId?: string }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500" aria-label="Keyboard shortcuts" data-testid={testId}>
      {shortcuts.map((s) => (
        <li key={s.label} className="inline-flex items-center gap-1">
          {s.keys.map((k, i) => (
            <Fragment key={k}>
              {i > 0 && <span aria-hidden="true">/</span>}
              <Kbd>{k}</Kbd>
            </Fragment>
          ))}
          <span>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}
