import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
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

  it('stops reading from WhatsApp when paused, so its frames wait on its side, and reads again when resumed', async () => {
    // A server that accepts the WebSocket (RFC 6455 upgrade) and then only sends: WhatsApp's side.
    let server: Socket | undefined
    const received: Buffer[] = []
    const http = createServer().listen(0, '127.0.0.1')
    cleanups.push(() => void http.close())
    http.on('upgrade', (request, socket) => {
      const accept = createHash('sha1')
        .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
        .digest('base64')
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      )
      socket.on('data', (chunk: Buffer) => received.push(chunk))
      socket.on('error', () => {})
      server = socket as Socket
    })
    await once(http, 'listening')
    const open = baileysSocketOpener(logger, {
      waWebSocketUrl: `ws://127.0.0.1:${(http.address() as AddressInfo).port}`,
      connectTimeoutMs: 20_000,
    })
    const auth = { creds: initAuthCreds(), keys: { get: async () => ({}), set: async () => {} } }
    const socket = open({ auth, connectionId: 3 })
    cleanups.push(() => socket.end(undefined))
    // Connected: Baileys has sent its first handshake frame.
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10))

    socket.pauseReading()
    // 16 MiB of binary frames (65,535 bytes each, unmasked as a server sends them).
    const frame = Buffer.concat([Buffer.from([0x82, 126, 0xff, 0xff]), Buffer.alloc(65_535, 7)])
    for (let sent = 0; sent < 256; sent++) server!.write(frame)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // Nobody reads: what the kernel's buffers could not take still waits on the sending side.
    const waiting = server!.writableLength
    expect(waiting).toBeGreaterThan(1024 * 1024)

    socket.resumeReading()
    // Read again: the frames are taken (Baileys then gives up on a handshake it cannot parse).
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (server!.destroyed || server!.writableLength < waiting) {
          clearInterval(check)
          resolve()
        }
      }, 10)
    })
    expect(server!.destroyed || server!.writableLength < waiting).toBe(true)
  })
})
