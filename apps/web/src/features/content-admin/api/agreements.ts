import type { AgreementType } from '@stringer/shared/schemas/content';
import type { AgreementInput } from '@stringer/shared/schemas/content-manager';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const adminAgreementKeys = {
  all: ['content-admin', 'agreements'] as const,
  current: () => [...adminAgreementKeys.all, 'current'] as const,
  history: (agreementType: AgreementType | null) => [...adminAgreementKeys.all, 'history', agreementType] as const,
  version: (agreementType: AgreementType, version: number | null) =>
    [...adminAgreementKeys.all, 'version', agreementType, version] as const,
};

export const useCurrentAgreements = () =>
  useQuery({ queryKey: adminAgreementKeys.current(), queryFn: () => http.get('/manager/agreement/list') });

export const useAgreementHistory = (agreementType: AgreementType | null) =>
  useQuery({
    queryKey: adminAgreementKeys.history(agreementType),
    queryFn:
      agreementType === null ? skipToken : () => http.get('/manager/agreement/history', { query: { agreementType } }),
  });

export const useAgreementVersion = (agreementType: AgreementType, version: number | null) =>
  useQuery({
    queryKey: adminAgreementKeys.version(agreementType, version),
    queryFn: () => http.get('/manager/agreement/version', { query: { agreementType, version: version ?? 0 } }),
    enabled: version !== null,
  });

export function usePublishAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgreementInput) => http.post('/manager/agreement/publish', input),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAgreementKeys.all }),
  });
}
