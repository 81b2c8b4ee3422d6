import type { JobLog } from './job-backend.ts'

export interface DispatchScheduleOptions {
  /** One poll: hands due rows to the backend, answers how many. */
  poll(): Promise<number>
  everyMs: number
  log: JobLog
}

/**
 * Polls the outbox every `everyMs` in this process: rows no after-commit hand-over reached (the
 * process stopped first, Redis was down), retries that are due, and rows whose worker stopped.
 * A plain timer, not a backend schedule, because it must keep running while Redis is down.
 *
 * @example
 * const schedule = dispatchSchedule({ poll: () => outbox.dispatchDue(), everyMs: 5000, log })
 * schedule.start()
 * await schedule.stop()
 */
export function dispatchSchedule(options: DispatchScheduleOptions) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  function arm(): void {
    if (stopped) return
    timer = setTimeout(() => {
      running = options
        .poll()
        .then(() => undefined)
        .catch((error: unknown) => options.log.warn({ err: error }, 'job outbox poll failed'))
        .finally(() => {
          running = undefined
          arm()
        })
    }, options.everyMs)
    timer.unref()
  }

  return {
    start(): void {
      if (timer || stopped) return
      arm()
    },
    async stop(): Promise<void> {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
