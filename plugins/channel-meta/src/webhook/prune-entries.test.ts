import { waitFor } from '@atendo/core/testing'
import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messenger, pageId, pageWebhook } from '../fixtures/messenger.ts'
import { type MetaTestApp, startMetaTestApp } from '../testing/meta-test-app.ts'
import { keepEntriesDays } from './prune-entries.ts'

// Monday noon UTC; the pruning runs nightly at 04:30 UTC.
const clock = movableClock(new Date('2026-11-30T12:00:00Z'))
const day = 24 * 60 * 60 * 1000
let meta: MetaTestApp

const entryCount = async () =>
  Number((await meta.rows<{ count: string }>('select count(*) from channel_meta_webhook_entries'))[0]!.count)

beforeAll(async () => {
  meta = await startMetaTestApp({}, { clock })
  const created = await meta.admin.post('/api/whatsapp', {
    name: 'Página Loja',
    channel: 'facebook',
    credentials: { pageId, accessToken: 'page-token-A' },
  })
  expect(created.status).toBe(201)
  // A busy machine starts the app slowly; nothing here waits on the (stopped) product clock.
}, 180_000)
afterAll(() => meta?.close())

describe('pruning recorded webhook entries', { timeout: 90_000 }, () => {
  it(`keeps entries ${keepEntriesDays} days, then the nightly job removes them and a replay is new again`, async () => {
    const old = pageWebhook([messenger.text('m_prune_old', 'Primeira')])
    expect((await meta.deliver(old)).status).toBe(200)
    await clock.advance(3 * day)
    expect((await meta.deliver(pageWebhook([messenger.text('m_prune_new', 'Segunda')]))).status).toBe(200)
    expect(await entryCount()).toBe(2)

    // Seven nights later the first entry is 6.7 days old: both stay, and its replay is still known.
    await clock.set(new Date('2026-12-07T05:00:00Z'))
    const replayed = await meta.deliver(old)
    expect(await replayed.json()).toEqual({ received: 0 })
    expect(await entryCount()).toBe(2)

    // The next night it is past seven days: the job removes it, and only it.
    await clock.set(new Date('2026-12-08T05:00:00Z'))
    await waitFor(async () => (await entryCount()) === 1)
    const [kept] = await meta.rows<{ received_at: string }>(
      'select received_at from channel_meta_webhook_entries',
    )
    expect(new Date(kept!.received_at).toISOString()).toBe('2026-12-03T12:00:00.000Z')
  })
})
