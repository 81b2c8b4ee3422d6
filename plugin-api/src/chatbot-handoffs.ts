import { createExtensionPoint } from './extension-points.ts'

/**
 * The moment core's queue chatbot takes a ticket somewhere a plugin serves (administration.md §3
 * Queue `integrationId`, `fileListId`; Chatbot option `queueType` `integration` and `file`,
 * `optIntegrationId`, `optFileId`): the ticket entered a queue naming an integration or a file
 * list, or the customer chose an option of type `integration` or `file`. Core calls every
 * `ChatbotHandoffTaker` once the turn committed and its answers (the option's or queue's greeting)
 * went out, in the order the turn reached them, so what the plugin sends follows the greeting.
 * A handoff is kept in the chatbot's outbox with the answers: it is delivered even if the
 * process dies right after the turn (by the outbox's safety-net turn), and at most once.
 *
 * @example
 * const handoff: ChatbotHandoff = {
 *   companyId: 1, ticketId: 42, via: 'option', queueId: 3, optionId: 7,
 *   integrationId: 5, fileListId: null, text: '2',
 * }
 */
export interface ChatbotHandoff {
  companyId: number
  ticketId: number
  /**
   * `queue`: the chatbot took the ticket to queue `queueId`; `option`: the customer chose option
   * `optionId`; `transfer` (2.3.0): an attendant put the waiting ticket in queue `queueId`
   * (a transfer to the queue with nobody, a return to it, an edit of its queue), which names
   * `integrationId`; then `fileListId` is null and `text` ''.
   */
  via: 'queue' | 'option' | 'transfer'
  queueId: number | null
  optionId: number | null
  /** The queue integration to take the ticket over now (the queue's or the option's), if any. */
  integrationId: number | null
  /** The file list whose message and files to send (the queue's or the option's), if any. */
  fileListId: number | null
  /** The customer's message that led here; '' when none did (a timed redirect). */
  text: string
}

/**
 * A plugin that acts on chatbot handoffs, e.g. the integrations plugin: it claims the ticket for
 * the integration (`tickets.claim`) and starts it, or sends the file list through
 * `messages.send`. It ignores handoffs that name nothing of its own. A failure is logged by core
 * and the next taker still runs; the ticket then stays where the chatbot left it (waiting in its
 * queue for the attendants).
 *
 * @example
 * extensions.provide(chatbotHandoffs, {
 *   id: 'integrations.handoff',
 *   async take(handoff) { if (handoff.fileListId) await sendFileList(handoff) },
 * })
 */
export interface ChatbotHandoffTaker {
  /** `<plugin-id>.<name>`, for logs. */
  id: string
  take(handoff: ChatbotHandoff): Promise<void>
}

/** Plugins that act where the chatbot takes a ticket provide a `ChatbotHandoffTaker` here. */
export const chatbotHandoffs = createExtensionPoint<ChatbotHandoffTaker>('core.chatbot-handoffs')
