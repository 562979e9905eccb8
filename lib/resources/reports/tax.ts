import type { ReportDefinition } from './define-report';

/* The tax reports (filled in by their own commit). */
export const TAX_REPORTS: readonly ReportDefinition[] = [];
