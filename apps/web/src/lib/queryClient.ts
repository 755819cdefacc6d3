import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

// One client for the app. Client errors (4xx) are answers, not glitches: never retried.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status < 500) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
