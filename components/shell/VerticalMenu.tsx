import Link from 'next/link';
import { useId, useState } from 'react';
import type { MenuItem } from '@/constants/menu';
import { readableTextOn } from '@/hooks/use-site-colours';
import { Icon } from './icons';
import { routeInGroup } from './menu-route';

interface Props {
  items: readonly MenuItem[];
  /** The current path (address bar, no query). */
  path: string;
  /** Site setting 2: background of the current page's item. */
  selectedColour: string;
}

/**
 * Spec §2 vertical menu: nested groups; a group is open while the current route lies in it, and toggles
 * on click. A click overrides the route's choice for that group until the route moves into it again.
 * Closed groups keep their items in the document (hidden), so the whole visible tree is inspectable.
 */
export function VerticalMenu({ items, path, selectedColour }: Props) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [lastPath, setLastPath] = useState(path);
  if (path !== lastPath) {
    // Navigating into a group the user had closed opens it again.
    setLastPath(path);
    setToggled((prev) => Object.fromEntries(Object.entries(prev).filter(([value]) => !routeInGroup(path, value))));
  }
  const isOpen = (value: string) => toggled[value] ?? routeInGroup(path, value);
  const toggle = (value: string) => setToggled((prev) => ({ ...prev, [value]: !(prev[value] ?? routeInGroup(path, value)) }));

  return (
    <ul className="space-y-0.5 px-2 py-3 text-sm" data-testid="vertical-menu">
      {items.map((item) => (
        <Node key={item.value} item={item} level={1} path={path} isOpen={isOpen} toggle={toggle} selectedColour={selectedColour} />
      ))}
    </ul>
  );
}

interface NodeProps {
  item: MenuItem;
  level: number;
  path: string;
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
  selectedColour: string;
}

function Node({ item, level, path, isOpen, toggle, selectedColour }: NodeProps) {
  const id = useId();
  const indent = { paddingLeft: `${0.75 + (level - 1) * 0.9}rem` };
  const common = 'flex w-full items-center gap-2.5 rounded-md py-2 pr-2 text-left transition-colors';
  const iconSize = level === 1 ? 'h-5 w-5 shrink-0' : 'h-4 w-4 shrink-0';

  if (!item.children?.length) {
    const current = path === item.value;
    return (
      <li>
        <Link
          href={item.value}
          data-menu-value={item.value}
          data-menu-level={level}
          aria-current={current ? 'page' : undefined}
          className={`${common} ${current ? 'font-semibold' : 'opacity-80 hover:bg-white/10 hover:opacity-100'}`}
          style={current ? { ...indent, backgroundColor: selectedColour, color: readableTextOn(selectedColour) } : indent}
        >
          <Icon name={item.icon} className={iconSize} />
          <span className="truncate">{item.label}</span>
        </Link>
      </li>
    );
  }

  const open = isOpen(item.value);
  const active = routeInGroup(path, item.value);
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-menu-value={item.value}
        data-menu-level={level}
        onClick={() => toggle(item.value)}
        className={`${common} hover:bg-white/10 ${active ? 'font-semibold opacity-100' : 'opacity-80 hover:opacity-100'} ${level === 1 ? 'tracking-wide' : ''}`}
        style={indent}
      >
        <Icon name={item.icon} className={iconSize} />
        <span className="flex-1 truncate">{item.label}</span>
        <Icon name="chevronRight" className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-90' : ''}`} />
      </button>
      <ul id={id} hidden={!open} className="mt-0.5 space-y-0.5">
        {item.children.map((child) => (
          <Node key={child.value} item={child} level={level + 1} path={path} isOpen={isOpen} toggle={toggle} selectedColour={selectedColour} />
        ))}
      </ul>
    </li>
  );
}
