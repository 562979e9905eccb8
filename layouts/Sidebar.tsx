import Link from 'next/link';
import { Icon } from '@/components/shell/icons';
import { VerticalMenu } from '@/components/shell/VerticalMenu';
import type { MenuItem } from '@/constants/menu';
import { useAppName } from '@/hooks/use-site-settings';
import { readableTextOn, useSiteColours } from '@/hooks/use-site-colours';

export const SIDEBAR_WIDTH_CLASS = 'w-64';

interface Props {
  menu: readonly MenuItem[];
  path: string;
  /** `sidebar.isActive` of the app slice: the sidebar is toggled away from its default. */
  toggled: boolean;
  /** Whether it is on screen now (wide: not toggled; narrow: toggled). */
  visible: boolean;
  onClose: () => void;
}

/**
 * Spec §2 vertical layout. `sidebar.isActive` (default false) means "toggled": on a wide screen the
 * sidebar shows by default and the toggle hides it; on a narrow one it is hidden by default and the
 * toggle lays it over the page (closing again on navigation or a click on the backdrop). The position is
 * pure CSS, so the first paint is right at any width. Colours: background setting 1, the app name
 * setting 3, the current page setting 2.
 */
export function Sidebar({ menu, path, toggled, visible, onClose }: Props) {
  const appName = useAppName();
  const colours = useSiteColours();
  const position = toggled ? 'max-md:translate-x-0' : 'max-md:-translate-x-full';
  const background = { backgroundColor: colours.sidebar, color: readableTextOn(colours.sidebar) };
  return (
    <>
      {/* Wide screens: a column of the page, as tall as the page, the menu sticking to the viewport. */}
      <div className={`shrink-0 md:w-64 ${toggled ? 'md:hidden' : ''}`} style={background}>
        <aside
          data-testid="sidebar"
          data-visible={visible}
          inert={!visible}
          className={`fixed inset-y-0 left-0 z-40 flex ${SIDEBAR_WIDTH_CLASS} flex-col shadow-xl transition-transform duration-200 md:sticky md:top-0 md:h-screen md:shadow-none ${position}`}
          style={background}
        >
          <div className="flex h-16 shrink-0 items-center gap-2 px-4">
            <Link href="/" className="flex min-w-0 flex-1 items-center gap-2">
              <Icon name="logo" className="h-7 w-7 shrink-0" />
              <span data-testid="app-name" className="truncate text-lg font-bold" style={{ color: colours.verticalName }}>
                {appName}
              </span>
            </Link>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="rounded-md p-1.5 opacity-80 hover:bg-white/10 hover:opacity-100 md:hidden"
            >
              <Icon name="close" className="h-5 w-5" />
            </button>
          </div>
          <nav aria-label="Main menu" className="min-h-0 flex-1 overflow-y-auto">
            <VerticalMenu items={menu} path={path} selectedColour={colours.selected} />
          </nav>
        </aside>
      </div>
      {toggled && (
        <div
          data-testid="sidebar-backdrop"
          aria-hidden
          onClick={onClose}
          className="fixed inset-0 z-30 bg-slate-900/50 md:hidden"
        />
      )}
    </>
  );
}
