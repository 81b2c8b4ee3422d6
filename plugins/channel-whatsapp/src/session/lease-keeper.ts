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
 * holder's death). A holder that cannot renew (database unreachable) gives up once its last
 * renewal is `ttlMs` old, because by then another worker may rightfully hold the session.
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

  async function beat() {
    try {
      const claim = await leases.claim(owner, holder, timing.ttlMs)
      if (stopped) return
      if (claim.held) {
        lastRenewedAt = Date.now()
        if (!held) {
          held = true
          await listener.acquired()
        }
        if (claim.logoutRequested) await listener.logoutRequested()
      } else if (held) {
        held = false
        await listener.lost()
      }
    } catch (error) {
      log?.warn({ err: error, connectionId: owner.connectionId }, 'session lease renewal failed')
      if (held && Date.now() - lastRenewedAt >= timing.ttlMs) {
        held = false
        await listener.lost()
      }
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
      if (options.release && held) await leases.release(owner, holder)
      held = false
    },
  }
}
