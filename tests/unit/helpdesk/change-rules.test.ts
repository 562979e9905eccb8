import { beyondThresholds, CHANGE_KIND_DEFS, CHANGE_KINDS, milestoneCheck, milestoneOf } from '@/lib/helpdesk/change-kinds';
import { consequenceOf, consequenceWords } from '@/lib/helpdesk/money-consequence';

/* The change kinds' rules, without a database: how far an AWB may be, who approves, what happens to its money. */

describe('milestones', () => {
  it('follow the status and the documents holding the AWB', () => {
    expect(milestoneOf({ status: 'pending' })).toBe('at-origin');
    expect(milestoneOf({ status: 'pending', bag_id: 3 })).toBe('bagged');
    expect(milestoneOf({ status: 'picked_up', manifest_id: 9 })).toBe('bagged');
    expect(milestoneOf({ status: 'in_transit', bag_id: 3 })).toBe('in-transit');
    expect(milestoneOf({ status: 'delivery_failed' })).toBe('out-for-delivery');
    expect(milestoneOf({ status: 'return_to_sender' })).toBe('delivered');
  });

  it('a destination changes freely at origin, then only with a supervisor, never once delivered', () => {
    expect(milestoneCheck('destination', 'at-origin', null)).toEqual({ refusal: null, supervisor: false });
    expect(milestoneCheck('destination', 'in-transit', null)).toEqual({ refusal: null, supervisor: true });
    expect(milestoneCheck('destination', 'delivered', null).refusal).toMatch(/cannot change once the AWB is delivered/);
  });

  it('a weight after delivery needs a dispute reason', () => {
    expect(milestoneCheck('weight', 'delivered', 'INPUT_ERROR').refusal).toMatch(/only for/);
    expect(milestoneCheck('weight', 'delivered', 'CUSTOMER_DISPUTE')).toEqual({ refusal: null, supervisor: false });
    expect(milestoneCheck('weight', 'in-transit', 'INPUT_ERROR').refusal).toBeNull();
  });

  it('every kind is declared with a reachable limit and the values it needs', () => {
    for (const kind of CHANGE_KINDS) {
      const def = CHANGE_KIND_DEFS[kind];
      expect(def.values.length, kind).toBeGreaterThan(0);
      expect(milestoneCheck(kind, def.until, 'CUSTOMER_DISPUTE').refusal, kind).toBeNull();
    }
  });
});

describe('thresholds', () => {
  const t = { amount: 100_000, percent: 10 };
  it('an amount or a share beyond the settings needs a manager', () => {
    expect(beyondThresholds(500_000, 540_000, t)).toBe(false); // Rp 40,000, 8 %
    expect(beyondThresholds(500_000, 560_000, t)).toBe(true); // 12 %
    expect(beyondThresholds(5_000_000, 5_150_000, t)).toBe(true); // Rp 150,000, 3 %
    expect(beyondThresholds(50_000, 40_000, t)).toBe(true); // −20 %
    expect(beyondThresholds(50_000, 50_000, t)).toBe(false);
  });
});

describe('the money consequence', () => {
  it('follows where the AWB’s money stands', () => {
    expect(consequenceOf({ payment_type: 'CASH' }, 0)).toBe('NONE');
    expect(consequenceOf({ payment_type: 'CASH' }, 5_000)).toBe('UNBILLED');
    expect(consequenceOf({ payment_type: 'CASH', register: { number: 'CR-1' } }, -5_000)).toBe('CASH_ADJUSTMENT');
    expect(consequenceOf({ payment_type: 'CREDIT' }, 5_000)).toBe('UNBILLED');
    expect(consequenceOf({ payment_type: 'CREDIT', cdr: { number: 'CDR-1' } }, 5_000)).toBe('CDR_LINE');
    expect(consequenceOf({ payment_type: 'CREDIT', cdr: { number: 'CDR-1' }, invoice: { number: 'INV-1', stage: 'draft' } }, 5_000)).toBe('DRAFT_INVOICE');
    expect(consequenceOf({ payment_type: 'CREDIT', invoice: { number: 'INV-1', stage: 'booked' } }, -5_000)).toBe('CREDIT_NOTE');
    expect(consequenceOf({ payment_type: 'CREDIT', invoice: { number: 'INV-1', stage: 'booked' } }, 5_000)).toBe('DEBIT');
  });

  it('says it naming the documents', () => {
    expect(consequenceWords({ payment_type: 'CASH', register: { number: 'CR-JKT01-2611-00001' } }, 7_000)).toMatch(/register CR-JKT01-2611-00001: collect Rp/);
    expect(consequenceWords({ payment_type: 'CREDIT', invoice: { number: 'INV-9', stage: 'booked' } }, -7_000)).toMatch(/Credit note .* on invoice INV-9/);
  });
});

describe('the liability cap of a claim', () => {
  const awb = { insured: false, goods_value: null, total: 33_330, tax: 330, insurance: 0 };
  it('uninsured: 10 × the shipping charge, never above the goods value declared', async () => {
    const { liabilityCap } = await import('@/lib/helpdesk/claims');
    expect(liabilityCap(awb)).toBe(330_000);
    expect(liabilityCap({ ...awb, goods_value: 200_000 })).toBe(200_000);
  });
  it('insured: the goods value', async () => {
    const { liabilityCap } = await import('@/lib/helpdesk/claims');
    expect(liabilityCap({ ...awb, insured: true, goods_value: 2_500_000, insurance: 10_000, total: 43_330 })).toBe(2_500_000);
  });
});
