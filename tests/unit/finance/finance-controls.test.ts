import { suggestedPph23 } from '@/components/documents/payment/payment-entry';
import { invoiceDateRefusal, moneyDateRefusal } from '@/lib/finance/dates';
import { expectedPph23, pph23Base, pph23Mismatch, withholdsPph23 } from '@/lib/finance/pph23';

/* The finance controls' pure rules: who withholds PPh 23 and how much, and the dates money documents may carry. */

const rates = { pph23_percent: 2, pph23_no_tax_id_percent: 4 };

describe('PPh 23', () => {
  it('the customer decides, else its customer type', () => {
    expect([withholdsPph23(null, true), withholdsPph23(undefined, false), withholdsPph23('NO', true), withholdsPph23('YES', false)]).toEqual([true, false, false, true]);
  });

  it('is the rate of the amount before PPN, net of credit notes; the no-tax-id rate when we have no NPWP; 0 when not withheld', () => {
    expect(pph23Base(1_000_000, 150_000)).toBe(850_000);
    expect(pph23Base(100, 150)).toBe(0);
    expect(expectedPph23({ withholds: true, base: 850_000, payeeHasTaxId: true, rates })).toBe(17_000);
    expect(expectedPph23({ withholds: true, base: 850_055, payeeHasTaxId: true, rates })).toBe(17_001); // rounded down
    expect(expectedPph23({ withholds: true, base: 850_000, payeeHasTaxId: false, rates })).toBe(34_000);
    expect(expectedPph23({ withholds: false, base: 850_000, payeeHasTaxId: true, rates })).toBe(0);
  });

  it('a payment’s figure: within Rp 1 of what is left to withhold, nothing, or a reason why not', () => {
    const line = { number: 'INV-1', invoice: true, withholds: true, expected: 17_000, withheldBefore: 0, given: 17_000 };
    expect(pph23Mismatch(line)).toBeNull();
    expect(pph23Mismatch({ ...line, given: 17_001 })).toBeNull();
    expect(pph23Mismatch({ ...line, given: 16_999 })).toBeNull();
    expect(pph23Mismatch({ ...line, given: 0 })).toBeNull();
    expect(pph23Mismatch({ ...line, given: 17_002 })).toMatch(/PPh 23 on INV-1 is Rp 17\.000/);
    expect(pph23Mismatch({ ...line, given: 100_000 })).toMatch(/INV-1/); // 10 % of the invoice
    expect(pph23Mismatch({ ...line, withheldBefore: 17_000, given: 17_000 })).toMatch(/withheld before/);
    expect(pph23Mismatch({ ...line, withholds: false, expected: 0 })).toMatch(/does not withhold/);
    expect(pph23Mismatch({ ...line, invoice: false })).toMatch(/not an invoice/);
  });
});

describe('money document dates', () => {
  const window = { backdate_days: 60, closed_through: '' };
  it('never in the future, at most N days back, never in a closed month', () => {
    expect(moneyDateRefusal('2026-11-27', '2026-11-27', window)).toBeNull();
    expect(moneyDateRefusal('2026-11-28', '2026-11-27', window)).toBe('Cannot be in the future');
    expect(moneyDateRefusal('2026-09-28', '2026-11-27', window)).toBeNull();
    expect(moneyDateRefusal('2026-09-27', '2026-11-27', window)).toMatch(/At most 60 days back/);
    expect(moneyDateRefusal('2026-10-31', '2026-11-27', { ...window, closed_through: '2026-10' })).toMatch(/2026-10 is closed/);
    expect(moneyDateRefusal('2026-11-01', '2026-11-27', { ...window, closed_through: '2026-10' })).toBeNull();
    expect(moneyDateRefusal('2026-02-30', '2026-11-27', window)).not.toBeNull();
  });

  it('an invoice never before its latest AWB nor the end of the period it bills', () => {
    expect(invoiceDateRefusal('2026-11-10', { awb: '2026-11-12', periodEnd: '2026-11-09' })).toMatch(/latest AWB \(2026-11-12\)/);
    expect(invoiceDateRefusal('2026-11-10', { awb: '2026-11-08', periodEnd: '2026-11-30' })).toMatch(/period it bills \(2026-11-30\)/);
    expect(invoiceDateRefusal('2026-11-30', { awb: '2026-11-08', periodEnd: '2026-11-30' })).toBeNull();
  });
});

describe('the payment form’s PPh 23', () => {
  const data = { pph23_percent: 2, pph23_no_tax_id_percent: 4, company_has_tax_id: true };
  const item = { item_type: 'invoice' as const, item_id: 1, number: 'INV-1', date: '2026-11-01', due_date: '2026-11-15', total: 1_011_000, outstanding: 1_011_000, pph23_base: 1_000_000, pph23: 0, branch_id: 1 };
  it('shows the server’s computed figure (net of credit notes, 0 when the customer does not withhold), less what was withheld before', () => {
    expect(suggestedPph23({ ...item, pph23_expected: 17_000, withholds_pph23: true }, data)).toBe(17_000);
    expect(suggestedPph23({ ...item, pph23_expected: 17_000, withholds_pph23: true, pph23: 7_000 }, data)).toBe(10_000);
    expect(suggestedPph23({ ...item, pph23_expected: 0, withholds_pph23: false }, data)).toBe(0);
  });
});
