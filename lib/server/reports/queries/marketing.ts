import type { ReportModule } from '../types';

/* The marketing reports' SQL (filled in by their own commit). */
export const MARKETING_MODULES: readonly ReportModule[] = [];
