import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

// packsApi.userSubscription (never cached: a credit spent shows at once): current pack,
// first-project flag and the create/publish gate `state`.

export const USER_SUBSCRIPTION_QUERY_KEY = ['user', 'subscription'] as const;

/** Failures are only logged by the spec: the query simply ends in error and callers fall back. */
export function useUserSubscription(enabled = true) {
  return useQuery({
    queryKey: USER_SUBSCRIPTION_QUERY_KEY,
    // Loaded on first use: the contracts (and zod) stay out of a visitor's first download.
    queryFn: async ({ signal }) => {
      const { packsApi } = await import('../../lib/contracts');
      return call(packsApi.userSubscription, {}, { signal });
    },
    enabled,
    staleTime: 0,
    retry: false,
  });
}
