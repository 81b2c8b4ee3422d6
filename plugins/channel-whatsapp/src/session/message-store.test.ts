import { waitFor } from '@atendo/core/testing'
import { describe, expect, it } from 'vitest'
import { providerHarness } from '../testing/provider-harness.ts'
import { disconnectError } from '../testing/socket-double.ts'

const { database, connected } = providerHarness()
const to = { address: '5511988887777', isGroup: false }
const jid = '5511988887777@s.whatsapp.net'

describe("Baileys' getMessage", () => {
  it('finds the content of a message we sent, for a recipient asking for it again, across reconnections', async () => {
    const { provider, socket, sockets, connection } = await connected()
    const { externalId } = await provider.send({
      connection,
      to,
      message: { kind: 'text', body: 'Seu pedido saiu' },
    })

    const getMessage = socket.openedWith?.getMessage
    expect(getMessage).toBeDefined()
    const found = await getMessage!({ remoteJid: jid, fromMe: true, id: externalId })
    expect(found?.extendedTextMessage?.text).toBe('Seu pedido saiu')
    expect(await getMessage!({ remoteJid: jid, fromMe: true, id: 'NEVER-SENT' })).toBeUndefined()

    // Nothing is held in memory: a new socket of the session reads the same store.
    socket.end(disconnectError(408))
    await waitFor(() => sockets.opened.length === 2)
    const again = await sockets.latest().openedWith!.getMessage!({
      remoteJid: jid,
      fromMe: true,
      id: externalId,
    })
    expect(again?.extendedTextMessage?.text).toBe('Seu pedido saiu')
  })

  it("never answers with another connection's message", async () => {
    const first = await connected()
    const { externalId } = await first.provider.send({
      connection: first.connection,
      to,
      message: { kind: 'text', body: 'Só nosso' },
    })
    await first.provider.closeAll()
    const second = await connected()
    expect(
      await second.socket.openedWith!.getMessage!({ remoteJid: jid, fromMe: true, id: externalId }),
    ).toBeUndefined()
  })
})

describe('pruning of whatsapp_message_keys', () => {
  it('deletes what is older than the retention, hourly, and keeps the rest', async () => {
    const { provider, connection } = await connected()
    const recent = (await provider.send({ connection, to, message: { kind: 'text', body: 'Recente' } }))
      .externalId
    await database().db.query(
      `insert into whatsapp_message_keys (connection_id, external_id, company_id, remote_jid, from_me, created_at)
       select $1, 'OLD-' || n, $2, $3, true, now() - interval '31 days' from generate_series(1, 30) as n`,
      [connection.id, connection.companyId, jid],
    )
    const count = async (pattern: string) =>
      (
        await database().db.query(
          'select count(*)::int as n from whatsapp_message_keys where connection_id = $1 and external_id like $2',
          [connection.id, pattern],
        )
      ).rows[0].n
    expect(await count('OLD-%')).toBe(30)

    // The job the plugin registered (retention: 30 days by default), run now rather than in an hour.
    await database().testApp.app.kernel.jobBackend.enqueue('channel-whatsapp.prune-message-keys', {}, {})
    await waitFor(async () => (await count('OLD-%')) === 0, 5_000)
    expect(await count(recent)).toBe(1)
  })
})
