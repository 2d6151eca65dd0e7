import type { AuditPageQuery } from '@stringer/shared/schemas/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type AuditFilter = Partial<Omit<AuditPageQuery, 'pageSize'>>;

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter, pageSize: number) => [...auditKeys.all, filter, pageSize] as const,
};

export const getAuditLog = (filter: AuditFilter, pageSize: number) =>
  http.get('/manager/audit/page', { query: { ...filter, pageSize } });

export const getAuditLogQueryOptions = (filter: AuditFilter, pageSize: number) =>
  queryOptions({
    queryKey: auditKeys.page(filter, pageSize),
    queryFn: () => getAuditLog(filter, pageSize),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditFilter, pageSize: number) =>
  useQuery(getAuditLogQueryOptions(filter, pageSize));
