import { and, eq, is, isNull, or, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { PpnBase } from '@/lib/finance/tax';
import { priceShipment, type Quote, type QuoteInput, type SpecialPrice } from '@/lib/pricing/quote';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@/lib/pricing/settings';
import type { ShipmentQuote, ShipmentQuoteBody, QuoteOption } from '@/lib/resources/documents/shipment-api';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { invoices, memos, shipments } from '../../db/schema/documents';
import { ledgerEntries } from '../../db/schema/finance';
import {
  contracts,
  costCases,
  costTypes,
  coverageAreas,
  customerAdjustments,
  customers,
  holidays,
  modas,
  prices,
  services,
} from '../../db/schema/resources';
import { badRequest, HttpError } from '../../errors';
import { settingValues } from '../shared/site';

/*
 * Loads what lib/pricing needs for a route and a customer, and prices: every service on the route for
 * the live quote, the chosen one for a save. The server always prices again on save; the client's
 * figures are never read.
 */

/** The pricing settings as stored (site settings of the shipment group), defaults where missing. */
export async function pricingSettings(db: Db, refs: ReferenceCache): Promise<PricingSettings> {
  const stored = await settingValues(db, refs, Object.keys(DEFAULT_PRICING_SETTINGS));
  const out = { ...DEFAULT_PRICING_SETTINGS };
  for (const key of Object.keys(out) as (keyof PricingSettings)[]) {
    const n = Number(stored[key]);
    if (stored[key] !== undefined && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

interface Route {
  origin: { id: number; active: boolean };
  destination: { id: number; active: boolean; remote: boolean; branch_id: number | null; regency: string };
}

/** A coverage area as pricing reads it (7,277 of them: cached one by one as they are used). */
function areaOf(db: Db, refs: ReferenceCache, id: number) {
  return refs.get(`area:${id}`, ['coverage-area'], async () => {
    const [row] = await db
      .select({ id: coverageAreas.id, active: coverageAreas.active, remote: coverageAreas.remote, branch_id: coverageAreas.branch_id, regency: coverageAreas.regency })
      .from(coverageAreas)
      .where(eq(coverageAreas.id, id));
    return row ?? null;
  });
}

async function route(db: Db, refs: ReferenceCache, originId: number, destinationId: number): Promise<Route> {
  const origin = await areaOf(db, refs, originId);
  const destination = await areaOf(db, refs, destinationId);
  const errors: Record<string, string[]> = {};
  if (!origin || !origin.active) errors.origin_area_id = [origin ? 'This area is inactive' : 'No such area'];
  if (!destination || !destination.active) errors.destination_area_id = [destination ? 'Outside our coverage (inactive area)' : 'No such area'];
  if (Object.keys(errors).length) throw invalid(errors);
  return { origin: origin as Route['origin'], destination: destination as Route['destination'] };
}

/** A credit customer's active contracts (any dates), cached. */
function contractsOf(db: Db, refs: ReferenceCache, customerId: number) {
  return refs.get(`contracts:${customerId}`, ['contract'], () =>
    db
      .select({ id: contracts.id, start_date: contracts.start_date, end_date: contracts.end_date, service_id: contracts.service_id, special_rate_per_kg: contracts.special_rate_per_kg, discount_percent: contracts.discount_percent, ppn_percent: contracts.ppn_percent, ppn_base: contracts.ppn_base, cod_fee_percent: contracts.cod_fee_percent, credit_limit: contracts.credit_limit })
      .from(contracts)
      .where(and(eq(contracts.customer_id, customerId), eq(contracts.active, true))),
  );
}

/**
 * Everything that prices shipments on this route for this customer. Master data comes from the
 * reference cache (a change through the API drops it at once), so a counter save reads none of it.
 */
async function pricingContext(db: Db, refs: ReferenceCache, body: Pick<ShipmentQuoteBody, 'origin_area_id' | 'destination_area_id' | 'customer_id' | 'payment_type'>) {
  const r = await route(db, refs, body.origin_area_id as number, body.destination_area_id as number);
  const customerId = (body.customer_id as number | null) ?? null;
  // one after the other: inside a transaction the statements of one connection cannot overlap
  const priceRows = await refs.get(`prices:${r.origin.id}:${r.destination.id}`, ['price'], () =>
    db
      .select({ id: prices.id, service_id: prices.service_id, rate_per_kg: prices.rate_per_kg, min_kg: prices.min_kg, lead_time_min: prices.lead_time_min, lead_time_max: prices.lead_time_max, effective_from: prices.effective_from, effective_to: prices.effective_to })
      .from(prices)
      .where(and(eq(prices.origin_id, r.origin.id), eq(prices.destination_id, r.destination.id))),
  );
  const serviceRows = await refs.get('services', ['service', 'moda'], () =>
    db
      .select({ id: services.id, code: services.code, name: services.name, active: services.active, min_kg: services.min_kg, rounding_tolerance: services.rounding_tolerance, lead_time_min: services.lead_time_min, lead_time_max: services.lead_time_max, delivers_on_holidays: services.delivers_on_holidays, ppn_percent: services.ppn_percent, ppn_base: services.ppn_base, divisor: modas.volumetric_divisor })
      .from(services)
      .innerJoin(modas, eq(modas.id, services.moda_id))
      .where(eq(services.active, true)),
  );
  const contractRows = customerId ? await contractsOf(db, refs, customerId) : [];
  const adjustmentRows = customerId
    ? await refs.get(`adjustments:${customerId}`, ['customer-adjustment'], () =>
        db
          .select({ id: customerAdjustments.id, service_id: customerAdjustments.service_id, adjustment_percent: customerAdjustments.adjustment_percent, effective_from: customerAdjustments.effective_from, effective_to: customerAdjustments.effective_to, status: customerAdjustments.status })
          .from(customerAdjustments)
          .where(eq(customerAdjustments.customer_id, customerId)),
      )
    : [];
  const caseRows = await refs.get('cost-cases', ['cost-case', 'cost-type'], () =>
    db
      .select({ id: costCases.id, code: costCases.code, name: costCases.name, applies: costCases.applies, service_id: costCases.service_id, min_kg: costCases.min_kg, amount: costCases.amount, calculation: costTypes.calculation, default_amount: costTypes.default_amount, taxable: costTypes.taxable })
      .from(costCases)
      .innerJoin(costTypes, eq(costTypes.id, costCases.cost_type_id))
      .where(and(eq(costCases.active, true), eq(costTypes.active, true))),
  );
  const specialRows = customerId ? await specialPricesOf(db, customerId, r) : [];
  const holidayRows = await refs.get('holidays', ['holiday'], async () => (await db.select({ date: holidays.date }).from(holidays)).map((h) => String(h.date)));
  const settings = await pricingSettings(db, refs);
  return { route: r, priceRows, serviceRows, contractRows, adjustmentRows, caseRows, specialRows, holidays: holidayRows, settings };
}

/**
 * A customer's approved special prices (internal memos) on this route: from its origin to its
 * destination district, or to every district of its city. Read from the database, not the reference
 * cache (a memo's approval takes effect on the next quote) — once per customer and origin within one
 * transaction or connection (a batch of a thousand AWBs prices them all from one read).
 */
const isTransaction = (db: Db) => is(db, PgTransaction);
const specialPriceReads = new WeakMap<Db, Map<string, Promise<SpecialPriceRow[]>>>();
type SpecialPriceRow = { id: number; service_id: number; rate_per_kg: number; valid_from: string; valid_to: string; area: number | null; regency: string | null };

async function specialPricesOf(db: Db, customerId: number, r: Route): Promise<SpecialPrice[]> {
  let reads = specialPriceReads.get(db);
  if (!reads) specialPriceReads.set(db, (reads = new Map()));
  const key = `${customerId}:${r.origin.id}`;
  let rows = reads.get(key);
  if (!rows) {
    rows = db
      .select({ id: memos.id, service_id: memos.service_id, rate_per_kg: memos.rate_per_kg, valid_from: memos.valid_from, valid_to: memos.valid_to, area: memos.destination_area_id, regency: memos.destination_regency })
      .from(memos)
      .where(and(eq(memos.customer_id, customerId), eq(memos.kind, 'SPECIAL_PRICE'), eq(memos.stage, 'booked'), eq(memos.origin_area_id, r.origin.id)))
      .then((found) => found.map((m) => ({ id: m.id as number, service_id: m.service_id as number, rate_per_kg: Number(m.rate_per_kg), valid_from: String(m.valid_from), valid_to: String(m.valid_to), area: (m.area as number | null) ?? null, regency: (m.regency as string | null) ?? null })));
    // only a transaction's reads are kept (it sees its own snapshot); a pool's answer is read again next time
    if (isTransaction(db)) reads.set(key, rows);
  }
  return (await rows)
    .filter((m) => m.area === r.destination.id || (m.area === null && m.regency === r.destination.regency))
    .map((m) => ({ id: m.id, service_id: m.service_id, rate_per_kg: m.rate_per_kg, valid_from: m.valid_from, valid_to: m.valid_to, exact: m.area !== null }));
}

type Context = Awaited<ReturnType<typeof pricingContext>>;

/** The part of a quote's input that depends on the route, the customer and the service only: built once per context and service. */
const routeInputs = new WeakMap<Context, Map<number, Omit<QuoteInput, 'date' | 'manual_rate_per_kg' | 'koli' | 'goods_value' | 'insured' | 'cod_amount' | 'cost_case_ids'>>>();

function routeInput(c: Context, service: Context['serviceRows'][number]) {
  let byService = routeInputs.get(c);
  if (!byService) routeInputs.set(c, (byService = new Map()));
  let input = byService.get(service.id as number);
  if (!input) {
    input = {
      special_prices: c.specialRows,
      service: {
        id: service.id as number,
        min_kg: Number(service.min_kg),
        rounding_tolerance: Number(service.rounding_tolerance),
        lead_time_min: Number(service.lead_time_min),
        lead_time_max: Number(service.lead_time_max),
        delivers_on_holidays: Boolean(service.delivers_on_holidays),
        ppn_percent: service.ppn_percent === null ? null : Number(service.ppn_percent),
        ppn_base: (service.ppn_base as PpnBase | null) ?? null,
      },
      volumetric_divisor: Number(service.divisor),
      prices: c.priceRows.filter((p) => p.service_id === service.id).map((p) => ({ ...p, rate_per_kg: Number(p.rate_per_kg), min_kg: Number(p.min_kg) })) as QuoteInput['prices'],
      contracts: c.contractRows.map((k) => ({ ...k, special_rate_per_kg: k.special_rate_per_kg === null ? null : Number(k.special_rate_per_kg), discount_percent: k.discount_percent === null ? null : Number(k.discount_percent), ppn_percent: k.ppn_percent === null ? null : Number(k.ppn_percent), ppn_base: (k.ppn_base as PpnBase | null) ?? null, cod_fee_percent: k.cod_fee_percent === null ? null : Number(k.cod_fee_percent) })) as QuoteInput['contracts'],
      adjustments: c.adjustmentRows.map((a) => ({ ...a, adjustment_percent: Number(a.adjustment_percent) })) as QuoteInput['adjustments'],
      cost_cases: c.caseRows.map((k) => ({ id: k.id, code: k.code, name: k.name, applies: k.applies, service_id: k.service_id, min_kg: k.min_kg === null ? null : Number(k.min_kg), amount: k.amount === null ? null : Number(k.amount), cost_type: { calculation: k.calculation, default_amount: Number(k.default_amount), taxable: Boolean(k.taxable) } })) as QuoteInput['cost_cases'],
      destination_remote: Boolean(c.route.destination.remote),
      holidays: c.holidays,
      settings: c.settings,
    };
    byService.set(service.id as number, input);
  }
  return input;
}

function quoteInput(c: Context, body: ShipmentQuoteBody, service: Context['serviceRows'][number], date: string, manualRatePerKg: number | null = null): QuoteInput {
  const r = routeInput(c, service);
  // spelled out, not `{ ...r, date }`: Node 20's V8 adds a property to a spread copy through a new map
  // each time (1-2 µs per object; a batch of a thousand AWBs prices each one)
  return {
    special_prices: r.special_prices,
    service: r.service,
    volumetric_divisor: r.volumetric_divisor,
    prices: r.prices,
    contracts: r.contracts,
    adjustments: r.adjustments,
    cost_cases: r.cost_cases,
    destination_remote: r.destination_remote,
    holidays: r.holidays,
    settings: r.settings,
    date,
    manual_rate_per_kg: manualRatePerKg,
    koli: body.koli.map((k) => ({ weight_kg: k.weight_kg as number, length_cm: k.length_cm as number | null, width_cm: k.width_cm as number | null, height_cm: k.height_cm as number | null })),
    goods_value: (body.goods_value as number | null) ?? null,
    insured: Boolean(body.insured),
    cod_amount: (body.cod_amount as number | null) ?? null,
    cost_case_ids: body.cost_case_ids,
  };
}

/** The services a route offers: those with a price row on it (any date), and a credit customer's contract service (worked out once per context). */
const offered = new WeakMap<Context, Context['serviceRows']>();
function servicesOnRoute(c: Context) {
  const known = offered.get(c);
  if (known) return known;
  const priced = new Set(c.priceRows.map((p) => p.service_id));
  for (const k of c.contractRows) if (k.service_id !== null && k.special_rate_per_kg !== null) priced.add(k.service_id);
  const services = c.serviceRows.filter((s) => priced.has(s.id));
  offered.set(c, services);
  return services;
}

/**
 * A customer's credit in use: their credit AWBs not yet on an issued invoice, plus what their ledger
 * says they owe (issued invoices and receivables not paid, less deposits).
 */
async function creditUsed(db: Db, customerId: number) {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${shipments.total}), 0)` })
    .from(shipments)
    .where(
      and(
        eq(shipments.customer_id, customerId),
        eq(shipments.payment_type, 'CREDIT'),
        or(eq(shipments.stage, 'booked'), eq(shipments.stage, 'draft')),
        or(isNull(shipments.invoice_id), sql`${shipments.invoice_id} in (select ${invoices.id} from ${invoices} where ${invoices.stage} = 'draft')`),
      ),
    );
  const [owed] = await db.select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.customer_id, customerId));
  return Number(row?.used ?? 0) + Number(owed?.balance ?? 0);
}

/** The shipment columns a price sets: weights, rate, charges and ETA (a save and a helpdesk change store the same). */
export function quoteColumns(quote: Quote, koliCount: number) {
  const c = quote.charges;
  return {
    actual_kg: quote.weight.actual_kg,
    volumetric_kg: quote.weight.volumetric_kg,
    chargeable_kg: quote.weight.chargeable_kg,
    koli_count: koliCount,
    rate_per_kg: quote.rate.per_kg,
    freight: c.freight,
    additional: c.additional,
    insurance: c.insurance,
    cod_fee: c.cod_fee,
    discount: c.discount,
    tax: c.tax,
    total: c.total,
    eta_from: quote.eta.earliest,
    eta_to: quote.eta.latest,
  };
}

/** The live quote: every service on the route, priced for these parcels (or why not). */
export async function quoteShipment(db: Db, refs: ReferenceCache, body: ShipmentQuoteBody, now: Date): Promise<ShipmentQuote> {
  const date = jakartaDay(now);
  const c = await pricingContext(db, refs, body);
  const onRoute = servicesOnRoute(c).filter((s) => !body.service_id || s.id === body.service_id);
  const options: QuoteOption[] = [];
  let weight: ShipmentQuote['weight'] | null = null;
  let errors: Record<string, string[]> | undefined;
  for (const service of onRoute) {
    const result = priceShipment(quoteInput(c, body, service, date));
    if (!result.ok) {
      // a picked cost that does not fit this service makes only this service unavailable
      const costOnly = Object.keys(result.errors).every((k) => k.startsWith('cost_case_ids'));
      if (result.reason === 'invalid' && costOnly) {
        options.push({ service_id: service.id, code: service.code, name: service.name, available: false, reason: Object.values(result.errors)[0]?.[0] ?? 'A picked cost does not fit' });
        continue;
      }
      if (result.reason === 'invalid') {
        errors = result.errors;
        break;
      }
      options.push({ service_id: service.id, code: service.code, name: service.name, available: false, reason: `No price on ${date}` });
      continue;
    }
    const q = result.quote;
    weight ??= { actual_kg: q.weight.actual_kg, volumetric_kg: q.weight.volumetric_kg, koli: q.weight.koli.map((k) => ({ actual_kg: k.actual_kg, volumetric_kg: k.volumetric_kg })) };
    options.push({
      service_id: service.id,
      code: service.code,
      name: service.name,
      available: true,
      rate_per_kg: q.rate.per_kg,
      rate_source: q.rate.source,
      chargeable_kg: q.weight.chargeable_kg,
      charges: q.charges,
      additional_costs: q.additional_costs.map((l) => ({ code: l.code, name: l.name, amount: l.amount, automatic: !(body.cost_case_ids ?? []).includes(l.cost_case_id) })),
      eta: { from: q.eta.earliest, to: q.eta.latest },
    });
  }
  const requestable = c.caseRows.filter((k) => k.applies === 'ON_REQUEST').map((k) => ({ id: k.id, code: k.code, name: k.name, service_id: k.service_id }));
  let credit: ShipmentQuote['credit'] = null;
  if (body.payment_type === 'CREDIT' && body.customer_id) {
    const contract = c.contractRows.find((k) => k.start_date <= date && date <= k.end_date);
    if (contract) {
      const used = await creditUsed(db, body.customer_id as number);
      const chosen = options.find((o) => o.service_id === body.service_id) ?? options.find((o) => o.available);
      credit = { limit: Number(contract.credit_limit), used, over: used + (chosen?.charges?.total ?? 0) > Number(contract.credit_limit) };
    }
  }
  return {
    weight: weight ?? { actual_kg: 0, volumetric_kg: 0, koli: [] },
    options: errors ? [] : options,
    ...(errors ? { errors } : {}),
    requestable_costs: requestable,
    credit,
  };
}

/** The price of the chosen service in a context already read: every problem is a 400 at its field. */
function priceIn(c: Context, body: ShipmentQuoteBody & { service_id: number }, date: string, manualRatePerKg: number | null): { quote: Quote; service: { id: number; code: string; name: string } } {
  const service = c.serviceRows.find((s) => s.id === body.service_id);
  if (!service) throw invalid({ service_id: ['No such service, or it is inactive'] });
  if (!servicesOnRoute(c).some((s) => s.id === service.id)) throw invalid({ service_id: [`${service.code} is not offered from this origin to this destination`] });
  const result = priceShipment(quoteInput(c, body, service, date, manualRatePerKg));
  if (!result.ok) {
    if (result.reason === 'no-price') throw invalid({ service_id: [`No ${service.code} price for this route on ${date}`] });
    throw invalid(result.errors);
  }
  return { quote: result.quote, service: { id: service.id, code: service.code, name: service.name } };
}

/**
 * The price of the chosen service, for a save: every problem is a 400 at its field. A rate set by hand
 * (a helpdesk price change, kept on the AWB) replaces the list's and the contract's.
 */
export async function priceForSave(db: Db, refs: ReferenceCache, body: ShipmentQuoteBody & { service_id: number }, date: string, manualRatePerKg: number | null = null): Promise<{ quote: Quote; service: { id: number; code: string; name: string } }> {
  return priceIn(await pricingContext(db, refs, body), body, date, manualRatePerKg);
}

export type PricingRoute = Pick<ShipmentQuoteBody, 'origin_area_id' | 'destination_area_id' | 'customer_id' | 'payment_type'>;
export type SavePricer = (body: ShipmentQuoteBody & { service_id: number }, date: string, manualRatePerKg?: number | null) => ReturnType<typeof priceIn>;

/**
 * Prices a batch (a helpdesk change of a thousand AWBs): the context of each of their routes read
 * first, once (its quote input and offered services then built once too), then each AWB priced as
 * priceForSave prices it, without a wait in between. A route that cannot be priced (an inactive area)
 * is that route's AWBs' 400, not the batch's.
 */
export async function batchPricer(db: Db, refs: ReferenceCache, routes: Iterable<PricingRoute>): Promise<SavePricer> {
  const keyOf = (r: PricingRoute) => `${String(r.origin_area_id)}:${String(r.destination_area_id)}:${String(r.customer_id ?? '')}:${String(r.payment_type ?? '')}`;
  const contexts = new Map<string, Context | HttpError>();
  for (const route of routes) {
    const key = keyOf(route);
    if (contexts.has(key)) continue;
    try {
      contexts.set(key, await pricingContext(db, refs, route));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      contexts.set(key, err);
    }
  }
  return (body, date, manualRatePerKg = null) => {
    const c = contexts.get(keyOf(body));
    if (!c) throw new Error('batchPricer: a route that was not announced');
    if (c instanceof HttpError) throw c;
    return priceIn(c, body, date, manualRatePerKg);
  };
}

/** A credit customer and their active contracts, as the contract check reads them. */
export async function creditTermsOf(db: Db, refs: ReferenceCache, customerId: number) {
  const customer = await refs.get(`customer:${customerId}`, ['customer'], async () => {
    const [row] = await db.select({ id: customers.id, active: customers.active }).from(customers).where(eq(customers.id, customerId));
    return row ?? null;
  });
  return { customer, contracts: customer ? await contractsOf(db, refs, customerId) : [] };
}

/** The contract running on the date of a credit customer's terms; a 400 at the customer when there is none (or the customer is missing or inactive). */
export function contractOn(terms: Awaited<ReturnType<typeof creditTermsOf>>, date: string) {
  const { customer } = terms;
  if (!customer || !customer.active) throw invalid({ customer_id: [customer ? 'This customer is inactive' : 'No such customer'] });
  const contract = terms.contracts.find((k) => String(k.start_date) <= date && date <= String(k.end_date));
  if (!contract) throw invalid({ customer_id: [`No active contract on ${date}: credit shipments need one`] });
  return contract;
}

/** A credit customer must exist, be active and hold a contract running on the date. */
export async function activeContractOf(db: Db, refs: ReferenceCache, customerId: number, date: string) {
  return contractOn(await creditTermsOf(db, refs, customerId), date);
}
