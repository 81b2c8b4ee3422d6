import { DisconnectReason } from 'baileys'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryAuthStore } from '../testing/memory-auth-store.ts'
import { recordingSink, testConnection } from '../testing/recording-sink.ts'
import { disconnectError, socketDoubles } from '../testing/socket-double.ts'
import { defaultSessionTiming, retryDelayMs, type SessionTiming } from './reconnect-policy.ts'
import { createWhatsAppSession, type SessionHooks } from './whatsapp-session.ts'

const timing: SessionTiming = {
  retryInitialMs: 1_000,
  retryMaxMs: 16_000,
  stableAfterMs: 30_000,
  livenessIntervalMs: 5_000,
  livenessIdleMs: 10_000,
  pingTimeoutMs: 3_000,
  maxQrCodes: 3,
}
const silentLog = { info() {}, warn() {}, error() {} }

function setup(
  options: { pairingCodeNumber?: string; random?: () => number; attach?: SessionHooks['attach'] } = {},
) {
  const sink = recordingSink()
  const sockets = socketDoubles()
  const authStore = memoryAuthStore()
  const opened: number[] = []
  const connection = testConnection({
    options: options.pairingCodeNumber ? { pairingCodeNumber: options.pairingCodeNumber } : {},
  })
  const session = createWhatsAppSession({
    connection,
    sink,
    authStore,
    openSocket: sockets.open,
    timing,
    log: silentLog,
    random: options.random ?? (() => 0.5),
    hooks: { attach: options.attach ?? (() => {}), opened: () => void opened.push(sockets.opened.length) },
  })
  const statuses = () => sink.statuses.map((entry) => entry.status)
  return { sink, sockets, authStore, session, opened, statuses }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('retry delays', () => {
  it('grow exponentially with jitter up to the cap', () => {
    const low = (attempt: number) => retryDelayMs(attempt, timing, () => 0)
    const high = (attempt: number) => retryDelayMs(attempt, timing, () => 1)
    expect([0, 1, 2, 3, 4, 5, 9].map(low)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000])
    expect([0, 1, 2, 3, 4, 5, 9].map(high)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000])
    const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, timing)))
    expect(spread.size).toBeGreaterThan(10)
    expect(retryDelayMs(60, defaultSessionTiming, () => 1)).toBe(defaultSessionTiming.retryMaxMs)
  })
})

describe('pairing', () => {
  it('shows each QR code, then CONNECTED with the number, and saves credentials', async () => {
    const { sockets, session, sink, authStore } = setup()
    await session.start()
    const socket = sockets.latest()
    socket.emit('connection.update', { qr: 'qr-1' })
    socket.emit('connection.update', { qr: 'qr-2' })
    socket.emit('creds.update', { registered: true })
    socket.open('5511988887777:3@s.whatsapp.net')
    await session.settled()
    expect(sink.statuses).toEqual([
      { status: 'OPENING' },
      { status: 'qrcode', details: { qrcode: 'qr-1' } },
      { status: 'qrcode', details: { qrcode: 'qr-2' } },
      { status: 'CONNECTED', details: { number: '5511988887777' } },
    ])
    expect(authStore.saved).toBe(1)
    expect(session.openSocket).toBe(socket)
  })

  it('pairs by phone-number code when the connection asks for it', async () => {
    const { sockets, session, sink } = setup({ pairingCodeNumber: '+55 (11) 98888-7777' })
    await session.start()
    const socket = sockets.latest()
    socket.emit('connection.update', { qr: 'qr-1' })
    socket.emit('connection.update', { qr: 'qr-2' })
    await session.settled()
    expect(socket.pairingRequests).toEqual(['5511988887777'])
    expect(sink.statuses).toEqual([
      { status: 'OPENING' },
      { status: 'PAIRING', details: { qrcode: 'ABCD1234', number: '5511988887777' } },
    ])
  })

  it('restarts at once when WhatsApp asks for it after pairing', async () => {
    const { sockets, session, statuses } = setup()
    await session.start()
    sockets.latest().emit('connection.update', { qr: 'qr-1' })
    sockets.latest().end(disconnectError(DisconnectReason.restartRequired))
    await vi.advanceTimersByTimeAsync(0)
    expect(sockets.opened).toHaveLength(2)
    sockets.latest().open()
    await session.settled()
    expect(statuses()).toEqual(['OPENING', 'qrcode', 'OPENING', 'CONNECTED'])
  })

  it('stops the QR loop when nobody scans: DISCONNECTED, no more sockets', async () => {
    const { sockets, session, sink, statuses } = setup()
    await session.start()
    for (let code = 1; code <= 4; code++) sockets.latest().emit('connection.update', { qr: `qr-${code}` })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await session.settled()
    expect(statuses()).toEqual(['OPENING', 'qrcode', 'qrcode', 'qrcode', 'DISCONNECTED'])
    expect(sockets.opened).toHaveLength(1)
    expect(sockets.latest().ended).toBe(true)
    // Asking again starts over with a new code.
    await session.start()
    sockets.latest().emit('connection.update', { qr: 'qr-new' })
    await session.settled()
    expect(sink.statuses.at(-1)).toEqual({ status: 'qrcode', details: { qrcode: 'qr-new' } })
  })
})

