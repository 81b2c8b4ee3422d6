import { setTimeout as sleep } from 'node:timers/promises'
import type { InboundContact } from '@atendo/plugin-api'
import { io } from 'socket.io-client'
import type { InboundTestConnection } from '../core/src/modules/inbound/inbound-test-kit.ts'
import { textMessage } from '../core/src/modules/inbound/inbound-test-kit.ts'
import { ApiClient, TEST_ADMIN, type TestApp } from '../core/src/testing/index.ts'

/** What the ORM's connections log of a statement: its text with `?` placeholders, and its values. */
export interface LoggedStatement {
  query: string
  params: unknown[]
}

/**
 * Sends inbound messages one at a time and waits for each one's live event, and for what it set off
 * (the queue chatbot's turn) to go quiet; every statement the ORM's connections run meanwhile is
 * handed to `onStatement` (MikroORM passes each through `logQuery`, debug or not).
 */
export async function liveMessageProbe(
  testApp: TestApp,
  connection: InboundTestConnection,
  onStatement: (statement: LoggedStatement) => void,
) {
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const socket = io(`${testApp.url}/1`, {
    auth: { token: admin.token },
    transports: ['websocket'],
    reconnection: false,
  })
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  let heard = 0
  socket.on('company-1-appMessage', () => {
    heard += 1
  })
  let logged = 0
  const ormConnection = testApp.app.kernel.orm.em.getConnection()
  let prototype = Object.getPrototypeOf(ormConnection)
  while (prototype && !Object.hasOwn(prototype, 'logQuery')) prototype = Object.getPrototypeOf(prototype)
  prototype.logQuery = (query: string, context: { query?: string; params?: unknown[] } = {}) => {
    logged += 1
    onStatement({ query: context.query ?? query, params: context.params ?? [] })
  }
  return {
    /** Sends one message and returns once its live event came and the statements stopped. */
    async send(id: string, contact: InboundContact, body: string) {
      const before = heard
      await connection.sink.receive(connection, textMessage(id, contact, body))
      while (heard === before) await sleep(5)
      let seen = -1
      while (seen !== logged) {
        seen = logged
        await sleep(150)
      }
    },
    close: () => void socket.disconnect(),
  }
}
