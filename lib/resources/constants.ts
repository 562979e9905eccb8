// Values shared by the browser bundle and the server without pulling zod into every page.

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Spec §9: the site-settings call asks for everything at once. */
export const SITE_SETTING_FETCH_LIMIT = 99999;

export const USER_STATUSES = ['AKTIF', 'TIDAK AKTIF'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const INACTIVE_STATUS: UserStatus = 'TIDAK AKTIF';

/** Spec §1: index 0 of the site settings, when it has no value. */
export const APP_NAME_FALLBACK = 'SYSTEM';

/** The screens whose permission paths grant the platform's calls. */
export const USERS_SCREEN = '/app/master-data/system/users';
export const ROLES_SCREEN = '/app/master-data/system/roles';
export const SITE_SETTINGS_SCREEN = '/misc/settings/system';

/**
 * Spec §1: the meaning of each position of the site-settings list (id = index + 1). 0–5 are fixed by
 * the spec; 6–8 were appended later and may be blank.
 */
export const SITE_SETTING_INDEX = {
  appName: 0,
  sidebar: 1,
  selected: 2,
  verticalName: 3,
  horizontalTitle: 4,
  notificationHeader: 5,
  providerName: 6,
  supportPhone: 7,
  supportChatUrl: 8,
} as const;

/** An absolute https:// link with a host and no user name or password: what Support may open. */
export function isHttpsUrl(value: string | null | undefined): value is string {
  const text = value?.trim();
  if (!text || /\s/.test(text) || !/^https:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
