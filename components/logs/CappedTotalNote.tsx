/** Shown under a log whose count stopped at the server's cap. */
export function CappedTotalNote({ capped, total }: { capped: boolean | undefined; total: number }) {
  if (!capped) return null;
  return (
    <p className="mt-2 text-xs text-slate-500" data-testid="log-total-capped">
      More than {total.toLocaleString('en-US')} entries match; narrow the dates or filters to reach the older ones.
    </p>
  );
}
