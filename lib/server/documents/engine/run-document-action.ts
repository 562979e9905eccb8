import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { FIGURES_BY, figuresAuthors } from '@/lib/resources/documents/four-eyes';
import { actionScreens, type DocumentAction, type DocumentDefinition, type NumberSeries } from '@/lib/resources/engine/define-document';
import { grantsAny } from '@/lib/rules/grants';
import type { Db } from '../../db/client';
import { documentTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import { insertRow, splitInsertColumns } from '../../engine/insert-row';
import { lockRowById } from '../../engine/statement';
import { assertOwnBranch, branchesOfRow, canSeeDocument } from './branch-scope';
import { releaseHolds, releasesHolds } from './holds';
import { counterMove, knownAfter, writeHeaderLast } from './header-write';
import { insertDocument, newDocument, newDocumentJson } from './insert-document';
import { changedFields, runAction, type ActionOutcome } from '../../engine/run-action';
import { HttpError, pgError } from '../../errors';
import { guardMoneyDate } from '../../finance/dates';
import { appendLinesWrite, insertLines, removeLines, replaceLines } from './lines';
import { seriesClaim } from './numbering';
import { isPublicEvent, trackingWrites } from './tracking';
import type { ActionContext, AnyHandlers, CreatePlan, DocRow, DocumentChange, NumberClaim } from './types';

/** The WITH clause a number claim runs as (NumberClaim.value reads from it). */
const NUMBER_CLAIM = 'number_claim';

/** A claimed number that was not there: the create is run again. */
class ClaimMissed extends Error {
  constructor(readonly claim: NumberClaim) {
    super('The claimed number was not there', { cause: new HttpError(409, 'No number was left to take: try again') });
  }
}

/*
 * The document engine's one way of changing a document: lock the header, check the version the user
 * saw, the stage the action starts from, the screens that grant it for this document's variant and the
 * later documents that hold it; then the action's own handler; then the stage, the status, who and when,
 * the lines, the audit row and the tracking events — one transaction (runAction) — and the realtime
 * events after the commit.
 */

const STAGE_WORDS: Record<string, string> = { draft: 'still a draft', booked: 'already booked', cancelled: 'cancelled' };

/** The number of the later document holding this one (a cash AWB in a register), if any. */
export async function holderOf(db: Db, def: DocumentDefinition, doc: Record<string, unknown>): Promise<string | null> {
  for (const [column, holderName] of Object.entries(def.heldBy ?? {})) {
    const holderId = doc[column];
    if (typeof holderId !== 'number') continue;
    const holder = documentTable(holderName);
    const [row] = await db.select({ number: columnOf(holder, 'number') }).from(holder).where(eq(columnOf(holder, 'id'), holderId));
    return `${holderName.replace(/-/g, ' ')} ${String(row?.number ?? holderId)}`;
  }
  return null;
}

/** Whether the principal holds a screen that grants this action for this document. */
export function grantsAction(def: DocumentDefinition, screens: DocumentAction['screens'], doc: Record<string, unknown> | null, permissions: readonly string[]) {
  const variant = def.variant && doc ? doc[def.variant] : undefined;
  return grantsAny(permissions, actionScreens(screens, variant), 'write');
}

/**
 * The document's row, locked (its id written as a number: BEGIN rides along, engine/transaction); as
 * missing when it is not of a branch the user works for (branch-scope), before its version or stage says anything.
 */
const lockDoc = (def: DocumentDefinition, id: number, ac: ActionContext) => async (tx: Db) => {
  const row = (await lockRowById(tx, documentTable(def.name), id)) as DocRow | undefined;
  return row && (await canSeeDocument(tx, def, row, ac.principal.branches ?? null)) ? row : undefined;
};

/**
 * Applies a change (header set, lines) to a locked document; reports what the audit keeps, the writes to
 * send with it and, when the header's new values are known up front, the header's UPDATE as the
 * action's last write (header-write).
 */
async function applyChange(tx: Db, def: DocumentDefinition, before: DocRow, change: DocumentChange, header: Record<string, unknown>, ac: ActionContext) {
  const table = documentTable(def.name);
  const set = { ...change.set, ...header, version: counterMove(sql`${columnOf(table, 'version')} + 1`, 1), updated_at: ac.now, updated_by: ac.actor };
  const hasLines = Object.keys(change.lines ?? {}).length > 0 || Object.keys(change.removeLines ?? {}).length > 0;
  const known = hasLines ? null : knownAfter(before, set);
  let after: DocRow;
  if (known) after = known;
  else {
    // only what the UPDATE changed comes back (a scan moves two counters of a 40-column header); the rest is the locked row's
    const [changed] = (await tx
      .update(table)
      .set(set)
      .where(eq(columnOf(table, 'id'), before.id))
      .returning(Object.fromEntries(Object.keys(set).map((k) => [k, columnOf(table, k)])))) as Record<string, unknown>[];
    after = { ...before, ...changed } as DocRow;
  }
  const lineChanges: Record<string, unknown> = {};
  for (const [kind, rows] of Object.entries(change.lines ?? {})) {
    await replaceLines(tx, def, kind, before.id, rows);
    lineChanges[kind] = rows.length;
  }
  for (const [kind, ids] of Object.entries(change.removeLines ?? {})) {
    lineChanges[kind] = { removed: ids.length };
    await removeLines(tx, def, kind, before.id, ids);
  }
  const writes = [...(change.writes ?? [])];
  for (const [kind, rows] of Object.entries(change.addLines ?? {})) {
    if (rows.length) writes.push(appendLinesWrite(tx, def, kind, before.id, rows));
    lineChanges[kind] = { ...(lineChanges[kind] as object | undefined), added: rows };
  }
  const diff = changedFields(before, after);
  if (Object.keys(lineChanges).length) diff.after = { ...diff.after, lines: lineChanges };
  // the header as stored (timestamps in the database's form) replaces the values it was known by
  const lastWrite = known ? async (t: Db, side: SQLWrapper[]) => void Object.assign(after, await writeHeaderLast(t, def.name, before.id, set, side)) : undefined;
  return { after, diff, writes, lastWrite };
}

/** An action the declaration names, on one document. */
export async function runDocumentAction(
  ac: ActionContext,
  def: DocumentDefinition,
  handlers: AnyHandlers,
  key: string,
  id: number,
  input: Record<string, unknown> & { version?: number },
): Promise<DocRow> {
  const action = def.actions[key];
  const handler = handlers.actions[key];
  if (!action || !handler) throw new HttpError(404, 'No such action');
  return runAction(ac.ctx, {
    actor: ac.actor,
    entity: def.name,
    entityId: id,
    action: key,
    label: def.label,
    // money actions take the customer's lock before the document's (one lock order: finance/customer-lock)
    lock: handler.lockFirst ? async (tx) => (await handler.lockFirst!(tx, id), lockDoc(def, id, ac)(tx)) : lockDoc(def, id, ac),
    version: input.version,
    check: async (doc, tx) => {
      if (!action.from.includes(doc.stage as never)) {
        throw new HttpError(409, `${def.label} ${doc.number} is ${STAGE_WORDS[doc.stage] ?? doc.stage}: “${action.label}” is not possible now`);
      }
      if (!grantsAction(def, action.screens, doc, ac.principal.permissions)) {
        throw new HttpError(403, `Your role may not ${action.label.split(' ')[0].toLowerCase()} this ${def.label.toLowerCase()}`);
      }
      if (action.to === 'cancelled' || action.from.every((s) => s === 'draft')) {
        const holder = await holderOf(tx, def, doc);
        if (holder) throw new HttpError(409, `${def.label} ${doc.number} is held by ${holder}: release it there first`);
      }
      const refusal = handler.refusal?.(doc, ac.principal);
      if (refusal) throw new HttpError(409, (await handler.lockedRefusal?.(tx, doc)) ?? refusal);
      if (action.to === 'booked') await guardMoneyDate(tx, ac.ctx.references, def, doc, ac.now);
    },
    apply: async (tx, doc) => {
      const parsedReason = action.reason ? (input as { reason?: string; note?: string }) : null;
      const ran = await handler.run(tx, doc, input, ac);
      // what it holds is let go after the handler (which may still read the holds: who was on board)
      const released = releasesHolds(action) ? await releaseHolds(tx, def, doc) : null;
      const change = released ? { ...ran, touched: [...(ran.touched ?? []), ...(released.touched ?? [])], tracking: [...(ran.tracking ?? []), ...(released.tracking ?? [])] } : ran;
      const header: Record<string, unknown> = {};
      if (action.to && action.to !== doc.stage) header.stage = action.to;
      if (action.status && change.set?.status === undefined) header.status = action.status;
      if (action.to === 'booked') Object.assign(header, { booked_at: ac.now.toISOString(), booked_by: ac.actor });
      if (action.to === 'cancelled') {
        Object.assign(header, { cancelled_at: ac.now.toISOString(), cancelled_by: ac.actor, cancel_reason: parsedReason?.reason ?? null, cancel_note: parsedReason?.note || null });
      }
      const { after, diff, writes, lastWrite } = await applyChange(tx, def, doc, change, header, ac);
      const tracking = [...(change.tracking ?? [])];
      if (def.tracked && action.tracking) {
        tracking.push({ shipment_id: doc.id, status: action.tracking.status, code: action.tracking.code, office_id: (doc.office_id as number) ?? null, document_type: def.name, document_number: doc.number });
      }
      return {
        // the warning rides on the answer only (after the audit's diff, never a column)
        result: change.warning ? Object.assign(after, { warning: change.warning }) : after,
        audit: { before: diff.before, after: parsedReason ? { ...diff.after, reason: parsedReason.reason, note: parsedReason.note || null } : diff.after },
        writes: async (t) => [...writes, ...(await trackingWrites(t, ac.ctx.references, tracking, ac.actor, ac.now))],
        lastWrite,
        events: [
          ['updateResource', { resource: def.name, id, action: key, branches: branchesOfRow(def, after) }] as const,
          ...(change.touched ?? []).map((t) => ['updateResource', { resource: t.document, id: t.id, action: t.action }] as const),
        ],
      };
    },
  });
}

/** Edits a draft (the handler rebuilds what the edit changes: derived values, lines). */
export async function updateDraft(ac: ActionContext, def: DocumentDefinition, handlers: AnyHandlers, id: number, input: Record<string, unknown> & { version: number }) {
  const update = handlers.update;
  if (!update) throw new HttpError(404, 'This document cannot be edited');
  return runAction(ac.ctx, {
    actor: ac.actor,
    entity: def.name,
    entityId: id,
    action: 'update',
    label: def.label,
    lock: lockDoc(def, id, ac),
    version: input.version,
    check: async (doc, tx) => {
      if (doc.stage !== 'draft') throw new HttpError(409, `${def.label} ${doc.number} is ${STAGE_WORDS[doc.stage] ?? doc.stage}: only a draft can be edited`);
      if (!grantsAction(def, editScreens(def), doc, ac.principal.permissions)) throw new HttpError(403, `Your role may not edit this ${def.label.toLowerCase()}`);
      const holder = await holderOf(tx, def, doc);
      if (holder) throw new HttpError(409, `${def.label} ${doc.number} is held by ${holder}`);
    },
    apply: async (tx, doc) => {
      const change = await update.build(tx, doc, input, ac);
      assertOwnBranch(def, { ...doc, ...change.set }, ac.principal);
      await guardMoneyDate(tx, ac.ctx.references, def, { ...doc, ...change.set }, ac.now);
      const { after, diff, writes, lastWrite } = await applyChange(tx, def, doc, change, figuresBy(def, doc, ac.actor), ac);
      return {
        result: after,
        audit: diff,
        writes: async (t) => [...writes, ...(await trackingWrites(t, ac.ctx.references, change.tracking ?? [], ac.actor, ac.now))],
        lastWrite,
        events: [['updateResource', { resource: def.name, id, action: 'update', branches: branchesOfRow(def, after) }]],
      };
    },
  });
}

/** Four eyes (documents/four-eyes): whoever creates or edits a draft that declares `figures_by` is added to it. */
function figuresBy(def: DocumentDefinition, doc: DocRow | null, actor: string): Record<string, string> {
  if (!(FIGURES_BY in def.fields)) return {};
  const authors = figuresAuthors(doc?.[FIGURES_BY]);
  // a row from before the column knew only its author
  if (doc && !authors.length && typeof doc.created_by === 'string') authors.push(doc.created_by);
  return { [FIGURES_BY]: [...new Set([...authors, actor])].join(',') };
}

/** Who may edit a draft: whoever may create it, and whoever may book it (they check drafts before booking). */
export function editScreens(def: DocumentDefinition): DocumentAction['screens'] {
  const book = def.actions.book?.screens;
  const merge = (a: DocumentAction['screens'], b: DocumentAction['screens'] | undefined): DocumentAction['screens'] => {
    if (!b) return a;
    if (Array.isArray(a) && Array.isArray(b)) return [...new Set([...a, ...b])];
    const keys = new Set([...(Array.isArray(a) ? [] : Object.keys(a)), ...(Array.isArray(b) ? [] : Object.keys(b))]);
    return Object.fromEntries([...keys].map((k) => [k, [...new Set([...actionScreens(a, k), ...actionScreens(b, k)])]]));
  };
  return merge(def.screens.create, book);
}

/** The realtime events of a new document. */
const createdEvents = (def: DocumentDefinition, id: number, plan: CreatePlan) => [
  ['updateResource', { resource: def.name, id, action: 'create', branches: branchesOfRow(def, plan.set ?? {}) }] as const,
  ...(plan.touched ?? []).map((t) => ['updateResource', { resource: t.document, id: t.id, action: t.action }] as const),
];

/**
 * Whether a new document can be written as one statement (insert-document): nothing of the plan needs
 * the stored header first (no `afterInsert`, no `writesFor`), no other write of it could read the new
 * header's table, and no event on it goes out to a customer's webhook (which looks the AWB up).
 */
function inOneStatement(plan: CreatePlan) {
  if (plan.afterInsert || plan.writesFor || plan.writes?.length || plan.linesWritten) return false;
  return !(plan.tracking ?? []).some((t) => !t.shipment_id && isPublicEvent(t));
}

/** The create's outcome when the header, its lines, the audit row and the tracking events are one statement. */
function createInOneStatement(
  ac: ActionContext,
  def: DocumentDefinition,
  plan: CreatePlan,
  values: Record<string, unknown>,
  claim: NumberClaim | null,
  claimMissed: (err: unknown) => never,
): ActionOutcome<{ row: DocRow; lines: Record<string, Record<string, unknown>[]>; linesWritten: boolean }> {
  const { known } = splitInsertColumns(documentTable(def.name), values);
  const result = { row: {} as DocRow, lines: {} as Record<string, Record<string, unknown>[]>, linesWritten: false };
  const events: ReturnType<typeof createdEvents> = [];
  const tracking = (plan.tracking ?? []).map((t) => ({ ...t, shipment_id: t.shipment_id || newDocument('id'), document_number: t.document_number ?? newDocument('number') }));
  return {
    result,
    entityId: sql`${newDocument('id')}::text`,
    audit: { after: newDocumentJson({ ...known, lines: plan.lines ?? {} }) },
    writes: async (t) => [...(plan.withDocument?.(newDocument('id')) ?? []), ...(await trackingWrites(t, ac.ctx.references, tracking, ac.actor, ac.now))],
    lastWriteIsOneStatement: true,
    lastWrite: async (t, side) => {
      const before = claim ? [{ name: NUMBER_CLAIM, clause: claim.clause }] : [];
      const stored = await insertDocument(t, { def, values, before, lines: plan.lines ?? {}, side }).catch(claimMissed);
      result.row = stored.row as DocRow;
      result.lines = stored.lines;
      // told after the commit, once the id is known
      events.push(...createdEvents(def, result.row.id, plan));
    },
    events,
  };
}

/**
 * Creates a draft, idempotent per client request id: the same id again (a double click, a retried
 * request) answers the document it made, even when both arrive at once. The unique index decides, so
 * the usual case (a new id) costs no look-up: a repeat runs into the index, its transaction is rolled
 * back (the number it took with it) and the first one's document is answered.
 */
export async function createDocument(
  ac: ActionContext,
  def: DocumentDefinition,
  handlers: AnyHandlers,
  input: Record<string, unknown> & { request_id?: string },
): Promise<{ doc: DocRow; created: boolean; lines?: Record<string, Record<string, unknown>[]> }> {
  const table = documentTable(def.name);
  if (!grantsAction(def, def.screens.create, def.variant ? { [def.variant]: input[def.variant] } : null, ac.principal.permissions)) {
    throw new HttpError(403, `Your role may not create this ${def.label.toLowerCase()}`);
  }
  const requestId = input.request_id ?? null;
  const existing = async () =>
    requestId ? ((await ac.ctx.db.select().from(table).where(eq(columnOf(table, 'request_id'), requestId)))[0] as DocRow | undefined) : undefined;
  const attempt = () =>
    runAction(ac.ctx, {
      actor: ac.actor,
      entity: def.name,
      action: 'create',
      label: def.label,
      apply: async (tx) => {
        const plan = await handlers.create.build(tx, input, ac);
        const number = plan.number ?? seriesClaim(tx, def.numbering as NumberSeries, plan.scopeCode ?? null, ac.now);
        const claim = typeof number === 'string' ? null : number;
        const values = { status: def.statuses[0], ...plan.set, ...figuresBy(def, null, ac.actor), number: claim ? claim.value : number, stage: 'draft', request_id: requestId, created_by: ac.actor, updated_by: ac.actor,
          ...(plan.booked ? { stage: 'booked', booked_at: ac.now.toISOString(), booked_by: ac.actor } : {}) };
        const claimMissed = (err: unknown): never => {
          if (claim && pgError(err).code === '23502' && pgError(err).column === 'number') throw new ClaimMissed(claim);
          throw err;
        };
        assertOwnBranch(def, values, ac.principal);
        await guardMoneyDate(tx, ac.ctx.references, def, values, ac.now);
        if (inOneStatement(plan)) return createInOneStatement(ac, def, plan, values, claim, claimMissed);
        const row = (await insertRow(claim ? tx.with(tx.$with(NUMBER_CLAIM, {}).as(claim.clause.getSQL())) : tx, table, values).catch(claimMissed)) as DocRow;
        await plan.afterInsert?.(tx, row);
        const tracking = (plan.tracking ?? []).map((t) => ({ ...t, shipment_id: t.shipment_id || row.id, document_number: t.document_number ?? row.number }));
        const result = { row, lines: {} as Record<string, Record<string, unknown>[]>, linesWritten: plan.linesWritten ?? false };
        return {
          result,
          entityId: row.id,
          audit: { after: { ...row, lines: plan.lines ?? {} } },
          writes: async (t) => [
            ...(plan.writes ?? []),
            ...(plan.writesFor?.(t, row) ?? []),
            ...(plan.withDocument?.(sql`${row.id}`) ?? []),
            ...(await trackingWrites(t, ac.ctx.references, tracking, ac.actor, ac.now)),
          ],
          // the lines, with the audit row and the tracking event in the same statement
          lastWrite: async (t, side) => {
            result.lines = await insertLines(t, def, row.id, plan.lines ?? {}, side);
          },
          events: createdEvents(def, row.id, plan),
        };
      },
    });
  try {
    let outcome;
    for (let tries = 1; ; tries++) {
      try {
        outcome = await attempt();
        break;
      } catch (err) {
        // the number's range was used up meanwhile: its holder's ranges are read again, the create runs again
        if (!(err instanceof ClaimMissed) || tries === 3) throw err instanceof ClaimMissed ? err.cause : err;
        err.claim.missed?.();
      }
    }
    const { row, lines, linesWritten } = outcome;
    return { doc: row, created: true, lines: linesWritten ? undefined : lines };
  } catch (err) {
    // the same request again: refused by the index, or earlier by a check its first run changed (its AWB number is used now)
    if (requestId && (err instanceof HttpError || pgError(err).code === '23505')) {
      const earlier = await existing();
      if (earlier) return { doc: earlier, created: false };
    }
    const { code, constraint = '' } = pgError(err);
    if (code === '23505' && constraint.endsWith('_number_uq')) throw new HttpError(409, `This ${def.label.toLowerCase()} number is already used`, { awb: ['Already used'] });
    throw err;
  }
}
