import { is, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { auditInsert } from '../audit';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { isConnectionLost } from '../db/connection-lost';
import { CONNECTION_LOST_WRITE_MESSAGE, HttpError, isWriteConflict, notFound, STALE_MESSAGE, UnavailableError, WRITE_CONFLICT_MESSAGE } from '../errors';
import type { RealtimeEvent } from '../realtime';
import { collectingSideEffects, enclosingSideEffects, SideEffects } from './side-effects';
import { lastStatement, transaction } from './transaction';
import { writeTogether } from './write-together';

/*
 * Every change of a stored record runs through here, in one shape:
 *   lock the row → check the version the user saw → guard clauses → the change → audit row
 *   (→ tracking events; one statement with the change's last write) → commit → realtime events.
 * The handler never opens its own transaction, never writes the audit row and never emits: a change
 * that is refused or fails leaves nothing behind, and nobody hears of a change that did not commit —
 * also when it runs inside another action: its effects wait for the outermost commit (side-effects).
 * A deadlock, a serialization failure or a lock wait given up runs the whole action again, a few
 * times, then answers 409; a connection lost under it answers 503 and is never run again.
 */

/** What one action did, as its handler reports it. */
export interface ActionOutcome<Result> {
  /** What the caller answers with. */
  result: Result;
  /** Nothing changed: no audit row, no tracking event, no realtime event. */
  unchanged?: boolean;
  /** The audited record (a create learns its id only here, or gives it as SQL reading its new row). */
  entityId?: string | number | SQL | null;
  /** What the audit row keeps (only what changed, where that reads better). */
  audit?: { action?: string; before?: unknown; after?: unknown };
  /** Further rows written with the audit row, in the same statement (documents' tracking events). */
  writes?: (tx: Db) => Promise<SQLWrapper[]>;
  /**
   * The change's own last write, when it has one to send with the audit row and `writes` (given as
   * `side`, to put in front of it as WITH clauses — engine/write-together): one statement for all.
   */
  lastWrite?: (tx: Db, side: SQLWrapper[]) => Promise<void>;
  /** `lastWrite` sends exactly one statement (so, with nothing sent before it, it may go without BEGIN and COMMIT). */
  lastWriteIsOneStatement?: boolean;
  /** Told to the browsers after the (outermost) commit. */
  events?: readonly (readonly [RealtimeEvent, unknown])[];
  /** Other after-commit work (cache invalidation), before the events; never anything that must not be lost. */
  afterCommit?: () => void;
}

export interface ActionPlan<Row, Result> {
  actor: string | null;
  /** Audit entity: the resource or document name. */
  entity: string;
  /** Audit action ('update', 'approve', 'book' …). */
  action: string;
  /** The record's id for the audit row (a create leaves it to the outcome). */
  entityId?: string | number | null;
  /** What the record is called in "… not found". */
  label: string;
  /** Selects the row FOR UPDATE; absent for a create. */
  lock?: (tx: Db) => Promise<Row | undefined>;
  /** The version the user's copy was read at; another one means someone changed it meanwhile. */
  version?: number;
  staleMessage?: string;
  /** Guard clauses on the locked row, after the version check: throw an HttpError to refuse. */
  check?: (row: Row, tx: Db) => void | Promise<void>;
  /** The change. `row` is the locked row (null for a create). */
  apply: (tx: Db, row: Row) => Promise<ActionOutcome<Result>>;
  /** Turns a database refusal of the write into an HttpError (a unique value taken → 409 on its field). */
  mapError?: (err: unknown) => never;
}

/** Tries of an action whose transaction lost a deadlock, a serialization check or a lock wait. */
const ATTEMPTS = 4;

/** A short, jittered wait before the next try (5–15, 10–30, 20–60 ms): the two sides do not meet again in step. */
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.round(10 * 2 ** (attempt - 1) * (0.5 + Math.random()))));

