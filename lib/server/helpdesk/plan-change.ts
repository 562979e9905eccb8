import { inArray } from 'drizzle-orm';
import { CHANGE_KIND_DEFS, milestoneCheck, milestoneOf, type ChangeKind } from '@/lib/helpdesk/change-kinds';
import { consequenceOf, consequenceWords, type Consequence } from '@/lib/helpdesk/money-consequence';
import type { KoliInput } from '@/lib/resources/documents/shipment-api';
import { formatRupiah } from '@/lib/pricing/money';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { ReferenceCache } from '../cache/reference-cache';
import type { Db } from '../db/client';
import { coverageAreas, customers, services } from '../db/schema/resources';
import { HttpError } from '../errors';
import { batchPricer, contractOn, creditTermsOf, quoteColumns, type PricingRoute, type SavePricer } from '../documents/shipment/pricing';
import type { TrackingInput } from '../documents/engine/types';
import { num, type AwbState, type CostRow, type KoliRow } from './awb-states';

/*
 * One AWB's correction, worked out without writing anything: may it change now (its milestone, its
 * payment type, its billing), what it is and what it would be in words, and — for a kind that
 * reprices — its charges priced again by the one pricing function (lib/pricing through
 * shipment/pricing, as a save prices), with the money consequence. The preview shows this, the request
 * stores it (stored-plan.ts); the approval checks each AWB again on its locked row and writes its plan
 * (apply-change.ts).
 */

/** The new values of a request (its header's `new_…` columns and its new koli). */
export interface ChangeValues {
  kind: ChangeKind;
  reason_code: string;
  new_text?: string | null;
  new_phone?: string | null;
  new_area_id?: number | null;
  new_service_id?: number | null;
  new_customer_id?: number | null;
  new_date?: string | null;
  new_rate_per_kg?: number | null;
  new_insured?: boolean | null;
  new_goods_value?: number | null;
  new_cost_case_ids?: string | null;
  new_koli?: readonly KoliInput[] | null;
}

const CHARGE_FIELDS = ['freight', 'additional', 'insurance', 'cod_fee', 'discount', 'tax', 'total'] as const;

export interface AwbPlan {
  awb: string;
  state: AwbState | null;
  refusal: string | null;
  /** Only a helpdesk supervisor may approve it (late in the journey). */
  supervisor: boolean;
  before: string;
  after: string;
  total_before: number;
  total_after: number;
  delta: number;
  consequence: Consequence;
  consequence_words: string;
  /** The shipment columns to write, the koli and costs lines to store instead (repriced kinds). */
  set: Record<string, unknown>;
  koli?: KoliRow[];
  costs?: CostRow[];
  charges?: { before: Record<string, number>; after: Record<string, number> };
  tracking?: Pick<TrackingInput, 'code' | 'vars' | 'public'>;
}

/** Names of the areas, services and customers a batch shows (before and after), in one read each. */
export interface Names {
  area: Map<number, string>;
  service: Map<number, string>;
  customer: Map<number, string>;
}

export async function namesFor(tx: Db, states: Iterable<AwbState>, values: ChangeValues): Promise<Names> {
  const areaIds = new Set<number>();
  const serviceIds = new Set<number>();
  const customerIds = new Set<number>();
  for (const s of states) {
    areaIds.add(s.row.origin_area_id as number).add(s.row.destination_area_id as number);
    serviceIds.add(s.row.service_id as number);
    if (s.row.customer_id) customerIds.add(s.row.customer_id as number);
  }
  if (values.new_area_id) areaIds.add(values.new_area_id);
  if (values.new_service_id) serviceIds.add(values.new_service_id);
  if (values.new_customer_id) customerIds.add(values.new_customer_id);
  const area = new Map<number, string>();
  const service = new Map<number, string>();
  const customer = new Map<number, string>();
  if (areaIds.size) for (const a of await tx.select({ id: coverageAreas.id, district: coverageAreas.district, regency: coverageAreas.regency }).from(coverageAreas).where(inArray(coverageAreas.id, [...areaIds]))) area.set(a.id as number, `${String(a.district)}, ${String(a.regency)}`);
  if (serviceIds.size) for (const v of await tx.select({ id: services.id, code: services.code, name: services.name }).from(services).where(inArray(services.id, [...serviceIds]))) service.set(v.id as number, `${String(v.code)} (${String(v.name)})`);
  if (customerIds.size) for (const c of await tx.select({ id: customers.id, code: customers.code, name: customers.name }).from(customers).where(inArray(customers.id, [...customerIds]))) customer.set(c.id as number, `${String(c.code)} ${String(c.name)}`);
  return { area, service, customer };
}

