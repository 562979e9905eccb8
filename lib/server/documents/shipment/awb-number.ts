import { and, asc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema/documents';
import { awbAllocations } from '../../db/schema/resources';
import { badRequest, HttpError } from '../../errors';
import type { NumberClaim } from '../engine/types';

/*
 * AWB numbers come from the AWB stock (master data "AWB distribution"): ranges allocated to a branch,
 * an office or a credit customer. A new AWB takes the next free number of its holder's stock — the
 * customer's own allocation for a credit customer that has one, else the office's, else its branch's —
 * or a pre-printed number typed or scanned, which must lie in a range that holder owns and be unused.
 * A shipment sent through the integration API takes the customer's own allocation, else its branch's
 * integration stock (holder INTEGRATION), never a counter's or a branch's paper stock.
 * The allocation row is locked for the rest of the transaction, so `used` and `remaining` stay true;
 * it also keeps the highest number it issued (`last_number`), so the next one is a single UPDATE on
 * the locked row. The unique number index is the last word.
 */

export interface AwbHolder {
  officeId: number;
  branchId: number;
  customerId: number | null;
  /** Sent through the integration API: the customer's stock or the branch's integration stock only. */
  integration?: boolean;
}

const holderCondition = (h: AwbHolder) =>
  h.integration
    ? or(
        and(eq(awbAllocations.holder_type, 'INTEGRATION'), eq(awbAllocations.branch_id, h.branchId)),
        ...(h.customerId ? [and(eq(awbAllocations.holder_type, 'CUSTOMER'), eq(awbAllocations.customer_id, h.customerId))] : []),
      )
    : or(
    and(eq(awbAllocations.holder_type, 'OFFICE'), eq(awbAllocations.office_id, h.officeId)),
    and(eq(awbAllocations.holder_type, 'BRANCH'), eq(awbAllocations.branch_id, h.branchId)),
    ...(h.customerId ? [and(eq(awbAllocations.holder_type, 'CUSTOMER'), eq(awbAllocations.customer_id, h.customerId))] : []),
  );

/** Preference: the customer's own stock, then the office's (or the branch's integration stock), then the branch's. */
const RANK = sql`case ${awbAllocations.holder_type} when 'CUSTOMER' then 0 when 'OFFICE' then 1 when 'INTEGRATION' then 1 else 2 end`;

async function isUsed(tx: Db, number: string) {
  const [row] = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.number, number));
  return Boolean(row);
}

async function countUse(tx: Db, allocationId: number, number: number) {
  await tx
    .update(awbAllocations)
    .set({ used: sql`${awbAllocations.used} + 1`, remaining: sql`${awbAllocations.remaining} - 1`, last_number: sql`greatest(${awbAllocations.last_number}, ${number})` })
    .where(eq(awbAllocations.id, allocationId));
}

/** A pre-printed number: in a range this holder owns, and not used yet. */
async function takeTyped(tx: Db, holder: AwbHolder, typed: string): Promise<string> {
  const n = Number(typed);
  const [allocation] = await tx
    .select({ id: awbAllocations.id })
    .from(awbAllocations)
    .where(and(holderCondition(holder), lte(awbAllocations.range_start, n), gte(awbAllocations.range_end, n)))
    .orderBy(RANK)
    .limit(1)
    .for('update');
  if (!allocation) throw badRequest('Invalid body: check the highlighted fields', { awb: ['Not in the AWB stock of this office (or customer)'] });
  if (await isUsed(tx, typed)) throw new HttpError(409, `AWB ${typed} is already used`, { awb: ['Already used'] });
  await countUse(tx, allocation.id, n);
  return typed;
}

/** The numbers of a range already taken, from the unique index (12-digit numbers sort as text like as numbers). */
async function highestUsed(tx: Db, start: number, end: number): Promise<number | null> {
  const [row] = await tx
    .select({ top: sql<string | null>`max(${shipments.number})` })
    .from(shipments)
    .where(and(gte(shipments.number, String(start)), lte(shipments.number, String(end))));
  return row?.top ? Number(row.top) : null;
}

/** The first unused number of a range whose top is taken (a gap left by a pre-printed number typed out of order). */
async function firstGap(tx: Db, start: number, end: number): Promise<number | null> {
  for (let from = start; from <= end; from += 500) {
    const to = Math.min(end, from + 499);
    const taken = new Set(
      (await tx.select({ number: shipments.number }).from(shipments).where(and(gte(shipments.number, String(from)), lte(shipments.number, String(to))))).map((r) => Number(r.number)),
    );
    for (let n = from; n <= to; n++) if (!taken.has(n)) return n;
  }
  return null;
}

