import { waitFor } from '@atendo/core/testing'
import { describe, expect, it } from 'vitest'
import { providerHarness } from '../testing/provider-harness.ts'
import { disconnectError } from '../testing/socket-double.ts'

const { database, connected } = providerHarness()

/** A Brazilian mobile in its canonical form (with the ninth digit), as core addresses the contact. */
const canonical = '5511987654321'
/** The same line as WhatsApp accounts registered before the ninth digit know it. */
const oldJid = '551187654321@s.whatsapp.net'

async function keptJids(companyId: number) {
  const { rows } = await database().db.query<{ number: string; jid: string }>(
    'select number, jid from whatsapp_number_jids where company_id = $1 order by number',
    [companyId],
  )
  return rows
}

async function keptMessageKeys(connectionId: number) {
  const { rows } = await database().db.query(
    'select external_id from whatsapp_message_keys where connection_id = $1',
    [connectionId],
  )
  return rows
}

describe('which jid a number has, asked before the first message to it', () => {
  it('sends to the 12-digit jid of a Brazilian mobile registered before the ninth digit', async () => {
    const { socket, provider, connection } = await connected()
    // WhatsApp answers both forms with the account's jid: the 12-digit one.
    socket.accounts.set(canonical, oldJid)
    socket.accounts.set('551187654321', oldJid)

    const receipt = await provider.send({
      connection,
      to: { address: canonical, isGroup: false },
      message: { kind: 'text', body: 'Olá' },
    })

    expect(socket.numberChecks).toEqual([[canonical, '551187654321']])
    expect(socket.sent.map((entry) => entry.jid)).toEqual([oldJid])
    expect(receipt.externalId).toBe(socket.sent[0]!.id)
    expect(await keptJids(connection.companyId)).toEqual([{ number: canonical, jid: oldJid }])
  })

  it('asks once: later sends, reactions and typing to the number, from any socket, use the answer kept', async () => {
    const { socket, sockets, provider, connection } = await connected()
    const to = { address: '5521976543210', isGroup: false }
    socket.accounts.set('5521976543210', '552176543210@s.whatsapp.net')
    socket.accounts.set('552176543210', '552176543210@s.whatsapp.net')

    const first = await provider.send({ connection, to, message: { kind: 'text', body: 'um' } })
    await provider.send({ connection, to, message: { kind: 'text', body: 'dois' } })
    await provider.react!({ connection, to, externalId: first.externalId, emoji: '👍' })
    await provider.typing({ connection, to, state: 'composing' })
    // The socket is lost and another opens: the answer is in the database, not in the socket.
    socket.end(disconnectError(408))
    const again = await waitFor(() => sockets.opened[1])
    again.open('5511999990000:4@s.whatsapp.net')
    await waitFor(() => provider.sessionOf(connection.id)?.openSocket === again)
    await provider.send({ connection, to, message: { kind: 'text', body: 'três' } })

    expect(socket.numberChecks).toHaveLength(1)
    expect(again.numberChecks).toEqual([])
    expect([...socket.sent, ...again.sent].map((entry) => entry.jid)).toEqual(
      Array(4).fill('552176543210@s.whatsapp.net'),
    )
    expect(socket.presences).toEqual([{ type: 'composing', jid: '552176543210@s.whatsapp.net' }])
  })

  it('refuses a number that is not on WhatsApp with ERR_WAPP_INVALID_CONTACT, before sending or keeping anything', async () => {
    const { socket, provider, connection } = await connected()
    socket.accounts.set('5531912345678', null)
    socket.accounts.set('553112345678', null)

    await expect(
      provider.send({
        connection,
        to: { address: '5531912345678', isGroup: false },
        message: { kind: 'text', body: 'Olá' },
      }),
    ).rejects.toMatchObject({ code: 'ERR_WAPP_INVALID_CONTACT', statusCode: 400 })

    expect(socket.sent).toEqual([])
    expect(await keptJids(connection.companyId)).not.toContainEqual(
      expect.objectContaining({ number: '5531912345678' }),
    )
    expect(await keptMessageKeys(connection.id)).toEqual([])
  })

  it('answers ERR_WAPP_CHECK_CONTACT when WhatsApp cannot be asked, and asks again next time', async () => {
    const { socket, provider, connection } = await connected()
    const to = { address: '5541998765432', isGroup: false }
    socket.numberCheckFailure = new Error('Timed Out')

    await expect(
      provider.send({ connection, to, message: { kind: 'text', body: 'Olá' } }),
    ).rejects.toMatchObject({
      code: 'ERR_WAPP_CHECK_CONTACT',
      statusCode: 502,
    })
    expect(socket.sent).toEqual([])
    expect(await keptMessageKeys(connection.id)).toEqual([])

    socket.numberCheckFailure = undefined
    await provider.send({ connection, to, message: { kind: 'text', body: 'Olá' } })
    expect(socket.numberChecks).toHaveLength(2)
    expect(socket.sent.map((entry) => entry.jid)).toEqual(['5541998765432@s.whatsapp.net'])
  })

  it('asks nothing for groups and @lid addresses', async () => {
    const { socket, provider, connection } = await connected()
    await provider.send({
      connection,
      to: { address: '120363025246125888', isGroup: true },
      message: { kind: 'text', body: 'a' },
    })
    await provider.send({
      connection,
      to: { address: '184472331690777@lid', isGroup: false },
      message: { kind: 'text', body: 'b' },
    })
    expect(socket.numberChecks).toEqual([])
    expect(socket.sent.map((entry) => entry.jid)).toEqual(['120363025246125888@g.us', '184472331690777@lid'])
  })
})