const kg = (n: unknown) => `${Number(n ?? 0).toLocaleString('en-US', { maximumFractionDigits: 2 })} kg`;

/** The changed part of an AWB in words, as it is (`row`) or would be (`row` with the new values). */
function describe(kind: ChangeKind, row: Record<string, unknown>, costs: readonly CostRow[], names: Names): string {
  switch (kind) {
    case 'koli':
    case 'weight':
      return `${String(row.koli_count)} koli · ${kg(row.actual_kg)} actual · ${kg(row.volumetric_kg)} volumetric · ${kg(row.chargeable_kg)} chargeable`;
    case 'price':
      return `${formatRupiah(Number(row.rate_per_kg))}/kg${row.manual_rate_per_kg != null ? ' (set by hand)' : ''}`;
    case 'additional-cost':
      return costs.length ? costs.map((c) => `${c.name} ${formatRupiah(c.amount)}`).join(', ') : 'No additional costs';
    case 'insurance':
      return row.insured ? `Insured, goods ${formatRupiah(Number(row.goods_value ?? 0))}` : `Not insured${row.goods_value ? `, goods ${formatRupiah(Number(row.goods_value))}` : ''}`;
    case 'origin':
      return names.area.get(row.origin_area_id as number) ?? `Area ${String(row.origin_area_id)}`;
    case 'destination':
      return names.area.get(row.destination_area_id as number) ?? `Area ${String(row.destination_area_id)}`;
    case 'service':
      return names.service.get(row.service_id as number) ?? `Service ${String(row.service_id)}`;
    case 'account':
      return row.customer_id ? (names.customer.get(row.customer_id as number) ?? `Customer ${String(row.customer_id)}`) : 'No account';
    case 'date':
      return String(row.shipment_date);
    case 'shipper-name':
      return String(row.shipper_name ?? '');
    case 'consignee-name':
      return String(row.consignee_name ?? '');
    case 'shipper-address':
      return `${String(row.shipper_address ?? '')} · ${String(row.shipper_phone ?? '')}`;
    case 'consignee-address':
      return `${String(row.consignee_address ?? '')} · ${String(row.consignee_phone ?? '')}`;
    case 'special-instructions':
      return String(row.special_instructions ?? '') || '(none)';
  }
}

/** The shipment columns a kind sets outright (the repriced figures come on top). */
function newColumns(v: ChangeValues, row: Record<string, unknown>): Record<string, unknown> {
  switch (v.kind) {
    case 'price':
      return { manual_rate_per_kg: v.new_rate_per_kg };
    case 'insurance':
      return { insured: Boolean(v.new_insured), goods_value: v.new_goods_value ?? row.goods_value ?? null };
    case 'origin':
      return { origin_area_id: v.new_area_id };
    case 'destination':
      return { destination_area_id: v.new_area_id };
    case 'service':
      return { service_id: v.new_service_id };
    case 'account':
      return { customer_id: v.new_customer_id };
    case 'date':
      return { shipment_date: v.new_date };
    case 'shipper-name':
      return { shipper_name: v.new_text };
    case 'consignee-name':
      return { consignee_name: v.new_text };
    case 'shipper-address':
      return { shipper_address: v.new_text, shipper_phone: v.new_phone || row.shipper_phone };
    case 'consignee-address':
      return { consignee_address: v.new_text, consignee_phone: v.new_phone || row.consignee_phone };
    case 'special-instructions':
      return { special_instructions: v.new_text || null };
    default:
      return {};
  }
}

