import type { StaffPasswordBody, StaffProfileBody } from '@stringer/shared/schemas/staff-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { authKeys } from '../../auth/api/get-current-user';
import { staffKeys } from './staff';

export const useStaffProfile = () =>
  useQuery({ queryKey: staffKeys.profile(), queryFn: () => http.get('/manager/profile') });

/** The header shows the name too: the signed-in user is read again after a change. */
export function useSaveStaffProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffProfileBody) => http.put('/manager/profile', body),
    meta: { handlesErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(staffKeys.profile(), saved);
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: StaffPasswordBody) => http.put('/manager/profile/password', body),
    meta: { handlesErrors: true },
  });
