import type { ReportModule } from '../types';

/* The tax reports' SQL (filled in by their own commit). */
export const TAX_MODULES: readonly ReportModule[] = [];
