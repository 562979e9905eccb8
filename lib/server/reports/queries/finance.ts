import type { ReportModule } from '../types';

/* The finance reports' SQL (filled in by their own commit). */
export const FINANCE_MODULES: readonly ReportModule[] = [];
