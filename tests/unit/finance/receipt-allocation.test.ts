import { settlePayment } from '@/lib/finance/payment';
import { expectedPph23, pph23Base, pph23Mismatch } from '@/lib/finance/pph23';
import { allocateReceipt, pph23OnPayment, pph23StillDue, type ReceiptItem } from '@/lib/finance/receipt';

/*
 * The money received spread over a customer's open invoices gross of PPh 23 (issue 22, 4): worked out
 * by hand. Invoice A: DPP Rp 1.000.000 + PPN 1.1 % = Rp 1.011.000, PPh 23 2 % = Rp 20.000 (net Rp
 * 991.000); B: DPP Rp 500.000 → Rp 505.500, PPh 23 Rp 10.000 (net Rp 495.500); C: DPP Rp 333.333 →
 * Rp 336.999, PPh 23 Rp 6.666 (6,666.66 rounded down; net Rp 330.333).
 */

const rates = { pph23_percent: 2, pph23_no_tax_id_percent: 4 };
const due = (amountBeforePpn: number, credited = 0, before = 0) =>
  pph23StillDue(expectedPph23({ withholds: true, base: pph23Base(amountBeforePpn, credited), payeeHasTaxId: true, rates }), before);
const A: ReceiptItem = { outstanding: 1_011_000, pph23Due: due(1_000_000) };
const B: ReceiptItem = { outstanding: 505_500, pph23Due: due(500_000) };
const C: ReceiptItem = { outstanding: 336_999, pph23Due: due(333_333) };
const lines = (r: ReturnType<typeof allocateReceipt>) => r.lines.map((l) => [l.amount, l.pph23]);

/** What the server makes of the same lines: settlePayment's errors and each line's PPh 23 check. */
function serverSays(items: readonly ReceiptItem[], received: number, bank_charge: number, r: ReturnType<typeof allocateReceipt>) {
  const settled = settlePayment({
    received,
    bank_charge,
    deposit_applied: 0,
    deposit_available: 0,
    write_off_limit: 10_000,
    lines: r.lines.map((l, i) => ({ number: `INV-${i}`, outstanding: items[i].outstanding, amount: l.amount, pph23: l.pph23, write_off: l.write_off })).filter((l) => l.amount + l.pph23 + l.write_off > 0),
  });
  const pph23 = r.lines.map((l, i) => pph23Mismatch({ number: `INV-${i}`, invoice: true, withholds: true, expected: items[i].pph23Due, withheldBefore: 0, given: l.pph23 }));
  return { errors: settled.errors, remaining: settled.remaining, pph23: pph23.filter(Boolean) };
}

