import { useSession } from 'next-auth/react';
import { useUserById } from '@/hooks/use-user-by-id';

const positiveId = (value: unknown): number | null => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

/** The office on the signed-in user's own record (`office_id`), or null when the record has none. */
export function useUserOfficeId(): number | null {
  const { data: session } = useSession();
  const user = useUserById(session?.user?.id);
  return positiveId((user.data as { office_id?: unknown } | undefined)?.office_id);
}
