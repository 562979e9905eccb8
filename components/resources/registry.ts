import { lazy } from 'react';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import { awbAllocationSummary } from './awb-allocation/created-summary';
import { DecisionDialog } from './customer-adjustment/DecisionDialog';
import type { ResourceUi } from './types';

/**
 * The bespoke UI of the resources that have some, one folder each (components/resources/{name}/);
 * the generic screens ask here. The server side of the same rules: lib/server/resources/registry.ts.
 */
const UI: Readonly<Record<string, ResourceUi>> = {
  'awb-allocation': { createdSummary: awbAllocationSummary },
  customer: { DetailPanel: lazy(() => import('./customer/ApiAccessPanel').then((m) => ({ default: m.ApiAccessPanel }))) },
  'customer-adjustment': { RowActionDialog: DecisionDialog },
};

const NONE: ResourceUi = {};

export const resourceUi = (def: Pick<ResourceDefinition, 'name'>): ResourceUi => UI[def.name] ?? NONE;