describe('a receipt spread gross of PPh 23', () => {
  it('the rule: 2 % of the amount before PPN net of credit notes, less what was withheld before', () => {
    expect([A.pph23Due, B.pph23Due, C.pph23Due]).toEqual([20_000, 10_000, 6_666]);
    expect(due(1_000_000, 250_000)).toBe(15_000);
    expect(due(1_000_000, 0, 20_000)).toBe(0);
  });

  it('paid exactly net of PPh 23: every invoice settles exactly, nothing over, and the server accepts each figure', () => {
    const items = [A, B, C];
    const r = allocateReceipt({ received: 991_000 + 495_500 + 330_333, withholds: true, items });
    expect(lines(r)).toEqual([
      [991_000, 20_000],
      [495_500, 10_000],
      [330_333, 6_666],
    ]);
    expect([r.allocated, r.pph23, r.left]).toEqual([1_816_833, 36_666, 0]);
    const server = serverSays(items, 1_816_833, 0, r);
    expect(server).toEqual({ errors: {}, remaining: [0, 0, 0], pph23: [] });
  });

  it('bank charges count as paid: received + charges + PPh 23 settle the invoices', () => {
    const r = allocateReceipt({ received: 991_000 + 495_500 - 6_500, bank_charge: 6_500, withholds: true, items: [A, B] });
    expect(lines(r)).toEqual([
      [991_000, 20_000],
      [495_500, 10_000],
    ]);
    expect(r.left).toBe(0);
    expect(serverSays([A, B], 1_480_000, 6_500, r).errors).toEqual({});
  });

  it('the customer rounded PPh 23 to the nearest rupiah (Rp 6.667 on C): C still settles exactly, the rupiah taken as PPh 23', () => {
    const r = allocateReceipt({ received: 330_332, withholds: true, items: [C] });
    expect(lines(r)).toEqual([[330_332, 6_667]]);
    expect(r.left).toBe(0);
    const server = serverSays([C], 330_332, 0, r);
    expect(server).toEqual({ errors: {}, remaining: [0], pph23: [] });
  });

  it('a rupiah short on each of two invoices: both settle, a rupiah more PPh 23 on each', () => {
    // D: DPP Rp 166.675 → Rp 168.508; PPh 23 3,333.5 → Rp 3.333 (the customer: Rp 3.334)
    const D: ReceiptItem = { outstanding: 168_508, pph23Due: due(166_675) };
    const r = allocateReceipt({ received: 330_332 + 165_174, withholds: true, items: [C, D] });
    expect(lines(r)).toEqual([
      [330_332, 6_667],
      [165_174, 3_334],
    ]);
    expect(r.left).toBe(0);
    expect(serverSays([C, D], 495_506, 0, r)).toMatchObject({ errors: {}, remaining: [0, 0], pph23: [] });
  });

  it('a partial payment on the last invoice withholds nothing on it: its PPh 23 stays due whole', () => {
    const r = allocateReceipt({ received: 991_000 + 200_000, withholds: true, items: [A, B, C] });
    expect(lines(r)).toEqual([
      [991_000, 20_000],
      [200_000, 0],
      [0, 0],
    ]);
    expect([r.allocated, r.pph23, r.left]).toEqual([1_191_000, 20_000, 0]);
    expect(serverSays([A, B, C], 1_191_000, 0, r)).toEqual({ errors: {}, remaining: [0, 305_500], pph23: [] });
    // two rupiah short of net is a partial payment, not rounding
    expect(lines(allocateReceipt({ received: 330_331, withholds: true, items: [C] }))).toEqual([[330_331, 0]]);
  });

  it('paid gross (the customer did not withhold this time): the money alone pays, oldest first', () => {
    const r = allocateReceipt({ received: 1_300_000, withholds: false, items: [A, B] });
    expect(lines(r)).toEqual([
      [1_011_000, 0],
      [289_000, 0],
    ]);
    expect(r.pph23).toBe(0);
  });

  it('more than the invoices net: they settle, the rest is left over (a deposit)', () => {
    const r = allocateReceipt({ received: 1_500_000, withholds: true, items: [A, B] });
    expect(lines(r)).toEqual([
      [991_000, 20_000],
      [495_500, 10_000],
    ]);
    expect(r.left).toBe(13_500);
  });

  it("the clerk's own PPh 23 on a line, or none, overrides the rule there; a typed write-off is settled beside the money", () => {
    const r = allocateReceipt({ received: 1_011_000 + 495_500, withholds: true, items: [{ ...A, pph23: 0 }, B] });
    expect(lines(r)).toEqual([
      [1_011_000, 0],
      [495_500, 10_000],
    ]);
    const w = allocateReceipt({ received: 988_000, withholds: true, items: [{ ...A, write_off: 3_000 }] });
    expect(w.lines).toEqual([{ amount: 988_000, pph23: 20_000, write_off: 3_000 }]);
  });

  it('an invoice owing less than its PPh 23 (paid gross before) has nothing left to withhold', () => {
    const r = allocateReceipt({ received: 11_000, withholds: true, items: [{ outstanding: 11_000, pph23Due: 20_000 }] });
    expect(lines(r)).toEqual([[11_000, 0]]);
  });

  it('a receivable has no PPh 23; no money, nothing allocated', () => {
    expect(lines(allocateReceipt({ received: 150_000, withholds: true, items: [{ outstanding: 150_000, pph23Due: 0 }] }))).toEqual([[150_000, 0]]);
    expect(allocateReceipt({ received: 0, withholds: true, items: [A] })).toEqual({ lines: [{ amount: 0, pph23: 0, write_off: 0 }], allocated: 0, pph23: 0, left: 0 });
  });
});

describe('PPh 23 on a line paid by hand', () => {
  it.each([
    ['paid net: its PPh 23', 991_000, 0, 20_000],
    ['paid net of a rounded-up PPh 23: that', 990_999, 0, 20_001],
    ['paid gross: none', 1_011_000, 0, 0],
    ['paid in part: none', 500_000, 0, 0],
    ['net with a write-off beside it', 988_000, 3_000, 20_000],
  ])('%s', (_name, amount, writeOff, pph23) => {
    expect(pph23OnPayment({ outstanding: A.outstanding, pph23Due: A.pph23Due, amount, write_off: writeOff })).toBe(pph23);
  });
});
