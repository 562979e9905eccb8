import type { Fields, RecordColumns, RowOf, ResourceDefinition } from './define';

/*
 * A document type (pickup, shipment, cash register, later bags, manifests, invoices …) is declared once,
 * here-shaped: its header fields, its line kinds, its number series, the engine's stages (draft → booked
 * → cancelled, apart from the business status), its actions with the screens that grant each, its prints
 * and the tracking event each action writes. The server's engine (lib/server/documents/engine) and the
 * generic screens (components/document) follow from it; the rules of each action live in one file each
 * under lib/server/documents/{name}/. Isomorphic: no React, no drizzle, no Node APIs.
 */

/** The engine's own life cycle (Frappe's docstatus): a booked document changes only through its actions; cancel never deletes. */
export const STAGES = ['draft', 'booked', 'cancelled'] as const;
export type Stage = (typeof STAGES)[number];

/** Child rows kept with their parent and a position (koli of a shipment, AWBs of a bag …). */
export interface LineKind<F extends Fields = Fields> {
  label: string;
  plural: string;
  fields: F;
  /** At least / at most this many lines (the form and the API refuse otherwise). */
  min?: number;
  max?: number;
  /** Fields a line is found by within its document (a scan finding its expected line): each gets an index on (document, field). */
  lookups?: readonly (keyof F & string)[];
}

/** Document numbers: `{prefix}-{scope code}-{period}-{sequence}`, e.g. PU-JKT-2611-000123. */
export interface NumberSeries {
  prefix: string;
  /** Whose counter: one per branch, per office, or one for the company. */
  scope: 'branch' | 'office' | 'company';
  period: 'YYMM' | 'YYYY';
  digits: number;
}

export interface DocumentAction {
  label: string;
  /** The answer's message once done ("Pickup booked"). */
  done: string;
  /** Screens whose permission grants it: a list, or one per value of the declaration's `variant` field. */
  screens: readonly string[] | Readonly<Record<string, readonly string[]>>;
  /** The stages it may be taken from. */
  from: readonly Stage[];
  /** The stage it leaves the document in (default: the same). */
  to?: Stage;
  /** The business status it sets, when it sets a fixed one. */
  status?: string;
  /** Asks for a reason from `reasons` plus a text (cancel, void, a failed pickup). */
  reason?: keyof typeof REASON_LISTS;
  /** Can be taken on many selected documents at once; each reports its own result. */
  bulk?: boolean;
  danger?: boolean;
  /** The tracking event it writes for each shipment it touches (normalized status, detailed code). */
  tracking?: { status: TrackingStatus; code: string };
  /**
   * Lets go of everything the document holds (the documents whose `heldBy` names it), as a cancel
   * does — an action that ends its hold without cancelling (a POD return sent, a collection posted).
   */
  releases?: boolean;
  /**
   * A scan: one line in or out per call. Taken without the version the screen saw (the document's row
   * lock orders a burst of scans; a version would refuse every scan after the first) and answered with
   * the header only, so a scan into a bag of 2,000 AWBs costs what the first one did.
   */
  scan?: boolean;
}

/** What letting go of its shipments does to them (the engine releases; the declaration says what else). */
export interface ReleaseDef {
  /** Only when the document was in one of these stages before the action (a runsheet out on the road, not a draft). */
  stages?: readonly Stage[];
  /** Set on every shipment released besides its hold (the runsheet's parcels are in transit again). */
  set?: Readonly<Record<string, unknown>>;
  /** The tracking event each shipment released gets. */
  tracking?: { status: TrackingStatus; code: string };
}

export interface BranchVisibility<K extends string = string> {
  branches: readonly K[];
  areas?: readonly K[];
  passedThrough?: boolean;
}

export interface PrintDef {
  label: string;
  /** Screens that may print it (default: every screen that reads the document). */
  screens?: readonly string[];
}

