import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import Link from 'next/link';
import { Icon } from '@/components/shell/icons';
import { useLogout } from '@/hooks/use-logout';
import { useSupportContact } from '@/hooks/use-site-settings';
import { USER_MENU_BUTTON_CLASS, UserMenuPhoto } from '@/components/shell/top-bar-buttons';

export const PROFILE_PATH = '/profile';

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2 text-left text-slate-700 data-disabled:opacity-50 data-focus:bg-slate-100';

/**
 * Spec §2: Profile (/profile), Support (the chat link in a new tab, with the support phone), Logout.
 * The link and the phone are site settings 8 and 7 (admin-editable); Support is disabled only while no
 * link is set.
 */
export default function UserMenu({ userCode, photo }: { userCode: string; photo: string | null }) {
  const logout = useLogout(userCode);
  const support = useSupportContact();
  const supportContent = (
    <>
      <Icon name="phone" className="h-4 w-4 text-slate-500" />
      <span className="flex flex-col leading-tight">
        <span>Support</span>
        {support.phone && (
          <span className="text-xs text-slate-500" data-testid="support-phone">
            {support.phone}
          </span>
        )}
      </span>
    </>
  );
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
        <MenuItem disabled={!support.chatUrl}>
          {support.chatUrl ? (
            // A new tab that cannot reach back to this one (noopener) nor learn which page sent it.
            <a href={support.chatUrl} target="_blank" rel="noopener noreferrer" data-testid="support-link" className={itemClass}>
              {supportContent}
            </a>
          ) : (
            <button type="button" data-testid="support-link" title="No support chat link is set" className={itemClass}>
              {supportContent}
            </button>
          )}
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
