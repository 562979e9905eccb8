import { defineResource } from './engine/define';

/*
 * AWB number stock: ranges of pre-printed or pre-issued AWB numbers handed to a branch, an office or a
 * customer, or set aside at a branch for the integration API (shipments customers send without a stock
 * of their own: never a counter's numbers, which are pre-printed on its paper). Ranges never overlap (the database refuses it); a range may be given as its two ends or as
 * a quantity, in which case the server takes the next free numbers.
 */

export const AWB_SCREENS = { add: '/app/master-data/awb-distribution/add', list: '/app/master-data/awb-distribution/list' } as const;

/** The first AWB number of an empty stock: 12 digits. */
export const FIRST_AWB_NUMBER = 100_000_000_001;
export const MAX_ALLOCATION = 1_000_000;
export const HOLDER_TYPES = ['BRANCH', 'OFFICE', 'CUSTOMER', 'INTEGRATION'] as const;
export const HOLDER_TYPE_LABELS: Record<(typeof HOLDER_TYPES)[number], string> = { BRANCH: 'Branch', OFFICE: 'Office', CUSTOMER: 'Customer', INTEGRATION: 'API integration' };
/** The field naming who holds a range, per holder type. */
export const HOLDER_FIELD = { BRANCH: 'branch_id', OFFICE: 'office_id', CUSTOMER: 'customer_id', INTEGRATION: 'branch_id' } as const;

export const awbAllocationResource = defineResource({
  name: 'awb-allocation',
  module: 'datamaster',
  label: 'AWB allocation',
  plural: 'AWB allocations',
  titleField: 'range_start',
  screens: { read: [AWB_SCREENS.list, AWB_SCREENS.add], write: [AWB_SCREENS.add] },
  lifecycle: 'delete',
  defaultSort: '-range_start',
  fields: {
    holder_type: { type: 'enum', label: 'Allocated to', options: HOLDER_TYPES, labels: HOLDER_TYPE_LABELS, required: true, list: true, sort: true, filter: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', list: true, filter: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', list: true, filter: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', list: true, filter: true },
    quantity: { type: 'int', label: 'Quantity', unit: 'AWB', min: 1, max: MAX_ALLOCATION, list: true, sort: true, help: 'Give a quantity to take the next free numbers, or both ends of a range.' },
    range_start: { type: 'bigint', label: 'First AWB no.', min: 1, max: 999_999_999_999, list: true, sort: true, filter: true },
    range_end: { type: 'bigint', label: 'Last AWB no.', min: 1, max: 999_999_999_999, list: true, sort: true, filter: true },
    // counted by every AWB saved: `hot`, so that taking a number does not rewrite the table's indexes
    used: { type: 'int', label: 'Used', unit: 'AWB', readonly: true, hot: true, list: true, sort: true },
    remaining: { type: 'int', label: 'Remaining', unit: 'AWB', readonly: true, hot: true, list: true, sort: true, filter: true },
    // the highest number issued from this range: the next one is taken in one statement, on the locked row
    last_number: { type: 'bigint', label: 'Last AWB no. issued', readonly: true },
    allocated_on: { type: 'date', label: 'Allocated on', required: true, list: true, sort: true, filter: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  refine: (v, ctx) => {
    const holder = HOLDER_FIELD[v.holder_type as keyof typeof HOLDER_FIELD];
    if (holder && v[holder] == null) ctx.addIssue({ code: 'custom', path: [holder], message: 'Pick who receives the numbers' });
    for (const other of new Set(Object.values(HOLDER_FIELD))) {
      if (other !== holder && v[other] != null) ctx.addIssue({ code: 'custom', path: [other], message: `Only the ${String(v.holder_type).toLowerCase()} is filled in` });
    }
    const start = v.range_start;
    const end = v.range_end;
    const hasRange = typeof start === 'number' || typeof end === 'number';
    if (!hasRange && v.quantity == null) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'A quantity, or both ends of a range' });
    if (hasRange) {
      if (typeof start !== 'number') ctx.addIssue({ code: 'custom', path: ['range_start'], message: 'Required with "Last AWB no."' });
      if (typeof end !== 'number') ctx.addIssue({ code: 'custom', path: ['range_end'], message: 'Required with "First AWB no."' });
      if (typeof start === 'number' && typeof end === 'number') {
        if (end < start) ctx.addIssue({ code: 'custom', path: ['range_end'], message: 'Must not be below "First AWB no."' });
        else if (end - start + 1 > MAX_ALLOCATION) ctx.addIssue({ code: 'custom', path: ['range_end'], message: `At most ${MAX_ALLOCATION.toLocaleString('en')} numbers at once` });
        else if (v.quantity != null && v.quantity !== end - start + 1) ctx.addIssue({ code: 'custom', path: ['quantity'], message: `The range holds ${end - start + 1} numbers` });
      }
    }
  },
});
