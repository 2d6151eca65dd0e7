import type { CustomInfo } from '@stringer/shared/schemas/account';
import type { CertificationBody, CertificationState } from '@stringer/shared/schemas/certification';
import type { Tag } from '@stringer/shared/schemas/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export const usePersonalTags = () =>
  useQuery({
    queryKey: ['tags', 'personal'],
    queryFn: () => http.get<Tag[]>('/api/tag/personal/list'),
    staleTime: 600_000,
  });

export type ProfileField = 'nickName' | 'realName' | 'intro' | 'tags' | 'avatar';

/** One Account Settings call: sets one field of my own account, and keeps the session's copy current. */
export function useSetProfileField(field: ProfileField) {
  return useMutation({
    mutationFn: (value: unknown) => {
      const key = field === 'avatar' ? 'fileId' : field;
      return http.put<CustomInfo>(`/api/user/${field}`, { customId: useSession.getState().userId, [key]: value });
    },
    // The screen shows the error at the field.
    meta: { handlesErrors: true },
    onSuccess: (user) => useSession.getState().setUser(user),
  });
}

export const useCertification = () =>
  useQuery({
    queryKey: ['certification'],
    queryFn: () => http.get<CertificationState>('/web/custom/certification'),
  });

export function useSubmitCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec 8: the certification call returns its error to the caller.
    mutationFn: (body: CertificationBody) => http.post<CertificationState>('/web/custom/certification', body),
    meta: { handlesErrors: true },
    onSuccess: (state) => {
      queryClient.setQueryData(['certification'], state);
      const user = useSession.getState().user;
      if (user) useSession.getState().setUser({ ...user, certificationStatus: state.status });
    },
  });
}