/** The tracking event of an applied change: customer-facing where the customer would care. */
function trackingOf(kind: ChangeKind, names: Names, after: Record<string, unknown>): AwbPlan['tracking'] {
  switch (kind) {
    case 'service':
      return { code: 'SERVICE_CHANGED', vars: { service: names.service.get(after.service_id as number) ?? '' } };
    case 'destination':
      return { code: 'DESTINATION_CHANGED', vars: { destination: names.area.get(after.destination_area_id as number) ?? '' } };
    case 'consignee-address':
      return { code: 'ADDRESS_CHANGED' };
    case 'consignee-name':
      return { code: 'CONSIGNEE_CHANGED' };
    case 'special-instructions':
      return { code: 'INSTRUCTIONS_CHANGED' };
    case 'koli':
    case 'weight':
      return { code: 'WEIGHT_CHANGED' };
    default:
      return { code: 'DATA_CHANGED', vars: { what: CHANGE_KIND_DEFS[kind].label.toLowerCase() } };
  }
}

const refused = (awb: string, state: AwbState | null, refusal: string): AwbPlan => {
  const total = Number(state?.row.total ?? 0);
  return { awb, state, refusal, supervisor: false, before: '', after: '', total_before: total, total_after: total, delta: 0, consequence: 'NONE', consequence_words: '', set: {} };
};

/** Why an AWB cannot take this kind of change at all (beyond its milestone), or null. */
function stateRefusal(v: ChangeValues, s: AwbState): string | null {
  const def = CHANGE_KIND_DEFS[v.kind];
  if (s.row.stage === 'cancelled') return 'This AWB is voided';
  if (s.row.stage === 'draft') return 'Still a draft: correct it on the counter’s booking screen';
  if (def.paymentType && s.row.payment_type !== def.paymentType) return `Only ${def.paymentType.toLowerCase()} AWBs have an ${def.label.toLowerCase()}`;
  if (def.beforeBilling) {
    if (s.place.invoice) return `On invoice ${s.place.invoice.number}: cancel the invoice, or raise a revision memo`;
    if (s.place.cdr) return `In CDR ${s.place.cdr.number}: leave it out of the CDR first`;
  }
  const koliCount = Number(s.row.koli_count);
  if (v.kind === 'weight' && v.new_koli && v.new_koli.length !== koliCount) return `A weight change keeps the ${koliCount} koli: use Change Koli to change their number`;
  return null;
}

/** The first message of a pricing refusal (a 400 with field errors), said for the AWB. */
function pricingMessage(err: HttpError): string {
  const first = Object.values(err.errors ?? {}).flat()[0];
  return first ? String(first) : err.message;
}

/** What a batch's plans read before the first one: names, the routes' pricing, the new account's terms. */
interface Prepared {
  names: Names;
  price: SavePricer;
  newAccount: Awaited<ReturnType<typeof creditTermsOf>> | null;
  /** Each AWB's charges before and after, charge by charge (a preview of a few AWBs shows them). */
  charges: boolean;
}

/** The body pricing reads of an AWB as it would be. */
function pricingBody(after: Record<string, unknown>, koli: readonly unknown[], costCaseIds: number[]) {
  return {
    payment_type: after.payment_type,
    office_id: after.office_id,
    customer_id: after.customer_id ?? null,
    origin_area_id: after.origin_area_id,
    destination_area_id: after.destination_area_id,
    service_id: after.service_id as number,
    goods_value: after.goods_value ?? null,
    insured: Boolean(after.insured),
    cod_amount: after.cod_amount ?? null,
    cost_case_ids: costCaseIds,
    koli,
  } as unknown as Parameters<SavePricer>[0];
}

/**
 * Whether the AWB may take the change now — its stage, billing and milestone, the new values against
 * it (a date not in the future, a new account with a contract on its date) — and if so whether only a
 * helpdesk supervisor may approve it. The request asks it, and the approval again on the locked row.
 */
