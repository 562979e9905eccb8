import type { z } from 'zod';

/* Field shapes many resources share, so that a code or a phone number means the same everywhere. */

export const CODE_PATTERN = { regex: /^[A-Z0-9][A-Z0-9_-]*$/, message: 'Letters, digits, - and _ only' };

export const codeField = (max = 10) =>
  ({ type: 'text', label: 'Code', max, upper: true, pattern: CODE_PATTERN, required: true, unique: true, list: true, sort: true, filter: true, search: true }) as const;

export const nameField = (label = 'Name') =>
  ({ type: 'text', label, max: 100, required: true, list: true, sort: true, filter: true, search: true }) as const;

export const descriptionField = { type: 'textarea', label: 'Description', max: 500 } as const;

export const phoneField = (label = 'Phone') =>
  ({ type: 'text', label, max: 20, list: true, pattern: { regex: /^\+?[0-9 ()-]{6,20}$/, message: 'A phone number like 021 555 0101 or +62 812 3456 7890' } }) as const;

export const emailField = (label = 'E-mail') =>
  ({ type: 'text', label, max: 100, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'An e-mail address' } }) as const;

/** NPWP (tax id): 15 digits (old format) or 16 (NIK-based), dots and dashes allowed when typed. */
export const npwpField = (label = 'NPWP (tax id)') =>
  ({ type: 'text', label, max: 20, pattern: { regex: /^(\d[.-]?){14}\d(\d)?$/, message: '15 or 16 digits' } }) as const;

/** Cross-field rule: `to` (when given) is not before `from`. */
export function dateAfter(from: string, to: string, message: string) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const a = v[from];
    const b = v[to];
    if (typeof a === 'string' && typeof b === 'string' && b < a) ctx.addIssue({ code: 'custom', path: [to], message });
  };
}

/** A month like 2026-11 (targets). */
export const monthField = (label = 'Month') =>
  ({ type: 'text', label, max: 7, required: true, list: true, sort: true, filter: true, pattern: { regex: /^\d{4}-(0[1-9]|1[0-2])$/, message: 'A month like 2026-11' } }) as const;

/** Cross-field rule: a lead time's upper bound is not shorter than its lower one. */
export function leadTimeOrder(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (typeof v.lead_time_min === 'number' && typeof v.lead_time_max === 'number' && v.lead_time_max < v.lead_time_min) {
    ctx.addIssue({ code: 'custom', path: ['lead_time_max'], message: 'Must not be shorter than "Lead time from"' });
  }
}
