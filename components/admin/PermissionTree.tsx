import { useMemo, useState } from 'react';
import { MENU_ITEMS, type MenuItem } from '@/constants/menu';
import {
  allLeafValues,
  checkState,
  filterTree,
  orderPermissions,
  readOnlyScreens,
  readOnlyState,
  setGroupReadOnly,
  setReadOnly,
  tickedCount,
  tickedScreens,
  toggleItem,
  type CheckState,
} from './permission-tree';
import { screenOf } from '@/lib/rules/grants';

export interface PermissionTreeProps {
  /** Ticked permission paths: screen routes, or screen routes + ':read' for read-only grants. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  tree?: readonly MenuItem[];
  /** Describes the tree (the field's error id). */
  'aria-describedby'?: string;
  invalid?: boolean;
}

/**
 * The menu as a checkbox tree. Ticking a group ticks every screen under it; a partly ticked group shows
 * indeterminate; ticking it again (or a fully ticked group) clears it. A ticked screen can be made
 * "view only": its users see it but cannot change anything through it; a group's "View only" does that
 * (or undoes it) for every ticked screen under it at once. Values the menu does not know
 * are left as they are (and counted).
 */
export function PermissionTree({ value, onChange, tree = MENU_ITEMS, invalid, ...aria }: PermissionTreeProps) {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => new Set(tree.map((i) => i.value)));
  const selected = useMemo(() => tickedScreens(value), [value]);
  const readOnly = useMemo(() => readOnlyScreens(value), [value]);
  const shown = useMemo(() => filterTree(tree, filter), [tree, filter]);
  const all = useMemo(() => allLeafValues(tree), [tree]);
  const known = useMemo(() => new Set(all), [all]);
  const ticked = all.filter((v) => selected.has(v)).length;
  const unknown = value.filter((v) => !known.has(screenOf(v)));
  const viewOnly = all.filter((v) => readOnly.has(v)).length;
  const filtering = filter.trim() !== '';

  const toggleOpen = (route: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(route)) next.delete(route);
      else next.add(route);
      return next;
    });

  return (
    <div
      className={`rounded-md border ${invalid ? 'border-red-400' : 'border-slate-300'}`}
      data-testid="permission-tree"
      aria-describedby={aria['aria-describedby']}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Find a screen…"
          aria-label="Find a screen"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus:border-slate-500 focus:ring-1 focus:ring-slate-500 focus:outline-none"
        />
        <button
          type="button"
          className="rounded px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-200"
          onClick={() => onChange(orderPermissions([...value, ...all]))}
        >
          Tick all
        </button>
        <button
          type="button"
          className="rounded px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-200"
          onClick={() => onChange(orderPermissions(value.filter((v) => !known.has(screenOf(v)))))}
        >
          Clear
        </button>
        <span className="w-full text-xs text-slate-500 sm:w-auto" data-testid="permission-count">
          {ticked} of {all.length} screens
          {viewOnly > 0 && `, ${viewOnly} view only`}
          {unknown.length > 0 && ` (+${unknown.length} not on the menu)`}
        </span>
      </div>
      <ul aria-label="Permissions" className="max-h-[28rem] overflow-y-auto py-1">
        {shown.map((item) => (
          <TreeNode
            key={item.value}
            item={item}
            depth={0}
            trail={[]}
            selected={selected}
            readOnly={readOnly}
            isOpen={(route) => filtering || open.has(route)}
            onToggleOpen={toggleOpen}
            grants={value}
            onToggle={(node) => onChange(toggleItem(node, value, tree))}
            onReadOnly={(screen, on) => onChange(setReadOnly(screen, on, value, tree))}
            onGroupReadOnly={(node, on) => onChange(setGroupReadOnly(node, on, value, tree))}
          />
        ))}
        {shown.length === 0 && <li className="px-3 py-4 text-center text-sm text-slate-500">No screen matches</li>}
      </ul>
    </div>
  );
}

interface TreeNodeProps {
  item: MenuItem;
  depth: number;
  trail: string[];
  selected: ReadonlySet<string>;
  readOnly: ReadonlySet<string>;
  /** The permission values themselves (a group's view-only state reads them). */
  grants: readonly string[];
  isOpen: (route: string) => boolean;
  onToggleOpen: (route: string) => void;
  onToggle: (item: MenuItem) => void;
  onReadOnly: (screen: string, readOnly: boolean) => void;
  onGroupReadOnly: (group: MenuItem, readOnly: boolean) => void;
}

