import { waitFor } from '@atendo/core/testing'
import type { InboundSink } from '@atendo/plugin-api'
import type { WAMessage } from 'baileys'
import { describe, expect, it } from 'vitest'
import { providerHarness } from '../testing/provider-harness.ts'

const { database, connected } = providerHarness()

const lid = '184472331690999@lid'
const phone = '5511966669999'

function textFrom(remoteJid: string, id: string, seconds: number): WAMessage {
  return {
    key: { remoteJid, fromMe: false, id },
    messageTimestamp: seconds,
    pushName: 'Diego',
    message: { conversation: `message ${id}` },
  }
}

async function query<Row>(text: string, params: unknown[]): Promise<Row[]> {
  return (await database().db.query(text, params)).rows as Row[]
}

describe('one contact per person, through core', () => {
  it('merges the @lid contact and the number contact once WhatsApp reveals they are one person', async () => {
    const sink: InboundSink = database().testApp.app.fastify.connectionRuntime.sink
    const { socket, provider, connection } = await connected({}, { sink })
    const processed = async (count: number) =>
      (
        await query<{ n: number }>(
          `select count(*)::int as n from inbound_events where connection_id = $1 and status = 'processed'`,
          [connection.id],
        )
      )[0]!.n >= count
    const now = Math.floor(Date.now() / 1000)

    // Diego writes from a chat WhatsApp addresses by @lid, then from one addressed by his number.
    socket.emit('messages.upsert', { type: 'notify', messages: [textFrom(lid, 'BY-LID', now - 60)] })
    await provider.drained(connection.id)
    await waitFor(() => processed(1))
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [textFrom(`${phone}@s.whatsapp.net`, 'BY-PHONE', now - 30)],
    })
    await provider.drained(connection.id)
    await waitFor(() => processed(2))
    const contactsOf = () =>
      query<{ contact_id: number }>(
        `select distinct contact_id from contact_identities where company_id = $1 and value = any($2)`,
        [connection.companyId, [lid, phone]],
      )
    expect(await contactsOf()).toHaveLength(2)

    socket.emit('lid-mapping.update', { pn: `${phone}@s.whatsapp.net`, lid })
    await provider.drained(connection.id)
    await waitFor(() => processed(3))

    const contacts = await contactsOf()
    expect(contacts).toHaveLength(1)
    const tickets = await query<{ id: number; status: string }>(
      'select id, status from tickets where contact_id = $1',
      [contacts[0]!.contact_id],
    )
    expect(tickets).toEqual([{ id: expect.any(Number), status: 'pending' }])
    const messages = await query<{ external_id: string }>(
      'select external_id from messages where ticket_id = $1 order by created_at, id',
      [tickets[0]!.id],
    )
    expect(messages.map((message) => message.external_id)).toEqual(['BY-LID', 'BY-PHONE'])
  })
})
