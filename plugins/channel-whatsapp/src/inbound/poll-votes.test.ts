import { createHash } from 'node:crypto'
import { proto } from 'baileys'
import { describe, expect, it } from 'vitest'
import { messagesOf, providerHarness } from '../testing/provider-harness.ts'
import { encryptedVote, ownPoll } from './fixtures/poll-votes.ts'

const { database, connected } = providerHarness()
// The harness pairs the double as this account.
const self = '5511999990000@s.whatsapp.net'

describe('poll votes', () => {
  it('decrypts a vote with the poll kept when it went out, as a reply naming the options', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.emit('messages.upsert', { type: 'notify', messages: [ownPoll] })
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [
        encryptedVote({
          poll: ownPoll,
          creatorJid: self,
          chosen: ['Tarde'],
          id: 'VOTE-1',
          seconds: 1_763_800_600,
        }),
        // Voting again replaces the choice: it is a new message of the conversation.
        encryptedVote({ poll: ownPoll, creatorJid: self, chosen: [], id: 'VOTE-2', seconds: 1_763_800_700 }),
      ],
    })
    await provider.drained(connection.id)
    const [poll, vote, retracted] = messagesOf(sink.events)
    expect(poll?.mediaType).toBe('pollCreationMessageV3')
    expect(vote).toMatchObject({
      externalId: 'VOTE-1',
      fromMe: false,
      contact: { identities: [{ kind: 'phone', value: '5511988887777' }] },
      body: 'Tarde',
      quotedExternalId: ownPoll.key.id,
      data: { pollVote: { pollId: ownPoll.key.id, options: ['Tarde'] } },
      timestamp: new Date(1_763_800_600_000).toISOString(),
    })
    expect(retracted).toMatchObject({ externalId: 'VOTE-2', body: '', data: { pollVote: { options: [] } } })
    // Only the poll's content is kept (its secret decrypts the votes); the votes' are not.
    const { rows } = await database().db.query(
      'select external_id, content is not null as kept from whatsapp_message_keys where connection_id = $1 order by external_id',
      [connection.id],
    )
    expect(rows).toEqual([
      { external_id: ownPoll.key.id, kept: true },
      { external_id: 'VOTE-1', kept: false },
      { external_id: 'VOTE-2', kept: false },
    ])
  })

  it('takes no vote it cannot read: an unknown poll, or one encrypted for someone else', async () => {
    const { socket, sink, provider, connection } = await connected()
    const unknownPoll = { ...ownPoll, key: { ...ownPoll.key, id: '3EB0P0LL0000000000FF' } }
    socket.emit('messages.upsert', { type: 'notify', messages: [ownPoll] })
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [
        encryptedVote({ poll: unknownPoll, creatorJid: self, chosen: ['Manhã'], id: 'VOTE-X', seconds: 1 }),
        encryptedVote({
          poll: ownPoll,
          creatorJid: '5511000000000@s.whatsapp.net',
          chosen: ['Manhã'],
          id: 'VOTE-Y',
          seconds: 2,
        }),
      ],
    })
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual([ownPoll.key.id])
  })

  it('maps votes Baileys already decrypted (messages.update with pollUpdates)', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.emit('messages.upsert', { type: 'notify', messages: [ownPoll] })
    const sha = (name: string) => new Uint8Array(createHash('sha256').update(name).digest())
    socket.emit('messages.update', [
      {
        key: ownPoll.key,
        update: {
          pollUpdates: [
            {
              pollUpdateMessageKey: { remoteJid: ownPoll.key.remoteJid, fromMe: false, id: 'VOTE-OLD' },
              vote: proto.Message.PollVoteMessage.create({ selectedOptions: [sha('Noite')] }),
              senderTimestampMs: 1_763_800_800_000,
            },
          ],
        },
      },
    ])
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).at(-1)).toMatchObject({ externalId: 'VOTE-OLD', body: 'Noite' })
  })
})
