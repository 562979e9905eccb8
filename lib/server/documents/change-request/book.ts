import { and, eq, getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import { beyondThresholds, HELPDESK_MANAGER_SCREEN, HELPDESK_SUPERVISOR_SCREEN, type ChangeKind } from '@/lib/helpdesk/change-kinds';
import { formatRupiah } from '@/lib/pricing/money';
import { grantsAny } from '@/lib/rules/grants';
import { changeRequestAwbs } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import { lockCustomerMoney } from '../../finance/customer-lock';
import { applyChange, nothingApplied } from '../../helpdesk/apply-change';
import { invoicedCustomersOf, loadAwbStates } from '../../helpdesk/awb-states';
import { planApproval, type RequestLine } from '../../helpdesk/plan-change';
import { readPlans } from '../../helpdesk/stored-plan';
import { readAsJson } from '../../engine/read-json';
import type { ActionHandler } from '../engine/types';
import { fourEyesRefusal } from '../shared/four-eyes';
import { changeThresholds, valuesOfRequest } from './values';

const l = changeRequestAwbs;

/** An AWB's result as its line stores it (a refused line keeps the figures the request showed). */
interface StoredLine {
  id: unknown;
  awb: unknown;
  result: unknown;
  message?: string;
  before_value?: string;
  after_value?: string;
  total_before?: number;
  total_after?: number;
  delta?: number;
  consequence?: string;
  document_number?: string | null;
}

/**
 * Each AWB's result written back on its line: one statement for a batch (the lines stay where they are).
 * A refused line carries only its result and message; it keeps the figures the request showed.
 */
function linesWrite(rows: readonly StoredLine[]) {
  // a key left out is null in the recordset (jsonb_to_recordset ignores the awb)
  const json = JSON.stringify(rows);
  const kept = (column: string) => sql.raw(`${column} = coalesce(v.${column}, ${getTableName(l)}.${column})`);
  return sql`update ${l} set ${kept('before_value')}, ${kept('after_value')}, ${kept('total_before')}, ${kept('total_after')}, ${kept('delta')}, ${kept('consequence')},
      result = v.result, message = v.message, document_number = v.document_number
    from jsonb_to_recordset(${json}::jsonb) as v(id int, before_value text, after_value text, total_before bigint, total_after bigint, delta bigint, consequence text, result text, message text, document_number text)
    where ${l.id} = v.id`;
}

type Tx = Parameters<ActionHandler<unknown>['run']>[0];

/** The lines of a request (what the approval reads of them) and those still waiting to be applied. */
async function pendingLines(tx: Tx, id: number) {
  const lines = (await readAsJson(tx, {
    table: l,
    columns: { id: l.id, position: l.position, awb: l.awb, shipment_version: l.shipment_version, result: l.result, before_value: l.before_value, after_value: l.after_value, total_before: l.total_before, total_after: l.total_after, delta: l.delta },
    where: eq(l.document_id, id),
    orderBy: ['position'],
  })) as unknown as (RequestLine & { id: number; shipment_version: number; result: string })[];
  return { lines, pending: lines.filter((line) => line.result === 'PENDING') };
}

/**
 * Approve and apply (by someone other than the requester): every AWB checked again on its locked row
 * — an AWB changed since the request (another change won, it was voided) or gone past what the kind
 * allows is refused, the rest get the plan the request stored (the figures it showed: stored-plan.ts)
 * with the money consequence of where their money is now. A late change needs a helpdesk
 * supervisor, a price moved beyond the thresholds a manager.
 */
export const approveChangeRequest: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: fourEyesRefusal('A change request'),
  // the customers whose invoices get a credit note or a debit, before any document (one lock order: finance/customer-lock)
  async lockFirst(tx, id) {
    const pending = await tx.select({ awb: l.awb }).from(l).where(and(eq(l.document_id, id), eq(l.result, 'PENDING')));
    await lockCustomerMoney(tx, await invoicedCustomersOf(tx, pending.map((line) => String(line.awb))));
  },
  async run(tx, doc, _input, ac) {
    const { lines, pending } = await pendingLines(tx, doc.id);
    const kind = doc.kind as ChangeKind;
    const awbs = pending.map((line) => String(line.awb));
    const planned = await readPlans(tx, doc.id);
    // the koli and costs only for AWBs worked out again (a request stored without its plans)
    const withLines = pending.some((line) => !planned.has(line.awb));
    const [states, values] = await Promise.all([loadAwbStates(tx, awbs, ac.principal.branches ?? null, true, kind, withLines), valuesOfRequest(tx, doc)]);
    const plans = await planApproval(tx, ac.ctx.references, values, pending, states, planned, ac.now);
    const seen = new Map(pending.map((line) => [String(line.awb), Number(line.shipment_version)]));
    for (const p of plans) {
      if (!p.refusal && p.state && p.state.row.version !== seen.get(p.awb)) p.refusal = `Changed since the request (by ${String(p.state.row.updated_by ?? 'someone')}): ask again on the AWB as it is now`;
    }
    const valid = plans.filter((p) => !p.refusal);
    if (!valid.length) throw nothingApplied(plans.map((p) => ({ awb: p.awb, message: p.refusal ?? '' })));
    const late = valid.find((p) => p.supervisor);
    if (late && !grantsAny(ac.principal.permissions, [HELPDESK_SUPERVISOR_SCREEN], 'write')) {
      throw new HttpError(403, `AWB ${late.awb} has gone too far for a plain approval: a helpdesk supervisor approves this change`);
    }
    const thresholds = await changeThresholds(tx, ac.ctx.references);
    const big = valid.find((p) => beyondThresholds(p.total_before, p.total_after, thresholds));
    if (big && !grantsAny(ac.principal.permissions, [HELPDESK_MANAGER_SCREEN], 'write')) {
      throw new HttpError(
        403,
        `AWB ${big.awb} moves from ${formatRupiah(big.total_before)} to ${formatRupiah(big.total_after)}, beyond ${formatRupiah(thresholds.amount)} or ${thresholds.percent} %: a manager (Change Price) approves it`,
      );
    }
    const { made, touched, tracking, writes } = await applyChange(tx, valid, { ac, request: doc, kind });
    const planOf = new Map(plans.map((p) => [p.awb, p]));
    // each line's result spelled out, not spread over the line (Node 20 gives a spread copy a new key slowly, a thousand times over)
    const stored = lines.map((line): StoredLine => {
      const p = planOf.get(String(line.awb));
      if (!p) return { id: line.id, awb: line.awb, result: line.result };
      if (p.refusal) return { id: line.id, awb: line.awb, result: 'REFUSED', message: p.refusal.slice(0, 300) };
      return {
        id: line.id,
        awb: line.awb,
        before_value: p.before.slice(0, 1000),
        after_value: p.after.slice(0, 1000),
        total_before: p.total_before,
        total_after: p.total_after,
        delta: p.delta,
        consequence: p.consequence,
        result: 'APPLIED',
        message: p.consequence_words.slice(0, 300),
        document_number: made.get(p.awb) ?? null,
      };
    });
    const applied = stored.filter((line) => line.result === 'APPLIED');
    const sum = (key: 'total_before' | 'total_after' | 'delta') => applied.reduce((a, line) => a + (line[key] ?? 0), 0);
    return {
      set: {
        status: applied.length === stored.length ? 'APPLIED' : 'PARTLY_APPLIED',
        applied_count: applied.length,
        refused_count: stored.length - applied.length,
        total_before: sum('total_before'),
        total_after: sum('total_after'),
        delta: sum('delta'),
      },
      writes: [...writes, linesWrite(stored.filter((line) => planOf.has(String(line.awb))))],
      tracking,
      touched: [...touched, ...valid.slice(0, 500).map((p) => ({ document: 'shipment', id: p.state!.row.id, action: 'change-request' }))],
    };
  },
};
