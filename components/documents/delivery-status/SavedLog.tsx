import type { DocumentRecord } from '@/services/documents/document-client';
import { savedDetail, savedText } from './pod-entry';

/*
 * The results saved on this visit, newest first: "AWB … delivered — POD-…", "AWB … failed, return AWB
 * R… booked — POD-…", with who received it or why it failed. Read out as each arrives.
 */

export function SavedLog({ saved }: { saved: readonly DocumentRecord[] }) {
  return (
    <section aria-label="Saved results" className="rounded-lg border border-emerald-200 bg-emerald-50/60 px-4 py-3" hidden={saved.length === 0} data-testid="pod-saved">
      <h2 className="text-sm font-semibold text-emerald-900">Saved on this visit ({saved.length})</h2>
      <ol role="log" aria-live="polite" className="mt-1 max-h-48 space-y-1 overflow-y-auto text-sm">
        {saved.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-baseline gap-x-2" data-testid="pod-saved-line" data-result={String(doc.result ?? '')} data-awb={String(doc.awb ?? '')}>
            <span className={`font-semibold ${doc.result === 'DELIVERED' ? 'text-emerald-800' : 'text-amber-800'}`}>
              {doc.result === 'DELIVERED' ? '✓' : '!'} {savedText(doc)}
            </span>
            <span className="text-xs text-slate-600">{savedDetail(doc)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
