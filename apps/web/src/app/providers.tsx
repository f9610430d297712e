import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isRetryable } from '../lib/api-error';
import { NoticeProvider } from '../components/ui/notice';

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

/** The query client comes from main.tsx, which fills it before the first render. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>{children}</NoticeProvider>
    </QueryClientProvider>
  );
}
