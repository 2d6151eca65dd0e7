import type { AgreementType } from '@stringer/shared/schemas/content';
import type {
  AgreementInput,
  AgreementVersion,
  AgreementVersionSummary,
} from '@stringer/shared/schemas/content-manager';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

const KEY = ['content-admin', 'agreements'] as const;

export const useCurrentAgreements = () =>
  useQuery({ queryKey: [...KEY, 'current'], queryFn: () => http.get<AgreementVersion[]>('/manager/agreement/list') });

export const useAgreementHistory = (agreementType: AgreementType | null) =>
  useQuery({
    queryKey: [...KEY, 'history', agreementType],
    queryFn: () =>
      http.get<AgreementVersionSummary[]>('/manager/agreement/history', {
        query: { agreementType: agreementType ?? '' },
      }),
    enabled: agreementType !== null,
  });

export const useAgreementVersion = (agreementType: AgreementType, version: number | null) =>
  useQuery({
    queryKey: [...KEY, 'version', agreementType, version],
    queryFn: () =>
      http.get<AgreementVersion>('/manager/agreement/version', { query: { agreementType, version: version ?? 0 } }),
    enabled: version !== null,
  });

export function usePublishAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgreementInput) => http.post<{ version: number }>('/manager/agreement/publish', input),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
