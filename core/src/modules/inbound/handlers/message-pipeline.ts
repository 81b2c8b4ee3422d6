import type { InboundMessage } from '@atendo/plugin-api'
import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext, InboundOutcome } from '../inbound-context.ts'
import { openTicket } from '../steps/open-ticket.ts'
import { queueImportedTicket } from '../steps/queue-imported-ticket.ts'
import type { Conversation } from '../steps/resolve-conversation.ts'
import { type StoredMessage, storeMessage } from '../steps/store-message.ts'

/** The message on its ticket. */
export interface PlacedMessage {
  ticket: OpenedTicket
  stored: StoredMessage
}

/** Thrown by `place()` for a message stored already (a redelivery): nobody handles it again. */
export class MessageStoredAlready extends Error {
  constructor() {
    super('message already stored')
    this.name = 'MessageStoredAlready'
  }
}

/**
 * One inbound message on its way through the handlers (receive-message.ts): what it is, where it
 * landed, and what the handlers decided. Core's own handlers read and write it; plugins see it
 * through their `InboundHandlerContext`.
 */
export class MessagePipeline {
  readonly context: InboundContext
  readonly message: InboundMessage
  readonly conversation: Conversation
  /** Set once the message is on its ticket. */
  placed?: PlacedMessage
  /** A core dialog (rating, consent answer) took the message, put it on its own ticket, and this is its outcome. */
  taken?: InboundOutcome
  /** The handler that claimed the message: the ones after it are skipped. */
  claimedBy?: string
  /** Answers were left for the ticket in the transaction: they go out after the commit. */
  repliesLeft = false
  /** Plugins contributed handlers (which may drive tickets); set by the handlers' runner. */
  pluginHandlers = false
  #placing?: Promise<PlacedMessage | undefined>

  constructor(context: InboundContext, message: InboundMessage, conversation: Conversation) {
    this.context = context
    this.message = message
    this.conversation = conversation
  }

  /** A live message a customer wrote: the only kind handlers see. */
  get fromCustomer(): boolean {
    return !this.message.fromMe && !this.message.imported && !this.conversation.isGroup
  }

  /** The handlers are done with it: claimed, or taken by a core dialog. */
  get settled(): boolean {
    return this.claimedBy !== undefined || this.taken !== undefined
  }

  /**
   * Puts the message on its ticket, once: the conversation's working ticket, a reopened or a new
   * one (in the import queue for a history import), stores it, counting it on the ticket.
   * Undefined for a message stored already.
   */
  place(): Promise<PlacedMessage | undefined> {
    this.#placing ??= (async () => {
      const { context, message, conversation } = this
      const opened = await queueImportedTicket(context, message, await openTicket(context, conversation))
      const stored = await storeMessage(context, message, opened, conversation)
      if (!stored) return undefined
      this.placed = { ticket: opened, stored }
      return this.placed
    })()
    return this.#placing
  }

  /** `place()` for handlers: a redelivered message stops them (MessageStoredAlready). */
  async placedForHandlers(): Promise<PlacedMessage> {
    const placed = await this.place()
    if (!placed) throw new MessageStoredAlready()
    return placed
  }
}