function TreeNode({ item, depth, trail, selected, readOnly, grants, isOpen, onToggleOpen, onToggle, onReadOnly, onGroupReadOnly }: TreeNodeProps) {
  const group = Boolean(item.children?.length);
  const state = checkState(item, selected);
  const expanded = group && isOpen(item.value);
  const path = [...trail, item.label];
  const [count, of] = group ? tickedCount(item, selected) : [0, 0];
  const groupReadOnly = group && count > 0 ? readOnlyState(item, grants) : null;
  return (
    <li>
      <div className="flex items-center gap-1 py-0.5 pr-3 hover:bg-slate-50" style={{ paddingLeft: `${0.5 + depth * 1.25}rem` }}>
        {group ? (
          <button
            type="button"
            onClick={() => onToggleOpen(item.value)}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${path.join(' / ')}`}
            aria-expanded={expanded}
            className="rounded p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`h-4 w-4 transition-transform ${expanded ? 'rotate-90' : ''}`}>
              <path fillRule="evenodd" d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z" clipRule="evenodd" />
            </svg>
          </button>
        ) : (
          <span className="w-5" aria-hidden="true" />
        )}
        <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 py-1 text-sm text-slate-700" title={item.value}>
          <TriStateCheckbox
            state={state}
            onChange={() => onToggle(item)}
            ariaLabel={path.join(' / ')}
            value={item.value}
          />
          <span className={`truncate ${group ? 'font-medium text-slate-800' : ''}`}>{item.label}</span>
          {group && (
            <span className={`ml-auto shrink-0 text-xs ${count ? 'text-slate-600' : 'text-slate-400'}`}>
              {count}/{of}
            </span>
          )}
        </label>
        {!group && state === 'checked' && (
          <label className="flex shrink-0 cursor-pointer items-center gap-1.5 text-xs text-slate-600" title="Sees the screen, cannot change anything through it">
            <input
              type="checkbox"
              checked={readOnly.has(item.value)}
              onChange={(e) => onReadOnly(item.value, e.target.checked)}
              aria-label={`View only, ${path.join(' › ')}`}
              data-read-only={item.value}
              className="h-3.5 w-3.5 rounded border-slate-300 accent-slate-600"
            />
            View only
          </label>
        )}
        {groupReadOnly && (
          <label
            className="flex shrink-0 cursor-pointer items-center gap-1.5 text-xs text-slate-600"
            title="Every ticked screen of this group: seen, never changed through it"
          >
            <input
              type="checkbox"
              ref={(el) => {
                if (el) el.indeterminate = groupReadOnly === 'indeterminate';
              }}
              checked={groupReadOnly === 'checked'}
              onChange={() => onGroupReadOnly(item, groupReadOnly !== 'checked')}
              aria-label={`View only, all of ${path.join(' › ')}`}
              data-group-read-only={item.value}
              data-state={groupReadOnly}
              className="h-3.5 w-3.5 rounded border-slate-300 accent-slate-600"
            />
            View only
          </label>
        )}
      </div>
      {expanded && (
        <ul>
          {item.children!.map((child) => (
            <TreeNode
              key={child.value}
              item={child}
              depth={depth + 1}
              trail={path}
              selected={selected}
              readOnly={readOnly}
              grants={grants}
              isOpen={isOpen}
              onToggleOpen={onToggleOpen}
              onToggle={onToggle}
              onReadOnly={onReadOnly}
              onGroupReadOnly={onGroupReadOnly}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function TriStateCheckbox({
  state,
  onChange,
  ariaLabel,
  value,
}: {
  state: CheckState;
  onChange: () => void;
  ariaLabel: string;
  value: string;
}) {
  return (
    <input
      type="checkbox"
      ref={(el) => {
        if (el) el.indeterminate = state === 'indeterminate';
      }}
      checked={state === 'checked'}
      onChange={onChange}
      aria-label={ariaLabel}
      data-permission={value}
      data-state={state}
      className="h-4 w-4 shrink-0 rounded border-slate-300 text-slate-800 accent-slate-800 focus:ring-slate-500"
    />
  );
}
