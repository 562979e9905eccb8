import { REPORTS } from '@/lib/resources/reports/registry';
import { DELIVERY_MODULES } from './queries/delivery';
import { FINANCE_MODULES } from './queries/finance';
import { helpdesk } from './queries/helpdesk';
import { MARKETING_MODULES } from './queries/marketing';
import { salesBranches, salesRecap, salesService } from './queries/sales';
import { TAX_MODULES } from './queries/tax';
import type { ReportModule } from './types';

/* Every report's server side, by name (the declarations: lib/resources/reports/registry.ts). */
const MODULES: readonly ReportModule[] = [salesRecap, salesService, salesBranches, ...DELIVERY_MODULES, ...FINANCE_MODULES, ...MARKETING_MODULES, ...TAX_MODULES, helpdesk];

export const REPORT_MODULES: Readonly<Record<string, ReportModule>> = Object.fromEntries(MODULES.map((m) => [m.definition.name, m]));

// A declaration without its SQL (or the other way round) stops the server at start, as a route without access does.
for (const def of REPORTS) if (REPORT_MODULES[def.name]?.definition !== def) throw new Error(`Report "${def.name}" has no server module (lib/server/reports/queries)`);
for (const m of MODULES) if (!REPORTS.includes(m.definition)) throw new Error(`Report module "${m.definition.name}" is not in lib/resources/reports/registry.ts`);
