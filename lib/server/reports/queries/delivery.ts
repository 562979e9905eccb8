import type { ReportModule } from '../types';

/* The delivery reports' SQL (filled in by their own commit). */
export const DELIVERY_MODULES: readonly ReportModule[] = [];
