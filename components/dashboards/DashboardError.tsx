import { apiErrorMessage } from '@/services/api-client';

/** A dashboard that could not be read: why, and a way to try again. */
export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700" data-testid="dashboard-error">
      <span>{apiErrorMessage(error)}</span>
      <button type="button" onClick={onRetry} className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-xs font-medium text-red-700 hover:bg-red-100">
        Try again
      </button>
    </div>
  );
}
