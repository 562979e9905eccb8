import { INACTIVE_STATUS } from '@/lib/resources/constants';

export function UserStatusBadge({ status }: { status: string }) {
  const inactive = status === INACTIVE_STATUS;
  return (
    <span
      data-testid="user-status"
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${
        inactive ? 'bg-red-50 text-red-700 ring-1 ring-red-200' : 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200'
      }`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${inactive ? 'bg-red-500' : 'bg-emerald-500'}`} aria-hidden="true" />
      {status}
    </span>
  );
}
