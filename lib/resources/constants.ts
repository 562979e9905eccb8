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
