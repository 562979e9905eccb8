import { userPhotoUrl } from '@/services/user';
import { Icon } from './icons';

/*
 * The faces of the top bar's two menus. The menus themselves (headlessui, with floating-ui) are
 * downloaded after the first paint; until then these same faces stand in, disabled, so the bar does
 * not shift and a click cannot fall on a button that would not open anything yet.
 */

export const USER_MENU_BUTTON_CLASS =
  'flex rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500';

export const NOTIFICATION_BUTTON_CLASS =
  'relative flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500';

export function UserMenuPhoto({ photo }: { photo: string | null }) {
  // Served by the API, where Next's optimiser cannot fetch it; next/image would only add ~5 KB of
  // first-load JS to every page for a 40 px picture it could not optimise anyway.
  return <img src={userPhotoUrl(photo)} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />;
}

export function NotificationBellIcon() {
  return (
    <>
      <Icon name="bell" />
      <span className="absolute top-1 right-1 h-2 w-2 rounded-full bg-emerald-500" aria-hidden />
    </>
  );
}

export function UserMenuPlaceholder({ photo }: { photo: string | null }) {
  return (
    <button type="button" disabled aria-busy data-testid="user-menu-button" aria-label="Open user menu" className={USER_MENU_BUTTON_CLASS}>
      <UserMenuPhoto photo={photo} />
    </button>
  );
}

export function NotificationBellPlaceholder() {
  return (
    <button type="button" disabled aria-busy data-testid="notification-button" aria-label="Notifications" className={NOTIFICATION_BUTTON_CLASS}>
      <NotificationBellIcon />
    </button>
  );
}
