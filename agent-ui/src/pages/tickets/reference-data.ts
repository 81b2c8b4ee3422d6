import { useEffect, useState } from 'react'
import { call } from '../../api/atendo.ts'
import type { Connection, Queue, QuickMessage, TagChip, UserOption } from '../../api/models.ts'

/** Lists the inbox needs for selectors, fetched once per page view and shared. */
const sources = {
  queues: '/api/queue',
  users: '/api/users/list',
  connections: '/api/whatsapp',
  tags: '/api/tags/list',
  quickMessages: '/api/quick-messages/list',
} as const

interface ReferenceData {
  queues: Queue[]
  users: UserOption[]
  connections: Connection[]
  tags: TagChip[]
  quickMessages: QuickMessage[]
}

type Source = keyof typeof sources

const cache = new Map<Source, Promise<unknown[]>>()

function load<K extends Source>(source: K): Promise<ReferenceData[K]> {
  let pending = cache.get(source)
  if (!pending) {
    // A list the server does not offer (or refuses to this user) is simply empty in the selectors.
    pending = call<unknown[]>('GET', sources[source]).then(
      (answer) => (Array.isArray(answer) ? answer : []),
      () => [],
    )
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
