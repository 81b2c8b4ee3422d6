import { useEffect, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'

/** Lists the inbox needs for selectors, fetched once per page view and shared. */
const sources = {
  queues: () => dataOf(atendo.GET('/api/queue')),
  users: () => dataOf(atendo.GET('/api/users/list')),
  connections: () => dataOf(atendo.GET('/api/whatsapp')),
  tags: () => dataOf(atendo.GET('/api/tags/list')),
  quickMessages: () => dataOf(atendo.GET('/api/quick-messages/list')),
}

type Source = keyof typeof sources

/** Each list as the API answers it. */
type ReferenceData = { [K in Source]: Awaited<ReturnType<(typeof sources)[K]>> }

const cache = new Map<Source, Promise<ReferenceData[Source]>>()

function load<K extends Source>(source: K): Promise<ReferenceData[K]> {
  let pending = cache.get(source)
  if (!pending) {
    // A list the server refuses to this user is simply empty in the selectors.
    pending = sources[source]().catch(() => [])
    cache.set(source, pending)
  }
  return pending as Promise<ReferenceData[K]>
}

/** Forgets the cached lists (after the user's permissions or the company's setup change). */
export function clearReferenceData(): void {
  cache.clear()
}

export function useReference<K extends Source>(source: K): ReferenceData[K] {
  const [value, setValue] = useState<ReferenceData[K]>([] as ReferenceData[K])
  useEffect(() => {
    let current = true
    load(source).then((loaded) => {
      if (current) setValue(loaded)
    })
    return () => {
      current = false
    }
  }, [source])
  return value
}
