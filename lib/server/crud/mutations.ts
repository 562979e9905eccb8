import { count, eq, sql } from 'drizzle-orm';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import { RESOURCES } from '@/lib/resources/registry';
import { writeAudit } from '../audit';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { columnOf, tableOf } from '../db/schema/resources';
import { HttpError, notFound, pgError } from '../http/errors';
import { hooksOf } from './hooks';
import { getRow, type Row } from './queries';

/*
 * Create, update, (de)activate and delete of any registry resource. Each is one transaction that
 * locks the row, checks the version the client saw, writes the change and its audit row; the realtime
 * event goes out after the commit.
 */

const col = columnOf;

export const STALE_MESSAGE = 'Someone else changed this record after you opened it. Reload it to see their change, then make yours again.';

/** A unique or reference violation, answered with the field it concerns. */
function mapWriteError(def: ResourceDefinition, err: unknown): never {
  const { code, constraint = '' } = pgError(err);
  if (code === '23505') {
    const group = (def.uniqueTogether ?? []).find((g) => constraint.endsWith(`_${g.join('_')}_uq`));
    if (group) {
      const labels = group.map((k) => def.fields[k].label).join(' and ');
      throw new HttpError(409, `Another ${def.label.toLowerCase()} has the same ${labels}`, Object.fromEntries(group.map((k) => [k, ['Already used with the same ' + labels]])));
    }
    const field = Object.keys(def.fields).find((k) => constraint.endsWith(`_${k}_uq`));
    const label = field ? def.fields[field].label : 'A value';
    throw new HttpError(409, `${label} is already used by another ${def.label.toLowerCase()}`, field ? { [field]: ['Already used'] } : undefined);
  }
  if (code === '23503') {
    const field = Object.keys(def.fields).find((k) => constraint.includes(`_${k}_`));
    throw new HttpError(400, 'A picked record does not exist (any more)', field ? { [field]: ['Does not exist'] } : undefined);
  }
  if (code === '23P01') throw new HttpError(409, `This overlaps another ${def.label.toLowerCase()}`);
  throw err;
}

/** Only what changed, for the audit row. */
function changes(before: Row, after: Row) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updated_at' || key === 'version') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

async function lockRow(tx: Db, def: ResourceDefinition, id: number, version: number | undefined): Promise<Row> {
  const table = tableOf(def.name);
  const [row] = (await tx.select().from(table).where(eq(col(table, 'id'), id)).for('update')) as Row[];
  if (!row) throw notFound(def.label);
  if (version !== undefined && row.version !== version) throw new HttpError(409, STALE_MESSAGE);
  return row;
}

const announce = (ctx: AppContext, def: ResourceDefinition, id: number, action: string) =>
  ctx.realtime.emit('updateResource', { resource: def.name, id, action });

export async function createRow(ctx: AppContext, def: ResourceDefinition, actor: string, input: Record<string, unknown>): Promise<Row> {
  const table = tableOf(def.name);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const values = (await hooksOf(def).beforeWrite?.(input, { tx, actor, existing: null })) ?? input;
      const [row] = (await tx
        .insert(table)
        .values({ ...values, created_by: actor, updated_by: actor })
        .returning()) as Row[];
      await writeAudit(tx, { actor, action: 'create', entity: def.name, entityId: row.id, after: row });
      return row.id;
    });
  } catch (err) {
    mapWriteError(def, err);
  }
  announce(ctx, def, id, 'create');
  return (await getRow(ctx.db, def, id))!;
}

export async function updateRow(
  ctx: AppContext,
  def: ResourceDefinition,
  actor: string,
  id: number,
  { version, ...input }: Record<string, unknown> & { version: number },
): Promise<Row> {
  const table = tableOf(def.name);
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await lockRow(tx, def, id, version);
      const values = (await hooksOf(def).beforeWrite?.(input, { tx, actor, existing: before })) ?? input;
      const [after] = (await tx
        .update(table)
        .set({ ...values, version: sql`${col(table, 'version')} + 1`, updated_at: new Date(), updated_by: actor })
        .where(eq(col(table, 'id'), id))
        .returning()) as Row[];
      await writeAudit(tx, { actor, action: 'update', entity: def.name, entityId: id, ...changes(before, after) });
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    mapWriteError(def, err);
  }
  announce(ctx, def, id, 'update');
  return (await getRow(ctx.db, def, id))!;
}

export async function setRowActive(ctx: AppContext, def: ResourceDefinition, actor: string, id: number, active: boolean, version: number): Promise<Row> {
  if (def.lifecycle !== 'deactivate') throw notFound('Action');
  const table = tableOf(def.name);
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, def, id, version);
    if (before.active === active) return false;
    await tx
      .update(table)
      .set({ active, version: sql`${col(table, 'version')} + 1`, updated_at: new Date(), updated_by: actor })
      .where(eq(col(table, 'id'), id));
    await writeAudit(tx, { actor, action: active ? 'activate' : 'deactivate', entity: def.name, entityId: id, before: { active: before.active }, after: { active } });
    return true;
  });
  if (changed) announce(ctx, def, id, active ? 'activate' : 'deactivate');
  return (await getRow(ctx.db, def, id))!;
}

/** The resources (and fields) that point at this one: what must be empty before a row can go. */
export function referencesTo(def: ResourceDefinition) {
  return RESOURCES.flatMap((other) =>
    Object.entries(other.fields)
      .filter(([, f]) => f.type === 'ref' && f.resource === def.name)
      .map(([key]) => ({ def: other as ResourceDefinition, key })),
  );
}

export async function deleteRow(ctx: AppContext, def: ResourceDefinition, actor: string, id: number, version: number | undefined): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await lockRow(tx, def, id, version);
      const uses: string[] = [];
      for (const ref of referencesTo(def)) {
        const t = tableOf(ref.def.name);
        const [{ n }] = await tx.select({ n: count() }).from(t).where(eq(col(t, ref.key), id));
        if (n) uses.push(`${n} ${n === 1 ? ref.def.label.toLowerCase() : ref.def.plural.toLowerCase()}`);
      }
      if (uses.length) {
        const advice = def.lifecycle === 'deactivate' ? ' Deactivate it instead: it stays on those records but cannot be picked any more.' : '';
        throw new HttpError(409, `Still used by ${uses.join(' and ')}.${advice}`);
      }
      const table = tableOf(def.name);
      await tx.delete(table).where(eq(col(table, 'id'), id));
      await writeAudit(tx, { actor, action: 'delete', entity: def.name, entityId: id, before });
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // a reference made between the check and the delete: the foreign key refuses it
    if (pgError(err).code === '23503') throw new HttpError(409, 'Still used by other records.');
    throw err;
  }
  announce(ctx, def, id, 'delete');
}
