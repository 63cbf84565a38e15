import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change by asking again.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
