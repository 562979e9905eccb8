import { lazy } from 'react';
import { lazyOnOpen } from '@/components/data/lazy-on-open';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import { awbAllocationSummary } from './awb-allocation/created-summary';
import type { ResourceUi } from './types';

/**
 * The bespoke UI of the resources that have some, one folder each (components/resources/{name}/);
 * the generic screens ask here. The server side of the same rules: lib/server/resources/registry.ts.
 */
const UI: Readonly<Record<string, ResourceUi>> = {
  'awb-allocation': { createdSummary: awbAllocationSummary },
  customer: { DetailPanel: lazy(() => import('./customer/ApiAccessPanel').then((m) => ({ default: m.ApiAccessPanel }))) },
  // Opens on a row's action: fetched then (or when the page is idle), never with the list.
  'customer-adjustment': {
    RowActionDialog: lazyOnOpen(
      () => import('./customer-adjustment/DecisionDialog').then((m) => m.DecisionDialog),
      (p) => p.action !== null,
    ),
  },
};

const NONE: ResourceUi = {};

export const resourceUi = (def: Pick<ResourceDefinition, 'name'>): ResourceUi => UI[def.name] ?? NONE;
