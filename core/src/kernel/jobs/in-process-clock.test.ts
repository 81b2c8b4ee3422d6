import { movableClock } from '@atendo/plugin-api'
import { afterEach, describe, expect, it } from 'vitest'
import { createInProcessBackend } from './in-process-backend.ts'
import type { JobBackend } from './job-backend.ts'
import { createJobsApi } from './jobs-api.ts'

const quietLog = { error: () => {}, warn: () => {} }

describe('in-process backend on a movable clock', () => {
  let backend: JobBackend | undefined
  afterEach(() => backend?.close())

  it('runs delayed jobs and interval schedules when the clock reaches them, not before', async () => {
    const clock = movableClock(new Date('2026-01-05T12:00:00Z'))
    backend = createInProcessBackend(quietLog, clock)
    const jobs = createJobsApi(backend)
    const ran: string[] = []
    const reminder = jobs.define('test.reminder', async (data: { text: string }) => {
      ran.push(`${data.text} ${clock.now().toISOString()}`)
    })
    const sweep = jobs.define('test.sweep', async () => {
      ran.push(`sweep ${clock.now().toISOString()}`)
    })
    await backend.startWorkers()
    await reminder.enqueue({ text: 'reminder' }, { delayMs: 60_000 })
    await sweep.repeat('every-half-hour', {}, { everyMs: 30 * 60_000 })
    await clock.advance(0)
    expect(ran).toEqual(['sweep 2026-01-05T12:00:00.000Z'])

    await clock.advance(59_999)
    expect(ran).toHaveLength(1)
    await clock.advance(1)
    expect(ran.at(-1)).toBe('reminder 2026-01-05T12:01:00.000Z')

    await clock.set(new Date('2026-01-05T13:00:00Z'))
    expect(ran.slice(2)).toEqual(['sweep 2026-01-05T12:30:00.000Z', 'sweep 2026-01-05T13:00:00.000Z'])
  })
})
