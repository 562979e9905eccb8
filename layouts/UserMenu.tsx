import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import Link from 'next/link';
import { Icon } from '@/components/shell/icons';
import { useLogout } from '@/hooks/use-logout';
import { USER_MENU_BUTTON_CLASS, UserMenuPhoto } from '@/components/shell/top-bar-buttons';

export const PROFILE_PATH = '/profile';

/** Spec §2: the external support chat, in a new tab that cannot reach back to this one. */
export function openSupportChat(url: string | undefined = process.env.NEXT_PUBLIC_SUPPORT_CHAT_URL): void {
  if (url) window.open(url, '_blank', 'noopener');
}

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2 text-left text-slate-700 data-disabled:opacity-50 data-focus:bg-slate-100';

/** Spec §2: Profile (/profile), Support (chat link in a new tab, support phone), Logout. */
export default function UserMenu({ userCode, photo }: { userCode: string; photo: string | null }) {
  const logout = useLogout(userCode);
  const supportUrl = process.env.NEXT_PUBLIC_SUPPORT_CHAT_URL;
  const supportPhone = process.env.NEXT_PUBLIC_SUPPORT_PHONE;
  return (
    <Menu as="div" className="relative">
      <MenuButton data-testid="user-menu-button" aria-label="Open user menu" className={USER_MENU_BUTTON_CLASS}>
        <UserMenuPhoto photo={photo} />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        data-testid="user-menu"
        className="z-50 mt-2 w-60 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
      >
        <MenuItem>
          <Link href={PROFILE_PATH} data-testid="profile-link" className={itemClass}>
            <Icon name="user" className="h-4 w-4 text-slate-500" />
            Profile
          </Link>
        </MenuItem>
        <MenuItem disabled={!supportUrl}>
          <button type="button" data-testid="support-button" onClick={() => openSupportChat(supportUrl)} className={itemClass}>
            <Icon name="phone" className="h-4 w-4 text-slate-500" />
            <span className="flex flex-col leading-tight">
              <span>Support</span>
              {supportPhone && (
                <span className="text-xs text-slate-500" data-testid="support-phone">
                  {supportPhone}
                </span>
              )}
            </span>
          </button>
        </MenuItem>
        <div className="my-1 border-t border-slate-100" role="none" />
        <MenuItem>
          <button type="button" data-testid="logout-button" onClick={() => void logout()} className={itemClass}>
            <Icon name="logout" className="h-4 w-4 text-slate-500" />
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
