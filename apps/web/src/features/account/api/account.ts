import type { CustomInfo } from '@stringer/shared/schemas/account';
import type { CertificationBody } from '@stringer/shared/schemas/certification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export const accountKeys = {
  personalTags: () => ['tags', 'personal'] as const,
  certification: () => ['certification'] as const,
  notificationSettings: () => ['notification-settings'] as const,
};

export const usePersonalTags = () =>
  useQuery({
    queryKey: accountKeys.personalTags(),
    queryFn: () => http.get('/api/tag/personal/list'),
    staleTime: 600_000,
  });

/** The Account Settings calls, one per field, each with the field's own body. */
const profileCalls = {
  nickName: (customId: number, nickName: string) => http.put('/api/user/nickName', { customId, nickName }),
  realName: (customId: number, realName: string) => http.put('/api/user/realName', { customId, realName }),
  intro: (customId: number, intro: string) => http.put('/api/user/intro', { customId, intro }),
  tags: (customId: number, tags: number[]) => http.put('/api/user/tags', { customId, tags }),
  avatar: (customId: number, fileId: string) => http.put('/api/user/avatar', { customId, fileId }),
};

export type ProfileField = keyof typeof profileCalls;
type ProfileValue<F extends ProfileField> = Parameters<(typeof profileCalls)[F]>[1];

/** One Account Settings call: sets one field of my own account, and keeps the session's copy current. */
export function useSetProfileField<F extends ProfileField>(field: F) {
  // One field's call at a time: TypeScript cannot pair `field` with its value's type by itself.
  const call = profileCalls[field] as (customId: number, value: ProfileValue<F>) => Promise<CustomInfo>;
  return useMutation({
    mutationFn: (value: ProfileValue<F>) => call(useSession.getState().userId ?? 0, value),
    // The screen shows the error at the field.
    meta: { handlesErrors: true },
    onSuccess: (user) => useSession.getState().setUser(user),
  });
}

export const useCertification = () =>
  useQuery({
    queryKey: accountKeys.certification(),
    queryFn: () => http.get('/web/custom/certification'),
  });

export function useSubmitCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec 8: the certification call returns its error to the caller.
    mutationFn: (body: CertificationBody) => http.post('/web/custom/certification', body),
    meta: { handlesErrors: true },
    onSuccess: (state) => {
      queryClient.setQueryData(accountKeys.certification(), state);
      const user = useSession.getState().user;
      if (user) useSession.getState().setUser({ ...user, certificationStatus: state.status });
    },
  });
}
