import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '@atendo/core/testing'
import { channelProviders, definePlugin, type InboundStep, inboundSteps } from '@atendo/plugin-api'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll } from 'vitest'
import { createWhatsAppPlugin, type WhatsAppPluginSeams } from '../create-plugin.ts'
import type { WhatsAppProvider } from '../provider.ts'
import { testTiming } from './provider-harness.ts'
import { type SocketDouble, socketDoubles } from './socket-double.ts'

/** What an inbound step was told about each message (imported or live, new ticket...). */
export type StepContext = Parameters<InboundStep['run']>[0]

/** A socket.io client of company 1 that keeps every event it hears. */
export interface LiveEvents {
  received: { event: string; payload: unknown }[]
  /** The first event (so far, or to come) matching. */
  find<Payload>(event: string, match: (payload: Payload) => boolean): Promise<Payload>
}

/**
 * The whole app (core and this plugin) on a fresh database, as an admin uses it over HTTP, with
 * WhatsApp's servers replaced by socket doubles: every connection the app starts opens a double
 * the test drives. An inbound step records what core tells automation. Call once per test file.
 *
 * One process holds every session here, so the lease keeps the product's timing (15 s ttl) unless a
 * test about takeovers passes its own `lease`: with a sub-second ttl, a busy machine delaying one
 * renewal past the ttl makes the keeper stop the session (rightly: another worker may own it by
 * then) and open a new socket that no test pairs, so sends answer ERR_WAPP_NOT_INITIALIZED and
 * events the test emits on its socket are ignored.
 */
export function whatsappApp(seams: WhatsAppPluginSeams = {}) {
  const sockets = socketDoubles()
  const steps: StepContext[] = []
  const clients: Socket[] = []
  let app: TestApp | undefined
  let db: pg.Client | undefined
  let admin: ApiClient | undefined

  const recordingSteps = definePlugin({
    id: 'recording-steps',
    version: '1.0.0',
    contract: '^2.0.0',
    register({ extensions }) {
      extensions.provide(inboundSteps, {
        id: 'recording-steps.record',
        run: async (context) => void steps.push(context),
      })
    },
  })

  beforeAll(async () => {
    app = await startTestApp({
      plugins: [
        createWhatsAppPlugin({
          openSocket: sockets.open,
          timing: testTiming,
          pictures: false,
          holder: 'app-worker',
          ...seams,
        }),
        recordingSteps,
      ],
    })
    db = new pg.Client({ connectionString: app.database.url })
    await db.connect()
    admin = await new ApiClient(app.url).login(TEST_ADMIN)
  })

  afterAll(async () => {
    for (const client of clients) client.disconnect()
    await db?.end()
    await app?.close()
  })

  const started = () => {
    if (!app || !db || !admin) throw new Error('the app is not started yet')
    return { app, db, admin }
  }

  /** The sockets the app opened for one connection, oldest first. */
  const socketsOf = (connectionId: number) =>
    sockets.opened.filter((socket) => socket.openedWith?.connectionId === connectionId)

  /** Waits for the connection's `count`-th socket and answers it. */
  async function socketNumber(connectionId: number, count: number): Promise<SocketDouble> {
    return waitFor(() => socketsOf(connectionId)[count - 1])
  }

  async function row(connectionId: number) {
    const { rows } = await started().db.query(
      'select status, qrcode, number, retries, session_stopped from connections where id = $1',
      [connectionId],
    )
    return rows[0] as {
      status: string
      qrcode: string | null
      number: string | null
      retries: number
      session_stopped: boolean
    }
  }

  const statusOf = async (connectionId: number) => (await row(connectionId)).status

  /**
   * A connection created through POST /whatsapp and paired: its first socket saved credentials
   * and opened. Answers the connection's id and that socket.
   */
  async function pairedConnection(body: Record<string, unknown> = {}) {
    const created = await started().admin.post('/api/whatsapp', {
      name: `WhatsApp ${sockets.opened.length + 1}`,
      ...body,
    })
    if (created.status !== 201) throw new Error(`not created: ${JSON.stringify(created.body)}`)
    const id = created.body.id as number
    const socket = await socketNumber(id, 1)
    socket.emit('creds.update', {})
    socket.open('5511999990000:4@s.whatsapp.net')
    await waitFor(async () => (await statusOf(id)) === 'CONNECTED')
    return { id, socket }
  }

  /** Company 1's live events, as the connections page and the inbox hear them. */
  async function liveEvents(): Promise<LiveEvents> {
    const client = io(`${started().app.url}/1`, {
      auth: { token: started().admin.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    })
    clients.push(client)
    const received: LiveEvents['received'] = []
    client.onAny((event: string, payload: unknown) => void received.push({ event, payload }))
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve())
      client.once('connect_error', reject)
    })
    return {
      received,
      find: <Payload>(event: string, match: (payload: Payload) => boolean) =>
        waitFor(() =>
          received.find((entry) => entry.event === event && match(entry.payload as Payload)),
        ).then((entry) => entry.payload as Payload),
    }
  }

  /** The provider the app registered (the one core's runtime drives). */
  const provider = () =>
    started()
      .app.app.kernel.extensions.get(channelProviders)
      .find((candidate) => candidate.id === 'baileys') as WhatsAppProvider | undefined

  return {
    sockets,
    steps,
    started,
    socketsOf,
    socketNumber,
    row,
    statusOf,
    pairedConnection,
    liveEvents,
    provider,
  }
}
