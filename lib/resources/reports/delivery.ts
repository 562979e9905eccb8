import type { ReportDefinition } from './define-report';

/* The delivery reports (filled in by their own commit). */
export const DELIVERY_REPORTS: readonly ReportDefinition[] = [];
