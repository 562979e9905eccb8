import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { Db } from '../db/client';
import { adjustmentHooks } from '../masterdata/customer-adjustment';
import { awbAllocationHooks } from '../masterdata/awb-allocation';
import type { Row } from './queries';

export interface WriteContext {
  tx: Db;
  actor: string;
  /** The row as it was (locked) when updating; null when creating. */
  existing: Row | null;
}

/** The real rules of a resource, run inside its write's transaction. */
export interface ResourceHooks {
  /** Adjusts the values to store (derived columns, server-kept state) or refuses with an HttpError. */
  beforeWrite?(input: Record<string, unknown>, ctx: WriteContext): Promise<Record<string, unknown>> | Record<string, unknown>;
}

const HOOKS: Record<string, ResourceHooks> = {
  'awb-allocation': awbAllocationHooks,
  'customer-adjustment': adjustmentHooks,
};

export const hooksOf = (def: ResourceDefinition): ResourceHooks => HOOKS[def.name] ?? {};
