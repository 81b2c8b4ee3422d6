import { DisconnectReason } from 'baileys'

/** Timing of reconnections and of the liveness probe. */
export interface SessionTiming {
  /** First retry delay after a lost connection. */
  retryInitialMs: number
  /** Upper bound of the retry delay. */
  retryMaxMs: number
  /** A connection open this long counts as stable: the next loss starts from `retryInitialMs` again. */
  stableAfterMs: number
  /** How often the liveness check looks at the socket. */
  livenessIntervalMs: number
  /** A socket silent this long is probed with a ping. */
  livenessIdleMs: number
  /** A ping unanswered this long means the socket is dead: it is restarted. */
  pingTimeoutMs: number
  /** QR codes (or code-pairing refreshes) shown before the session gives up waiting to be paired. */
  maxQrCodes: number
}

export const defaultSessionTiming: SessionTiming = {
  retryInitialMs: 2_000,
  retryMaxMs: 120_000,
  stableAfterMs: 60_000,
  livenessIntervalMs: 30_000,
  livenessIdleMs: 60_000,
  pingTimeoutMs: 15_000,
  maxQrCodes: 6,
}

/**
 * The delay before retry number `attempt` (0-based): exponential, capped, with "equal jitter" (half
 * fixed, half random) so hundreds of sessions cut off together do not all reconnect in the same second.
 */
export function retryDelayMs(
  attempt: number,
  timing: SessionTiming,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(timing.retryMaxMs, timing.retryInitialMs * 2 ** Math.min(attempt, 30))
  return Math.round(exponential / 2 + random() * (exponential / 2))
}

/** What a closed socket means for the session. */
export type CloseVerdict =
  /** WhatsApp asks for a fresh socket (always after pairing): reconnect at once. */
  | 'restart'
  /** A network or server problem: reconnect after a back-off. */
  | 'retry'
  /** The phone removed this device (or the account is banned): the keys are useless, pair again. */
  | 'logged-out'
  /** Another client took the session over: do not fight it. */
  | 'replaced'

/** Reads the status code Baileys puts on a close (a Boom error's `output.statusCode`). */
export function closeStatusCode(error: unknown): number | undefined {
  const code = (error as { output?: { statusCode?: unknown } } | undefined)?.output?.statusCode
  return typeof code === 'number' ? code : undefined
}

export function verdictOnClose(statusCode: number | undefined): CloseVerdict {
  switch (statusCode) {
    case DisconnectReason.restartRequired:
      return 'restart'
    case DisconnectReason.loggedOut:
    case DisconnectReason.forbidden:
    case DisconnectReason.multideviceMismatch:
      return 'logged-out'
    case DisconnectReason.connectionReplaced:
      return 'replaced'
    default:
      return 'retry'
  }
}
