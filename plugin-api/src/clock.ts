/**
 * The product's clock: what time it is, and an alarm for a later time. Code that reads the time
 * or waits for one takes a `Clock` (the kernel's is `kernel.clock`), so a test can move time with
 * `movableClock()` instead of sleeping.
 *
 * @example
 * function expiresAt(clock: Clock, ttlMs: number): Date {
 *   return new Date(clock.now().getTime() + ttlMs)
 * }
 * const cancel = clock.alarm(expiresAt(clock, 60_000), () => sweep())
 */
export interface Clock {
  /**
   * The current instant.
   *
   * @example
   * const createdAt = clock.now()
   */
  now(): Date
  /**
   * Calls `wake` once, no sooner than `at` (right away when `at` has passed). Answers a function
   * that cancels the alarm; cancelling after it rang does nothing.
   *
   * @example
   * const cancel = clock.alarm(new Date(clock.now().getTime() + 5_000), () => retry())
   * onClose(cancel)
   */
  alarm(at: Date, wake: () => void): () => void
}

/** setTimeout's longest delay; longer waits are taken in steps (a longer one would fire at once). */
const longestTimeout = 2 ** 31 - 1

/**
 * The real clock: `Date` and timers. An alarm never rings early (Node may wake a timer a
 * millisecond before its time) and may be days away.
 *
 * @example
 * const kernelClock: Clock = options.clock ?? systemClock
 */
export const systemClock: Clock = {
  now: () => new Date(),
  alarm(at, wake) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      const left = at.getTime() - Date.now()
      if (left > 0) {
        timer = setTimeout(check, Math.min(left, longestTimeout))
        return
      }
      timer = undefined
      wake()
    }
    const left = at.getTime() - Date.now()
    timer = setTimeout(check, Math.max(0, Math.min(left, longestTimeout)))
    return () => {
      if (timer) clearTimeout(timer)
      timer = undefined
    }
  },
}

/** A clock that stands still until a test moves it; moving it rings the alarms that came due. */
export interface MovableClock extends Clock {
  /**
   * Moves time forward by `ms`, ringing each alarm due by then in time order (with `now()` at the
   * alarm's time while it rings), and waits for the work they started to settle. A repeating
   * schedule rings once per period moved over: move by minutes or hours, not years.
   *
   * @example
   * await clock.advance(60_000)
   */
  advance(ms: number): Promise<void>
  /**
   * Moves time to `date` (forward only) like `advance`.
   *
   * @example
   * await clock.set(new Date('2026-01-05T12:00:00Z'))
   */
  set(date: Date): Promise<void>
}

interface PendingAlarm {
  at: number
  order: number
  wake: () => void
}

/** Lets promise chains that an alarm started run before the next alarm or the caller goes on. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A clock for tests, starting at `start` (default: the real time now) and standing still until
 * moved. Alarms set while moving are rung too when they fall inside the move.
 *
 * @example
 * const clock = movableClock(new Date('2026-01-05T12:00:00Z'))
 * const app = await startTestApp({ clock })
 * await clock.advance(30 * 60_000) // a half-hour sweep runs
 */
export function movableClock(start: Date = new Date()): MovableClock {
  let now = start.getTime()
  let order = 0
  const pending = new Set<PendingAlarm>()

  const nextDue = (until: number): PendingAlarm | undefined => {
    let next: PendingAlarm | undefined
    for (const alarm of pending) {
      if (alarm.at > until) continue
      if (!next || alarm.at < next.at || (alarm.at === next.at && alarm.order < next.order)) next = alarm
    }
    return next
  }

  async function moveTo(target: number): Promise<void> {
    if (target < now) throw new Error('A movable clock only moves forward')
    await settle()
    for (let due = nextDue(target); due; due = nextDue(target)) {
      pending.delete(due)
      now = Math.max(now, due.at)
      due.wake()
      await settle()
    }
    now = target
    await settle()
  }

  return {
    now: () => new Date(now),
    alarm(at, wake) {
      const alarm: PendingAlarm = { at: at.getTime(), order: order++, wake }
      pending.add(alarm)
      // An alarm already due rings on the next turn, as a zero timer would.
      if (alarm.at <= now) {
        setImmediate(() => {
          if (!pending.delete(alarm)) return
          wake()
        })
      }
      return () => {
        pending.delete(alarm)
      }
    },
    advance: (ms) => moveTo(now + ms),
    set: (date) => moveTo(date.getTime()),
  }
}

/**
 * The zone a company's days and hours are told in when it chose none (inbox.md §9): the one
 * default core, plugins and the overdue check share.
 */
export const defaultTimeZone = 'America/Sao_Paulo'
