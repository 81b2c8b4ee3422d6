import type { ChannelConnection, ChannelStatus, InboundSink } from '@atendo/plugin-api'
import type { AuthStateStore } from '../auth/auth-state-store.ts'
import type { SessionLog } from '../session-log.ts'
import type { SessionOwner } from '../session-owner.ts'
import type {
  OpenSocketOptions,
  OpenWhatsAppSocket,
  WhatsAppEventName,
  WhatsAppEvents,
  WhatsAppSocketPort,
} from '../socket/socket-port.ts'
import { accountNumber, pairingCodeNumber } from './pairing.ts'
import { closeStatusCode, retryDelayMs, type SessionTiming, verdictOnClose } from './reconnect-policy.ts'

/** Subscribes to one event of the current socket; events of a replaced socket are dropped. */
export type Listen = <Event extends WhatsAppEventName>(
  event: Event,
  listener: (payload: WhatsAppEvents[Event]) => void,
) => void

/** What the session lets the message side (inbound, catch-up) do with each socket it opens. */
export interface SessionHooks {
  /** A socket was created: subscribe to its message events. */
  attach(socket: WhatsAppSocketPort, listen: Listen): void
  /** The socket is open (first time, or again after a reconnection). */
  opened(socket: WhatsAppSocketPort): void
  /**
   * Settles when the message side can take events in: a socket is opened only then. Left out, at
   * once.
   */
  ready?(): Promise<void>
}

export interface WhatsAppSessionOptions {
  connection: ChannelConnection
  sink: InboundSink
  authStore: AuthStateStore
  openSocket: OpenWhatsAppSocket
  timing: SessionTiming
  hooks: SessionHooks
  log: SessionLog
  random?: () => number
  /** Passed to every socket the session opens (history import, retries' message lookup). */
  socketOptions?: Omit<OpenSocketOptions, 'auth' | 'connectionId'>
}

/** One connection's socket, kept alive: reconnects, liveness, pairing, truthful statuses. */
export interface WhatsAppSession {
  /** The last status reported. */
  readonly status: ChannelStatus | undefined
  /** The socket while the connection is open. */
  readonly openSocket: WhatsAppSocketPort | undefined
  /** Opens a socket (again), with fresh pairing and retry counters. */
  start(): Promise<void>
  /** Closes the socket without logging out (lease lost, process stopping). */
  stop(): Promise<void>
  /** Logs the device out, deletes its keys and reports DISCONNECTED. */
  logout(): Promise<void>
  /** Settles once pending status reports and credential writes are done. */
  settled(): Promise<void>
}

