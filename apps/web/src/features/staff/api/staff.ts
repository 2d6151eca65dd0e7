import type { InviteStaffBody, StaffMember, StaffRole } from '@stringer/shared/schemas/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const staffKeys = {
  all: ['staff'] as const,
  page: (pageNum: number) => [...staffKeys.all, 'page', pageNum] as const,
  /** Your own profile (the header's name comes from the signed-in user). */
  profile: () => ['staff-profile'] as const,
};
export const STAFF_PAGE_SIZE = 20;

export const useStaffPage = (pageNum: number) =>
  useQuery({
    queryKey: staffKeys.page(pageNum),
    queryFn: () => http.get('/manager/staff/page', { query: { pageNum, pageSize: STAFF_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** A change to one member; the list is read again after it. */
function useStaffChange<V>(call: (values: V) => Promise<StaffMember>, handlesErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handlesErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** The invite form shows a refusal at its field. */
export const useInvite = () =>
  useStaffChange((body: InviteStaffBody) => http.post('/manager/staff/invite', body), true);

export const useSetRole = () =>
  useStaffChange((body: { id: number; role: StaffRole }) => http.put('/manager/staff/role', body));

export const useSetDisabled = () =>
  useStaffChange(({ id, disabled }: { id: number; disabled: boolean }) =>
    http.put(`/manager/staff/${disabled ? 'disable' : 'enable'}`, { id }),
  );