export async function runAction<Row extends object | null, Result>(ctx: AppContext, plan: ActionPlan<Row, Result>): Promise<Result> {
  const nested = is(ctx.db, PgTransaction);
  // run inside another action (a savepoint of its transaction): told only after that one's outermost commit
  const enclosing = nested ? enclosingSideEffects() : undefined;
  for (let attempt = 1; ; attempt++) {
    const effects = new SideEffects();
    let outcome: ActionOutcome<Result>;
    try {
      outcome = await transaction(ctx.db, (tx) => collectingSideEffects(effects, () => inTransaction(tx, plan)));
    } catch (err) {
      // a read inside the failed transaction (or an inner action's) may have cached what was never committed
      ctx.references.changed([plan.entity, ...effects.touched]);
      if (err instanceof HttpError) throw err;
      // inside another transaction only the whole of it can be run again: the error goes up as it is
      if (isWriteConflict(err) && !nested) {
        // nothing was committed (the lone last statement, too, is all or nothing): the whole action runs again
        if (attempt < ATTEMPTS) {
          await backOff(attempt);
          continue;
        }
        throw new HttpError(409, WRITE_CONFLICT_MESSAGE);
      }
      // never run again: the COMMIT may have reached the server
      if (isConnectionLost(err) && !nested) throw Object.assign(new UnavailableError(CONNECTION_LOST_WRITE_MESSAGE), { cause: err });
      if (!plan.mapError || isWriteConflict(err) || isConnectionLost(err)) throw err;
      return plan.mapError(err);
    }
    if (!outcome.unchanged) {
      for (const resource of [plan.entity, ...touchedResources(outcome.events)]) effects.touched.add(resource);
      effects.add(() => {
        outcome.afterCommit?.();
        for (const [event, payload] of outcome.events ?? []) ctx.realtime.emit(event, payload);
      });
    }
    if (enclosing) {
      // later reads in the same transaction must see the change: the cache is dropped now, and again after the commit
      ctx.references.changed(effects.touched);
      enclosing.adopt(effects);
    } else {
      // caches first (the API refuses at once), then the after-commit work and the browsers that will refetch
      ctx.references.changed(effects.touched);
      effects.run();
    }
    return outcome.result;
  }
}

/** The action's work in its transaction: lock → version → checks → the change → audit row and side writes. */
async function inTransaction<Row extends object | null, Result>(tx: Db, plan: ActionPlan<Row, Result>): Promise<ActionOutcome<Result>> {
  let row = null as Row;
  if (plan.lock) {
    const locked = await plan.lock(tx);
    if (!locked) throw notFound(plan.label);
    if (plan.version !== undefined && (locked as { version?: unknown }).version !== plan.version) throw new HttpError(409, plan.staleMessage ?? STALE_MESSAGE);
    row = locked;
    await plan.check?.(row, tx);
  }
  const done = await plan.apply(tx, row);
  if (done.unchanged) return done;
  const side: SQLWrapper[] = [
    auditInsert(tx, {
      actor: plan.actor,
      action: done.audit?.action ?? plan.action,
      entity: plan.entity,
      entityId: done.entityId !== undefined ? done.entityId : (plan.entityId ?? null),
      before: done.audit?.before,
      after: done.audit?.after,
    }),
    ...((await done.writes?.(tx)) ?? []),
  ];
  if (done.lastWrite) {
    if (done.lastWriteIsOneStatement) lastStatement(tx);
    await done.lastWrite(tx, side);
  } else {
    lastStatement(tx);
    await writeTogether(tx, side);
  }
  return done;
}

/** The resources a change's realtime events name (a create of one resource may touch another's rows). */
function touchedResources(events: ActionOutcome<unknown>['events']): string[] {
  return (events ?? []).flatMap(([, payload]) => {
    const resource = (payload as { resource?: unknown } | null)?.resource;
    return typeof resource === 'string' ? [resource] : [];
  });
}

/** Only what changed, for the audit row (`updated_at` and `version` always change: left out). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updated_at' || key === 'updatedAt' || key === 'version') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
