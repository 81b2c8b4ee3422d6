import type { SessionOwner } from '../session-owner.ts'
import type { SessionLeases } from './session-lease.ts'

export interface LeaseTiming {
  /** How long a claim lasts without renewal: the bound on a takeover after a worker dies. */
  ttlMs: number
  /** How often the holder renews and a standby worker tries to take over. */
  heartbeatMs: number
  /**
   * How long before the ttl runs out a holder that could not renew stops its session, so its
   * socket is closed before anyone else may take the lease (clocks and timers are not exact).
   * `min(heartbeatMs, ttlMs / 5)` when left out.
   */
  marginMs?: number
}

/** How long after its last renewal a holder still counts the lease as its own. */
export const leaseValidityMs = (timing: LeaseTiming) =>
  timing.ttlMs - (timing.marginMs ?? Math.min(timing.heartbeatMs, timing.ttlMs / 5))

/** What the keeper tells the session it guards. Calls never overlap. */
export interface LeaseListener {
  acquired(): Promise<void> | void
  /** The lease is gone (another worker has it, or it could not be renewed in time): stop at once. */
  lost(): Promise<void> | void
  /** Another process asked for a logout while we hold the lease. */
  logoutRequested(): Promise<void> | void
}

export interface LeaseKeeper {
  /**
   * This process holds the lease: the last renewal succeeded and is younger than the ttl minus
   * the margin. False as soon as that is no longer so, even before the heartbeat notices (a
   * process paused past its ttl must not act on a session someone else may run now).
   */
  readonly held: boolean
  /** Stops the heartbeat; `release` gives the lease up for an immediate takeover. */
  stop(options?: { release?: boolean }): Promise<void>
}

/**
 * Claims a session's lease and keeps it: renews on every heartbeat while held, retries on every
 * heartbeat while another worker holds it (a standby takes over within `ttlMs + heartbeatMs` of the
 * holder's death). A holder that cannot renew (database unreachable or too slow to answer) gives
 * up a margin before its last renewal is `ttlMs` old, because from then on another worker may
 * rightfully hold the session; a renewal counts from when it was sent, since the database dates the
 * lease from its own `now()` at that moment, not from when the answer came back.
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
  const validityMs = leaseValidityMs(timing)
  let giveUpTimer: NodeJS.Timeout | undefined
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

  const fresh = () => Date.now() - lastRenewedAt < validityMs

  function loseLease() {
    if (!held) return
    held = false
    clearTimeout(giveUpTimer)
    notify(() => listener.lost())
  }

  /**
   * Stops the session when the validity runs out with no renewal, whatever the heartbeat is doing
   * (a renewal stuck on a dead database connection must not keep the socket open).
   */
  function armGiveUp() {
    clearTimeout(giveUpTimer)
    giveUpTimer = setTimeout(
      () => {
        if (held && !fresh()) {
          log?.warn({ connectionId: owner.connectionId }, 'session lease not renewed in time, stopping')
          loseLease()
        }
      },
      Math.max(0, lastRenewedAt + validityMs - Date.now()),
    )
    giveUpTimer.unref?.()
  }

  /** The claim, bounded while held: past the validity the lease may be someone else's. */
  function claim() {
    const claiming = leases.claim(owner, holder, timing.ttlMs)
    if (!held) return claiming
    const leftMs = Math.max(0, lastRenewedAt + validityMs - Date.now())
    let deadline: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new Error(`no renewal within the ttl (${timing.ttlMs} ms)`)), leftMs)
    })
    return Promise.race([claiming, late]).finally(() => clearTimeout(deadline))
  }

  async function beat() {
    const sentAt = Date.now()
    try {
      const claimed = await claim()
      if (stopped) return
      if (claimed.held) {
        lastRenewedAt = sentAt
        armGiveUp()
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
      if (held && !fresh()) loseLease()
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
      return held && fresh()
    },
    async stop(options = {}) {
      stopped = true
      clearTimeout(timer)
      clearTimeout(giveUpTimer)
      await tick
      await notifications
      if (options.release && held) await leases.release(owner, holder)
      held = false
    },
  }
}
