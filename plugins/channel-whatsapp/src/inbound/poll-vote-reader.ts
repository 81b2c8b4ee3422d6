import type { proto, WAMessage, WAMessageKey } from 'baileys'
import type { MessageKeys } from '../session/message-keys.ts'
import type { SessionLog } from '../session-log.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { WhatsAppSocketPort } from '../socket/socket-port.ts'
import type { MappedInbound } from './map-message.ts'
import { plainNumber } from './mapped-content.ts'
import { unwrapContent } from './message-content.ts'
import { decryptVote, mapPollVote, type VotedPoll } from './poll-votes.ts'

/**
 * Reads poll votes with the polls kept in whatsapp_message_keys: encrypted votes as Baileys 7
 * delivers them (`pollUpdateMessage` in `messages.upsert`), and decrypted ones as older releases
 * did (`pollUpdates` in `messages.update`).
 */
export function pollVoteReader(options: { owner: SessionOwner; messageKeys: MessageKeys; log: SessionLog }) {
  const { owner, messageKeys, log } = options

  /** The poll a vote names, when its content was kept. */
  async function votedPoll(key: WAMessageKey | null | undefined): Promise<VotedPoll | undefined> {
    if (!key?.id) return undefined
    const content = await messageKeys.content(owner, key.id)
    if (!content) {
      log.warn({ ...owner, pollId: key.id }, 'vote for a poll this session never saw')
      return undefined
    }
    const known = (await messageKeys.find(owner, [key.id])).get(key.id)
    return { key: known ?? key, content }
  }

  return {
    /** Whether a message is an (encrypted) vote. */
    isVote: (message: WAMessage) => Boolean(unwrapContent(message.message)?.content.pollUpdateMessage),

    /** An encrypted vote, decrypted and mapped; undefined when it cannot be read. */
    async fromMessage(socket: WhatsAppSocketPort, message: WAMessage): Promise<MappedInbound | undefined> {
      const update = unwrapContent(message.message)?.content.pollUpdateMessage
      const poll = await votedPoll(update?.pollCreationMessageKey)
      if (!update || !poll) return undefined
      const vote = decryptVote(message, poll, socket.user)
      if (!vote) {
        log.warn({ ...owner, pollId: poll.key.id }, 'poll vote could not be decrypted')
        return undefined
      }
      const castAt = update.senderTimestampMs ?? (plainNumber(message.messageTimestamp) ?? 0) * 1000
      return mapPollVote(message.key, poll, vote, castAt)
    },

    /** Votes Baileys decrypted itself, on the poll with key `pollKey`. */
    async fromUpdates(pollKey: WAMessageKey, updates: proto.IPollUpdate[]): Promise<MappedInbound[]> {
      const poll = await votedPoll(pollKey)
      if (!poll) return []
      return updates.flatMap((update) => {
        const mapped =
          update.pollUpdateMessageKey && update.vote
            ? mapPollVote(update.pollUpdateMessageKey, poll, update.vote, update.senderTimestampMs)
            : undefined
        return mapped ? [mapped] : []
      })
    },
  }
}
