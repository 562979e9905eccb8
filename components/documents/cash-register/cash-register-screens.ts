import type { ActionUis } from '@/components/document/action-ui';
import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { REASON_LISTS } from '@/lib/resources/engine/define-document';
import { cashDifference, CashHandOverFields } from './CashHandOverFields';

/*
 * What the cash register screens show and offer. The cancel action of a register is "Void" (the
 * declaration's label): every button, title and stage on its screens says so.
 */

const REASON_FIELDS = { difference_reason: 'cashDifference' } as const;

export const CASH_REGISTER_ACTION_UI: ActionUis = {
  book: {
    description: 'Count the cash handed over; a difference needs its reason.',
    fields: {
      counted_amount: { type: 'money', label: 'Cash counted', unit: 'Rp', min: 0, max: 100_000_000_000, required: true },
      difference_reason: { type: 'enum', label: 'Difference reason', options: REASON_LISTS.cashDifference.map((r) => r.code), labels: Object.fromEntries(REASON_LISTS.cashDifference.map((r) => [r.code, r.label])) },
      difference_note: { type: 'textarea', label: 'Note', max: 500 },
    },
    // the server answers the same (lib/server/documents/cash-register/book.ts); asked here so the
    // counter sees it before sending
    refine: (values, ctx, rows) => {
      const difference = cashDifference(values.counted_amount === undefined ? null : String(values.counted_amount), rows[0]);
      if (difference === null || difference === 0) return;
      if (!values.difference_reason) ctx.addIssue({ code: 'custom', path: ['difference_reason'], message: 'The count differs: pick a reason' });
      else if (values.difference_reason === 'OTHER' && !values.difference_note) ctx.addIssue({ code: 'custom', path: ['difference_note'], message: 'Say why' });
    },
    Body: CashHandOverFields,
  },
};

export const CASH_REGISTER_BOOKING: DocumentListOptions = {
  title: 'Cash register hand-over',
  description: 'Registers not yet handed over: count the cash and confirm.',
  actionUi: CASH_REGISTER_ACTION_UI,
  reasonFields: REASON_FIELDS,
};

export const CASH_REGISTER_LIST: DocumentListOptions = {
  title: 'Cash registers',
  reasonFields: REASON_FIELDS,
};

export const CASH_REGISTER_VOID: DocumentListOptions = {
  title: 'Void cash registers',
  description: 'Voiding releases the AWBs of the register (they can go into a new one); the register stays on record.',
  reasonFields: REASON_FIELDS,
};
