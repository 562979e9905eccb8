/** A runsheet line's result: pending (to enter), delivered, failed. */

const TONES: Record<string, { label: string; className: string }> = {
  PENDING: { label: 'To enter', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  DELIVERED: { label: 'Delivered', className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  FAILED: { label: 'Failed', className: 'bg-red-50 text-red-700 ring-red-200' },
};

export function ResultBadge({ result }: { result: string }) {
  const tone = TONES[result] ?? { label: result, className: 'bg-slate-50 text-slate-700 ring-slate-200' };
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tone.className}`} data-result={result} data-testid="result-badge">
      {tone.label}
    </span>
  );
}
