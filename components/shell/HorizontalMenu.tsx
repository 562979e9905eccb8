import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import Link from 'next/link';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { MenuItem } from '@/constants/menu';
import { readableTextOn } from '@/hooks/use-site-colours';
import { Icon } from './icons';
import { routeInGroup } from './menu-route';

interface Props {
  menu: readonly MenuItem[];
  path: string;
  /** Site setting 2: the highlighted groups and the current page. */
  selectedColour: string;
}

/** Spec §2/§9: every flyout panel is at most 300px high and scrolls. */
export const PANEL_CLASS = 'max-h-[300px] w-56 shrink-0 overflow-y-auto py-1';

const entryClass =
  'flex w-full items-center gap-2 px-3 py-2 text-left hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/**
 * Spec §2 horizontal layout: a menu bar whose groups open a flyout downward; a group inside it opens
 * the next panel sideways, and so on down the tree. Each top-level group is one headlessui Popover
 * (open/close on click, Enter/Space, Escape, outside click) whose floating panel holds the chain of
 * side-by-side panels — one popover, so focus and outside clicks never have to cross nested portals.
 * Arrow keys: ↓ ↑ Home End within a panel, → opens a group and enters it, ← goes back.
 * A group on the current route is highlighted (setting 2); the bar remounts per path, so a navigation
 * closes every flyout. Loaded with next/dynamic: only horizontal-layout users download it.
 */
export default function HorizontalMenu({ menu, path, selectedColour }: Props) {
  const highlight: CSSProperties = { backgroundColor: selectedColour, color: readableTextOn(selectedColour) };
  return (
    <nav aria-label="Main menu" data-testid="horizontal-menu" className="border-b border-slate-200 bg-white">
      <ul key={path} className="flex flex-wrap items-center gap-1 px-4 py-1.5 sm:px-6">
        {menu.map((item) => {
          const style = routeInGroup(path, item.value) ? highlight : undefined;
          const label = (
            <>
              <Icon name={item.icon} className="h-4 w-4" />
              {item.label}
            </>
          );
          const buttonClass =
            'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 data-open:bg-slate-100';
          return (
            <li key={item.value}>
              {item.children?.length ? (
                <Popover>
                  <PopoverButton data-menu-value={item.value} data-menu-level={1} className={buttonClass} style={style}>
                    {label}
                    <Icon name="chevronDown" className="h-4 w-4 opacity-70" />
                  </PopoverButton>
                  <PopoverPanel
                    focus
                    anchor={{ to: 'bottom start', gap: 4, padding: 8 }}
                    data-testid="flyout-panel"
                    className="z-50 flex rounded-md border border-slate-200 bg-white text-sm text-slate-700 shadow-lg focus:outline-none"
                  >
                    <Cascade root={item} path={path} highlight={highlight} />
                  </PopoverPanel>
                </Popover>
              ) : (
                <Link href={item.value} data-menu-value={item.value} data-menu-level={1} className={buttonClass} style={style}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The panels of one flyout: the root's children, then the children of each group opened in turn. */
function Cascade({ root, path, highlight }: { root: MenuItem; path: string; highlight: CSSProperties }) {
  // Opens along the current route, so the current page is one glance away.
  const [trail, setTrail] = useState<string[]>(() => routeTrail(root, path));
  const panels: MenuItem[][] = [root.children ?? []];
  for (const value of trail) {
    const group = panels[panels.length - 1].find((entry) => entry.value === value);
    if (!group?.children?.length) break;
    panels.push(group.children);
  }

  const openGroup = (depth: number, value: string) =>
    setTrail((prev) => (prev[depth] === value ? prev.slice(0, depth) : [...prev.slice(0, depth), value]));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, depth: number) => {
    const panel = event.currentTarget;
    const entries = Array.from(panel.querySelectorAll<HTMLElement>('[data-menu-entry]'));
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => entries[(i + entries.length) % entries.length]?.focus();
    // Taken before the state changes below, which may remove this very panel.
    const flyout = panel.parentElement;
    const panelAt = (d: number) => flyout?.querySelector<HTMLElement>(`[data-depth="${d}"]`);
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'ArrowRight': {
        const value = entries[index]?.dataset.groupValue;
        if (!value) return;
        flushSync(() => setTrail((prev) => [...prev.slice(0, depth), value]));
        panelAt(depth + 1)?.querySelector<HTMLElement>('[data-menu-entry]')?.focus();
        break;
      }
      case 'ArrowLeft': {
        if (depth === 0) return;
        const back = trail[depth - 1];
        flushSync(() => setTrail((prev) => prev.slice(0, depth - 1)));
        panelAt(depth - 1)?.querySelector<HTMLElement>(`[data-group-value="${CSS.escape(back)}"]`)?.focus();
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return panels.map((entries, depth) => (
    <div
      key={depth}
      data-testid="flyout"
      data-depth={depth}
      className={`${PANEL_CLASS} ${depth ? 'border-l border-slate-200' : ''}`}
      onKeyDown={(event) => onKeyDown(event, depth)}
    >
      {entries.map((entry) => {
        const style = routeInGroup(path, entry.value) ? highlight : undefined;
        if (entry.children?.length) {
          const open = trail[depth] === entry.value;
          return (
            <button
              key={entry.value}
              type="button"
              data-menu-entry=""
              data-menu-value={entry.value}
              data-group-value={entry.value}
              aria-expanded={open}
              onClick={() => openGroup(depth, entry.value)}
              className={`${entryClass} justify-between ${open ? 'bg-slate-100' : ''}`}
              style={style}
            >
              <span className="truncate">{entry.label}</span>
              <Icon name="chevronRight" className="h-4 w-4 shrink-0 opacity-70" />
            </button>
          );
        }
        return (
          <CloseButton
            as={Link}
            key={entry.value}
            href={entry.value}
            data-menu-entry=""
            data-menu-value={entry.value}
            aria-current={path === entry.value ? 'page' : undefined}
            className={entryClass}
            style={style}
          >
            <span className="truncate">{entry.label}</span>
          </CloseButton>
        );
      })}
    </div>
  ));
}

/** The values of the groups under `root` that contain the path, outermost first. */
function routeTrail(root: MenuItem, path: string): string[] {
  const trail: string[] = [];
  let entries = root.children ?? [];
  for (;;) {
    const group = entries.find((entry) => entry.children?.length && routeInGroup(path, entry.value));
    if (!group) return trail;
    trail.push(group.value);
    entries = group.children ?? [];
  }
}
