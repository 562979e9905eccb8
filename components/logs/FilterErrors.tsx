import { apiFieldErrors } from '@/services/api-errors';

const FIELD_NAMES: Record<string, string> = { from: 'From', to: 'To', limit: 'Rows', page: 'Page' };

/** The server's objections to the filters in the URL (a hand-edited or old link), by filter. */
export function FilterErrors({ error }: { error: unknown }) {
  const errors = Object.entries(apiFieldErrors(error));
  if (!errors.length) return null;
  return (
    <ul role="alert" className="mb-3 text-sm text-red-600" data-testid="log-filter-errors">
      {errors.map(([field, messages]) => (
        <li key={field}>
          {FIELD_NAMES[field] ?? field}: {messages.join('; ')}
        </li>
      ))}
    </ul>
  );
}
