/*
 * Exact arithmetic for the pricing rules. Every figure becomes a whole count of its smallest unit
 * (10 g, 1 mm, 0.01 %, 1 rupiah) before anything is multiplied, so 2.30 kg is 230 and never
 * 2.2999…; products run in BigInt so rupiah × basis points cannot leave the safe-integer range.
 */

/** A decimal as a whole count of 10^-decimals units (2.3, 2 → 230). Callers check the decimals first. */
export function toUnits(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals);
}

/** Whether a number is finite and has no more than this many decimals (the same test the forms use). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * numerator ÷ denominator to the nearest whole number, a half away from zero: 2.5 → 3 and −2.5 → −3.
 * Symmetrical on purpose: a reduction of Rp 2.5 rounds to the same Rp 3 a surcharge of Rp 2.5 would.
 */
export function divRound(numerator: bigint | number, denominator: bigint | number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  if (d <= 0n) throw new RangeError('divRound: the denominator must be positive');
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  // floor(m/d + 1/2) = floor((2m + d) / 2d), all in integers
  const q = (2n * magnitude + d) / (2n * d);
  return Number(negative ? -q : q);
}

/** numerator ÷ denominator rounded up, for non-negative numerators (a started kg counts whole). */
export function divCeil(numerator: number, denominator: number): number {
  if (numerator < 0 || denominator <= 0) throw new RangeError('divCeil: expects numerator ≥ 0 and denominator > 0');
  return Math.floor((numerator + denominator - 1) / denominator);
}
