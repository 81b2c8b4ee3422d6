import type { Message } from '../../../../api/models.ts'
import { pollVoteOf } from './message-data.ts'

/** One emoji on a message and how many people reacted with it. */
export interface Reaction {
  emoji: string
  count: number
  /** Whether one of them is this side of the conversation (the connection's own reaction). */
  mine: boolean
}

export interface FoldedConversation {
  /** The messages that get a bubble, in order. */
  shown: Message[]
  /** Reactions by the id of the message reacted to. */
  reactions: Map<number, Reaction[]>
  /** Poll votes by the id of the poll, oldest first. */
  votes: Map<number, Message[]>
}

const reactorOf = (message: Message) =>
  message.fromMe ? 'me' : `contact-${message.contact?.id ?? message.id}`

/**
 * Folds reactions and poll votes into the messages they answer, as WhatsApp shows them. The server
 * stores a reaction as a `reactionMessage` quoting its target (each person's latest one counts; a
 * withdrawn one is deleted) and a poll vote as a message with `data.pollVote` quoting its poll
 * (core/src/modules/inbound/steps/apply-reaction.ts, channel-whatsapp's poll-votes.ts). When the
 * target is not loaded (an older page), the reaction or vote keeps a bubble with its quote.
 */
export function foldMessages(messages: readonly Message[]): FoldedConversation {
  const loaded = new Set(messages.map((message) => message.id))
  const latestReaction = new Map<number, Map<string, Message>>()
  const votes = new Map<number, Message[]>()
  const shown: Message[] = []
  for (const message of messages) {
    const target = message.quotedMsg?.id
    if (message.mediaType === 'reactionMessage') {
      // A withdrawn reaction shows nowhere.
      if (message.isDeleted) continue
      if (target !== undefined && loaded.has(target)) {
        const byReactor = latestReaction.get(target) ?? new Map<string, Message>()
        byReactor.set(reactorOf(message), message)
        latestReaction.set(target, byReactor)
        continue
      }
    } else if (
      target !== undefined &&
      loaded.has(target) &&
      message.dataJson?.includes('"pollVote"') &&
      pollVoteOf(message) !== undefined
    ) {
      votes.set(target, [...(votes.get(target) ?? []), message])
      continue
    }
    shown.push(message)
  }
  const reactions = new Map<number, Reaction[]>()
  for (const [target, byReactor] of latestReaction) {
    const byEmoji = new Map<string, Reaction>()
    for (const reaction of byReactor.values()) {
      const emoji = reaction.body.trim()
      if (!emoji) continue
      const entry = byEmoji.get(emoji) ?? { emoji, count: 0, mine: false }
      entry.count += 1
      entry.mine ||= reaction.fromMe
      byEmoji.set(emoji, entry)
    }
    if (byEmoji.size > 0) reactions.set(target, [...byEmoji.values()])
  }
  return { shown, reactions, votes }
}
