// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeSocket } from '../test/test-session.tsx'
import { connectLiveInvalidation, liveInvalidationInterval, liveInvalidations } from './live-invalidation.ts'
import { campaignKeys } from './query-keys/campaign-keys.ts'
import { chatKeys } from './query-keys/chat-keys.ts'
import { contactKeys } from './query-keys/contact-keys.ts'
import { contactListKeys } from './query-keys/contact-list-keys.ts'
import { helpKeys } from './query-keys/help-keys.ts'
import { notificationKeys } from './query-keys/notification-keys.ts'
import { scheduleKeys } from './query-keys/schedule-keys.ts'
import { tagKeys } from './query-keys/tag-keys.ts'
import { ticketKeys } from './query-keys/ticket-keys.ts'

let client: QueryClient

afterEach(() => {
  client?.clear()
  vi.useRealTimers()
})

/** A cache holding an answer for each of these queries, as screens would have left it. */
function cacheWith(...keys: readonly (readonly unknown[])[]): QueryClient {
  client = new QueryClient()
  for (const key of keys) client.setQueryData(key, ['answer'])
  return client
}

const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false

describe('the socket events that change cached queries', () => {
  it("maps each of the company's events to the queries it changes, and the user's own chat events", () => {
    const map = liveInvalidations(7, 3)
    expect(map['company-7-contact']).toEqual([contactKeys.all])
    expect(map['company-7-campaign']).toEqual([campaignKeys.all])
    expect(map['company-7-ContactList']).toEqual([contactListKeys.all, campaignKeys.all])
    expect(map['company-7-tag']).toEqual([tagKeys.all])
    expect(map['company-7-help']).toEqual([helpKeys.all])
    expect(map['company-7-schedule']).toEqual([scheduleKeys.all])
    expect(map['company-7-chat-user-3']).toEqual([chatKeys.all])
    // A ticket moved, tagged or written to changes the kanban's cards and its lanes' counts.
    expect(map['company-7-ticket']).toEqual([notificationKeys.pendingCount, tagKeys.kanban, ticketKeys.logs])
    expect(map['company-7-appMessage']).toEqual([notificationKeys.pendingCount, tagKeys.kanban])
    // Another company's, and another user's chat events, are not this login's.
    expect(Object.keys(map).some((event) => !event.startsWith('company-7-'))).toBe(false)
    expect(map['company-7-chat-user-4']).toBeUndefined()
  })

  it('marks stale the queries of the event only, all of them under its key', () => {
    const searches = [contactKeys.search('mar'), contactKeys.search('ana')]
    cacheWith(...searches, tagKeys.all, campaignKeys.all)
    const live = fakeSocket()
    connectLiveInvalidation(live.socket, client, 7, 3)

    live.tell('company-7-contact', { action: 'update', contact: { id: 1 } })

    expect(searches.map(stale)).toEqual([true, true])
    expect(stale(tagKeys.all)).toBe(false)
    expect(stale(campaignKeys.all)).toBe(false)
  })

  it('folds a burst of events into one invalidation at once and one at the end of the interval', () => {
    vi.useFakeTimers()
    cacheWith(campaignKeys.all)
    const live = fakeSocket()
    connectLiveInvalidation(live.socket, client, 7, 3)
    const answerAgain = () => client.setQueryData(campaignKeys.all, ['answer'])

    live.tell('company-7-campaign', { action: 'update' })
    expect(stale(campaignKeys.all)).toBe(true)
    answerAgain()
    // A campaign's progress: more events within the interval wait for its end.
    live.tell('company-7-campaign', { action: 'update' })
    live.tell('company-7-campaign', { action: 'update' })
    expect(stale(campaignKeys.all)).toBe(false)

    vi.advanceTimersByTime(liveInvalidationInterval)
    expect(stale(campaignKeys.all)).toBe(true)
  })

  it('marks everything stale at each connection, what was read before the first one included (events were not heard)', () => {
    cacheWith(tagKeys.all, helpKeys.all)
    const live = fakeSocket()
    connectLiveInvalidation(live.socket, client, 7, 3)

    live.tell('connect')
    expect([stale(tagKeys.all), stale(helpKeys.all)]).toEqual([true, true])

    // Read again, then the socket reconnects: stale again.
    client.setQueryData(tagKeys.all, ['read again'])
    expect(stale(tagKeys.all)).toBe(false)
    live.tell('connect')
    expect(stale(tagKeys.all)).toBe(true)
  })

  it('stops listening when the login ends', () => {
    cacheWith(tagKeys.all)
    const live = fakeSocket()
    const stop = connectLiveInvalidation(live.socket, client, 7, 3)
    expect(live.listening('company-7-tag')).toBe(1)

    stop()

    expect(live.listening('company-7-tag')).toBe(0)
    expect(live.listening('connect')).toBe(0)
    live.tell('company-7-tag', { action: 'create' })
    expect(stale(tagKeys.all)).toBe(false)
  })
})
