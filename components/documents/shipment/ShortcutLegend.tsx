import { Fragment } from 'react';
import { Kbd } from './pos-fields';
import { POS_SHORTCUTS } from './use-pos-shortcuts';

/** The legend on screen. */
export function ShortcutLegend() {
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500" aria-label="Keyboard shortcuts" data-testid="pos-shortcuts">
      {POS_SHORTCUTS.map((s) => (
        <li key={s.action} className="inline-flex items-center gap-1">
          {s.keys.map((k, i) => (
            <Fragment key={k}>
              {i > 0 && <span aria-hidden="true">/</span>}
              <Kbd>{k}</Kbd>
            </Fragment>
          ))}
          <span>{s.label}</span>
        </li>
      ))}
      <li className="inline-flex items-center gap-1">
        <Kbd>Esc</Kbd>
        <span>Close list</span>
      </li>
      <li className="inline-flex items-center gap-1">
        <Kbd>Enter</Kbd>
        <span>Next field</span>
      </li>
    </ul>
  );
}
