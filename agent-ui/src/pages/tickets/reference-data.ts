import { useQuery } from '@tanstack/react-query'
import { atendo, dataOf } from '../../api/atendo.ts'
import { connectionKeys } from '../../api/query-keys/connection-keys.ts'
import { queueKeys } from '../../api/query-keys/queue-keys.ts'
import { quickMessageKeys } from '../../api/query-keys/quick-message-keys.ts'
import { tagKeys } from '../../api/query-keys/tag-keys.ts'
import { userKeys } from '../../api/query-keys/user-keys.ts'

/** Lists the inbox needs for selectors, each with its query key (socket events keep them fresh). */
const sources = {
  queues: { key: queueKeys.all, read: () => dataOf(atendo.GET('/api/queue')) },
  users: { key: userKeys.all, read: () => dataOf(atendo.GET('/api/users/list')) },
  connections: { key: connectionKeys.all, read: () => dataOf(atendo.GET('/api/whatsapp')) },
  tags: { key: tagKeys.all, read: () => dataOf(atendo.GET('/api/tags/list')) },
  quickMessages: { key: quickMessageKeys.all, read: () => dataOf(atendo.GET('/api/quick-messages/list')) },
}

type Source = keyof typeof sources

/** Each list as the API answers it. */
type ReferenceData = { [K in Source]: Awaited<ReturnType<(typeof sources)[K]['read']>> }

// One empty list for every selector still waiting, so effects that depend on a list do not rerun.
const none: never[] = []

/**
 * A selector's list, empty until it arrives. Read once per login and shared by every screen; a
 * change made elsewhere (a tag created in the back office, a queue renamed) refreshes it live. A
 * list the server refuses to this user is simply empty; `enabled: false` leaves it unasked.
 */
export function useReference<K extends Source>(source: K, { enabled = true } = {}): ReferenceData[K] {
  const { key, read } = sources[source]
  const query = useQuery<ReferenceData[K]>({
    queryKey: key,
    queryFn: () => (read() as Promise<ReferenceData[K]>).catch(() => none),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  })
  return query.data ?? none
}
