import type { Em } from './define-plugin.ts'
import { createExtensionPoint } from './extension-points.ts'

/**
 * When an inbound handler runs: inside the transaction that stores the message (its writes and
 * replies commit with the message, or not at all; keep it quick, it holds the event's locks), or
 * once that transaction committed (slow work: calls to other systems, AI).
 *
 * @example
 * const phase: InboundPhase = 'after-commit'
 */
export type InboundPhase = 'in-transaction' | 'after-commit'

/**
 * The customer's message a handler looks at.
 *
 * @example
 * if (/pedido\s+(\d+)/i.test(ctx.message.text)) { ... }
 */
export interface InboundMessageView {
  /** The channel's id of the message. */
  externalId: string
  /** The text (a caption for media; empty for media without one). */
  text: string
  /** `image`, `audio`, `video`, `document`, `sticker`...; undefined for text. */
  mediaType?: string
  /** When the channel says it was sent. */
  sentAt: Date
  /** Sent from the company's own account (another device, the API): not the customer's. */
  fromMe: boolean
  /** Part of a history import: nobody should answer it. */
  imported: boolean
  /** Written in a group conversation. */
  inGroup: boolean
}

/**
 * The ticket the message is on.
 *
 * @example
 * if (ticket.status === 'pending' && ticket.automation === null) await ctx.claim()
 */
export interface InboundTicketView {
  id: number
  /** `pending` (waiting), `open` (an attendant works on it), `closed`, `lgpd` (waits for consent)... */
  status: string
  queueId: number | null
  /** The attendant working on it, if any. */
  userId: number | null
  /** This message opened the ticket. */
  isNew: boolean
  /** The id of the inbound handler that drives the ticket (`claim`), or null: attendants do. */
  automation: string | null
  /** Since when `automation` drives it. */
  automationSince: Date | null
}

/**
 * The person who wrote.
 *
 * @example
 * await ctx.reply(`Olá, ${ctx.contact.name}!`)
 */
export interface InboundContactView {
  id: number
  name: string
  /** Phone number, for channels that have one. */
  number: string | null
}

/**
 * What an inbound handler gets for one message: the message, its contact and connection, the
 * ticket, and what it may do about it.
 *
 * @example
 * async handle(ctx) {
 *   const ticket = await ctx.ticket()
 *   if (ticket.automation && ticket.automation !== 'order-status.answer') return
 *   await ctx.reply('Seu pedido 12345 saiu para entrega.')
 *   await ctx.claim()
 * }
 */
export interface InboundHandlerContext {
  companyId: number
  connection: { id: number; name: string; channel: string }
  message: InboundMessageView
  contact: InboundContactView
  /**
   * The handler's database access, scoped to the company: in the `in-transaction` phase the
   * message's own transaction (writes commit with it), after the commit a fresh one.
   */
  em: Em
  /**
   * The ticket the message is on. In the transaction, the first call puts the message on its
   * ticket (found, reopened or opened); core's rating and consent dialogs, which run earlier
   * (orders 100 and 200), may have taken the message before that.
   */
  ticket(): Promise<InboundTicketView>
  /**
   * Answers the customer on the ticket through the normal outbound path (a message of the
   * ticket sent by nobody). In the transaction the answer is kept and goes out once the message
   * commits (never if it rolls back); after the commit it goes out at once.
   */
  reply(text: string): Promise<void>
  /**
   * This handler takes the message: later handlers are skipped, and the ticket is recorded as
   * driven by this handler (`automation`, `automationSince`) until it hands it over. Answers
   * false, taking nothing, when another automation drives the ticket: one at a time.
   */
  claim(): Promise<boolean>
  /** Gives the ticket back to the attendants (clears `automation`) when this handler drives it. */
  handOver(): Promise<void>
}

/**
 * One of the ordered handlers that decide who answers a customer's message. Core contributes its
 * own like any plugin: rating answers (100), LGPD consent answers (200), the audio notice (300),
 * the LGPD consent question (400) and the queue chatbot (500). Handlers run by `order`, those of
 * the transaction first, until one claims the message. A failing `in-transaction` handler fails
 * the message's processing (retried with back-off); a failing `after-commit` one is logged and
 * the next runs. Only messages a customer wrote live reach handlers (not our own, not imported,
 * not group messages); a message delivered twice reaches them once.
 *
 * @example
 * extensions.provide(inboundHandlers, {
 *   id: 'order-status.answer',
 *   order: 600,
 *   phase: 'after-commit',
 *   async handle(ctx) {
 *     const order = /pedido\s+(\d+)/i.exec(ctx.message.text)?.[1]
 *     if (!order || !(await ctx.claim())) return
 *     await ctx.reply(`Pedido ${order}: ${await statusOf(order)}`)
 *     await ctx.handOver()
 *   },
 * })
 */
export interface InboundHandler {
  /** Kebab-case `<plugin-id>.<name>`; what `automation` records when it claims a ticket. */
  id: string
  /** Lower runs first; core's use 100-500. */
  order: number
  phase: InboundPhase
  handle(ctx: InboundHandlerContext): Promise<void>
}

/**
 * The extension point of inbound handlers.
 *
 * @example
 * extensions.provide(inboundHandlers, { id: 'faq.answer', order: 700, phase: 'after-commit', handle })
 */
export const inboundHandlers = createExtensionPoint<InboundHandler>('core.inbound-handlers')
