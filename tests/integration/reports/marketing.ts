import type { ReportTestContext } from '../reports.int.test';

/** The marketing reports' checks (filled in by their own commit). */
export function marketingChecks(c: ReportTestContext) {
  void c;
}
