import type { ReportDefinition } from './define-report';
import { DELIVERY_REPORTS } from './delivery';
import { FINANCE_REPORTS } from './finance';
import { helpdeskReport } from './helpdesk';
import { MARKETING_REPORTS } from './marketing';
import { salesBranchesReport, salesRecapReport, salesServiceReport } from './sales';
import { TAX_REPORTS } from './tax';

/* Every report, declared once: the screens, the API routes and the tests loop over this list. */
export const REPORTS: readonly ReportDefinition[] = [
  ...([salesRecapReport, salesServiceReport, salesBranchesReport] as unknown as ReportDefinition[]),
  ...DELIVERY_REPORTS,
  ...FINANCE_REPORTS,
  ...MARKETING_REPORTS,
  ...TAX_REPORTS,
  helpdeskReport as unknown as ReportDefinition,
];

export function getReport(name: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.name === name);
}
