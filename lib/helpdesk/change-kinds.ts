/*
 * The helpdesk's corrections of a booked AWB, one kind per screen (/misc/helpdesk/change-{kind}),
 * declared once: which shipment fields a kind changes, whether the AWB is priced again, how far along
 * its journey the AWB may still be, whether a batch of AWBs may take the same change, and whether the
 * customer hears of it. The form, the preview and the server's apply all read this table; the rules
 * below are pure (no database) so the screen says the same as the server.
 */

export const CHANGE_KINDS = [
  'koli',
  'weight',
  'price',
  'additional-cost',
  'insurance',
  'origin',
  'service',
  'destination',
  'account',
  'date',
  'shipper-name',
  'consignee-name',
  'shipper-address',
  'consignee-address',
  'special-instructions',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** How far an AWB has gone, in order; a kind allows a change up to one of these. */
export const MILESTONES = ['at-origin', 'bagged', 'in-transit', 'out-for-delivery', 'delivered'] as const;
export type Milestone = (typeof MILESTONES)[number];

export const MILESTONE_WORDS: Record<Milestone, string> = {
  'at-origin': 'still at the origin counter',
  bagged: 'bagged or manifested',
  'in-transit': 'in transit',
  'out-for-delivery': 'out for delivery',
  delivered: 'delivered',
};

/** The new values a change request carries (header columns `new_…`); each kind uses some of them. */
export type ChangeValueKey =
  | 'new_koli'
  | 'new_rate_per_kg'
  | 'new_cost_case_ids'
  | 'new_insured'
  | 'new_goods_value'
  | 'new_area_id'
  | 'new_service_id'
  | 'new_customer_id'
  | 'new_date'
  | 'new_text'
  | 'new_phone';

export interface ChangeKindDef {
  label: string;
  /** The shipment columns it writes (koli: the koli lines). */
  fields: readonly string[];
  /** The new values the request carries. */
  values: readonly ChangeValueKey[];
  /** Priced again with the one pricing function: charges, PPN, total. */
  reprices: boolean;
  /** The last milestone at which anyone with the screen may approve it. */
  until: Milestone;
  /** Later, up to this milestone, only a helpdesk supervisor approves it (HELPDESK_SUPERVISOR_SCREEN). */
  supervisorUntil?: Milestone;
  /** Once delivered it needs one of these reasons (a weight disputed after delivery). */
  afterDeliveryReasons?: readonly string[];
  /** One request may carry the same change for many AWBs (a pasted or scanned list). */
  batch: boolean;
  /** The customer sees it on public tracking (a new address, a new service). */
  customerFacing: boolean;
  /** Only AWBs of this payment type. */
  paymentType?: 'CREDIT' | 'CASH';
  /** Refused while the AWB is in a customer data report or on an invoice (it would move money between customers or periods). */
  beforeBilling?: boolean;
}

export const CHANGE_KIND_DEFS: Record<ChangeKind, ChangeKindDef> = {
  koli: { label: 'Koli', fields: ['koli', 'koli_count'], values: ['new_koli'], reprices: true, until: 'out-for-delivery', supervisorUntil: 'delivered', batch: false, customerFacing: false },
  weight: {
    label: 'Weight',
    fields: ['koli'],
    values: ['new_koli'],
    reprices: true,
    until: 'delivered',
    afterDeliveryReasons: ['CUSTOMER_DISPUTE', 'SCALE_ERROR', 'REWEIGHED_AT_HUB'],
    batch: false,
    customerFacing: false,
  },
  price: { label: 'Price', fields: ['rate_per_kg'], values: ['new_rate_per_kg'], reprices: true, until: 'delivered', batch: true, customerFacing: false },
  'additional-cost': { label: 'Additional cost', fields: ['costs'], values: ['new_cost_case_ids'], reprices: true, until: 'delivered', batch: true, customerFacing: false },
  insurance: { label: 'Insurance', fields: ['insured', 'goods_value'], values: ['new_insured', 'new_goods_value'], reprices: true, until: 'in-transit', supervisorUntil: 'out-for-delivery', batch: false, customerFacing: false },
  origin: { label: 'Origin', fields: ['origin_area_id'], values: ['new_area_id'], reprices: true, until: 'at-origin', supervisorUntil: 'bagged', batch: true, customerFacing: false },
  service: { label: 'Service', fields: ['service_id', 'eta_from', 'eta_to'], values: ['new_service_id'], reprices: true, until: 'at-origin', supervisorUntil: 'in-transit', batch: true, customerFacing: true },
  destination: { label: 'Destination', fields: ['destination_area_id', 'eta_from', 'eta_to'], values: ['new_area_id'], reprices: true, until: 'at-origin', supervisorUntil: 'out-for-delivery', batch: true, customerFacing: true },
  account: { label: 'Account', fields: ['customer_id'], values: ['new_customer_id'], reprices: true, until: 'delivered', batch: true, customerFacing: false, paymentType: 'CREDIT', beforeBilling: true },
  date: { label: 'Date', fields: ['shipment_date'], values: ['new_date'], reprices: true, until: 'at-origin', supervisorUntil: 'delivered', batch: true, customerFacing: false, beforeBilling: true },
  'shipper-name': { label: 'Shipper name', fields: ['shipper_name'], values: ['new_text'], reprices: false, until: 'delivered', batch: true, customerFacing: false },
  'consignee-name': { label: 'Consignee name', fields: ['consignee_name'], values: ['new_text'], reprices: false, until: 'out-for-delivery', supervisorUntil: 'delivered', batch: false, customerFacing: true },
  'shipper-address': { label: 'Shipper address', fields: ['shipper_address', 'shipper_phone'], values: ['new_text', 'new_phone'], reprices: false, until: 'delivered', batch: false, customerFacing: false },
  'consignee-address': { label: 'Consignee address', fields: ['consignee_address', 'consignee_phone'], values: ['new_text', 'new_phone'], reprices: false, until: 'out-for-delivery', batch: false, customerFacing: true },
  'special-instructions': { label: 'Special instructions', fields: ['special_instructions'], values: ['new_text'], reprices: false, until: 'out-for-delivery', batch: true, customerFacing: true },
};

/** Why a change is asked for; some kinds after delivery accept only some of them. */
export const CHANGE_REASONS = [
  { code: 'CUSTOMER_REQUEST', label: 'Customer asked for it' },
  { code: 'INPUT_ERROR', label: 'Entered wrongly at the counter' },
  { code: 'SCALE_ERROR', label: 'Scale or measurement error confirmed' },
  { code: 'REWEIGHED_AT_HUB', label: 'Re-weighed at the hub' },
  { code: 'CUSTOMER_DISPUTE', label: 'Customer disputes the weight or price' },
  { code: 'WRONG_ACCOUNT', label: 'Booked on the wrong account' },
  { code: 'ROUTE_CHANGE', label: 'Re-routed (new address or service)' },
  { code: 'OTHER', label: 'Other (say why)' },
] as const;
export type ChangeReason = (typeof CHANGE_REASONS)[number]['code'];

/** Whoever holds this screen is a helpdesk supervisor: changes later in an AWB's journey (a kind's `supervisorUntil`). */
export const HELPDESK_SUPERVISOR_SCREEN = '/misc/helpdesk/report-helpdesk';
/** Whoever holds this screen may approve a change that moves an AWB's price beyond the thresholds (the managers who may set prices by hand). */
export const HELPDESK_MANAGER_SCREEN = '/misc/helpdesk/change-price';

/** The thresholds (site settings) beyond which a price consequence needs a manager. */
export interface ChangeThresholds {
  amount: number;
  percent: number;
}
export const DEFAULT_CHANGE_THRESHOLDS: ChangeThresholds = { amount: 100_000, percent: 10 };

/** The milestone of an AWB from its status and the documents holding it. */
export function milestoneOf(s: { status: string; bag_id?: unknown; manifest_id?: unknown }): Milestone {
  switch (s.status) {
    case 'delivered':
    case 'return_to_sender':
      return 'delivered';
    case 'out_for_delivery':
    case 'delivery_failed':
      return 'out-for-delivery';
    case 'in_transit':
    case 'on_hold':
      return 'in-transit';
    default:
      return s.bag_id != null || s.manifest_id != null ? 'bagged' : 'at-origin';
  }
}

const rank = (m: Milestone) => MILESTONES.indexOf(m);

/**
 * Whether this kind may change an AWB at this milestone (`refusal`: why not), and whether only a
 * helpdesk supervisor may approve it there (`supervisor`).
 */
export function milestoneCheck(kind: ChangeKind, at: Milestone, reason: string | null): { refusal: string | null; supervisor: boolean } {
  const def = CHANGE_KIND_DEFS[kind];
  const late = rank(at) > rank(def.until);
  if (late && !(def.supervisorUntil && rank(at) <= rank(def.supervisorUntil))) {
    return { refusal: `The ${def.label.toLowerCase()} cannot change once the AWB is ${MILESTONE_WORDS[at]}`, supervisor: false };
  }
  if (at === 'delivered' && def.afterDeliveryReasons && !(reason && def.afterDeliveryReasons.includes(reason))) {
    const words = def.afterDeliveryReasons.map((c) => CHANGE_REASONS.find((r) => r.code === c)?.label ?? c).join(', ');
    return { refusal: `After delivery the ${def.label.toLowerCase()} changes only for: ${words}`, supervisor: false };
  }
  return { refusal: null, supervisor: late };
}

/** Whether a price consequence is beyond the thresholds (either the amount or the share of the old total). */
export function beyondThresholds(before: number, after: number, t: ChangeThresholds): boolean {
  const delta = Math.abs(after - before);
  if (delta === 0) return false;
  if (delta > t.amount) return true;
  return before > 0 ? (delta * 100) / before > t.percent : true;
}
