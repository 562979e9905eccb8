import type { ReportDefinition } from './define-report';

/* The marketing reports (filled in by their own commit). */
export const MARKETING_REPORTS: readonly ReportDefinition[] = [];
