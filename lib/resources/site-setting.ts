import { z } from 'zod';
import { versionField } from './common';

export { APP_NAME_FALLBACK, SITE_SETTINGS_SCREEN } from './constants';

const hexColour = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Spec §1: the position in the list is the meaning. id = index + 1. */
export const SITE_SETTINGS = [
  { key: 'app_name', label: 'Application name', kind: 'text', default: 'KURIR EXPRESS' },
  { key: 'sidebar_color', label: 'Sidebar colour', kind: 'colour', default: '#0f172a' },
  { key: 'selected_item_color', label: 'Selected item colour', kind: 'colour', default: '#2563eb' },
  { key: 'vertical_name_color', label: 'Vertical sidebar name colour', kind: 'colour', default: '#ffffff' },
  { key: 'horizontal_title_color', label: 'Horizontal layout title colour', kind: 'colour', default: '#0f172a' },
  { key: 'notification_header_color', label: 'Notification header colour', kind: 'colour', default: '#000000' },
] as const;


export const siteSettingUpdateSchema = z.object({
  value: z.string().trim().max(100, 'At most 100 characters'),
  version: versionField.optional(),
});

/** The value rule depends on which setting it is: the name must not be empty, colours must be hex. */
export function validateSiteSettingValue(key: string, value: string): string | null {
  const def = SITE_SETTINGS.find((s) => s.key === key);
  if (!def) return 'Unknown setting';
  if (def.kind === 'text') return value.length > 0 ? null : 'The application name cannot be empty';
  return hexColour.test(value) ? null : 'Use a colour like #1e293b';
}

export const siteSettingIdParams = z.object({ id: z.coerce.number().int().positive() });
