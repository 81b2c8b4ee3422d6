import type { WAMessage, WAMessageKey } from 'baileys'
import { plainNumber } from '../inbound/mapped-content.ts'

/** How far an import asks the phone for older messages, chat by chat (`fetchMessageHistory`). */
export interface BackfillPolicy {
  /** Messages asked per request. */
  batch: number
  /** Chats followed per import; the others keep what the history sync gave. */
  maxChats: number
  /** Requests per import, all chats together. */
  maxRequests: number
  /** A request the phone does not answer within this is given up. */
  answerTimeoutMs: number
}

export const defaultBackfillPolicy: BackfillPolicy = {
  batch: 50,
  maxChats: 200,
  maxRequests: 100,
  answerTimeoutMs: 30_000,
}

/** The oldest message an import has of a chat, where to ask for what came before. */
export interface BackfillAnchor {
  chat: string
  key: WAMessageKey
  seconds: number
}

interface Followed extends BackfillAnchor {
  /** Asked about since its oldest message last moved back: nothing older came (yet). */
  asked: boolean
}

/**
 * The chats of a running import whose history may reach further back than the sync gave: for each
 * (a bounded number), the oldest message seen. After the sync, the phone is asked, one chat at a
 * time, for messages before that anchor until the import window's start is reached, the phone has
 * nothing older, or the request budget is spent. Held in memory for one import only.
 */
export function historyBackfill(policy: BackfillPolicy) {
  const chats = new Map<string, Followed>()
  let requests = 0
  return {
    /**
     * Takes note of a chunk: chats with imported messages are followed (up to `maxChats`), and a
     * followed chat's anchor moves back to its oldest message, imported or older than the window.
     */
    saw(messages: WAMessage[], imported: (message: WAMessage) => boolean) {
      for (const message of messages) {
        const chat = message.key.remoteJid
        const seconds = plainNumber(message.messageTimestamp)
        if (!chat || !message.key.id || seconds === undefined) continue
        const known = chats.get(chat)
        if (!known && (!imported(message) || chats.size >= policy.maxChats)) continue
        if (!known || seconds < known.seconds)
          chats.set(chat, { chat, key: message.key, seconds, asked: false })
      }
    },
    /** The next chat to ask about, marked asked; undefined when there is none left to ask. */
    next(windowFrom: Date): BackfillAnchor | undefined {
      if (requests >= policy.maxRequests) return undefined
      for (const followed of chats.values()) {
        if (followed.asked || followed.seconds * 1000 <= windowFrom.getTime()) continue
        followed.asked = true
        requests++
        return { chat: followed.chat, key: followed.key, seconds: followed.seconds }
      }
      return undefined
    },
  }
}

export type HistoryBackfill = ReturnType<typeof historyBackfill>
