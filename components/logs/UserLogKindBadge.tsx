import { AUTH_EVENT_FAILURES, userLogKindLabel, type UserLogRow } from '@/lib/resources/log-kinds';

const TONES = {
  failure: 'bg-red-50 text-red-700 ring-red-200',
  session: 'bg-slate-100 text-slate-700 ring-slate-200',
  record: 'bg-sky-50 text-sky-700 ring-sky-200',
};

/** The event of a users-log row: refusals in red, sessions in grey, changes of the user record in blue. */
export function UserLogKindBadge({ row }: { row: Pick<UserLogRow, 'source' | 'kind'> }) {
  const failure = row.source === 'session' && (AUTH_EVENT_FAILURES as readonly string[]).includes(row.kind);
  const tone = failure ? TONES.failure : TONES[row.source];
  return (
    <span
      data-kind={row.kind}
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tone}`}
    >
      {userLogKindLabel(row.source, row.kind)}
    </span>
  );
}
