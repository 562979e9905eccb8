import { useSession } from 'next-auth/react';
import { useUserById } from '@/hooks/use-user-by-id';

const positiveId = (value: unknown): number | null => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

export interface UserOffice {
  /** null: the record has none (or is still loading: see `loading`). */
  id: number | null;
  /** Its name as the user record carries it (`office_id_label`), when it does. */
  label: string | null;
  /** The session or the user record is on its way: a null id means nothing yet. */
  loading: boolean;
}

/** The office on the signed-in user's own record, with its label, and whether that record is still loading. */
export function useUserOffice(): UserOffice {
  const { data: session, status } = useSession();
  const user = useUserById(session?.user?.id);
  const record = user.data as { office_id?: unknown; office_id_label?: unknown } | undefined;
  return {
    id: positiveId(record?.office_id),
    label: typeof record?.office_id_label === 'string' && record.office_id_label ? record.office_id_label : null,
    loading: status === 'loading' || (user.isPending && user.fetchStatus !== 'idle'),
  };
}

/** The office on the signed-in user's own record (`office_id`), or null when the record has none. */
export function useUserOfficeId(): number | null {
  return useUserOffice().id;
}
