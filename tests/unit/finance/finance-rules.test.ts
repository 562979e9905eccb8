import { agingBucket, agingLabels, daysBetween, parseAgingBounds } from '@/lib/finance/aging';
import { allocateOldestFirst } from '@/lib/finance/allocation';
import { withRunningBalance } from '@/lib/finance/card';
import { invoiceFigures, invoiceStatus } from '@/lib/finance/invoice';
import { settlePayment, type SettleInput } from '@/lib/finance/payment';
import { ppnOf, ppnRuleFor, pph23Of, stampDutyOf, type PpnRule } from '@/lib/finance/tax';
import { numberInWords, terbilang } from '@/lib/finance/terbilang';

/*
 * The money rules' reference cases (issue 11): each row is a figure worked out by hand from the rule in
 * DOMAIN.md "Tax" — PPN and PPh 23 are rounded down to the rupiah (e-Faktur), toward zero when negative.
 */

const DELIVERY: PpnRule = { percent: 1.1, base: 'BILLED' };
const GENERAL: PpnRule = { percent: 12, base: 'ELEVEN_TWELFTHS' };

describe('PPN', () => {
  it.each([
    ['1.1 % of 1,000,000', 1_000_000, DELIVERY, 1_000_000, 11_000],
    ['1.1 % of 123,456 (1,358.016 → down)', 123_456, DELIVERY, 123_456, 1_358],
    ['1.1 % of 999 (10.989 → down)', 999, DELIVERY, 999, 10],
    ['1.1 % of 0', 0, DELIVERY, 0, 0],
    ['1.1 % of 5,000,000', 5_000_000, DELIVERY, 5_000_000, 55_000],
    ['12 % × 11/12 of 1,200,000', 1_200_000, GENERAL, 1_100_000, 132_000],
    ['12 % × 11/12 of 1,000,000 (DPP 916,666.67 → 916,666; PPN 109,999.92 → 109,999)', 1_000_000, GENERAL, 916_666, 109_999],
    ['12 % × 11/12 of 100 (DPP 91; PPN 10.92 → 10)', 100, GENERAL, 91, 10],
    ['a credit of 1,000,000 at 1.1 % (toward zero)', -1_000_000, DELIVERY, -1_000_000, -11_000],
    ['a credit of 123,456 at 1.1 %: the same rupiah back', -123_456, DELIVERY, -123_456, -1_358],
    ['12 % × 11/12 of a credit of 1,000,000', -1_000_000, GENERAL, -916_666, -109_999],
  ])('%s', (_name, amount, rule, dpp, ppn) => {
    expect(ppnOf(amount, rule)).toEqual({ dpp, ppn });
  });

  it('the rule: the contract, else the service, else the settings', () => {
    const settings = { ppn_percent: 1.1, ppn_base: 'BILLED' as const };
    expect(ppnRuleFor(null, null, settings)).toEqual(DELIVERY);
    expect(ppnRuleFor(null, { ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' }, settings)).toEqual(GENERAL);
    expect(ppnRuleFor({ ppn_percent: 0, ppn_base: null }, { ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' }, settings)).toEqual({ percent: 0, base: 'ELEVEN_TWELFTHS' });
  });
});

describe('PPh 23', () => {
  const rates = { percent: 2, noTaxIdPercent: 4 };
  it.each([
    ['2 % of 1,000,000', 1_000_000, true, 20_000],
    ['4 % of 1,000,000 without a tax id', 1_000_000, false, 40_000],
    ['2 % of 123,456 (2,469.12 → down)', 123_456, true, 2_469],
    ['4 % of 123,456 (4,938.24 → down)', 123_456, false, 4_938],
    ['2 % of 49 (0.98 → 0)', 49, true, 0],
  ])('%s', (_name, dpp, hasTaxId, expected) => {
    expect(pph23Of(dpp, rates, hasTaxId)).toBe(expected);
  });
});

describe('stamp duty', () => {
  const rule = { amount: 10_000, threshold: 5_000_000, charged: true };
  it.each([
    ['4,999,999: none', 4_999_999, rule, 0],
    ['exactly 5,000,000: none (only above)', 5_000_000, rule, 0],
    ['5,000,001: Rp 10,000', 5_000_001, rule, 10_000],
    ['above, but the settings do not charge it', 9_000_000, { ...rule, charged: false }, 0],
  ])('%s', (_name, amount, r, expected) => {
    expect(stampDutyOf(amount, r)).toBe(expected);
  });
});

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [21, 'dua puluh satu'],
    [100, 'seratus'],
    [110, 'seratus sepuluh'],
    [111, 'seratus sebelas'],
    [115, 'seratus lima belas'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [1_100, 'seribu seratus'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [999_999, 'sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan'],
    [1_000_000, 'satu juta'],
    [1_000_001, 'satu juta satu'],
    [2_500_750, 'dua juta lima ratus ribu tujuh ratus lima puluh'],
    [2_000_000_000, 'dua miliar'],
    [1_000_000_000_000, 'satu triliun'],
    [-5, 'minus lima'],
  ])('%i', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
  it('an invoice total in words ends in rupiah', () => {
    expect(terbilang(11_110)).toBe('sebelas ribu seratus sepuluh rupiah');
  });
});

describe('allocation oldest first', () => {
  const items = [
    { id: 1, date: '2026-09-01', outstanding: 1_000_000 },
    { id: 2, date: '2026-10-01', outstanding: 800_000 },
    { id: 3, date: '2026-08-15', outstanding: 300_000 },
  ];
  it('pays the oldest in full, then the next partly', () => {
    expect(allocateOldestFirst(1_500_000, items)).toEqual({ allocations: [{ id: 3, amount: 300_000 }, { id: 1, amount: 1_000_000 }, { id: 2, amount: 200_000 }], left: 0 });
  });
  it('what the items do not take is left over (a deposit)', () => {
    expect(allocateOldestFirst(3_000_000, items).left).toBe(900_000);
  });
  it('the same date: the lower id first', () => {
    expect(allocateOldestFirst(100, [{ id: 9, date: '2026-01-01', outstanding: 100 }, { id: 4, date: '2026-01-01', outstanding: 100 }]).allocations).toEqual([{ id: 4, amount: 100 }]);
  });
});

describe('settling a payment', () => {
  const base: SettleInput = { received: 0, bank_charge: 0, deposit_applied: 0, deposit_available: 0, write_off_limit: 10_000, write_off_reason: null, lines: [] };
  const line = (outstanding: number, amount: number, pph23 = 0, write_off = 0) => ({ number: 'INV-1', outstanding, amount, pph23, write_off });

  it('a partial payment with PPh 23: 1,111,000 owed, 980,000 paid + 20,000 withheld leaves 111,000', () => {
    const s = settlePayment({ ...base, received: 980_000, lines: [line(1_111_000, 980_000, 20_000)] });
    expect(s).toMatchObject({ errors: {}, allocated: 980_000, pph23: 20_000, deposit_created: 0, remaining: [111_000] });
  });
  it('bank charges count as paid by the customer', () => {
    expect(settlePayment({ ...base, received: 993_500, bank_charge: 6_500, lines: [line(1_000_000, 1_000_000)] })).toMatchObject({ errors: {}, remaining: [0] });
  });
  it('a small difference written off closes the invoice', () => {
    expect(settlePayment({ ...base, received: 995_000, write_off_reason: 'rounding', lines: [line(1_000_000, 995_000, 0, 5_000)] })).toMatchObject({ errors: {}, write_off: 5_000, remaining: [0] });
  });
  it('a write-off above the limit is refused at its line', () => {
    expect(settlePayment({ ...base, received: 980_000, write_off_reason: 'x', lines: [line(1_000_000, 980_000, 0, 20_000)] }).errors).toEqual({ 'lines.0.write_off': ['At most Rp 10.000 may be written off'] });
  });
  it('a write-off must close the invoice, and needs a reason', () => {
    const s = settlePayment({ ...base, received: 900_000, lines: [line(1_000_000, 900_000, 0, 5_000)] });
    expect(Object.keys(s.errors).sort()).toEqual(['lines.0.write_off', 'write_off_reason']);
  });
  it('more than an invoice owes is refused at its line', () => {
    expect(settlePayment({ ...base, received: 2_000_000, lines: [line(1_000_000, 1_000_001)] }).errors['lines.0.amount'][0]).toMatch(/owes Rp 1\.000\.000/);
  });
  it('an overpayment becomes a deposit', () => {
    expect(settlePayment({ ...base, received: 1_250_000, lines: [line(1_000_000, 1_000_000)] })).toMatchObject({ errors: {}, deposit_created: 250_000 });
  });
  it('a deposit applied is money too, up to what is available', () => {
    expect(settlePayment({ ...base, received: 700_000, deposit_applied: 300_000, deposit_available: 300_000, lines: [line(1_000_000, 1_000_000)] })).toMatchObject({ errors: {}, remaining: [0] });
    expect(settlePayment({ ...base, received: 700_000, deposit_applied: 300_001, deposit_available: 300_000, lines: [line(1_000_000, 1_000_000)] }).errors.deposit_applied).toBeDefined();
  });
  it('allocations above the money are refused', () => {
    expect(settlePayment({ ...base, received: 500_000, lines: [line(1_000_000, 600_000)] }).errors.amount_received).toBeDefined();
  });
});

describe('invoice figures', () => {
  const stamp = { amount: 10_000, threshold: 5_000_000, charged: true };
  it('DPP, PPN 1.1 %, total and words; insurance billed outside the DPP', () => {
    const f = invoiceFigures([{ amount: 1_005_000, taxable: 1_000_000, rule: DELIVERY }], stamp);
    expect(f).toEqual({ amount: 1_005_000, taxable_amount: 1_000_000, dpp: 1_000_000, ppn: 11_000, ppn_percent: 1.1, ppn_base: 'BILLED', stamp_duty: 0, total: 1_016_000, amount_in_words: 'satu juta enam belas ribu rupiah' });
  });
  it('stamp duty once the total before it is above the threshold', () => {
    expect(invoiceFigures([{ amount: 4_950_000, taxable: 4_950_000, rule: DELIVERY }], stamp)).toMatchObject({ ppn: 54_450, stamp_duty: 10_000, total: 5_014_450 });
    expect(invoiceFigures([{ amount: 4_940_000, taxable: 4_940_000, rule: DELIVERY }], stamp)).toMatchObject({ ppn: 54_340, stamp_duty: 0, total: 4_994_340 });
  });
  it('lines under two rules are taxed apart, each rounded once; the header names no single rule', () => {
    const f = invoiceFigures(
      [
        { amount: 123_456, taxable: 123_456, rule: DELIVERY },
        { amount: 1_000_000, taxable: 1_000_000, rule: GENERAL },
      ],
      stamp,
    );
    expect(f).toMatchObject({ dpp: 123_456 + 916_666, ppn: 1_358 + 109_999, ppn_percent: null, ppn_base: null });
  });
  it.each([
    [0, 0, 'PAID'],
    [0, 500, 'PAID'],
    [100, 500, 'PARTLY_PAID'],
    [100, 0, 'ISSUED'],
  ] as const)('outstanding %i after %i settled by payments → %s', (outstanding, settled, status) => {
    expect(invoiceStatus(outstanding, settled)).toBe(status);
  });
});

describe('aging buckets', () => {
  const bounds = [30, 60, 90, 120];
  it.each([
    [-5, 0],
    [0, 0],
    [1, 1],
    [30, 1],
    [31, 2],
    [60, 2],
    [61, 3],
    [90, 3],
    [91, 4],
    [120, 4],
    [121, 5],
    [400, 5],
  ])('%i days → bucket %i', (days, bucket) => {
    expect(agingBucket(days, bounds)).toBe(bucket);
  });
  it('labels from the bounds', () => {
    expect(agingLabels(bounds)).toEqual(['Current', '1–30', '31–60', '61–90', '91–120', '> 120']);
    expect(agingLabels([15, 45])).toEqual(['Current', '1–15', '16–45', '> 45']);
  });
  it('the setting is a rising list of whole days', () => {
    expect(parseAgingBounds('30, 60,90,120')).toEqual(bounds);
    expect(parseAgingBounds('60,30')).toBeNull();
    expect(parseAgingBounds('0,30')).toBeNull();
    expect(parseAgingBounds('30,x')).toBeNull();
  });
  it('days between dates', () => {
    expect(daysBetween('2026-10-31', '2026-11-30')).toBe(30);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('receivable card', () => {
  it('the running balance from the balance brought forward', () => {
    expect(withRunningBalance(100, [{ amount: 50 }, { amount: -30 }, { amount: -200 }]).map((r) => r.balance)).toEqual([150, 120, -80]);
  });
});
