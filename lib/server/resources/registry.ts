import type { ResourceDefinition } from '@/lib/resources/engine/define';
import { awbAllocationRules } from './awb-allocation/rules';
import { customerAdjustmentRules } from './customer-adjustment/rules';
import { driverRules } from './driver/rules';
import type { AnyRules, BoundRules } from './rules';

/**
 * The resources whose rules go beyond the generic engine, one folder each. A resource that declares
 * row actions must be here (a registry test checks every declared action has its handler).
 */
const RULES: readonly BoundRules[] = [awbAllocationRules, customerAdjustmentRules, driverRules];

const byName = new Map(RULES.map((r) => [r.resource, r.rules]));

const NONE: AnyRules = {};

export const rulesOf = (def: Pick<ResourceDefinition, 'name'>): AnyRules => byName.get(def.name) ?? NONE;
