import apiChannelPlugin from '@atendo/plugin-channel-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from '../tickets/testing-seed.ts'

/**
 * Reactions and typing presence on a channel that has neither: the built-in API channel (its
 * provider declares `reactions: false` and `typingPresence: false` and implements neither). The
 * WhatsApp channel's side is tested in plugins/channel-whatsapp (conversation-over-http.test.ts).
 */
describe('reactions and typing on a channel without them', () => {
  let testApp: TestApp
  let sql: pg.Client
  let seed: ConversationSeed
  let admin: ApiClient
  const conversation = {} as { ticketId: number; messageId: number }

  beforeAll(async () => {
    testApp = await startTestApp({ plugins: [apiChannelPlugin] })
    sql = new pg.Client({ connectionString: testApp.database.url })
    await sql.connect()
    seed = conversationSeed(sql)
    admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const connection = await seed.connection({
      companyId: 1,
      channel: 'api',
      provider: 'api',
      isDefault: true,
    })
    const contact = await seed.contact({ companyId: 1, number: '5511977770000' })
    const ticket = await seed.ticket({
      companyId: 1,
      contactId: contact,
      connectionId: connection,
      status: 'open',
      userId: 1,
    })
    conversation.ticketId = ticket.id
    conversation.messageId = await seed.message({ companyId: 1, ticketId: ticket.id, body: 'Oi' })
    await sql.query(`update messages set connection_id = $2, external_id = 'api-msg-1' where id = $1`, [
      conversation.messageId,
      connection,
    ])
  })

  afterAll(async () => {
    await sql?.end()
    await testApp?.close()
  })

  it('refuses a reaction with ERR_CHANNEL_UNSUPPORTED, storing nothing', async () => {
    const answer = await admin.post(`/api/messages/${conversation.messageId}/reaction`, { emoji: '👍' })
    expect([answer.status, answer.body.error, answer.body.message]).toEqual([
      400,
      'ERR_CHANNEL_UNSUPPORTED',
      'This channel cannot react to messages',
    ])
    const { rows } = await sql.query(
      `select count(*)::int as n from messages where media_type = 'reactionMessage'`,
    )
    expect(rows[0].n).toBe(0)
  })

  it('refuses typing presence with ERR_CHANNEL_UNSUPPORTED', async () => {
    const answer = await admin.post(`/api/messages/${conversation.ticketId}/typing`, { state: 'composing' })
    expect([answer.status, answer.body.error, answer.body.message]).toEqual([
      400,
      'ERR_CHANNEL_UNSUPPORTED',
      'This channel cannot show typing',
    ])
  })

  it('answers 404 for a message that does not exist', async () => {
    const answer = await admin.post('/api/messages/999999/reaction', { emoji: '👍' })
    expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NOT_FOUND'])
  })
})
