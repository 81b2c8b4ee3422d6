/** A call that runs at most once per interval; `cancel` drops the one waiting, if any. */
export interface Throttled {
  (): void
  cancel(): void
}

/**
 * Runs `run` at once, then at most once per `interval`: calls in between fold into one run at the
 * end of the interval, so the last change is never lost and a burst costs one run.
 *
 * @example
 * const refresh = throttle(() => void fetchBoard(), 1000)
 * socket.on(`company-${id}-ticket`, refresh)
 *
 * `justRan` starts the interval at once, as if `run` had just run: for a caller that has just read
 * what `run` reads again, so the first event after that read waits as every later one does.
 */
export function throttle(run: () => void, interval: number, { justRan = false } = {}): Throttled {
  let lastRun = justRan ? Date.now() : Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  const fire = () => {
    timer = undefined
    lastRun = Date.now()
    run()
  }
  const throttled = () => {
    if (timer !== undefined) return
    const wait = lastRun + interval - Date.now()
    if (wait <= 0) fire()
    else timer = setTimeout(fire, wait)
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  return throttled
}