function awbCheck(v: ChangeValues, awb: string, s: AwbState | undefined, newAccount: Prepared['newAccount'], now: Date): { refused: AwbPlan } | { state: AwbState; supervisor: boolean } {
  if (!s) return { refused: refused(awb, null, 'No such AWB (or not of a branch you work for)') };
  const stop = stateRefusal(v, s);
  if (stop) return { refused: refused(awb, s, stop) };
  const { refusal, supervisor } = milestoneCheck(v.kind, milestoneOf(s.row as { status: string }), v.reason_code);
  if (refusal) return { refused: refused(awb, s, refusal) };
  if (v.kind === 'date' && String(v.new_date) > jakartaDay(now)) return { refused: refused(awb, s, 'The new date cannot be in the future') };
  if (v.kind === 'account') {
    if (v.new_customer_id === s.row.customer_id) return { refused: refused(awb, s, 'Already on this account') };
    try {
      contractOn(newAccount!, String(s.row.shipment_date));
    } catch (err) {
      if (err instanceof HttpError) return { refused: refused(awb, s, pricingMessage(err)) };
      throw err;
    }
  }
  return { state: s, supervisor };
}

export function planAwb(v: ChangeValues, awb: string, found: AwbState | undefined, prepared: Prepared, now: Date): AwbPlan {
  const { names } = prepared;
  const check = awbCheck(v, awb, found, prepared.newAccount, now);
  if ('refused' in check) return check.refused;
  const { state: s, supervisor } = check;
  const def = CHANGE_KIND_DEFS[v.kind];
  const row = s.row;
  const direct = newColumns(v, row);
  const after: Record<string, unknown> = { ...row, ...direct };
  let koli: KoliRow[] | undefined;
  let costs: CostRow[] | undefined;
  let charges: AwbPlan['charges'];
  if (def.reprices) {
    const newKoli: readonly KoliRow[] = v.new_koli ? v.new_koli.map((k) => ({ weight_kg: Number(k.weight_kg), length_cm: num(k.length_cm), width_cm: num(k.width_cm), height_cm: num(k.height_cm) })) : s.koli;
    const picked = v.kind === 'additional-cost' ? (v.new_cost_case_ids ? v.new_cost_case_ids.split(',').map(Number) : []) : s.costs.filter((c) => !c.automatic).map((c) => c.cost_case_id);
    const manual = v.kind === 'price' ? (v.new_rate_per_kg as number) : ((row.manual_rate_per_kg as number | null) ?? null);
    let priced;
    try {
      priced = prepared.price(pricingBody(after, newKoli, picked), String(after.shipment_date), manual);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 400) return refused(awb, s, pricingMessage(err));
      throw err;
    }
    const q = priced.quote;
    const c = q.charges;
    const repriced = quoteColumns(q, newKoli.length);
    Object.assign(direct, repriced);
    // `after` is this AWB's own copy already: the repriced columns go in place
    Object.assign(after, repriced);
    koli = newKoli.map((k, i) => ({ weight_kg: k.weight_kg, length_cm: k.length_cm ?? null, width_cm: k.width_cm ?? null, height_cm: k.height_cm ?? null, volumetric_kg: q.weight.koli[i]?.volumetric_kg ?? 0 }));
    costs = q.additional_costs.map((l) => ({ cost_case_id: l.cost_case_id, code: l.code, name: l.name, amount: l.amount, taxable: l.taxable, automatic: !picked.includes(l.cost_case_id) }));
    if (prepared.charges) {
      charges = {
        before: Object.fromEntries(CHARGE_FIELDS.map((k) => [k, Number(row[k] ?? 0)])),
        after: Object.fromEntries(CHARGE_FIELDS.map((k) => [k, c[k]])),
      };
    }
  }
  const before = describe(v.kind, row, s.costs, names);
  const afterWords = describe(v.kind, after, costs ?? s.costs, names);
  if (before === afterWords && Number(after.total) === Number(row.total)) return refused(awb, s, `Nothing changes: it is already ${before}`);
  const totalBefore = Number(row.total ?? 0);
  const totalAfter = Number(after.total ?? 0);
  const delta = totalAfter - totalBefore;
  return {
    awb,
    state: s,
    refusal: null,
    supervisor,
    before,
    after: afterWords,
    total_before: totalBefore,
    total_after: totalAfter,
    delta,
    consequence: consequenceOf(s.place, delta),
    consequence_words: consequenceWords(s.place, delta),
    set: direct,
    koli: v.kind === 'koli' || v.kind === 'weight' ? koli : undefined,
    costs: def.reprices ? costs : undefined,
    charges,
    tracking: trackingOf(v.kind, names, after),
  };
}

