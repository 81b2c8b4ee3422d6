import { createHash } from 'node:crypto'
import { decryptPollVote, jidNormalizedUser, type proto, type WAMessage, type WAMessageKey } from 'baileys'
import type { MappedInbound } from './map-message.ts'
import { plainNumber } from './mapped-content.ts'
import { pollOf } from './mappers/poll.ts'
import { partiesOfKey } from './message-key.ts'

/** The poll a vote is for: its key and the content kept when it came in or went out. */
export interface VotedPoll {
  key: WAMessageKey
  content: proto.IMessage
}

/** Votes name options by their SHA-256; the poll's own options give the names back. */
function chosenOptions(poll: proto.IMessage, vote: proto.Message.IPollVoteMessage): string[] {
  const byHash = new Map(
    (pollOf(poll)?.options ?? []).map(({ optionName }) => {
      const name = optionName ?? ''
      return [createHash('sha256').update(name).digest('hex'), name] as const
    }),
  )
  return (vote.selectedOptions ?? []).flatMap((hash) => {
    const name = byHash.get(Buffer.from(hash).toString('hex'))
    return name === undefined ? [] : [name]
  })
}

const addresses = (...jids: (string | null | undefined)[]) => [
  ...new Set(jids.filter((jid): jid is string => Boolean(jid)).map((jid) => jidNormalizedUser(jid))),
]

/**
 * Decrypts an encrypted vote (`pollUpdateMessage`). The key is bound to the poll creator's and the
 * voter's addresses; WhatsApp may name either by phone number or by `@lid`, so each known form is
 * tried until the vote authenticates. Undefined when none does.
 */
export function decryptVote(
  vote: WAMessage,
  poll: VotedPoll,
  self: { id: string; lid?: string } | undefined,
): proto.Message.IPollVoteMessage | undefined {
  const update = vote.message?.pollUpdateMessage
  const secret = poll.content.messageContextInfo?.messageSecret
  if (!update?.vote || !secret || !poll.key.id) return undefined
  const own = addresses(self?.id, self?.lid)
  const creators = poll.key.fromMe
    ? own
    : addresses(poll.key.participant, poll.key.participantAlt, poll.key.remoteJid, poll.key.remoteJidAlt)
  const voters = vote.key.fromMe
    ? own
    : addresses(vote.key.participant, vote.key.participantAlt, vote.key.remoteJid, vote.key.remoteJidAlt)
  for (const pollCreatorJid of creators) {
    for (const voterJid of voters) {
      try {
        return decryptPollVote(update.vote, {
          pollEncKey: secret,
          pollCreatorJid,
          pollMsgId: poll.key.id,
          voterJid,
        })
      } catch {
        // Not these addresses: the authentication tag did not match.
      }
    }
  }
  return undefined
}

/**
 * A vote as a message of the conversation, replying to its poll: the chosen options as the body
 * (empty when the vote was taken back) and `data.pollVote`. Undefined for voters the inbox does
 * not take (broadcasts, status).
 */
export function mapPollVote(
  voteKey: WAMessageKey,
  poll: VotedPoll,
  vote: proto.Message.IPollVoteMessage,
  /** When the vote was cast, in milliseconds. */
  atMs: number | { toNumber(): number } | null | undefined,
): MappedInbound | undefined {
  const externalId = voteKey.id
  const parties = partiesOfKey(voteKey)
  if (!externalId || !parties || !poll.key.id) return undefined
  const options = chosenOptions(poll.content, vote)
  const millis = plainNumber(atMs)
  return {
    event: {
      kind: 'message',
      message: {
        externalId,
        contact: parties.group && !voteKey.fromMe ? (parties.participant ?? parties.chat) : parties.chat,
        ...(parties.group ? { group: parties.group } : {}),
        ...(parties.participant ? { participant: parties.participant } : {}),
        fromMe: voteKey.fromMe === true,
        body: options.join(', '),
        quotedExternalId: poll.key.id,
        data: { pollVote: { pollId: poll.key.id, options } },
        timestamp: new Date(millis ?? Date.now()).toISOString(),
      },
    },
  }
}
