/*
 * Rupiah and percentages. Amounts are whole rupiah; percentages carry two decimals (0.2 %, 1.1 %,
 * 12.75 %) and are held as basis points (0.01 %) so every percentage of an amount is one exact
 * division, rounded once.
 */
import { divRound, toUnits } from './fixed-point';

const BASIS_POINTS_PER_WHOLE = 10_000;

/** 1.1 % → 110 basis points. */
export const basisPoints = (percent: number): number => toUnits(percent, 2);

/** percent of a whole-rupiah amount, rounded once to whole rupiah (half away from zero). */
export function percentOf(amount: number, percent: number): number {
  return percentOfBasisPoints(amount, basisPoints(percent));
}

export function percentOfBasisPoints(amount: number, bp: number): number {
  return divRound(BigInt(amount) * BigInt(bp), BASIS_POINTS_PER_WHOLE);
}

/** A rupiah amount with two decimals (a cost case's Rp 1,500.50 per kg) as hundredths of a rupiah. */
export const sen = (amount: number): number => toUnits(amount, 2);

/**
 * 'Rp 12.500' — Indonesian grouping with dots, no decimals; '-Rp 12.500' below zero. Done by hand
 * rather than Intl so the server and every browser print the same characters.
 */
export function formatRupiah(amount: number): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole < 0 ? '-' : ''}Rp ${digits}`;
}
