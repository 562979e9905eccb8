/*
 * An amount in Indonesian words ("terbilang"), as invoices and receipts print it:
 * 2,500,750 → "dua juta lima ratus ribu tujuh ratus lima puluh rupiah". 1,000 is "seribu" and 100 is
 * "seratus" (never "satu ribu"/"satu ratus"), 11–19 are "sebelas", "dua belas" …
 */

const UNITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas'];
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun', 'kuadriliun'];

/** 0–999 in words ('' for 0). */
function hundreds(n: number): string {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h === 1) words.push('seratus');
  else if (h > 1) words.push(UNITS[h], 'ratus');
  if (rest < 12) {
    if (rest) words.push(UNITS[rest]);
  } else if (rest < 20) {
    words.push(UNITS[rest - 10], 'belas');
  } else {
    words.push(UNITS[Math.floor(rest / 10)], 'puluh');
    if (rest % 10) words.push(UNITS[rest % 10]);
  }
  return words.join(' ');
}

/** Whole numbers in words: 0 → "nol", 1,001 → "seribu satu", −5 → "minus lima". */
export function numberInWords(value: number | bigint): string {
  let n = BigInt(value);
  if (n === 0n) return 'nol';
  const negative = n < 0n;
  if (negative) n = -n;
  const groups: number[] = [];
  while (n > 0n) {
    groups.push(Number(n % 1000n));
    n /= 1000n;
  }
  if (groups.length > SCALES.length) throw new RangeError('numberInWords: too large');
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i];
    if (!g) continue;
    if (i === 1 && g === 1) words.push('seribu');
    else words.push(hundreds(g), SCALES[i]);
  }
  const text = words.filter(Boolean).join(' ');
  return negative ? `minus ${text}` : text;
}

/** A rupiah amount as the invoice prints it: "dua juta lima ratus ribu tujuh ratus lima puluh rupiah". */
export function terbilang(amount: number | bigint): string {
  return `${numberInWords(amount)} rupiah`;
}
