import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { lazy, Suspense } from 'react';
import { Icon } from '@/components/shell/icons';
import { SearchBox } from '@/components/shell/SearchBox';
import { ThemeSettings } from '@/components/shell/ThemeSettings';
import { NotificationBellPlaceholder, UserMenuPlaceholder } from '@/components/shell/top-bar-buttons';
import { displayName } from '@/lib/rules/display-name';
import { useAppName } from '@/hooks/use-site-settings';
import { useSiteColours } from '@/hooks/use-site-colours';
import { useUserById } from '@/hooks/use-user-by-id';
import type { LayoutType } from '@/store/app-slice';

// The menus (headlessui + floating-ui, ~30 KB gzip) load right after the first paint, not with it.
const NotificationBell = lazy(() => import('@/components/shell/NotificationBell'));
const UserMenu = lazy(() => import('./UserMenu'));

interface Props {
  layout: LayoutType;
  /** Vertical layout: whether the sidebar is on screen (the toggle's state), and the toggle. */
  sidebarVisible?: boolean;
  onToggleSidebar?: () => void;
}

/**
 * Spec §2 top bar: sidebar toggle (vertical layout), logo and title linking home, search (768 px and
 * wider), the theme settings, notifications, the user's display name with the group label, the profile
 * picture menu.
 * In the vertical layout the title lives in the sidebar; while the sidebar is hidden (a tablet, or
 * toggled away) the top bar carries the logo and the title instead.
 */
export function TopBar({ layout, sidebarVisible = false, onToggleSidebar }: Props) {
  const appName = useAppName();
  const { horizontalTitle } = useSiteColours();
  const { data: session } = useSession();
  const sessionUser = session?.user;
  const { data: user } = useUserById(sessionUser?.id);
  const photo = user ? user.photo : (sessionUser?.photo ?? null);
  // The user's own record is fresher than the session (an admin may have renamed them or changed the role).
  const fullName = user?.full_name ?? sessionUser?.full_name ?? '';
  const group = user?.user?.user_group ?? sessionUser?.user_group ?? '';

  return (
    <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
      {layout === 'vertical' ? (
        <>
          <button
            type="button"
            data-testid="sidebar-toggle"
            aria-label={sidebarVisible ? 'Hide menu' : 'Show menu'}
            aria-expanded={sidebarVisible}
            onClick={onToggleSidebar}
            className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500"
          >
            <Icon name="menu" />
          </button>
          {!sidebarVisible && (
            <Link href="/" className="flex min-w-0 items-center gap-2 text-slate-800" style={{ color: horizontalTitle }}>
              <Icon name="logo" className="h-7 w-7 shrink-0" />
              <span data-testid="topbar-app-name" className="hidden truncate text-lg font-bold sm:inline">
                {appName}
              </span>
            </Link>
          )}
        </>
      ) : (
        <Link href="/" className="flex min-w-0 items-center gap-2" style={{ color: horizontalTitle }}>
          <Icon name="logo" className="h-7 w-7 shrink-0" />
          <span data-testid="app-name" className="truncate text-lg font-bold">
            {appName}
          </span>
        </Link>
      )}
      <SearchBox className="hidden md:block" />
      {sessionUser && (
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <ThemeSettings />
          <Suspense fallback={<NotificationBellPlaceholder />}>
            <NotificationBell />
          </Suspense>
          <div className="hidden text-right leading-tight sm:block">
            <div className="text-sm font-medium text-slate-800" data-testid="user-name" title={fullName}>
              {displayName(fullName)}
            </div>
            <div className="text-xs text-slate-500" data-testid="user-group">
              {group}
            </div>
          </div>
          <Suspense fallback={<UserMenuPlaceholder photo={photo} />}>
            <UserMenu userCode={sessionUser.id} photo={photo} />
          </Suspense>
        </div>
      )}
    </header>
  );
}