/** What a request stores of each AWB it may apply, and its approval writes (stored-plan.ts). */
export interface StoredPlan {
  set: Record<string, unknown>;
  koli?: KoliRow[];
  costs?: CostRow[];
  tracking?: AwbPlan['tracking'];
}

/** A request's line as the approval reads it: the AWB, the version it was worked out on, its figures. */
export interface RequestLine {
  awb: string;
  before_value: string | null;
  after_value: string | null;
  total_before: number | null;
  total_after: number | null;
  delta: number | null;
}

/**
 * An AWB at approval, given the plan its request stored: checked again on its locked row (what the
 * kind allows now), its money consequence worked out from where its money is now — the figures are
 * the request's, the ones the approver approves.
 */
export function planFromStored(v: ChangeValues, line: RequestLine, found: AwbState | undefined, stored: StoredPlan, newAccount: Prepared['newAccount'], now: Date): AwbPlan {
  const check = awbCheck(v, line.awb, found, newAccount, now);
  if ('refused' in check) return check.refused;
  const { state: s, supervisor } = check;
  const delta = Number(line.delta ?? 0);
  return {
    awb: line.awb,
    state: s,
    refusal: null,
    supervisor,
    before: line.before_value ?? '',
    after: line.after_value ?? '',
    total_before: Number(line.total_before ?? s.row.total ?? 0),
    total_after: Number(line.total_after ?? s.row.total ?? 0),
    delta,
    consequence: consequenceOf(s.place, delta),
    consequence_words: consequenceWords(s.place, delta),
    set: stored.set,
    koli: stored.koli,
    costs: stored.costs,
    tracking: stored.tracking,
  };
}

/**
 * The approval's plans, one per line in order: the plan each request stored, checked again; a line
 * stored without one (a request made before plans were kept) is worked out again as the request was.
 */
export async function planApproval(tx: Db, refs: ReferenceCache, v: ChangeValues, lines: readonly RequestLine[], states: Map<string, AwbState>, stored: Map<string, StoredPlan>, now: Date): Promise<AwbPlan[]> {
  const missing = lines.filter((line) => !stored.has(line.awb)).map((line) => line.awb);
  const again = new Map((missing.length ? await planChange(tx, refs, v, missing, states, now) : []).map((p) => [p.awb, p]));
  const newAccount = v.kind === 'account' && v.new_customer_id ? await creditTermsOf(tx, refs, v.new_customer_id) : null;
  return lines.map((line) => again.get(line.awb) ?? planFromStored(v, line, states.get(line.awb), stored.get(line.awb)!, newAccount, now));
}

/** Every AWB of a request, in the order given: what they share read first, then each worked out without a wait. */
export async function planChange(tx: Db, refs: ReferenceCache, v: ChangeValues, awbs: readonly string[], states: Map<string, AwbState>, now: Date, charges = false): Promise<AwbPlan[]> {
  const names = await namesFor(tx, states.values(), v);
  const def = CHANGE_KIND_DEFS[v.kind];
  // the routes as they would be: the new values over each AWB's own
  const routes = def.reprices ? [...states.values()].map((s) => ({ ...s.row, ...newColumns(v, s.row) }) as unknown as PricingRoute) : [];
  const price = await batchPricer(tx, refs, routes);
  const newAccount = v.kind === 'account' && v.new_customer_id ? await creditTermsOf(tx, refs, v.new_customer_id) : null;
  const prepared: Prepared = { names, price, newAccount, charges };
  return awbs.map((awb) => planAwb(v, awb, states.get(awb), prepared, now));
}
