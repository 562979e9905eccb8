import type { ActionUis } from '@/components/document/action-ui';
import { DOCUMENTS } from '@/lib/resources/documents/registry';
import { enumCode, enumLabel, type Field, type Fields, type ResourceDefinition } from '@/lib/resources/engine/define';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { TRACKING_CODES, TRACKING_STATUS_STAFF_LABELS, trackingCodeLabel } from '@/lib/resources/documents/tracking-texts';
import { TRACKING_STATUSES } from '@/lib/resources/engine/define-document';
import { RESOURCES } from '@/lib/resources/registry';

/*
 * Issue 22 §5, "words, not codes": every enumerated value has its words declared once, beside its field,
 * and no word is the stored code itself (`CUSTOMER_SERVICE`, `MOTORCYCLE`).
 */

/** Names spelled as their code (a brand, not a code): the only words allowed to equal it. */
const NAMES = new Set(['QRIS']);

/** The document screens' action inputs (a cash register's difference reason, a trip allowance's payout). */
const screenModules = import.meta.glob<Record<string, unknown>>('/components/documents/*/*-screens.ts', { eager: true });

function* enumFields(): Generator<[string, Extract<Field, { type: 'enum' }>]> {
  const from = function* (where: string, fields: Fields) {
    for (const [key, f] of Object.entries(fields)) if (f.type === 'enum') yield [`${where}.${key}`, f] as [string, Extract<Field, { type: 'enum' }>];
  };
  for (const d of RESOURCES as readonly ResourceDefinition[]) yield* from(d.name, d.fields);
  for (const d of DOCUMENTS as unknown as readonly DocumentDefinition[]) {
    yield* from(d.name, d.fields);
    for (const [kind, line] of Object.entries(d.lines ?? {})) yield* from(`${d.name}.lines.${kind}`, line.fields);
  }
  for (const [file, exports] of Object.entries(screenModules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('_ACTION_UI') || typeof value !== 'object' || value === null) continue;
      for (const [action, ui] of Object.entries(value as ActionUis)) if (ui.fields) yield* from(`${file}:${name}.${action}`, ui.fields);
    }
  }
}

describe('every enumerated value is shown in words', () => {
  const all = [...enumFields()];

  it('finds the enumerated fields of the resources, the documents, their lines and the action inputs', () => {
    const names = all.map(([where]) => where);
    expect(names).toEqual(expect.arrayContaining(['employee.department', 'vehicle.vehicle_type', 'shipment.payment_method', 'invoice.line_mode', 'delivery-runsheet.lines.awbs.result']));
    expect(names.some((n) => n.includes('CASH_REGISTER_ACTION_UI.book.difference_reason'))).toBe(true);
  });

  it.each(all)('%s: each option has its words, none is the code, and nothing else is declared', (_where, field) => {
    for (const option of field.options) {
      const words = field.labels[option];
      expect(words, option).toEqual(expect.any(String));
      expect(words.trim(), option).not.toBe('');
      if (!NAMES.has(option)) expect(words, `${option} is shown as its code`).not.toBe(option);
      expect(words, `${option} reads like a code`).not.toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)+$/);
    }
    expect(Object.keys(field.labels).sort()).toEqual([...field.options].sort());
    expect(new Set(field.options.map((o) => field.labels[o].toLowerCase())).size, 'two codes share their words').toBe(field.options.length);
  });

  it('every tracking status and event has its staff words (English), none its code', () => {
    for (const status of TRACKING_STATUSES) expect(TRACKING_STATUS_STAFF_LABELS[status], status).toMatch(/^[A-Z][a-z]/);
    for (const code of Object.keys(TRACKING_CODES)) {
      expect(trackingCodeLabel(code), code).not.toBe(code);
      expect(trackingCodeLabel(code), code).toMatch(/^[A-Z][a-zA-Z]*[a-z ]/);
    }
  });

  it('reads a code in words, and a cell typed either way back as the code', () => {
    const department = (RESOURCES as readonly ResourceDefinition[]).find((d) => d.name === 'employee')!.fields.department;
    if (department.type !== 'enum') throw new Error('department is an enum');
    expect(enumLabel(department, 'CUSTOMER_SERVICE')).toBe('Customer service');
    expect(enumLabel(department, 'UNKNOWN')).toBe('UNKNOWN');
    expect(enumCode(department, 'customer service')).toBe('CUSTOMER_SERVICE');
    expect(enumCode(department, 'CUSTOMER_SERVICE')).toBe('CUSTOMER_SERVICE');
    expect(enumCode(department, 'Courier')).toBe('COURIER');
    expect(enumCode(department, 'Janitor')).toBe('Janitor');
  });
});
