import type { ReportDefinition } from './define-report';

/* The finance reports (filled in by their own commit). */
export const FINANCE_REPORTS: readonly ReportDefinition[] = [];
