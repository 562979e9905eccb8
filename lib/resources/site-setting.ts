import * as z from 'zod';
import { versionField } from './common';
import { isHttpsUrl } from './constants';
import { CLOSED_MONTH_PATTERN } from '../finance/dates';
import { allowListProblem } from '../rules/webhook-destination';

export { APP_NAME_FALLBACK, SITE_SETTING_INDEX, SITE_SETTINGS_SCREEN } from './constants';

const hexColour = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** Digits with the usual separators, optionally an international '+': "+62 21 5080 8000", "(021) 5080-8000". */
const phone = /^\+?[0-9(][0-9 ().-]*$/;

export type SiteSettingKind = 'text' | 'colour' | 'phone' | 'url' | 'number';

export interface SiteSettingDef {
  key: string;
  label: string;
  kind: SiteSettingKind;
  /** The value of a newly created row, unless one of `env` gives another. */
  default: string;
  /** A blank value is allowed (the shell then falls back, or leaves the entry out). */
  optional?: boolean;
  /** Server environment variables read once, when the row is first created (the first one set wins). */
  env?: readonly string[];
  /** Where the system-settings screen shows it. */
  group: 'appearance' | 'contact' | 'shipment' | 'finance' | 'integration' | 'helpdesk';
  /** A number's bounds and decimals (kind 'number'). */
  range?: { min: number; max: number; decimals: number; unit: string };
  /** Longest value, when not its kind's (SITE_SETTING_MAX_LENGTH). */
  maxLength?: number;
  /** A rule of its own for the value (beyond its kind's), e.g. the aging buckets' list of days. */
  check?: (value: string) => string | null;
  /** The line under the input. */
  help?: string;
}

function financeNumber(key: string, label: string, value: string, range: NonNullable<SiteSettingDef['range']>, help?: string): SiteSettingDef {
  return { key, label, kind: 'number', default: value, group: 'finance', range, ...(help ? { help } : {}) };
}

function financeText(key: string, label: string, value: string, extra: Partial<SiteSettingDef> = {}): SiteSettingDef {
  return { key, label, kind: 'text', default: value, group: 'finance', ...extra };
}

function shipmentSetting(key: string, label: string, value: string, range: NonNullable<SiteSettingDef['range']>): SiteSettingDef[] {
  return [{ key, label, kind: 'number', default: value, group: 'shipment', range }];
}

/**
 * Spec §1: the position in the list is the meaning; id = index + 1. Entries are only ever appended
 * (0–5 are the spec's); a database made before an entry existed gets its row on the next start.
 * The contact defaults are the demo's: a deployment sets its own through the environment (first
 * start) or on the system-settings screen.
 */
export const SITE_SETTINGS: readonly SiteSettingDef[] = [
  { key: 'app_name', label: 'Application name', kind: 'text', default: 'KURIR EXPRESS', group: 'appearance' },
  { key: 'sidebar_color', label: 'Sidebar colour', kind: 'colour', default: '#0f172a', group: 'appearance' },
  { key: 'selected_item_color', label: 'Selected item colour', kind: 'colour', default: '#2563eb', group: 'appearance' },
  { key: 'vertical_name_color', label: 'Vertical sidebar name colour', kind: 'colour', default: '#ffffff', group: 'appearance' },
  { key: 'horizontal_title_color', label: 'Horizontal layout title colour', kind: 'colour', default: '#0f172a', group: 'appearance' },
  { key: 'notification_header_color', label: 'Notification header colour', kind: 'colour', default: '#000000', group: 'appearance' },
  {
    key: 'provider_name',
    label: 'Provider name',
    kind: 'text',
    optional: true,
    default: '',
    env: ['PROVIDER_NAME', 'NEXT_PUBLIC_PROVIDER_NAME'],
    group: 'contact',
  },
  {
    key: 'support_phone',
    label: 'Support phone',
    kind: 'phone',
    optional: true,
    default: '+62 21 5080 8000',
    env: ['SUPPORT_PHONE', 'NEXT_PUBLIC_SUPPORT_PHONE'],
    group: 'contact',
  },
  {
    key: 'support_chat_url',
    label: 'Support chat link',
    kind: 'url',
    optional: true,
    default: 'https://wa.me/622150808000',
    env: ['SUPPORT_CHAT_URL', 'NEXT_PUBLIC_SUPPORT_CHAT_URL'],
    group: 'contact',
  },
  // Shipment acceptance (DOMAIN.md: these vary between carriers). Read by lib/server/shipments/pricing-settings.ts.
  ...shipmentSetting('insurance_rate_percent', 'Insurance premium', '0.2', { min: 0, max: 100, decimals: 3, unit: '% of goods value' }),
  ...shipmentSetting('insurance_admin_fee', 'Insurance admin fee', '5000', { min: 0, max: 1_000_000, decimals: 0, unit: 'Rp per AWB' }),
  ...shipmentSetting('cod_fee_percent', 'COD fee', '3', { min: 0, max: 100, decimals: 2, unit: '% of the COD amount' }),
  ...shipmentSetting('cod_max_amount', 'COD limit per AWB', '5000000', { min: 0, max: 1_000_000_000, decimals: 0, unit: 'Rp' }),
  ...shipmentSetting('ppn_percent', 'PPN on delivery services', '1.1', { min: 0, max: 100, decimals: 2, unit: '% of the amount billed' }),
  ...shipmentSetting('koli_max_weight_kg', 'Heaviest koli accepted', '1000', { min: 1, max: 100_000, decimals: 0, unit: 'kg' }),
  ...shipmentSetting('koli_max_side_cm', 'Longest koli side accepted', '300', { min: 1, max: 10_000, decimals: 0, unit: 'cm' }),
  ...shipmentSetting('koli_max_per_awb', 'Most koli on one AWB', '100', { min: 1, max: 10_000, decimals: 0, unit: 'koli' }),
  // Finance (DOMAIN.md "Tax", "Finance documents"). Read by lib/server/finance/settings.ts.
  financeNumber('pph23_percent', 'PPh 23 withheld', '2', { min: 0, max: 100, decimals: 2, unit: '% of the amount before PPN' }),
  financeNumber('pph23_no_tax_id_percent', 'PPh 23 without a tax id (NPWP)', '4', { min: 0, max: 100, decimals: 2, unit: '% of the amount before PPN' }),
  financeNumber('stamp_duty_amount', 'Stamp duty (bea meterai)', '10000', { min: 0, max: 1_000_000, decimals: 0, unit: 'Rp per invoice' }),
  financeNumber('stamp_duty_threshold', 'Stamp duty above', '5000000', { min: 0, max: 1_000_000_000, decimals: 0, unit: 'Rp invoice total' }),
  financeNumber('stamp_duty_charged', 'Stamp duty added to the invoice', '1', { min: 0, max: 1, decimals: 0, unit: '1 = added, 0 = borne by us' }),
  financeNumber('write_off_limit', 'Largest write-off on a payment', '10000', { min: 0, max: 10_000_000, decimals: 0, unit: 'Rp per invoice' }),
  financeText('aging_buckets', 'Aging buckets', '30,60,90,120', {
    help: 'The last day of each overdue bucket, rising: 30,60,90,120 gives current, 1–30, 31–60, 61–90, 91–120, over 120.',
    check: (v) => (/^\s*\d{1,5}(\s*,\s*\d{1,5}){0,11}\s*$/.test(v) && v.split(',').map(Number).every((n, i, a) => n >= 1 && (i === 0 || n > a[i - 1])) ? null : 'Rising whole days, e.g. 30,60,90,120'),
  }),
  financeText('company_name', 'Company name on invoices', 'PT KURIR EXPRESS INDONESIA'),
  financeText('company_npwp', 'Company tax id (NPWP)', '01.234.567.8-012.000', { optional: true }),
  financeText('company_address', 'Company address on invoices', 'Jl. Gatot Subroto Kav. 18, Jakarta Selatan 12930'),
  financeText('bank_account_1', 'Bank account 1', 'BCA 123-456-7890 a.n. PT Kurir Express Indonesia', { help: 'Printed on invoices; payments are received into these.' }),
  financeText('bank_account_2', 'Bank account 2', 'Mandiri 124-000-987654-3 a.n. PT Kurir Express Indonesia', { optional: true }),
  financeText('bank_account_3', 'Bank account 3', '', { optional: true }),
  // Customers' webhooks go only to public addresses; these receivers on our own network are let through (lib/rules/webhook-destination.ts)
  {
    key: 'webhook_allowed_hosts',
    label: 'Webhook receivers on our own network',
    kind: 'text',
    default: '',
    optional: true,
    env: ['WEBHOOK_ALLOWED_HOSTS'],
    group: 'integration',
    maxLength: 300,
    check: allowListProblem,
    help: 'Host names, addresses or CIDR ranges, comma-separated (e.g. erp.example.co.id, 10.20.0.0/16), that customers’ webhooks may reach although not public, over http too. Empty: public https receivers only.',
  },
  // Dates of money documents (lib/finance/dates.ts): how far back, and the months closed by the finance manager
  financeNumber('finance_backdate_days', 'Money documents dated at most', '60', { min: 0, max: 366, decimals: 0, unit: 'days back' }),
  financeText('finance_closed_through', 'Books closed through', '', {
    optional: true,
    help: 'YYYY-MM: that month and every one before it accept no new invoice, payment, credit note or other money document. Empty: none closed.',
    check: (v) => (CLOSED_MONTH_PATTERN.test(v) ? null : 'A month like 2026-10'),
  }),
  // The integration API (lib/server/documents/shipment/create-integration.ts): a customer's key cannot pile up drafts without end
  {
    key: 'integration_max_open_drafts',
    label: 'API shipments waiting per customer',
    kind: 'number',
    default: '1000',
    group: 'shipment',
    range: { min: 1, max: 1_000_000, decimals: 0, unit: 'drafts not yet handed over' },
    help: 'A customer’s shipments sent through the API and not yet booked at the counter; one more is refused until some are booked or cancelled.',
  },
  // The helpdesk's change requests (lib/helpdesk/change-kinds.ts): beyond either threshold a manager approves
  {
    key: 'helpdesk_manager_amount',
    label: 'A change needs a manager above',
    kind: 'number',
    default: '100000',
    group: 'helpdesk',
    range: { min: 0, max: 1_000_000_000, decimals: 0, unit: 'Rp difference on one AWB' },
    help: 'A change that moves an AWB’s total by more than this is approved only by a role holding Change Price.',
  },
  {
    key: 'helpdesk_manager_percent',
    label: 'A change needs a manager above (share)',
    kind: 'number',
    default: '10',
    group: 'helpdesk',
    range: { min: 0, max: 1000, decimals: 2, unit: '% of the AWB’s total' },
    help: 'The same, as a share of the AWB’s total before the change.',
  },
];

/** Longest value of each kind (a chat link may carry a prefilled message; a colour's rule is its pattern). */
export const SITE_SETTING_MAX_LENGTH: Record<SiteSettingKind, number> = { text: 100, colour: 100, phone: 30, url: 300, number: 20 };

export const siteSettingUpdateSchema = z.object({
  value: z.string().trim().max(SITE_SETTING_MAX_LENGTH.url, `At most ${SITE_SETTING_MAX_LENGTH.url} characters`),
  version: versionField.optional(),
});

export const SITE_SETTING_MESSAGES = {
  appNameEmpty: 'The application name cannot be empty',
  colour: 'Use a colour like #1e293b',
  phone: 'Use a phone number like +62 21 5080 8000',
  url: 'Use an https:// link, e.g. https://wa.me/622150808000',
} as const;

export function siteSettingDef(key: string): SiteSettingDef | undefined {
  return SITE_SETTINGS.find((s) => s.key === key);
}

/**
 * The value rule depends on which setting it is (the form and the server both apply it to the trimmed
 * text): the application name must not be empty, colours are hex, the phone is digits and separators,
 * the chat link an https:// URL (never javascript: or any other scheme). The appended settings may be
 * blank.
 */
export function validateSiteSettingValue(key: string, value: string): string | null {
  const def = siteSettingDef(key);
  if (!def) return 'Unknown setting';
  if (value === '') {
    if (def.optional) return null;
    return def.kind === 'text' ? SITE_SETTING_MESSAGES.appNameEmpty : def.kind === 'colour' ? SITE_SETTING_MESSAGES.colour : 'Enter a value';
  }
  const max = SITE_SETTING_MAX_LENGTH[def.kind];
  switch (def.kind) {
    case 'colour':
      return hexColour.test(value) ? null : SITE_SETTING_MESSAGES.colour;
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      if (value.length > max || !phone.test(value) || digits < 5 || digits > 15) return SITE_SETTING_MESSAGES.phone;
      return null;
    }
    case 'url':
      if (value.length > max) return `At most ${max} characters`;
      return isHttpsUrl(value) ? null : SITE_SETTING_MESSAGES.url;
    case 'text': {
      const longest = def.maxLength ?? max;
      return value.length > longest ? `At most ${longest} characters` : (def.check?.(value) ?? null);
    }
    case 'number': {
      const { min, max: top, decimals } = def.range!;
      if (!/^\d+(\.\d+)?$/.test(value)) return 'A number like 0.2';
      if ((value.split('.')[1] ?? '').length > decimals) return decimals ? `At most ${decimals} decimals` : 'A whole number';
      const n = Number(value);
      return n < min || n > top ? `From ${min} to ${top}` : null;
    }
  }
}

export const siteSettingIdParams = z.object({ id: z.coerce.number().int().positive() });
