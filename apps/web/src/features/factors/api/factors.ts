import type {
  PasskeyAddBody,
  PasskeyRemoveBody,
  PasswordProof,
  SecurityPolicy,
  TotpConfirmBody,
} from '@stringer/shared/schemas/factors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chat } from '../../../lib/chat';
import { http } from '../../../lib/http';

export const factorKeys = {
  mine: () => ['my-factors'] as const,
  policy: () => ['security-policy'] as const,
};

export const getMyFactors = () => http.get('/web/account/factors');
export const useMyFactors = () => useQuery({ queryKey: factorKeys.mine(), queryFn: getMyFactors });

/**
 * A factor added: a staff session the admins' policy held back had its chat refused (decision
 * 0052), and now may open it.
 */
const resumeChat = () => {
  if (!chat.isReady()) void chat.start().catch(() => {});
};

/** A change to one's factors: the screen shows refusals at its fields, and the list is read again. */
function useFactorChange<B, R>(call: (body: B) => Promise<R>, { adds = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handlesErrors: true },
    onSuccess: () => {
      if (adds) resumeChat();
      return queryClient.invalidateQueries({ queryKey: factorKeys.mine() });
    },
  });
}

export const useStartTotp = () =>
  useFactorChange((body: PasswordProof) => http.post('/web/account/factors/totp', body));
export const useConfirmTotp = () =>
  useFactorChange((body: TotpConfirmBody) => http.post('/web/account/factors/totp/confirm', body), { adds: true });
export const useRemoveTotp = () =>
  useFactorChange((body: PasswordProof) => http.post('/web/account/factors/totp/remove', body));
export const usePasskeyOptions = () =>
  useFactorChange((body: PasswordProof) => http.post('/web/account/factors/passkeys/options', body));
export const useAddPasskey = () =>
  useFactorChange((body: PasskeyAddBody) => http.post('/web/account/factors/passkeys', body), { adds: true });
export const useRemovePasskey = () =>
  useFactorChange((body: PasskeyRemoveBody) => http.post('/web/account/factors/passkeys/remove', body));
export const useRenewRecoveryCodes = () =>
  useFactorChange((body: PasswordProof) => http.post('/web/account/factors/recovery-codes', body));

/** The admins' policy (the staff screen). */
export const useSecurityPolicy = (enabled: boolean) =>
  useQuery({
    queryKey: factorKeys.policy(),
    queryFn: () => http.get('/manager/security/policy'),
    enabled,
  });

export function useSetSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecurityPolicy) => http.put('/manager/security/policy', body),
    onSuccess: (saved) => queryClient.setQueryData(factorKeys.policy(), saved),
  });
}

export const useResetStaffFactors = () =>
  useMutation({
    mutationFn: (staffId: number) => http.post('/manager/staff/factors/reset', { staffId }),
  });
