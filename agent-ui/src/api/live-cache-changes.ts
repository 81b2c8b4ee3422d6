import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { liveInvalidationInterval } from './live-invalidation.ts'
import { throttle } from './throttle.ts'

/** Writes live events into one cached query; `stop` drops a read again still waiting. */
export interface LiveCacheChanges {
  /** Applies a change to the cached data (nothing while there is none), reading again if needed. */
  change<Data>(update: (data: Data) => Data): void
  /** Reads the query again after cancelling a read under way (throttled). */
  readAgain(): void
  stop(): void
}

/**
 * Live events written into one cached query without losing any. A read under way may have been
 * answered before the event's change was written, and its answer would then replace the change:
 * the query is read again, once a burst allows (`liveInvalidationInterval`). The read under way is
 * cancelled first, because an invalidation joins a first read in flight rather than repeating it
 * (notifications-context.tsx does the same for the unread list). A failed or never-made read is
 * asked again too; a disabled query is only marked stale, and reads when it is enabled.
 *
 * @example
 * const live = liveCacheChanges(client, ticketKeys.byUuid(uuid))
 * socket.on(`company-${companyId}-ticket`, (event) => live.change<Ticket>(() => event.ticket))
 */
export function liveCacheChanges(client: QueryClient, queryKey: QueryKey): LiveCacheChanges {
  const exact = { queryKey, exact: true }
  const readAgain = throttle(
    () => void client.cancelQueries(exact).then(() => client.invalidateQueries(exact)),
    liveInvalidationInterval,
  )
  return {
    change<Data>(update: (data: Data) => Data) {
      const read = client.getQueryState(queryKey)
      if (read?.status !== 'success' || read.fetchStatus === 'fetching') readAgain()
      client.setQueryData<Data>(queryKey, (data) => data && update(data))
    },
    readAgain,
    stop: () => readAgain.cancel(),
  }
}
