import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isRetryable } from '../lib/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // the catalogue changes when an editor publishes, not from second to second
        staleTime: 60_000,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  // one client per mounted app, never a module-level singleton
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
