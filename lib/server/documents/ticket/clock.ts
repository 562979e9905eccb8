import { asc } from 'drizzle-orm';
import { businessMinutes, slaOf, type TicketKind } from '@/lib/helpdesk/sla';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema/resources';
import type { ActionContext, DocRow } from '../engine/types';

/*
 * A ticket's SLA clock as its actions move it: the due times stored with each change (lists and the
 * report read them), a pause ended when the customer replies or the ticket is resolved, and the note
 * each action leaves.
 */

/** The holiday master's dates, from the reference cache. */
export async function holidaySet(db: Db, refs: ReferenceCache): Promise<Set<string>> {
  const dates = await refs.get('holiday-dates', ['holiday'], async () => (await db.select({ date: holidays.date }).from(holidays).orderBy(asc(holidays.date))).map((h) => String(h.date)));
  return new Set(dates);
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** The due times of a ticket as it will stand (its row with `set` applied). */
export function dueTimes(row: Record<string, unknown>, now: Date, days: ReadonlySet<string>) {
  const sla = slaOf(
    {
      kind: row.kind as TicketKind,
      opened_at: iso(row.opened_at) ?? now.toISOString(),
      first_response_at: iso(row.first_response_at),
      resolved_at: iso(row.resolved_at),
      waiting_since: iso(row.waiting_since),
      paused_minutes: Number(row.paused_minutes ?? 0),
    },
    now,
    days,
  );
  return { response_due_at: sla.response.due_at, resolution_due_at: sla.resolution.due_at };
}

/** A pause for the customer ended now: its business minutes added to what the ticket waited. */
export function endPause(doc: DocRow, now: Date, days: ReadonlySet<string>): Record<string, unknown> {
  if (!doc.waiting_since) return {};
  return { waiting_since: null, paused_minutes: Number(doc.paused_minutes ?? 0) + businessMinutes(new Date(String(doc.waiting_since)), now, days) };
}

/** A note line by whoever acts now. */
export const noteLine = (ac: ActionContext, kind: 'NOTE' | 'REPLY' | 'STATUS' | 'CLAIM', text: string, customerFacing = false) => ({
  at: ac.now.toISOString(),
  by: ac.actor,
  kind,
  customer_facing: customerFacing,
  text,
});

/** The header's change with its due times worked out again. */
export async function withClock(doc: DocRow, set: Record<string, unknown>, ac: ActionContext): Promise<Record<string, unknown>> {
  const days = await holidaySet(ac.ctx.db, ac.ctx.references);
  return { ...set, ...dueTimes({ ...doc, ...set }, ac.now, days) };
}
