import { initAuthCreds } from 'baileys'
import { afterEach, describe, expect, it } from 'vitest'
import { createWhatsAppSession, type WhatsAppSession } from '../session/whatsapp-session.ts'
import { memoryAuthStore } from '../testing/memory-auth-store.ts'
import { recordingSink, testConnection } from '../testing/recording-sink.ts'
import { baileysSocketOpener } from './baileys-socket.ts'
import type { WhatsAppSocketPort } from './socket-port.ts'

const quiet = () => {}
const logger = {
  level: 'silent',
  child: () => logger,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
}
// Nothing listens on the discard port: the real socket is built, tries, and reports a close.
const unreachable = baileysSocketOpener(logger, {
  waWebSocketUrl: 'ws://127.0.0.1:9',
  connectTimeoutMs: 2_000,
})

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

describe('the Baileys adapter', () => {
  it('wraps a real Baileys socket and passes its events through', async () => {
    const auth = { creds: initAuthCreds(), keys: { get: async () => ({}), set: async () => {} } }
    const socket: WhatsAppSocketPort = unreachable({ auth, connectionId: 1 })
    cleanups.push(() => socket.end(undefined))
    const closed = new Promise<unknown>((resolve) =>
      socket.on('connection.update', (update) => {
        if (update.connection === 'close') resolve(update.lastDisconnect?.error)
      }),
    )
    expect(await closed).toBeInstanceOf(Error)
    expect(socket.user).toBeUndefined()
  })

  it('builds the socket of a connection that imports history, with its message lookup', async () => {
    const auth = { creds: initAuthCreds(), keys: { get: async () => ({}), set: async () => {} } }
    const socket = unreachable({
      auth,
      connectionId: 2,
      fullHistory: true,
      getMessage: async () => ({ conversation: 'kept' }),
    })
    cleanups.push(() => socket.end(undefined))
    const closed = new Promise<unknown>((resolve) =>
      socket.on('connection.update', (update) => {
        if (update.connection === 'close') resolve(update.lastDisconnect?.error)
      }),
    )
    expect(await closed).toBeInstanceOf(Error)
  })

  it('drives the session: an unreachable WhatsApp is OPENING, then TIMEOUT while it waits to retry', async () => {
    const sink = recordingSink()
    const session: WhatsAppSession = createWhatsAppSession({
      connection: testConnection(),
      sink,
      authStore: memoryAuthStore(),
      openSocket: unreachable,
      timing: {
        retryInitialMs: 60_000,
        retryMaxMs: 60_000,
        stableAfterMs: 60_000,
        livenessIntervalMs: 60_000,
        livenessIdleMs: 60_000,
        pingTimeoutMs: 5_000,
        maxQrCodes: 3,
      },
      hooks: { attach() {}, opened() {} },
      log: { info: quiet, warn: quiet, error: quiet },
    })
    cleanups.push(() => session.stop())
    await session.start()
    const deadline = Date.now() + 15_000
    while (!sink.statuses.some((entry) => entry.status === 'TIMEOUT') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(sink.statuses.map((entry) => entry.status)).toEqual(['OPENING', 'TIMEOUT'])
  })
})
