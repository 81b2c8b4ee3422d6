import type { SessionOwner } from '../session-owner.ts'
import type { SessionLeases } from './session-lease.ts'

export interface LeaseTiming {
  /** How long a claim lasts without renewal: the bound on a takeover after a worker dies. */
  ttlMs: number
  /** How often the holder renews and a standby worker tries to take over. */
  heartbeatMs: number
}

/** What the keeper tells the session it guards. Calls never overlap. */
export interface LeaseListener {
  acquired(): Promise<void> | void
  /** The lease is gone (another worker has it, or it could not be renewed in time): stop at once. */
  lost(): Promise<void> | void
  /** Another process asked for a logout while we hold the lease. */
  logoutRequested(): Promise<void> | void
}

export interface LeaseKeeper {
  readonly held: boolean
  /** Stops the heartbeat; `release` gives the lease up for an immediate takeover. */
  stop(options?: { release?: boolean }): Promise<void>
}

/**
 * Claims a session's lease and keeps it: renews on every heartbeat while held, retries on every
 * heartbeat while another worker holds it (a standby takes over within `ttlMs + heartbeatMs` of the
 * holder's death). A holder that cannot renew (database unreachable or too slow to answer) gives
 * up once its last renewal is `ttlMs` old, because by then another worker may rightfully hold the
 * session.
 *
 * The heartbeat never waits for the listener: starting a session (reading its keys, opening the
 * socket) can take longer than the ttl when hundreds start at once, and a renewal held up behind
 * it would let the lease lapse under a live session, for a standby to start it a second time.
 * Listener calls run one after another, in the order the heartbeat decided them.
 */
export function keepLease(
  leases: SessionLeases,
  owner: SessionOwner,
  holder: string,
  timing: LeaseTiming,
  listener: LeaseListener,
  log?: { warn(details: object, message: string): void },
): LeaseKeeper {
  let held = false
  let stopped = false
  let lastRenewedAt = 0
  let timer: NodeJS.Timeout | undefined
  let tick: Promise<void> = Promise.resolve()
  let notifications: Promise<void> = Promise.resolve()
  /** The request stays on the lease until the logout is done: it is passed on once. */
  let loggingOut = false

  function notify(call: () => Promise<void> | void) {
    notifications = notifications.then(call).catch((error: unknown) => {
      log?.warn({ err: error, connectionId: owner.connectionId }, 'session lease listener failed')
    })
  }

  function loseLease() {
    held = false
    notify(() => listener.lost())
  }

  /** The claim, bounded while held: past the ttl the lease may be someone else's. */
  function claim() {
    const claiming = leases.claim(owner, holder, timing.ttlMs)
    if (!held) return claiming
    const leftMs = Math.max(0, lastRenewedAt + timing.ttlMs - Date.now())
    let deadline: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new Error(`no renewal within the ttl (${timing.ttlMs} ms)`)), leftMs)
    })
    return Promise.race([claiming, late]).finally(() => clearTimeout(deadline))
  }

  async function beat() {
    try {
      const claimed = await claim()
      if (stopped) return
      if (claimed.held) {
        lastRenewedAt = Date.now()
        if (!held) {
          held = true
          notify(() => listener.acquired())
        }
        if (claimed.logoutRequested && !loggingOut) {
          loggingOut = true
          notify(async () => {
            try {
              await listener.logoutRequested()
            } finally {
              loggingOut = false
            }
          })
        }
      } else if (held) {
        loseLease()
      }
    } catch (error) {
      log?.warn({ err: error, connectionId: owner.connectionId }, 'session lease renewal failed')
      if (held && Date.now() - lastRenewedAt >= timing.ttlMs) loseLease()
    }
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      tick = beat().finally(() => {
        if (!stopped) schedule(timing.heartbeatMs)
      })
    }, delayMs)
    timer.unref?.()
  }
  schedule(0)

  return {
    get held() {
      return held
    },
    async stop(options = {}) {
      stopped = true
      clearTimeout(timer)
      await tick
      await notifications
      if (options.release && held) await leases.release(owner, holder)
      held = false
    },
  }
}