function withTimeout(promise: Promise<void>, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * The session state machine. Statuses follow what the socket really does:
 * OPENING while a socket opens; `qrcode` with each QR, or PAIRING with the phone-number code;
 * CONNECTED once open; TIMEOUT while a lost connection waits for its next retry; DISCONNECTED when
 * the session stopped trying (logged out, replaced, or nobody paired it in time).
 */
export function createWhatsAppSession(options: WhatsAppSessionOptions): WhatsAppSession {
  const { connection, sink, authStore, timing, hooks, log } = options
  const owner: SessionOwner = { companyId: connection.companyId, connectionId: connection.id }
  const logContext = { connectionId: connection.id, companyId: connection.companyId }

  let generation = 0
  let current: WhatsAppSocketPort | undefined
  let open = false
  let running = false
  let attempt = 0
  let qrCodes = 0
  let pairingRequested = false
  let lastActivityAt = 0
  let probing = false
  let retryTimer: NodeJS.Timeout | undefined
  let stableTimer: NodeJS.Timeout | undefined
  let livenessTimer: NodeJS.Timeout | undefined
  let status: ChannelStatus | undefined
  let lastDetails = ''
  let reports: Promise<void> = Promise.resolve()
  let credentialWrites: Promise<void> = Promise.resolve()

  function report(next: ChannelStatus, details?: { qrcode?: string; number?: string }) {
    const serialised = JSON.stringify(details ?? {})
    if (next === status && serialised === lastDetails) return
    status = next
    lastDetails = serialised
    reports = reports
      .then(() => sink.connectionStatus(connection, next, details))
      .catch((error: unknown) =>
        log.warn({ ...logContext, err: error, status: next }, 'connection status not recorded'),
      )
  }

  function clearTimers() {
    clearTimeout(retryTimer)
    clearTimeout(stableTimer)
    clearInterval(livenessTimer)
    retryTimer = stableTimer = livenessTimer = undefined
  }

  /** Forgets the current socket: its later events are ignored. */
  function retire(): WhatsAppSocketPort | undefined {
    const socket = current
    generation++
    current = undefined
    open = false
    clearTimers()
    return socket
  }

  async function openNewSocket() {
    retire()
    const mine = generation
    // Inbound still full of what core has not taken: WhatsApp keeps the rest until there is room.
    await hooks.ready?.()
    if (!running || generation !== mine) return
    report('OPENING')
    let socket: WhatsAppSocketPort
    try {
      const { state, saveCreds } = await authStore.load(owner)
      if (!running || generation !== mine) return
      socket = options.openSocket({ ...options.socketOptions, auth: state, connectionId: connection.id })
      socket.on('creds.update', () => {
        // Credentials change during pairing and key rotation; losing one write breaks the session.
        credentialWrites = credentialWrites
          .then(saveCreds)
          .catch((error: unknown) => log.error({ ...logContext, err: error }, 'credentials not saved'))
      })
    } catch (error) {
      log.warn({ ...logContext, err: error }, 'session could not start')
      if (running && generation === mine) scheduleRetry()
      return
    }
    current = socket
    lastActivityAt = Date.now()
    const listen: Listen = (event, listener) =>
      socket.on(event, (payload) => {
        if (generation !== mine) return
        lastActivityAt = Date.now()
        listener(payload)
      })
    listen('connection.update', (update) => {
      if (update.qr) void onQr(socket, update.qr, mine)
      if (update.connection === 'open') onOpen(socket)
      if (update.connection === 'close') onClose(closeStatusCode(update.lastDisconnect?.error))
    })
    hooks.attach(socket, listen)
  }

  async function onQr(socket: WhatsAppSocketPort, qr: string, mine: number) {
    qrCodes++
    if (qrCodes > timing.maxQrCodes) {
      // Nobody is pairing: stop the QR loop until someone asks for a new code.
      retire()?.end(new Error('pairing timed out'))
      report('DISCONNECTED')
      return
    }
    const phoneNumber = pairingCodeNumber(connection)
    if (!phoneNumber) {
      report('qrcode', { qrcode: qr })
      return
    }
    if (pairingRequested) return
    pairingRequested = true
    try {
      const code = await socket.requestPairingCode(phoneNumber)
      if (generation === mine) report('PAIRING', { qrcode: code, number: phoneNumber })
    } catch (error) {
      pairingRequested = false
      log.warn({ ...logContext, err: error }, 'pairing code not issued')
    }
  }

  function onOpen(socket: WhatsAppSocketPort) {
    open = true
    qrCodes = 0
    pairingRequested = false
    const number = accountNumber(socket.user)
    report('CONNECTED', number ? { number } : undefined)
    stableTimer = setTimeout(() => {
      attempt = 0
    }, timing.stableAfterMs)
    startLiveness(socket)
    hooks.opened(socket)
  }

  function onClose(statusCode: number | undefined) {
    const verdict = verdictOnClose(statusCode)
    retire()
    log.info({ ...logContext, statusCode, verdict }, 'whatsapp socket closed')
    if (verdict === 'restart') {
      void openNewSocket()
    } else if (verdict === 'retry') {
      scheduleRetry()
    } else if (verdict === 'logged-out') {
      credentialWrites = credentialWrites.then(() => authStore.clear(owner))
      report('DISCONNECTED')
    } else {
      report('DISCONNECTED')
    }
  }

  function scheduleRetry() {
    const delay = retryDelayMs(attempt++, timing, options.random)
    report('TIMEOUT')
    retryTimer = setTimeout(() => void openNewSocket(), delay)
  }

  function startLiveness(socket: WhatsAppSocketPort) {
    const mine = generation
    livenessTimer = setInterval(async () => {
      if (probing || Date.now() - lastActivityAt < timing.livenessIdleMs) return
      probing = true
      try {
        await withTimeout(socket.ping(timing.pingTimeoutMs), timing.pingTimeoutMs)
        lastActivityAt = Date.now()
      } catch (error) {
        if (generation !== mine) return
        // Connected on paper, dead in fact: restart it rather than leave the inbox silent.
        log.warn({ ...logContext, err: error }, 'whatsapp socket unresponsive, restarting it')
        retire()?.end(new Error('liveness probe unanswered'))
        scheduleRetry()
      } finally {
        probing = false
      }
    }, timing.livenessIntervalMs)
  }

  return {
    get status() {
      return status
    },
    get openSocket() {
      return open ? current : undefined
    },
    async start() {
      running = true
      attempt = 0
      qrCodes = 0
      pairingRequested = false
      retire()?.end(undefined)
      await openNewSocket()
    },
    async stop() {
      running = false
      retire()?.end(undefined)
      await credentialWrites
    },
    async logout() {
      running = false
      const wasOpen = open
      const socket = retire()
      if (socket && wasOpen) {
        await socket.logout().catch((error: unknown) => {
          log.warn({ ...logContext, err: error }, 'logout did not reach whatsapp')
          socket.end(undefined)
        })
      } else {
        socket?.end(undefined)
      }
      await credentialWrites
      await authStore.clear(owner)
      report('DISCONNECTED')
      await reports
    },
    async settled() {
      await credentialWrites
      await reports
    },
  }
}
