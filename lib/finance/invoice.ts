/*
 * An invoice's figures, from the amounts of its AWBs (before PPN) and the PPN rule of each:
 *   DPP and PPN per rule (lines under the same rule are taxed together, rounded once),
 *   stamp duty when the total before it is above the threshold (and the settings charge it),
 *   total = amount billed + PPN + stamp duty, and the total in words.
 * The untaxed part of an AWB (insurance, untaxed costs) is billed but outside the DPP.
 */
import { ppnOf, stampDutyOf, type PpnBase, type PpnRule } from './tax';
import { terbilang } from './terbilang';

export interface InvoiceLineFigures {
  /** Charged before PPN. */
  amount: number;
  /** The part of it subject to PPN. */
  taxable: number;
  /** Which PPN rule applies (by service). */
  rule: PpnRule;
}

export interface InvoiceFigures {
  amount: number;
  taxable_amount: number;
  dpp: number;
  ppn: number;
  /** The rule when every line has the same one (the invoice prints it); null when mixed. */
  ppn_percent: number | null;
  ppn_base: PpnBase | null;
  stamp_duty: number;
  total: number;
  amount_in_words: string;
}

export function invoiceFigures(lines: readonly InvoiceLineFigures[], stamp: { amount: number; threshold: number; charged: boolean }): InvoiceFigures {
  const groups = new Map<string, { rule: PpnRule; taxable: number }>();
  let amount = 0;
  let taxable = 0;
  for (const line of lines) {
    amount += line.amount;
    taxable += line.taxable;
    const key = `${line.rule.percent}|${line.rule.base}`;
    const group = groups.get(key) ?? { rule: line.rule, taxable: 0 };
    group.taxable += line.taxable;
    groups.set(key, group);
  }
  let dpp = 0;
  let ppn = 0;
  for (const g of groups.values()) {
    const t = ppnOf(g.taxable, g.rule);
    dpp += t.dpp;
    ppn += t.ppn;
  }
  const only = groups.size === 1 ? [...groups.values()][0].rule : null;
  const beforeDuty = amount + ppn;
  const stampDuty = stampDutyOf(beforeDuty, stamp);
  const total = beforeDuty + stampDuty;
  return {
    amount,
    taxable_amount: taxable,
    dpp,
    ppn,
    ppn_percent: only?.percent ?? null,
    ppn_base: only?.base ?? null,
    stamp_duty: stampDuty,
    total,
    amount_in_words: terbilang(total),
  };
}

export type InvoiceStatus = 'ISSUED' | 'PARTLY_PAID' | 'PAID';

/** Paid once nothing is owed; partly paid once a payment settled some of it; else issued (a credit note alone is not a payment). */
export function invoiceStatus(outstanding: number, settledByPayments: number): InvoiceStatus {
  if (outstanding <= 0) return 'PAID';
  return settledByPayments > 0 ? 'PARTLY_PAID' : 'ISSUED';
}
