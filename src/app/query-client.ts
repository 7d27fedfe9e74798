import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';

/** Retries only what may heal by itself (network, 5xx); a 4xx answer is final. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
