import { waitFor } from '@atendo/core/testing'
import type { ChannelConnection, InboundEvent, InboundSink } from '@atendo/plugin-api'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { defaultBackfillPolicy } from '../history/history-backfill.ts'
import {
  createWhatsAppProvider,
  defaultLeaseTiming,
  type WhatsAppProvider,
  type WhatsAppProviderOptions,
} from '../provider.ts'
import type { SessionTiming } from '../session/reconnect-policy.ts'
import { recordingRealtime } from './recording-realtime.ts'
import { recordingSink, testConnection } from './recording-sink.ts'
import { type SessionDatabase, startSessionDatabase } from './session-database.ts'
import { socketDoubles } from './socket-double.ts'

export const testTiming: SessionTiming = {
  retryInitialMs: 50,
  retryMaxMs: 200,
  stableAfterMs: 1_000,
  livenessIntervalMs: 60_000,
  livenessIdleMs: 60_000,
  pingTimeoutMs: 1_000,
  maxQrCodes: 5,
}
/**
 * The product's lease ttl, so a busy machine delaying renewals (by seconds) does not lapse a
 * session mid-test; a short heartbeat, so a standby worker takes a released session over, and a
 * holder sees a logout asked elsewhere, within a few tenths of a second.
 */
export const testLease = { ttlMs: defaultLeaseTiming.ttlMs, heartbeatMs: 100 }
export const silentLog = { info() {}, warn() {}, error() {} }

export const messagesOf = (events: InboundEvent[]) =>
  events.flatMap((event) => (event.kind === 'message' ? [event.message] : []))

/** The profile pictures handed over (contact updates carrying one), in order. */
export const picturesOf = (events: InboundEvent[]) =>
  events.flatMap((event) =>
    event.kind === 'contact-update' && event.contact.pictureUrl ? [event.contact.pictureUrl] : [],
  )

/**
 * A test file's kernel with this plugin on a fresh database, and providers on it whose sockets are
 * doubles; every provider a test makes is closed after it. Call once per test file.
 */
export function providerHarness() {
  let booted: SessionDatabase | undefined
  const providers: WhatsAppProvider[] = []
  beforeAll(async () => {
    booted = await startSessionDatabase()
  })
  afterEach(async () => {
    for (const provider of providers.splice(0)) await provider.closeAll()
  })
  afterAll(async () => {
    await booted?.close()
  })
  const database = () => {
    if (!booted) throw new Error('the test database is not started yet')
    return booted
  }

  function worker(name: string, overrides: Partial<WhatsAppProviderOptions> = {}) {
    const sockets = socketDoubles()
    const realtime = recordingRealtime()
    const provider = createWhatsAppProvider({
      sql: database().sql,
      core: database().core,
      storage: database().testApp.app.kernel.storage,
      openSocket: sockets.open,
      log: silentLog,
      realtime,
      timing: testTiming,
      lease: testLease,
      media: { attempts: 3, retryDelayMs: 10 },
      // Imports end with their history sync; the backfill tests turn the phone requests on.
      backfill: { ...defaultBackfillPolicy, maxRequests: 0 },
      holder: name,
      ...overrides,
    })
    providers.push(provider)
    return { provider, sockets, realtime }
  }

  /** A connection row with these options (read again by the plugin where it must see saved changes). */
  async function connectionFor(options: Record<string, unknown> = {}): Promise<ChannelConnection> {
    const owner = await database().createConnection()
    await database().db.query('update connections set options = $2 where id = $1', [
      owner.connectionId,
      JSON.stringify(options),
    ])
    return testConnection({ id: owner.connectionId, companyId: owner.companyId, options })
  }

  /** A worker with one connected session, reporting into `sink` (a recording one by default). */
  async function connected<Sink extends InboundSink = ReturnType<typeof recordingSink>>(
    options: Record<string, unknown> = {},
    setup: { sink?: Sink; connection?: ChannelConnection; provider?: Partial<WhatsAppProviderOptions> } = {},
  ) {
    const { provider, sockets, realtime } = worker('worker-a', setup.provider)
    const sink = (setup.sink ?? recordingSink()) as Sink
    const connection = setup.connection ?? (await connectionFor(options))
    const statuses: string[] = []
    const reporting: InboundSink = {
      receive: (target, event) => sink.receive(target, event),
      connectionStatus: async (target, status, details) => {
        statuses.push(status)
        await sink.connectionStatus(target, status, details)
      },
    }
    await provider.connect(connection, reporting)
    await waitFor(() => sockets.opened.length === 1)
    const socket = sockets.latest()
    socket.open('5511999990000:4@s.whatsapp.net')
    await waitFor(() => statuses.includes('CONNECTED'))
    return { provider, sockets, socket, sink, connection, realtime, statuses }
  }

  return { database, worker, connectionFor, connected }
}
