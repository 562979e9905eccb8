import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { readableTextOn, useSiteColours } from '@/hooks/use-site-colours';
import { Icon } from './icons';
import { NOTIFICATION_BUTTON_CLASS, NotificationBellIcon } from './top-bar-buttons';

/** Spec §2: a placeholder panel with two 'Success Notification' entries under a header of colour 5. */
export const NOTIFICATION_PLACEHOLDERS = ['Success Notification', 'Success Notification'] as const;

export default function NotificationBell() {
  const { notificationHeader } = useSiteColours();
  return (
    <Menu as="div" className="relative">
      <MenuButton data-testid="notification-button" aria-label="Notifications" className={NOTIFICATION_BUTTON_CLASS}>
        <NotificationBellIcon />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        data-testid="notification-panel"
        className="z-50 mt-2 w-72 overflow-hidden rounded-md border border-slate-200 bg-white text-sm shadow-lg focus:outline-none"
      >
        <div
          data-testid="notification-header"
          className="px-4 py-3 font-semibold"
          style={{ backgroundColor: notificationHeader, color: readableTextOn(notificationHeader) }}
        >
          Notifications
        </div>
        {NOTIFICATION_PLACEHOLDERS.map((label, i) => (
          <MenuItem key={i} as="div" className="flex cursor-default items-center gap-3 px-4 py-3 text-slate-700 data-focus:bg-slate-100">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
              <Icon name="check" className="h-4 w-4" />
            </span>
            <span>{label}</span>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