export interface DocumentDefinition<F extends Fields = Fields, A extends string = string, L extends string = string> {
  /** Singular, kebab-case: API segment, query key, audit entity, realtime channel. */
  name: string;
  table: string;
  module: 'operational' | 'finance' | 'misc';
  label: string;
  plural: string;
  /** The document's own number: from a series, or kept by its create rule (an AWB from the AWB stock). */
  numbering: NumberSeries | { external: string };
  /** The header fields (readonly ones are kept by the server: totals, charges, results). */
  fields: F;
  lines?: Readonly<Record<L, LineKind>>;
  /** Business statuses; the first is the status of a new document. */
  statuses: readonly string[];
  /** The document date the list's range filters on. */
  dateField: keyof F & string;
  /** The document is the tracked parcel itself (a shipment): its actions' `tracking` events are written for it. */
  tracked?: boolean;
  /** Where a document belongs: the list filters on it (`branch_id`); a new one must be of a branch its creator works for. */
  branchField?: keyof F & string;
  /**
   * Which branches see the document and act on it (lists, gets, actions, exports, prints, pickers,
   * realtime): the branches in these header columns, the branches serving these coverage areas, and for
   * a tracked parcel every branch an event of it was written at. Default: the branchField alone.
   */
  visibleTo?: BranchVisibility<keyof F & string>;
  /** Figures only roles holding a POS or finance screen read (lib/rules/charges): header fields and whole line kinds. */
  charges?: { fields: readonly (keyof F & string)[]; lines?: readonly string[] };
  /** A field whose value picks the screens of an action (a shipment's payment type: cash or credit screens). */
  variant?: keyof F & string;
  screens: {
    /** Read the list, the detail and the history. */
    read: readonly string[];
    /** Create a draft (and edit it while it is a draft). */
    create: readonly string[] | Readonly<Record<string, readonly string[]>>;
  };
  actions: Readonly<Record<A, DocumentAction>>;
  prints?: Readonly<Record<string, PrintDef>>;
  /**
   * Later documents that take this one in (column → document name): while one holds it, it cannot be
   * cancelled or edited, and the refusal names that document.
   */
  heldBy?: Readonly<Record<string, string>>;
  /**
   * What this document's release does to the shipments it holds (through their `heldBy`): the engine
   * releases every document held on cancel and on `releases` actions (lib/server/documents/engine/holds.ts).
   */
  release?: ReleaseDef;
  /** Shown as list columns in this order (besides number, date, stage and status). */
  listFields?: readonly (keyof F & string)[];
  /** Looked up exactly (tracking by a customer reference; phones by their digits): each gets its index. */
  lookups?: { fields?: readonly (keyof F & string)[]; phones?: readonly (keyof F & string)[] };
  /** Free-text search over these fields (and the number). */
  searchFields?: readonly (keyof F & string)[];
  /** Cross-field rules of the header, shared by the draft's form and the API (an invoice's tax invoice number and its date). */
  refine?: ResourceDefinition['refine'];
}

export function defineDocument<const F extends Fields, const A extends string, const L extends string = never>(
  def: DocumentDefinition<F, A, L>,
): DocumentDefinition<F, A, L> {
  return def;
}

/** The columns every document row carries, besides its fields. */
export interface DocumentColumns extends RecordColumns {
  number: string;
  stage: Stage;
  status: string;
  request_id: string | null;
  booked_at: string | null;
  booked_by: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  cancel_note: string | null;
  print_count: number;
}

export type DocumentRowOf<D> = D extends DocumentDefinition<infer F, string, string> ? Omit<RowOf<ResourceDefinition<F>>, 'active'> & DocumentColumns : never;

/** The screens of an action for a document of this variant value (all of them when not per variant). */
export function actionScreens(screens: DocumentAction['screens'], variant?: unknown): readonly string[] {
  if (Array.isArray(screens)) return screens as readonly string[];
  const byVariant = screens as Readonly<Record<string, readonly string[]>>;
  if (variant !== undefined && variant !== null) return byVariant[String(variant)] ?? [];
  return [...new Set(Object.values(byVariant).flat())];
}

