import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/services/toast';
import { USER_BY_ID_KEY } from '@/hooks/use-user-by-id';
import { isFormError } from '@/services/api-errors';
import { changePassword, updateProfile, type ProfileUpdate } from '@/services/admin/profile';
import { USER_RESOURCE } from '@/services/admin/resources';
import { apiErrorMessage } from '@/services/api-client';
import { resourceKeys } from '@/hooks/resource/query-keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(body),
    onSuccess: async (user) => {
      toast.success('Your details were saved');
      queryClient.setQueryData([USER_BY_ID_KEY, user.user_code], user);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(USER_RESOURCE) });
    },
    onError: (error) => {
      if (!isFormError(error)) toast.error(apiErrorMessage(error));
    },
  });
}

/** The caller signs out on success: the server has ended every session of the user. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onError: (error) => {
      if (!isFormError(error)) toast.error(apiErrorMessage(error));
    },
  });
}
