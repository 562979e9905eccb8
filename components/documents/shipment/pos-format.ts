import { formatRupiah } from '@/lib/pricing/money';

/* How the counter reads the server's figures. Formatting only: every amount comes from the server. */

export { formatRupiah };

/** 3.5 → "3.5 kg" (a scale's decimal point). */
export function formatKg(kg: number | null | undefined): string {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return '–';
  return `${kg.toLocaleString('en-US', { maximumFractionDigits: 2 })} kg`;
}

const etaDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function day(value: string): string {
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? value : etaDay.format(d);
}

/** { from: '2026-03-03', to: '2026-03-05' } → "Tue 3 Mar – Thu 5 Mar"; one day when both are the same. */
export function formatEta(eta: { from: string; to: string } | undefined): string {
  if (!eta) return '–';
  return eta.from === eta.to ? day(eta.from) : `${day(eta.from)} – ${day(eta.to)}`;
}
