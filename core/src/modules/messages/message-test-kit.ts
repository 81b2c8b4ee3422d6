import type {
  ChannelConnection,
  ChannelProvider,
  ChannelRecipient,
  ChannelTraits,
  OutboundMessage,
} from '@atendo/plugin-api'
import { type AtendoPlugin, channelProviders, definePlugin } from '@atendo/plugin-api'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { waitFor } from '../../testing/index.ts'

/**
 * Test-only support for the messages tests: a channel provider double at the channel edge (a real
 * provider is out of scope here) that records what it is asked to do, and a socket client.
 */

/** One call the fake channel received. */
export interface ChannelCall {
  connection: ChannelConnection
  to: ChannelRecipient
  /** Milliseconds since the epoch when the call arrived. */
  at: number
}

export interface FakeChannel {
  provider: ChannelProvider
  plugin: AtendoPlugin
  sent: (ChannelCall & { message: OutboundMessage; externalId: string })[]
  edits: (ChannelCall & { externalId: string; body: string })[]
  deletes: (ChannelCall & { externalId: string })[]
  reads: (ChannelCall & { externalIds: string[] })[]
  /** The next send throws this reason (or this error). */
  failNextSend(reason: string | Error): void
  /** Restores the default traits and methods, and forgets every call. */
  reset(): void
}

export const fakeProviderId = 'fake-channel'

/** The fake's methods beyond `send`: a test takes one away to stand for a channel without it. */
type OptionalMethods = Pick<ChannelProvider, 'edit' | 'delete' | 'markRead'>

const defaultTraits = (pairing: ChannelTraits['pairing']): ChannelTraits => ({
  editWindowMs: 900_000,
  groups: true,
  pairing,
  interactive: false,
})

/** How the fake differs from a plain webhook channel, e.g. to stand for a live-session channel. */
export interface FakeChannelOptions {
  pairing?: ChannelTraits['pairing']
  /** Becomes the provider's `holdsSession`: where the fake's "sessions" are. */
  holdsSession?: (connection: ChannelConnection) => boolean
}

/** A channel plugin whose provider (`fake-channel`) records sends and answers `fake-{n}` ids with ack 1. */
export function fakeChannel(options: FakeChannelOptions = {}): FakeChannel {
  const pairing = options.pairing ?? false
  let failure: string | Error | undefined
  let counter = 0
  const methods: Required<OptionalMethods> = {
    async edit({ connection, to, externalId, body }) {
      fake.edits.push({ connection, to, externalId, body, at: Date.now() })
    },
    async delete({ connection, to, externalId }) {
      fake.deletes.push({ connection, to, externalId, at: Date.now() })
    },
    async markRead({ connection, to, externalIds }) {
      fake.reads.push({ connection, to, externalIds, at: Date.now() })
    },
  }
  const fake: FakeChannel = {
    sent: [],
    edits: [],
    deletes: [],
    reads: [],
    failNextSend(reason) {
      failure = reason
    },
    reset() {
      failure = undefined
      fake.provider.traits = defaultTraits(pairing)
      Object.assign(fake.provider, methods)
      fake.sent.length = 0
      fake.edits.length = 0
      fake.deletes.length = 0
      fake.reads.length = 0
    },
    provider: {
      id: fakeProviderId,
      channel: 'whatsapp',
      traits: defaultTraits(pairing),
      ...(options.holdsSession ? { holdsSession: options.holdsSession } : {}),
      async connect() {},
      async disconnect() {},
      async send({ connection, to, message }) {
        if (failure) {
          const reason = failure
          failure = undefined
          throw typeof reason === 'string' ? new Error(reason) : reason
        }
        counter += 1
        const externalId = `fake-${counter}`
        fake.sent.push({ connection, to, message, externalId, at: Date.now() })
        return { externalId, ack: 1 }
      },
      ...methods,
    },
    plugin: definePlugin({
      id: 'fake-channel',
      version: '1.0.0',
      contract: '^2.0.0',
      register({ extensions }) {
        extensions.provide(channelProviders, fake.provider)
      },
    }),
  }
  return fake
}

/** A socket of one company namespace that keeps every event it hears. */
export interface EventLog {
  socket: Socket
  events: { event: string; payload: Record<string, unknown> }[]
  /** Waits for an event matching `match` and answers its payload. */
  next(event: string, match?: (payload: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
}

export async function openSocket(url: string, companyId: number, token: string): Promise<EventLog> {
  const socket = connectSocket(`${url}/${companyId}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  const events: EventLog['events'] = []
  socket.onAny((event: string, payload: Record<string, unknown>) => void events.push({ event, payload }))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return {
    socket,
    events,
    next: (event, match = () => true) =>
      waitFor(() => events.find((entry) => entry.event === event && match(entry.payload))?.payload),
  }
}
