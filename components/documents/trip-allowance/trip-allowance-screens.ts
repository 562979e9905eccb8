import type { ActionUis } from '@/components/document/action-ui';
import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { PAYOUT_METHOD_LABELS, PAYOUT_METHODS } from '@/lib/resources/documents/trip-allowance';
import { TRIP_ALLOWANCE } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import { PayOutFields, SETTLE_PAIRS, SettleFields, settleDifference } from './TripAllowanceActionFields';
import { groupDigits, settlementLine } from './trip-allowance-form';

/*
 * What the trip allowance screens show and offer. The rules (approved by someone other than its author,
 * paid out once approved, settled once paid out, cancelled only while not paid out) are the server's:
 * each button renders from the row's `actions`.
 */

const AMOUNT = { type: 'money', unit: 'Rp', min: 0, max: 100_000_000 } as const;

/** The inputs of the cashier's actions (the server's handler bodies: lib/server/documents/trip-allowance/actions.ts). */
export const TRIP_ALLOWANCE_ACTION_UI: ActionUis = {
  payOut: {
    description: 'Hand the advance to the driver: cash from the cashier, or a bank transfer with its reference.',
    fields: {
      payout_method: { type: 'enum', label: 'Paid out by', options: PAYOUT_METHODS, labels: PAYOUT_METHOD_LABELS, required: true },
      payout_reference: { type: 'text', label: 'Payout reference', max: 60 },
    },
    defaults: () => ({ payout_method: 'CASH' }),
    // the server answers the same; asked here so the cashier sees it before sending
    refine: (values, ctx) => {
      if (values.payout_method === 'TRANSFER' && !values.payout_reference) ctx.addIssue({ code: 'custom', path: ['payout_reference'], message: 'The transfer reference' });
    },
    Body: PayOutFields,
  },
  settle: {
    description: 'What the receipts say was spent, per component: the driver returns what is left, or is paid what they spent over.',
    fields: {
      actual_fuel: { ...AMOUNT, label: 'Fuel spent', required: true },
      actual_tolls: { ...AMOUNT, label: 'Tolls spent', required: true },
      actual_loading: { ...AMOUNT, label: 'Loading spent', required: true },
      actual_meals: { ...AMOUNT, label: 'Meals spent', required: true },
      actual_other: { ...AMOUNT, label: 'Other spent' },
      settlement_note: { type: 'textarea', label: 'Settlement note', max: 500 },
    },
    // each spent amount starts at what was advanced for it: the cashier changes what differs
    defaults: (rows: readonly DocumentRecord[]) =>
      rows.length === 1 ? Object.fromEntries(SETTLE_PAIRS.map(([key, advanced]) => [key, groupDigits(Number(rows[0][advanced] ?? 0) || 0)])) : {},
    refine: (values, ctx, rows) => {
      const difference = settleDifference(values, rows[0]);
      if (difference === null || difference === 0 || values.settlement_note) return;
      ctx.addIssue({ code: 'custom', path: ['settlement_note'], message: `${settlementLine(difference)}: note why` });
    },
    Body: SettleFields,
  },
};

/** The approver's worklist: drafts, edited on the add screen, approved by someone other than their author. */
export const TRIP_ALLOWANCE_DRAFTS: DocumentListOptions = {
  title: 'Approve trip allowances',
  description: 'Drafts waiting for approval, by someone other than their author. Check the amounts against the rate, edit if needed, then approve.',
  rowActions: ['update', 'book'],
  bulkActions: ['book'],
  bulkPrints: ['slip'],
  editHref: (row) => `${TRIP_ALLOWANCE.add}?id=${row.id}`,
  links: [{ label: 'Add a trip allowance', href: TRIP_ALLOWANCE.add }],
  emptyMessage: 'No trip allowance is waiting for approval.',
};

/** The cashier's list: approved ones to pay out, paid ones to settle, and all of them. */
export const TRIP_ALLOWANCE_LIST: DocumentListOptions = {
  title: 'Trip allowances',
  actionUi: TRIP_ALLOWANCE_ACTION_UI,
  links: [{ label: 'Add a trip allowance', href: TRIP_ALLOWANCE.add }],
  views: [
    {
      key: 'all',
      label: 'All',
      rowActions: ['payOut', 'settle'],
      bulkPrints: ['slip'],
    },
    {
      key: 'payout',
      label: 'To pay out',
      description: 'Approved: hand the advance to the driver with the slip to sign.',
      fixed: { status: 'APPROVED', order: 'asc' },
      rowActions: ['payOut'],
      bulkPrints: ['slip'],
      emptyMessage: 'No approved trip allowance is waiting to be paid out.',
    },
    {
      key: 'settle',
      label: 'To settle',
      description: 'Paid out: settle with the receipts once the driver is back.',
      fixed: { status: 'PAID', order: 'asc' },
      rowActions: ['settle'],
      bulkPrints: ['slip'],
      emptyMessage: 'No trip allowance is waiting to be settled.',
    },
  ],
};

export const TRIP_ALLOWANCE_CANCEL: DocumentListOptions = {
  title: 'Cancel trip allowances',
  description: 'Only while not paid out (a draft or an approved one); a paid-out allowance is settled, not cancelled.',
  fixed: { status: 'DRAFT,APPROVED' },
};