/** Normalized, customer-facing tracking statuses (DOMAIN.md). */
export const TRACKING_STATUSES = [
  'pending',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'on_hold',
  'delivery_failed',
  'return_to_sender',
  'cancelled',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/**
 * Master lists of reasons (no settings screen of their own in the spec's menu: kept here, in code,
 * so every screen and report reads the same codes).
 */
export const REASON_LISTS = {
  cancel: [
    { code: 'CUSTOMER_REQUEST', label: 'Customer asked to cancel' },
    { code: 'WRONG_INPUT', label: 'Entered wrongly (a new document replaces it)' },
    { code: 'DUPLICATE', label: 'Duplicate of another document' },
    { code: 'NOT_RECEIVED', label: 'Parcel never handed over' },
    { code: 'PROHIBITED_GOODS', label: 'Prohibited or dangerous goods' },
    { code: 'PAYMENT_FAILED', label: 'Payment failed' },
    { code: 'OTHER', label: 'Other (say why)' },
  ],
  pickupFailure: [
    { code: 'BAD_ADDRESS', label: 'Address not found' },
    { code: 'NOT_AT_HOME', label: 'Nobody at the address' },
    { code: 'NOT_READY', label: 'Parcel not ready' },
    { code: 'REFUSED', label: 'Customer refused / cancelled on site' },
    { code: 'CLOSED', label: 'Premises closed' },
    { code: 'VEHICLE_BREAKDOWN', label: 'Vehicle breakdown' },
    { code: 'WEATHER', label: 'Weather' },
    { code: 'OTHER', label: 'Other (say why)' },
  ],
  // `words`: as the customers read it on tracking (Indonesian)
  deliveryFailure: [
    { code: 'BAD_ADDRESS', label: 'Address not found / incomplete', words: 'alamat tidak ditemukan / kurang lengkap' },
    { code: 'NOT_AT_HOME', label: 'Consignee not at home', words: 'penerima tidak di tempat' },
    { code: 'REFUSED', label: 'Refused by the consignee', words: 'ditolak oleh penerima' },
    { code: 'CLOSED', label: 'Premises closed', words: 'lokasi tutup' },
    { code: 'UNKNOWN_CONSIGNEE', label: 'Consignee unknown at the address', words: 'penerima tidak dikenal di alamat' },
    { code: 'MISROUTE', label: 'Misrouted (wrong area)', words: 'salah rute' },
    { code: 'DAMAGED', label: 'Parcel damaged', words: 'paket rusak' },
    { code: 'LOST', label: 'Parcel lost', words: 'paket hilang' },
    { code: 'SHIPPER_HOLD', label: "Held at the shipper's request", words: 'ditahan atas permintaan pengirim' },
    { code: 'COD_NOT_READY', label: 'COD money not ready', words: 'uang COD belum siap' },
    { code: 'WEATHER', label: 'Weather', words: 'cuaca buruk' },
    { code: 'VEHICLE_BREAKDOWN', label: 'Vehicle breakdown', words: 'kendaraan mogok' },
    { code: 'OTHER', label: 'Other (say why)', words: 'alasan lain' },
  ],
  cashDifference: [
    { code: 'COUNTING_ERROR', label: 'Counting error at the counter' },
    { code: 'CHANGE_GIVEN_WRONG', label: 'Wrong change given' },
    { code: 'CARD_SETTLEMENT', label: 'Card / QRIS settlement differs' },
    { code: 'OTHER', label: 'Other (say why)' },
  ],
  changeReject: [
    { code: 'NOT_JUSTIFIED', label: 'Not justified by the evidence' },
    { code: 'WRONG_KIND', label: 'Wrong kind of change (request the right one)' },
    { code: 'DUPLICATE', label: 'Duplicate of another request' },
    { code: 'CUSTOMER_WITHDREW', label: 'Customer withdrew the request' },
    { code: 'OTHER', label: 'Other (say why)' },
  ],
} as const;

export type ReasonList = keyof typeof REASON_LISTS;

export const reasonLabel = (list: ReasonList, code: string | null | undefined) =>
  REASON_LISTS[list].find((r) => r.code === code)?.label ?? code ?? '';

type AnyDefinition = DocumentDefinition<Fields, string, string>;

/**
 * The action that ends in the cancelled stage ("Void AWB"), if the document has one: the one taken on a
 * booked document where there are two (an invoice's "Void invoice", not its "Void draft").
 */
export function cancelActionOf(def: AnyDefinition) {
  const entries = Object.entries(def.actions).filter(([, a]) => a.to === 'cancelled');
  const entry = entries.find(([, a]) => a.from.includes('booked')) ?? entries[0];
  return entry ? { key: entry[0], ...entry[1] } : null;
}

/** The verb of an action's label in the past: "Void AWB" → "Voided", "Cancel" → "Cancelled". */
export function pastTense(label: string): string {
  const verb = label.trim().split(/\s+/)[0] ?? label;
  if (/^cancel$/i.test(verb)) return `${verb}led`;
  return /e$/i.test(verb) ? `${verb}d` : `${verb}ed`;
}

/** The engine's stage in words; the cancelled stage by the verb of the document's cancel action ("Voided"). */
export function stageLabel(def: AnyDefinition, stage: string): string {
  if (stage === 'cancelled') return pastTense(cancelActionOf(def)?.label ?? 'Cancel');
  if (stage === 'booked') return 'Booked';
  if (stage === 'draft') return 'Draft';
  return stage;
}

/** A business status in words: `PICKED_UP` → "Picked up", `out_for_delivery` → "Out for delivery". */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const words = status.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// The zod schemas of a reason and of a line kind live in ./document-schema (the part that needs zod at
// run time): re-exported here for the server; browser code imports them from there, so that a page
// that only lists documents does not download zod.
export { lineSchema, reasonSchema } from './document-schema';

