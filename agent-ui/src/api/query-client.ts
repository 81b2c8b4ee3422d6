import { QueryClient } from '@tanstack/react-query'

/**
 * The inbox's query cache, one per login (the private frame creates it): socket events keep it
 * fresh (live-invalidation.ts), so a query is not refetched on window focus; a failure shows at
 * once with its retry button instead of after silent retries; a screen opened again shows what it
 * showed last while it asks the server again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  })
}
