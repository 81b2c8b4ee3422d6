import { randomBytes } from 'node:crypto'
import {
  AppError,
  type AtendoPlugin,
  type ChannelConnection,
  type ChannelProvider,
  channelProviders,
  definePlugin,
} from '@atendo/plugin-api'
import { operatorEm } from './operator-em.ts'
import type { TestApp } from './test-app.ts'

/** One message the company sent a customer through the test channel. */
export interface TestChannelMessage {
  connectionId: number
  /** The customer's number. */
  to: string
  body: string
}

/** A person writing to a company through the test channel. */
export interface TestCustomer {
  number: string
  name: string
  companyId: number
  /** Delivers a text from this customer, through core's real inbound pipeline. */
  says(text: string): Promise<void>
  /** What the company has sent this customer so far, in order. */
  received(): string[]
}

/**
 * A channel for plugin tests: customers write through core's inbound pipeline as a real channel
 * delivers them, and whatever the company answers (inbound handlers' replies, attendants, the
 * chatbot) is recorded instead of leaving for WhatsApp. Load its `plugin` beside yours.
 *
 * @example
 * const channel = testChannel()
 * const testApp = await startTestApp({ plugins: [channel.plugin, orderStatus] })
 * const maria = await channel.customer(testApp, { name: 'Maria' })
 * await maria.says('pedido 12345')
 * await waitFor(() => maria.received().includes('Pedido 12345: enviado'))
 */
export interface TestChannel {
  plugin: AtendoPlugin
  sent: TestChannelMessage[]
  /**
   * Numbers the channel says have no account: its `checkRecipient` refuses them
   * (ERR_WAPP_INVALID_CONTACT), as WhatsApp does for a number that left it.
   */
  unreachable: Set<string>
  /** Messages edited on the channel (only with `{ edits: true }`): the sent message's id and its new text. */
  edited: { externalId: string; body: string }[]
  /** The company's (default 1) test-channel connection, created on first use. */
  connection(testApp: TestApp, companyId?: number): Promise<ChannelConnection>
  /** A new customer of the company (default 1), writing on the company's test-channel connection. */
  customer(
    testApp: TestApp,
    who?: { name?: string; number?: string; companyId?: number },
  ): Promise<TestCustomer>
}

const providerId = 'test-channel'

/**
 * `edits`: the channel edits sent messages as WhatsApp does (within 15 minutes), so
 * `POST /messages/edit/{id}` succeeds on it; without it the channel cannot edit.
 */
export function testChannel(options: { edits?: boolean } = {}): TestChannel {
  const sent: TestChannelMessage[] = []
  const edited: { externalId: string; body: string }[] = []
  const unreachable = new Set<string>()
  let counter = 0
  const provider: ChannelProvider = {
    id: providerId,
    channel: 'whatsapp',
    traits: { groups: false, pairing: false, interactive: false, editWindowMs: 15 * 60_000 },
    ...(options.edits
      ? {
          async edit({ externalId, body }: { externalId: string; body: string }) {
            edited.push({ externalId, body })
          },
        }
      : {}),
    async connect(connection, sink) {
      await sink.connectionStatus(connection, 'CONNECTED')
    },
    async disconnect() {},
    async checkRecipient({ to }) {
      if (unreachable.has(to.address)) throw new AppError('ERR_WAPP_INVALID_CONTACT')
    },
    async send({ connection, to, message }) {
      counter += 1
      sent.push({ connectionId: connection.id, to: to.address, body: message.body ?? '' })
      return { externalId: `test-${counter}`, ack: 1 }
    },
  }
  const plugin = definePlugin({
    id: 'test-channel',
    version: '1.0.0',
    contract: '^2.0.0',
    register({ extensions }) {
      extensions.provide(channelProviders, provider)
    },
  })
  const connections = new Map<string, ChannelConnection>()

  async function connectionOf(testApp: TestApp, companyId: number): Promise<ChannelConnection> {
    const key = `${testApp.url} ${companyId}`
    const known = connections.get(key)
    if (known) return known
    const name = `Test channel ${randomBytes(3).toString('hex')}`
    const [row] = await operatorEm(testApp).execute<{ id: number }[]>(
      `insert into connections (company_id, name, channel, provider, status, is_default, options, created_at, updated_at)
       values (?, ?, 'whatsapp', ?, 'CONNECTED', false, '{}', now(), now()) returning id`,
      [companyId, name, providerId],
    )
    const connection: ChannelConnection = {
      id: row!.id,
      companyId,
      name,
      channel: 'whatsapp',
      provider: providerId,
      number: null,
      token: null,
      webhookUrl: null,
      webhookSecret: null,
      options: {},
    }
    connections.set(key, connection)
    return connection
  }

  return {
    plugin,
    sent,
    unreachable,
    edited,
    connection: (testApp, companyId = 1) => connectionOf(testApp, companyId),
    async customer(testApp, who = {}) {
      const companyId = who.companyId ?? 1
      const connection = await connectionOf(testApp, companyId)
      const number = who.number ?? `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
      const name = who.name ?? 'Maria Clara'
      const sink = testApp.app.fastify.connectionRuntime.sink
      return {
        number,
        name,
        companyId,
        async says(text) {
          counter += 1
          await sink.receive(connection, {
            kind: 'message',
            message: {
              externalId: `in-${number}-${counter}-${randomBytes(3).toString('hex')}`,
              contact: { identities: [{ kind: 'phone', value: number }], name },
              fromMe: false,
              body: text,
              timestamp: new Date().toISOString(),
            },
          })
        },
        received: () =>
          sent
            .filter((message) => message.connectionId === connection.id && message.to === number)
            .map((message) => message.body),
      }
    },
  }
}
