import { awbAllocationResource } from './awb';
import {
  adjustmentResource,
  contractResource,
  customerResource,
  customerTargetResource,
  picDocumentResource,
  picInvoiceResource,
  priceResource,
  salesTargetResource,
  vendorResource,
} from './customers';
import type { ResourceDefinition } from './engine/define';
import { tripAllowanceRateResource } from './finance';
import { branchResource, coverageAreaResource, deliveryCostResource, driverResource, employeeResource, officeResource, vehicleResource } from './organization';
import {
  costCaseResource,
  costTypeResource,
  customerParetoResource,
  customerTypeResource,
  holidayResource,
  mobileVersionResource,
  modaResource,
  productResource,
  referenceTypeResource,
  serviceResource,
} from './settings';

/**
 * Every resource the engine serves, in dependency order (a resource comes after those it refers to).
 * The one barrel of the project: the API routes, the tables, the screens and the registry-wide tests
 * all loop over it.
 */
export const RESOURCES = [
  modaResource,
  serviceResource,
  productResource,
  costTypeResource,
  costCaseResource,
  customerTypeResource,
  customerParetoResource,
  referenceTypeResource,
  holidayResource,
  mobileVersionResource,
  branchResource,
  // before offices: an office stands in a district (its counter's default origin)
  coverageAreaResource,
  officeResource,
  employeeResource,
  deliveryCostResource,
  driverResource,
  vehicleResource,
  customerResource,
  contractResource,
  adjustmentResource,
  picDocumentResource,
  picInvoiceResource,
  vendorResource,
  customerTargetResource,
  salesTargetResource,
  priceResource,
  awbAllocationResource,
  tripAllowanceRateResource,
] as const satisfies readonly ResourceDefinition[];

const byName = new Map<string, ResourceDefinition>(RESOURCES.map((r) => [r.name, r as ResourceDefinition]));

export function getResource(name: string): ResourceDefinition {
  const def = byName.get(name);
  if (!def) throw new Error(`Unknown resource "${name}"`);
  return def;
}

export const findResource = (name: string): ResourceDefinition | undefined => byName.get(name);
