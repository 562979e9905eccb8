import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';

export interface RowAction {
  label: string;
  onSelect: () => void;
  /** Why it cannot be done; shown under the label, the item disabled. */
  disabledReason?: string | null;
  danger?: boolean;
  testId?: string;
}

/** The less frequent actions of a table row, in a menu. */
export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <Menu as="div" className="relative inline-block text-left">
      <MenuButton
        aria-label={label}
        data-testid="row-actions"
        className="inline-flex items-center rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-600 shadow-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
          <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm1.5 7a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
      >
        {actions.map((a) => (
          <MenuItem key={a.label} disabled={Boolean(a.disabledReason)}>
            <button
              type="button"
              onClick={a.onSelect}
              data-testid={a.testId}
              title={a.disabledReason ?? undefined}
              className={`group block w-full px-3 py-2 text-left data-disabled:cursor-not-allowed data-focus:bg-slate-100 ${
                a.danger ? 'text-red-600' : 'text-slate-700'
              }`}
            >
              <span className="group-data-disabled:opacity-50">{a.label}</span>
              {a.disabledReason && <span className="block text-xs text-slate-400">{a.disabledReason}</span>}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
