import type { ReactNode } from 'react';

/** A titled part of a report (a table, the chart). */
export function ReportSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-6" aria-label={title}>
      <h2 className="mb-2 text-base font-semibold text-slate-800">{title}</h2>
      {note && <p className="mb-2 text-xs text-slate-500">{note}</p>}
      {children}
    </section>
  );
}
