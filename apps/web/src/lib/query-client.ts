import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { ApiError, isRetryable } from './http';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/**
 * Spec section 8: most calls report their failure as a toast; the few that "return the error to
 * the caller" (mail codes, password reset, certification) set `meta.handlesErrors` and show it
 * where it belongs, at the field.
 */
function report(error: unknown, meta: { handlesErrors?: boolean } | undefined) {
  if (meta?.handlesErrors) return;
  // A dead session already sent the user to /login; a toast would only repeat it.
  if (error instanceof ApiError && (error.code === 401 || error.msgKey === 'errors.sessionInvalid')) return;
  toast.error(i18n.t(error instanceof ApiError ? error.msgKey : 'errors.serverRetry'));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: (count, error) => isRetryable(error) && count < 2,
        staleTime: 30_000,
      },
    },
  });
}
