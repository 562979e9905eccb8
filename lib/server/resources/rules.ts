import type { z } from 'zod';
import type { ActionsOf, Fields, InputOf, ResourceDefinition, RowOf } from '@/lib/resources/engine/define';
import type { AppContext } from '../context';
import type { Db } from '../db/client';

/*
 * The real rules of a resource, kept in its own folder (lib/server/resources/{name}/) and gathered by
 * ./registry.ts. The generic engine (lib/server/crud) calls them; they never call each other.
 */

export interface WriteContext<D> {
  tx: Db;
  actor: string;
  /** The row as it was (locked) when updating; null when creating. */
  existing: RowOf<D> | null;
}

/** Who is asking, as far as a row's rules care. */
export interface Asker {
  userCode: string;
}

/** One action a resource's declaration names (`actions`), implemented here. */
export interface RowActionHandler<D, B> {
  /** The body the action takes (besides the row id). */
  body: z.ZodType<B>;
  /** Why this user may not take the action on this row now (null: may). Shown to the screen; `run` checks it again on the locked row. */
  refusal(row: RowOf<D>, asker: Asker): string | null;
  run(ctx: AppContext, actor: string, id: number, body: B): Promise<RowOf<D>>;
}

type AnyResource = ResourceDefinition<Fields, string>;

export type ResourceRules<D extends AnyResource> = {
  /** Adjusts the values to store (derived columns, server-kept state) or refuses with an HttpError. */
  beforeWrite?(input: InputOf<D>, ctx: WriteContext<D>): Promise<Record<string, unknown>> | Record<string, unknown>;
} & ([ActionsOf<D>] extends [never]
  ? { actions?: undefined }
  : // eslint-disable-next-line @typescript-eslint/no-explicit-any
    { actions: { [K in ActionsOf<D>]: RowActionHandler<D, any> } });

/** The rules as the generic engine calls them, for any resource (row types erased). */
export interface AnyRules {
  beforeWrite?(input: Record<string, unknown>, ctx: { tx: Db; actor: string; existing: Record<string, unknown> | null }): Promise<Record<string, unknown>> | Record<string, unknown>;
  actions?: Readonly<Record<string, RowActionHandler<AnyResource, unknown>>>;
}

/** A resource's rules, bound to its declaration (the registry finds them by its name). */
export interface BoundRules {
  resource: string;
  rules: AnyRules;
}

/** Binds rules to a declaration: every action it declares must be implemented, typed by its rows. */
export function defineRules<D extends AnyResource>(def: D, rules: ResourceRules<D>): BoundRules {
  return { resource: def.name, rules: rules as unknown as AnyRules };
}
