import { count, eq, sql } from 'drizzle-orm';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import { RESOURCES } from '@/lib/resources/registry';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { columnOf, tableOf } from '../db/schema/resources';
import { changedFields, runAction } from '../engine/run-action';
import { HttpError, notFound, pgError } from '../errors';
import { rulesOf } from '../resources/registry';
import { getRow, type Row } from './queries';

/*
 * Create, update, (de)activate and delete of any registry resource, each one runAction: lock the row,
 * check the version the client saw, run the resource's own rules, write, audit; the realtime event
 * goes out after the commit.
 */

const col = columnOf;

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

const lockRow = (def: ResourceDefinition, id: number) => async (tx: Db) => {
  const table = tableOf(def.name);
  const [row] = (await tx.select().from(table).where(eq(col(table, 'id'), id)).for('update')) as Row[];
  return row;
};

const announced = (def: ResourceDefinition, id: number, action: string) => [['updateResource', { resource: def.name, id, action }]] as const;

export async function createRow(ctx: AppContext, def: ResourceDefinition, actor: string, input: Record<string, unknown>): Promise<Row> {
  const table = tableOf(def.name);
  const id = await runAction(ctx, {
    actor,
    entity: def.name,
    action: 'create',
    label: def.label,
    mapError: (err) => mapWriteError(def, err),
    apply: async (tx) => {
      const values = (await rulesOf(def).beforeWrite?.(input, { tx, actor, existing: null })) ?? input;
      const [row] = (await tx
        .insert(table)
        .values({ ...values, created_by: actor, updated_by: actor })
        .returning()) as Row[];
      return { result: row.id, entityId: row.id, audit: { after: row }, events: announced(def, row.id, 'create') };
    },
  });
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
  await runAction(ctx, {
    actor,
    entity: def.name,
    entityId: id,
    action: 'update',
    label: def.label,
    lock: lockRow(def, id),
    version,
    mapError: (err) => mapWriteError(def, err),
    apply: async (tx, before) => {
      const values = (await rulesOf(def).beforeWrite?.(input, { tx, actor, existing: before })) ?? input;
      const [after] = (await tx
        .update(table)
        .set({ ...values, version: sql`${col(table, 'version')} + 1`, updated_at: new Date(), updated_by: actor })
        .where(eq(col(table, 'id'), id))
        .returning()) as Row[];
      return { result: null, audit: changedFields(before, after), events: announced(def, id, 'update') };
    },
  });
  return (await getRow(ctx.db, def, id))!;
}

export async function setRowActive(ctx: AppContext, def: ResourceDefinition, actor: string, id: number, active: boolean, version: number): Promise<Row> {
  if (def.lifecycle !== 'deactivate') throw notFound('Action');
  const table = tableOf(def.name);
  await runAction(ctx, {
    actor,
    entity: def.name,
    entityId: id,
    action: active ? 'activate' : 'deactivate',
    label: def.label,
    lock: lockRow(def, id),
    version,
    apply: async (tx, before) => {
      if (before.active === active) return { result: null, unchanged: true };
      await tx
        .update(table)
        .set({ active, version: sql`${col(table, 'version')} + 1`, updated_at: new Date(), updated_by: actor })
        .where(eq(col(table, 'id'), id));
      return { result: null, audit: { before: { active: before.active }, after: { active } }, events: announced(def, id, active ? 'activate' : 'deactivate') };
    },
  });
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
  await runAction(ctx, {
    actor,
    entity: def.name,
    entityId: id,
    action: 'delete',
    label: def.label,
    lock: lockRow(def, id),
    version,
    // a reference made between the check and the delete: the foreign key refuses it
    mapError: (err) => {
      if (pgError(err).code === '23503') throw new HttpError(409, 'Still used by other records.');
      throw err;
    },
    check: async (_row, tx) => {
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
    },
    apply: async (tx, before) => {
      const table = tableOf(def.name);
      await tx.delete(table).where(eq(col(table, 'id'), id));
      return { result: null, audit: { before }, events: announced(def, id, 'delete') };
    },
  });
}