describe('reconnection', () => {
  it('backs off exponentially while the network is down, and reports TIMEOUT then OPENING', async () => {
    const { sockets, session, statuses } = setup({ random: () => 1 })
    await session.start()
    sockets.latest().open()
    // random() = 1: the full exponential delay each time: 1 s, 2 s, 4 s, 8 s, then the 16 s cap.
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000, 16_000]) {
      const before = sockets.opened.length
      sockets.latest().end(disconnectError(DisconnectReason.connectionLost))
      await vi.advanceTimersByTimeAsync(delay - 1)
      expect(sockets.opened).toHaveLength(before)
      await vi.advanceTimersByTimeAsync(1)
      expect(sockets.opened).toHaveLength(before + 1)
    }
    await session.settled()
    expect(statuses().slice(0, 6)).toEqual([
      'OPENING',
      'CONNECTED',
      'TIMEOUT',
      'OPENING',
      'TIMEOUT',
      'OPENING',
    ])
    expect(statuses()).toHaveLength(2 + 2 * 6)
  })

  it('starts from the first delay again after a stable connection', async () => {
    const { sockets, session } = setup({ random: () => 1 })
    await session.start()
    sockets.latest().open()
    for (let failure = 0; failure < 3; failure++) {
      sockets.latest().end(disconnectError(DisconnectReason.connectionLost))
      await vi.advanceTimersByTimeAsync(timing.retryMaxMs)
      sockets.latest().open()
      await vi.advanceTimersByTimeAsync(1_000)
    }
    // Stable for longer than stableAfterMs: the next loss retries after the initial delay.
    await vi.advanceTimersByTimeAsync(timing.stableAfterMs)
    const before = sockets.opened.length
    sockets.latest().end(disconnectError(DisconnectReason.connectionLost))
    await vi.advanceTimersByTimeAsync(timing.retryInitialMs - 1)
    expect(sockets.opened).toHaveLength(before)
    await vi.advanceTimersByTimeAsync(1)
    expect(sockets.opened).toHaveLength(before + 1)
  })

  it('deletes the keys and stays DISCONNECTED when the phone logged the device out', async () => {
    const { sockets, session, authStore, statuses } = setup()
    await session.start()
    sockets.latest().open()
    sockets.latest().end(disconnectError(DisconnectReason.loggedOut))
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await session.settled()
    expect(statuses()).toEqual(['OPENING', 'CONNECTED', 'DISCONNECTED'])
    expect(authStore.cleared).toEqual([{ companyId: 1, connectionId: 1 }])
    expect(sockets.opened).toHaveLength(1)
  })

  it('does not fight another client that replaced the session', async () => {
    const { sockets, session, authStore, statuses } = setup()
    await session.start()
    sockets.latest().open()
    sockets.latest().end(disconnectError(DisconnectReason.connectionReplaced))
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    await session.settled()
    expect(statuses()).toEqual(['OPENING', 'CONNECTED', 'DISCONNECTED'])
    expect(authStore.cleared).toEqual([])
    expect(sockets.opened).toHaveLength(1)
  })
})

describe('liveness', () => {
  it('leaves a quiet socket that answers pings alone', async () => {
    const { sockets, session, statuses } = setup()
    await session.start()
    sockets.latest().open()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sockets.latest().pingCount).toBeGreaterThan(0)
    expect(sockets.opened).toHaveLength(1)
    await session.settled()
    expect(statuses()).toEqual(['OPENING', 'CONNECTED'])
  })

  it('restarts a connected-but-dead socket within the probe window', async () => {
    const { sockets, session, statuses, opened } = setup({ random: () => 0 })
    await session.start()
    const dead = sockets.latest()
    dead.open()
    dead.pings = 'silence'
    // Idle window + one check interval + ping timeout + the first (jittered) retry delay.
    const bound =
      timing.livenessIdleMs + timing.livenessIntervalMs + timing.pingTimeoutMs + timing.retryInitialMs
    await vi.advanceTimersByTimeAsync(bound)
    expect(dead.ended).toBe(true)
    expect(sockets.opened).toHaveLength(2)
    sockets.latest().open()
    await session.settled()
    expect(statuses()).toEqual(['OPENING', 'CONNECTED', 'TIMEOUT', 'OPENING', 'CONNECTED'])
    expect(opened).toEqual([1, 2])
  })

  it('does not probe a socket that keeps receiving events', async () => {
    const updates: unknown[] = []
    const { sockets, session } = setup({
      attach: (_socket, listen) => listen('contacts.update', (update) => updates.push(update)),
    })
    await session.start()
    const socket = sockets.latest()
    socket.open()
    socket.pings = 'silence'
    for (let second = 0; second < 60; second++) {
      socket.emit('contacts.update', [{ id: '5511911112222@s.whatsapp.net', notify: 'Ana' }])
      await vi.advanceTimersByTimeAsync(1_000)
    }
    expect(updates).toHaveLength(60)
    expect(socket.pingCount).toBe(0)
    expect(socket.ended).toBe(false)
  })
})

describe('stopping', () => {
  it('logs out: device removed, keys deleted, DISCONNECTED', async () => {
    const { sockets, session, authStore, statuses } = setup()
    await session.start()
    sockets.latest().open()
    await session.logout()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(sockets.latest().loggedOut).toBe(true)
    expect(authStore.cleared).toHaveLength(1)
    expect(statuses()).toEqual(['OPENING', 'CONNECTED', 'DISCONNECTED'])
    expect(sockets.opened).toHaveLength(1)
  })

  it('stops without logging out or reporting (the lease moved elsewhere)', async () => {
    const { sockets, session, authStore, statuses } = setup()
    await session.start()
    sockets.latest().open()
    await session.stop()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(sockets.latest().ended).toBe(true)
    expect(sockets.latest().loggedOut).toBe(false)
    expect(authStore.cleared).toEqual([])
    await session.settled()
    expect(statuses()).toEqual(['OPENING', 'CONNECTED'])
    expect(sockets.opened).toHaveLength(1)
  })
})
