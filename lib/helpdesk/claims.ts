/*
 * What the company owes for a lost or damaged parcel (DOMAIN.md "Pricing"): an insured parcel up to the
 * goods value declared; otherwise at most 10 × the shipping charge (what was paid to carry it, before
 * PPN and insurance) — and never more than the goods value declared, when there is one.
 */

export const UNINSURED_LIABILITY_MULTIPLE = 10;

export interface ClaimedAwb {
  insured: boolean;
  goods_value: number | null;
  total: number;
  tax: number | null;
  insurance: number | null;
}

/** The shipping charge the uninsured cap multiplies. */
export const shippingCharge = (s: ClaimedAwb) => Math.max(0, s.total - (s.tax ?? 0) - (s.insurance ?? 0));

export function liabilityCap(s: ClaimedAwb): number {
  if (s.insured) return Math.max(0, s.goods_value ?? 0);
  const cap = UNINSURED_LIABILITY_MULTIPLE * shippingCharge(s);
  return s.goods_value && s.goods_value > 0 ? Math.min(cap, s.goods_value) : cap;
}

/** Which complaints a claim may come from. */
export const CLAIMABLE_KINDS = ['LOST', 'DAMAGED'] as const;
