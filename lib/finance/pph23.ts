/*
 * PPh 23 checked, not typed (DOMAIN.md "Tax"). A customer withholds PPh 23 when its customer type
 * says so, unless the customer itself says otherwise; what it withholds on an invoice is the rate of
 * the invoice's amount before PPN, net of the credit notes on it (their amounts before PPN) — the
 * no-tax-id rate when we, the payee, have no NPWP (the higher rate is the payee's). A payment's figure
 * may differ from that by at most Rp 1 per invoice; anything else needs an override reason from a
 * role allowed to override (PPH23_OVERRIDE_SCREENS in lib/resources/documents/payment.ts).
 */
import { formatRupiah } from '../pricing/money';
import { pph23Of } from './tax';

/** The customer's own answer: withholds (YES), does not (NO), or as its customer type says (empty). */
export const PPH23_WITHHOLDING = ['YES', 'NO'] as const;
export type Pph23Withholding = (typeof PPH23_WITHHOLDING)[number];
export const PPH23_WITHHOLDING_LABELS: Record<Pph23Withholding, string> = { YES: 'Yes, withholds', NO: 'No, does not withhold' };

/** How far a payment's PPh 23 may lie from the computed one, per invoice (rounding on the customer's side). */
export const PPH23_TOLERANCE = 1;

/** Whether this customer withholds: its own setting, else its customer type's. */
export function withholdsPph23(customer: Pph23Withholding | null | undefined, typeWithholds: boolean | null | undefined): boolean {
  if (customer === 'YES') return true;
  if (customer === 'NO') return false;
  return Boolean(typeWithholds);
}

/** What PPh 23 is withheld on: the invoice's amount before PPN less what credit notes took off it before PPN (never below 0). */
export function pph23Base(amountBeforePpn: number, creditedBeforePpn: number): number {
  return Math.max(0, amountBeforePpn - creditedBeforePpn);
}

export interface Pph23Rates {
  pph23_percent: number;
  pph23_no_tax_id_percent: number;
}

/** The PPh 23 of a whole invoice for this customer: 0 when it does not withhold. */
export function expectedPph23(input: { withholds: boolean; base: number; payeeHasTaxId: boolean; rates: Pph23Rates }): number {
  if (!input.withholds) return 0;
  return pph23Of(input.base, { percent: input.rates.pph23_percent, noTaxIdPercent: input.rates.pph23_no_tax_id_percent }, input.payeeHasTaxId);
}

export interface Pph23Line {
  /** The invoice's number, for the message. */
  number: string;
  /** Whether the item is an invoice (a manual receivable has no PPh 23 of its own). */
  invoice: boolean;
  withholds: boolean;
  /** The whole invoice's PPh 23 (expectedPph23). */
  expected: number;
  /** Withheld by earlier payments. */
  withheldBefore: number;
  /** This payment's figure. */
  given: number;
}

/**
 * Why this payment's PPh 23 on one item is not the computed one, or null when it is (nothing withheld
 * is always fine: the customer may pay in full). The computed figure is what is left to withhold.
 */
export function pph23Mismatch(line: Pph23Line): string | null {
  if (line.given === 0) return null;
  if (!line.invoice) return `${line.number} is not an invoice: no PPh 23 is withheld on it`;
  if (!line.withholds) return 'This customer does not withhold PPh 23 (its customer type or its own setting)';
  const due = Math.max(0, line.expected - line.withheldBefore);
  if (Math.abs(line.given - due) <= PPH23_TOLERANCE) return null;
  return `PPh 23 on ${line.number} is ${formatRupiah(due)}${line.withheldBefore ? ` (${formatRupiah(line.withheldBefore)} withheld before)` : ''}: this says ${formatRupiah(line.given)}`;
}
