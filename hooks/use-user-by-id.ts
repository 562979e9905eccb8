import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { getUserById } from '@/services/user';

export const USER_BY_ID_KEY = 'getUserByID';

export function useUserById(id: string | null | undefined) {
  const { data: session } = useSession();
  const token = session?.accessToken?.token;
  return useQuery({
    queryKey: [USER_BY_ID_KEY, id],
    queryFn: () => getUserById(id as string),
    enabled: Boolean(id && token),
  });
}