/** The highest number a range issued so far (before its first one: the number before its start). */
const LAST = sql`greatest(${awbAllocations.last_number}, ${awbAllocations.range_start} - 1)`;

/**
 * The number after the highest one issued, from the first of the holder's ranges (in preference
 * order, kept in the reference cache) that still has one above it: a single UPDATE by primary key,
 * which locks the row and re-checks the condition on its latest version. A range found used up makes
 * the cached order be read again.
 */
async function takeAfterLast(tx: Db, refs: ReferenceCache, holder: AwbHolder): Promise<string | null> {
  const key = rangesKey(holder);
  const ranges = await rangesOf(tx, refs, holder);
  for (const id of ranges) {
    const [taken] = await takeFrom(tx, id);
    if (taken) return String(taken.number);
    refs.drop(key);
  }
  return null;
}

const rangesKey = (holder: AwbHolder) => `awb-ranges:${holder.integration ? 'api' : holder.officeId}:${holder.branchId}:${holder.customerId ?? ''}`;

/** The holder's ranges that still have a number above their last one, in preference order (cached). */
function rangesOf(tx: Db, refs: ReferenceCache, holder: AwbHolder) {
  return refs.get(rangesKey(holder), ['awb-allocation'], async () =>
    (
      await tx
        .select({ id: awbAllocations.id })
        .from(awbAllocations)
        .where(and(holderCondition(holder), gt(awbAllocations.remaining, 0), sql`${LAST} < ${awbAllocations.range_end}`))
        .orderBy(RANK, asc(awbAllocations.range_start))
    ).map((r) => r.id as number),
  );
}

/** Counts the range's next number out; answers nothing when the range has none left (its latest version decides). */
const takeFrom = (tx: Db, allocationId: number) =>
  tx
    .update(awbAllocations)
    .set({ used: sql`${awbAllocations.used} + 1`, remaining: sql`${awbAllocations.remaining} - 1`, last_number: sql`${LAST} + 1` })
    .where(and(eq(awbAllocations.id, allocationId), gt(awbAllocations.remaining, 0), sql`${LAST} < ${awbAllocations.range_end}`))
    .returning({ number: awbAllocations.last_number });

/**
 * The next free number of the holder's stock: after the highest one issued; when every range is
 * issued to its end, the first gap a pre-printed number typed out of order left behind.
 */
async function takeNext(tx: Db, refs: ReferenceCache, holder: AwbHolder): Promise<string> {
  const next = await takeAfterLast(tx, refs, holder);
  if (next) return next;
  const candidates = await tx
    .select({ id: awbAllocations.id, start: awbAllocations.range_start, end: awbAllocations.range_end })
    .from(awbAllocations)
    .where(and(holderCondition(holder), gt(awbAllocations.remaining, 0)))
    .orderBy(RANK, asc(awbAllocations.range_start))
    .limit(5)
    .for('update');
  for (const a of candidates) {
    const start = Number(a.start);
    const end = Number(a.end);
    const top = await highestUsed(tx, start, end);
    const next = top === null ? start : top < end ? top + 1 : await firstGap(tx, start, end);
    if (next !== null) {
      await countUse(tx, a.id, next);
      return String(next);
    }
  }
  if (holder.integration) {
    throw new HttpError(409, 'No AWB numbers are available for your API shipments: your account has no AWB allocation of its own (or it is used up) and its branch has no integration stock. Ask your account manager for an AWB allocation.', {
      awb: ['No AWB stock for API shipments'],
    });
  }
  throw new HttpError(409, 'No AWB numbers left in the stock of this office: ask for an allocation (master data → AWB distribution)', { awb: ['No AWB stock left'] });
}

/**
 * The AWB number for a new shipment: a typed one checked now; else, when the holder's first range
 * (cached) is known, a claim the shipment's INSERT takes in the same statement — one found used up
 * meanwhile fails that INSERT, drops the cached order and the create runs again; else the next free
 * number now, the slow way.
 */
export async function awbNumberFor(tx: Db, refs: ReferenceCache, holder: AwbHolder, typed?: string | null): Promise<string | NumberClaim> {
  if (typed) return takeTyped(tx, holder, typed);
  const [first] = await rangesOf(tx, refs, holder);
  if (first === undefined) return takeNext(tx, refs, holder);
  return {
    clause: takeFrom(tx, first),
    value: sql`(select last_number::text from number_claim)`,
    missed: () => refs.drop(rangesKey(holder)),
  };
}
