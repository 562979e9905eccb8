import { Button } from '@/components/data/Button';
import type { ScanFeedEntry } from './use-scan-feed';

/*
 * The last scans, newest first: the code, ✓ in green when accepted, ! in amber when accepted with a
 * warning, ✗ in red with the server's reason when refused, and the time. A scan still waiting for its answer shows greyed; one that never reached
 * the server offers to send it again.
 */

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const TONES: Record<ScanFeedEntry['outcome'], string> = {
  accepted: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  refused: 'border-red-200 bg-red-50 text-red-900',
  pending: 'border-slate-200 bg-white text-slate-500',
};

const MARKS: Record<ScanFeedEntry['outcome'], { symbol: string; label: string; className: string }> = {
  accepted: { symbol: '✓', label: 'Accepted', className: 'bg-emerald-600 text-white' },
  warning: { symbol: '!', label: 'Accepted with a warning', className: 'bg-amber-500 text-white' },
  refused: { symbol: '✗', label: 'Refused', className: 'bg-red-600 text-white' },
  pending: { symbol: '…', label: 'Waiting', className: 'bg-slate-200 text-slate-600' },
};

export interface ScanFeedProps<J> {
  entries: readonly ScanFeedEntry<J>[];
  /** The entry was made for another context than the one on screen (another bag): its context is named on it. */
  elsewhere?: (entry: ScanFeedEntry<J>) => boolean;
  onRetry?: (entry: ScanFeedEntry<J>) => void;
  emptyMessage?: string;
  label?: string;
}

export function ScanFeed<J>({ entries, elsewhere, onRetry, emptyMessage = 'Nothing scanned yet.', label = 'Recent scans' }: ScanFeedProps<J>) {
  return (
    <section aria-label={label}>
      <h3 className="text-sm font-semibold text-slate-800">{label}</h3>
      {entries.length === 0 && <p className="mt-2 text-sm text-slate-500">{emptyMessage}</p>}
      <ol role="log" aria-label={label} className="mt-2 max-h-96 space-y-1.5 overflow-y-auto" data-testid="scan-feed">
        {entries.map((entry) => (
          <FeedEntry key={entry.id} entry={entry} showContext={Boolean(entry.context && elsewhere?.(entry))} onRetry={onRetry} />
        ))}
      </ol>
    </section>
  );
}

/** The last few scans, small (under the camera's preview, which hides the feed). */
export function LatestScans<J>({ entries, count = 3 }: { entries: readonly ScanFeedEntry<J>[]; count?: number }) {
  if (!entries.length) return null;
  return (
    <ol aria-label="Last scans" className="space-y-1.5" data-testid="latest-scans">
      {entries.slice(0, count).map((entry) => (
        <FeedEntry key={entry.id} entry={entry} showContext={false} testId="latest-scan" />
      ))}
    </ol>
  );
}

interface FeedEntryProps<J> {
  entry: ScanFeedEntry<J>;
  showContext: boolean;
  onRetry?: (entry: ScanFeedEntry<J>) => void;
  testId?: string;
}

function FeedEntry<J>({ entry, showContext, onRetry, testId }: FeedEntryProps<J>) {
  const mark = MARKS[entry.outcome];
  const settled = entry.outcome !== 'pending';
  return (
    <li
      className={`flex items-start gap-3 rounded-md border px-3 py-2 text-sm ${TONES[entry.outcome]}`}
      data-testid={testId ?? (settled ? 'scan-result' : 'scan-pending')}
      data-outcome={settled ? entry.outcome : undefined}
      data-code={entry.code}
    >
      <span className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${mark.className}`} aria-hidden="true">
        {mark.symbol}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-mono font-semibold break-all">{entry.code}</span>
          <span className="sr-only">{mark.label}</span>
          {entry.action && <span className="text-xs font-medium uppercase">{entry.action}</span>}
          {showContext && <span className="text-xs text-slate-500">in {entry.context}</span>}
        </p>
        {entry.message && (
          <p className="mt-0.5 break-words" data-testid="scan-result-message">
            {entry.message}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <time dateTime={entry.at.toISOString()} className="text-xs text-slate-500 tabular-nums">
          {timeFormat.format(entry.at)}
        </time>
        {entry.retryable && onRetry && (
          <Button size="sm" onClick={() => onRetry(entry)} className="min-h-10 md:min-h-0" aria-label={`Send ${entry.code} again`} data-testid="scan-retry">
            Send again
          </Button>
        )}
      </div>
    </li>
  );
}
