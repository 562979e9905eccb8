/*
 * One receipt from a customer, settled over their invoices. Per invoice the payment settles
 *   amount (money, incl. deposit applied) + PPh 23 withheld + a small write-off ≤ what it still owes.
 * The money is what reached the bank, plus the bank's charges (the customer paid them: they settle
 * invoices, the charge is our expense), plus earlier deposits applied; what the invoices do not take
 * becomes a new deposit.
 */
import { formatRupiah } from '../pricing/money';

export interface SettleLine {
  /** The invoice's number (for the messages). */
  number: string;
  outstanding: number;
  amount: number;
  pph23: number;
  write_off: number;
}

export interface SettleInput {
  received: number;
  bank_charge: number;
  deposit_applied: number;
  /** The customer's unapplied deposits. */
  deposit_available: number;
  write_off_limit: number;
  write_off_reason?: string | null;
  lines: readonly SettleLine[];
}

export interface Settlement {
  errors: Record<string, string[]>;
  /** Money allocated to invoices (Σ amount). */
  allocated: number;
  pph23: number;
  write_off: number;
  /** Left over: the new deposit. */
  deposit_created: number;
  /** Each invoice's outstanding after the payment. */
  remaining: number[];
}

export function settlePayment(input: SettleInput): Settlement {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  let allocated = 0;
  let pph23 = 0;
  let writeOff = 0;
  const remaining: number[] = [];
  input.lines.forEach((line, i) => {
    const settled = line.amount + line.pph23 + line.write_off;
    allocated += line.amount;
    pph23 += line.pph23;
    writeOff += line.write_off;
    remaining.push(line.outstanding - settled);
    if (settled <= 0) add(`lines.${i}.amount`, `Nothing is paid on ${line.number}: remove it or enter an amount`);
    else if (settled > line.outstanding) add(`lines.${i}.amount`, `${line.number} owes ${formatRupiah(line.outstanding)}: this settles ${formatRupiah(settled)}`);
    if (line.write_off > input.write_off_limit) add(`lines.${i}.write_off`, `At most ${formatRupiah(input.write_off_limit)} may be written off`);
    else if (line.write_off > 0 && settled !== line.outstanding) add(`lines.${i}.write_off`, `A write-off closes the invoice: it must be the ${formatRupiah(line.outstanding - line.amount - line.pph23)} left`);
  });
  if (writeOff > 0 && !input.write_off_reason?.trim()) add('write_off_reason', 'Say why the difference is written off');
  if (input.deposit_applied > input.deposit_available) add('deposit_applied', `The customer has ${formatRupiah(input.deposit_available)} of deposits to apply`);
  const money = input.received + input.bank_charge + input.deposit_applied;
  if (allocated > money) add('amount_received', `The invoices take ${formatRupiah(allocated)}, the payment brings ${formatRupiah(money)}`);
  if (money <= 0 && pph23 + writeOff <= 0) add('amount_received', 'Enter the amount received');
  return { errors, allocated, pph23, write_off: writeOff, deposit_created: Math.max(0, money - allocated), remaining };
}
