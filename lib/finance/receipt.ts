/*
 * What reached the bank, spread over a customer's open items gross of the PPh 23 they withheld: the
 * clerk types the money received (and the bank's charges, the deposit applied); each item, oldest first,
 * takes what it owes less its PPh 23 (lib/finance/pph23.ts: the rate of its amount before PPN net of
 * credit notes, less what earlier payments withheld) and any write-off typed on it, so that
 *   received + bank charges (+ deposit) + PPh 23 = what the items settle,
 * and a customer who paid exactly net of PPh 23 leaves nothing open and nothing over.
 *
 * The customer's own rounding: we round PPh 23 down (e-Faktur), a customer who rounds to the nearest
 * rupiah withholds up to Rp 1 more per invoice and so pays up to Rp 1 less. Each invoice settled whole
 * takes that rupiah as PPh 23 (within the server's PPH23_TOLERANCE), never leaving Rp 1 open.
 *
 * A partial payment (the money runs out inside an invoice) withholds nothing on that invoice. Why: a
 * customer withholds PPh 23 when it settles an invoice and hands over the slip (bukti potong) for it;
 * money that only reaches part of an invoice is an instalment, or what was left of a transfer meant for
 * the invoices before it, and the slip in the clerk's hand does not cover it. Taking a proportion would
 * record a withholding no slip shows — and is not what the server accepts without an override (it
 * checks "what is left to withhold, whole, or nothing"); taking the whole PPh 23 on a small remainder
 * would close the tax of an invoice the customer has not settled. So the PPh 23 stays due whole and
 * is taken when the invoice is settled; where the slip does cover it, the clerk sets it on the line
 * (an override of this rule: `pph23` on the item), which the server accepts as the computed figure.
 */
import { PPH23_TOLERANCE } from './pph23';

export interface ReceiptItem {
  /** What it still owes. */
  outstanding: number;
  /** Its PPh 23 still to withhold by the rule (pph23StillDue); 0 for a manual receivable. */
  pph23Due: number;
  /** The clerk's own PPh 23 for this item (0 included): taken as it is, in place of the rule's. */
  pph23?: number | null;
  /** A write-off typed on it. */
  write_off?: number;
}

export interface ReceiptLine {
  amount: number;
  pph23: number;
  write_off: number;
}

export interface ReceiptAllocation {
  /** One per item, in the items' order; an item the money does not reach has amount 0. */
  lines: ReceiptLine[];
  /** Σ amount: the money the items take. */
  allocated: number;
  pph23: number;
  /** Money left over (a new deposit). */
  left: number;
}

export interface ReceiptInput {
  received: number;
  bank_charge?: number;
  deposit_applied?: number;
  /** The customer withheld PPh 23 on this payment (it withholds by its type or its own setting, and sent a slip). */
  withholds: boolean;
  /** Oldest first (the order they are paid in). */
  items: readonly ReceiptItem[];
}

/** The PPh 23 still to withhold on an invoice: its whole PPh 23 (expectedPph23) less what earlier payments withheld. */
export function pph23StillDue(expected: number, withheldBefore: number): number {
  return Math.max(0, expected - withheldBefore);
}

export function allocateReceipt(input: ReceiptInput): ReceiptAllocation {
  const money = Math.max(0, input.received + (input.bank_charge ?? 0) + (input.deposit_applied ?? 0));
  const plan = input.items.map((item) => {
    const fixed = item.pph23 !== undefined && item.pph23 !== null;
    const writeOff = item.write_off ?? 0;
    const due = input.withholds ? Math.max(0, item.pph23Due) : 0;
    // owing less than its PPh 23, it was paid gross before: nothing is left to withhold on it
    const pph23 = fixed ? Number(item.pph23) : due <= item.outstanding - writeOff ? due : 0;
    const need = Math.max(0, item.outstanding - pph23 - writeOff);
    // the rupiah a customer's rounding may leave short, on a PPh 23 of the rule's that money pays beside
    const slack = !fixed && pph23 > 0 && need > 0 ? PPH23_TOLERANCE : 0;
    return { fixed, pph23, writeOff, need, slack };
  });

  // the items settled whole: the longest run, oldest first, whose money (less each one's rupiah of rounding) the payment covers
  let settled = 0;
  let need = 0;
  let slack = 0;
  while (settled < plan.length && money >= need + plan[settled].need - (slack + plan[settled].slack)) {
    need += plan[settled].need;
    slack += plan[settled].slack;
    settled++;
  }
  // short by the customers' rounding: a rupiah more PPh 23 on each, the newest first
  let short = Math.max(0, need - money);
  const lines: ReceiptLine[] = plan.map((p, i) => {
    if (i < settled) return { amount: p.need, pph23: p.pph23, write_off: p.writeOff };
    // the money runs out inside this one: no PPh 23 of the rule's on it (see above)
    return { amount: 0, pph23: p.fixed ? p.pph23 : 0, write_off: p.writeOff };
  });
  for (let i = settled - 1; i >= 0 && short > 0; i--) {
    if (!plan[i].slack) continue;
    const take = Math.min(short, plan[i].slack);
    lines[i].amount -= take;
    lines[i].pph23 += take;
    short -= take;
  }
  let left = Math.max(0, money - need);
  if (settled < plan.length && left > 0) {
    const p = plan[settled];
    const room = Math.max(0, input.items[settled].outstanding - lines[settled].pph23 - p.writeOff);
    lines[settled].amount = Math.min(left, room);
    left -= lines[settled].amount;
  }
  return {
    lines,
    allocated: lines.reduce((a, l) => a + l.amount, 0),
    pph23: lines.reduce((a, l) => a + l.pph23, 0),
    left,
  };
}

/**
 * The PPh 23 of the rule on one line paid by hand: what the line still owes beyond the money and the
 * write-off, when that is its PPh 23 (within the customer's Rp 1 of rounding) — the money settles it
 * net; otherwise none (a partial payment withholds nothing, as allocateReceipt).
 */
export function pph23OnPayment(line: { outstanding: number; pph23Due: number; amount: number; write_off?: number }): number {
  if (line.pph23Due <= 0) return 0;
  const gap = line.outstanding - line.amount - (line.write_off ?? 0);
  return gap > 0 && Math.abs(gap - line.pph23Due) <= PPH23_TOLERANCE ? gap : 0;
}
