import type { SQL, SQLWrapper } from 'drizzle-orm';
import { auditInsert } from '../audit';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { HttpError, notFound, STALE_MESSAGE } from '../errors';
import type { RealtimeEvent } from '../realtime';
import { lastStatement, transaction } from './transaction';
import { writeTogether } from './write-together';

/*
 * Every change of a stored record runs through here, in one shape:
 *   lock the row → check the version the user saw → guard clauses → the change → audit row
 *   (→ tracking events; one statement with the change's last write) → commit → realtime events.
 * The handler never opens its own transaction, never writes the audit row and never emits: a change
 * that is refused or fails leaves nothing behind, and nobody hears of a change that did not commit.
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
  /** Told to the browsers after the commit. */
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

export async function runAction<Row extends object | null, Result>(ctx: AppContext, plan: ActionPlan<Row, Result>): Promise<Result> {
  let outcome: ActionOutcome<Result>;
  try {
    outcome = await transaction(ctx.db, async (tx) => {
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
    });
  } catch (err) {
    // a read inside the failed transaction may have cached what was never committed
    ctx.references.changed([plan.entity]);
    if (err instanceof HttpError || !plan.mapError) throw err;
    return plan.mapError(err);
  }
  if (!outcome.unchanged) {
    // caches first (the API refuses at once), then the browsers that will refetch
    ctx.references.changed([plan.entity, ...touchedResources(outcome.events)]);
    outcome.afterCommit?.();
    for (const [event, payload] of outcome.events ?? []) ctx.realtime.emit(event, payload);
  }
  return outcome.result;
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
