// What the site settings form edits: values keyed by setting key, and the shell colours they give.
import { SHELL_COLOUR_FALLBACKS, type ShellColours } from '@/hooks/use-site-colours';
import { APP_NAME_FALLBACK, SITE_SETTING_INDEX } from '@/lib/resources/constants';
import { SITE_SETTINGS } from '@/lib/resources/site-setting';

export type SettingValues = Record<string, string>;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string | undefined): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** `#abc` → `#aabbcc` (what `<input type="color">` takes); anything not a colour → the fallback. */
export function toSixDigitHex(value: string | undefined, fallback = '#000000'): string {
  if (!isHexColour(value)) return fallback;
  const hex = value.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

const key = (index: number) => SITE_SETTINGS[index].key;
const KEY = {
  appName: key(SITE_SETTING_INDEX.appName),
  sidebar: key(SITE_SETTING_INDEX.sidebar),
  selected: key(SITE_SETTING_INDEX.selected),
  verticalName: key(SITE_SETTING_INDEX.verticalName),
  horizontalTitle: key(SITE_SETTING_INDEX.horizontalTitle),
  notificationHeader: key(SITE_SETTING_INDEX.notificationHeader),
  providerName: key(SITE_SETTING_INDEX.providerName),
} as const;

/**
 * The app name, shell colours and footer name these values would give (the shell's fallbacks for what
 * is not valid; the footer's provider falls back to the app name).
 */
export function previewLook(values: SettingValues): { appName: string; colours: ShellColours; provider: string } {
  const c = (key: string, fallback: string) => (isHexColour(values[key]) ? values[key].trim() : fallback);
  const appName = values[KEY.appName]?.trim() || APP_NAME_FALLBACK;
  return {
    appName,
    colours: {
      sidebar: c(KEY.sidebar, SHELL_COLOUR_FALLBACKS.sidebar),
      selected: c(KEY.selected, SHELL_COLOUR_FALLBACKS.selected),
      verticalName: c(KEY.verticalName, SHELL_COLOUR_FALLBACKS.verticalName),
      horizontalTitle: c(KEY.horizontalTitle, SHELL_COLOUR_FALLBACKS.horizontalTitle),
      notificationHeader: c(KEY.notificationHeader, SHELL_COLOUR_FALLBACKS.notificationHeader),
    },
    provider: values[KEY.providerName]?.trim() || appName,
  };
}
