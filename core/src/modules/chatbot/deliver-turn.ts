import { chatbotHandoffs } from '@atendo/plugin-api'
import { companyEm, type Em } from '../../kernel/db/orm.ts'
import type { StoredMedia } from '../../kernel/storage/media-storage.ts'
import {
  copyStoredMedia,
  mediaTypeOf,
  sendInteractive,
  sendStoredFile,
  sendTextMessage,
  ticketChannelIsInteractive,
} from '../messages/index.ts'
import { emitTicketUpdate, type ITicket, Ticket } from '../tickets/index.ts'
import type { TicketBefore } from './bot-turn.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import { type BotMenu, menuPayload } from './interactive-menu.ts'
import type { HandoffEntry } from './leave-reply.ts'

/** An answer as the outbox holds it. */
interface OutboxAnswer {
  body: string
  greeting_media: string | null
  hand_off: HandoffEntry | null
  menu: BotMenu | null
}

/**
 * A handoff the turn left: every plugin's taker hears of it, one after the other; a failing one
 * is logged and the ticket stays where the chatbot left it (with the attendants).
 */
async function handOver(services: ChatbotServices, ticket: ITicket, entry: HandoffEntry): Promise<void> {
  const handoff = { ...entry, companyId: ticket.companyId, ticketId: ticket.id }
  for (const taker of services.kernel.extensions.get(chatbotHandoffs)) {
    try {
      await taker.take(handoff)
    } catch (error) {
      services.log.warn(
        { err: error, ticketId: ticket.id, taker: taker.id, handoff: entry },
        'a chatbot handoff failed',
      )
    }
  }
}

/**
 * The message's own copy of the connection's greeting media, so replacing the connection's file
 * later leaves the conversation's one alone; undefined, with a warning, when the file is gone.
 */
async function greetingMediaCopy(
  { kernel, log }: ChatbotServices,
  ticket: ITicket,
  key: string,
): Promise<StoredMedia | undefined> {
  try {
    return await copyStoredMedia(kernel.storage, ticket.companyId, key)
  } catch (error) {
    log.warn(
      { err: error, ticketId: ticket.id, greetingMedia: key },
      "the connection's greeting media is missing; the greeting goes out as text",
    )
    return undefined
  }
}

/**
 * A menu as a list or buttons on a channel that has them: the connection's greeting media goes
 * first on its own, then the menu (its greeting above the entries). The conversation keeps the
 * numbered text as the body and the entries as dataJson, as for the inbox's list messages.
 */
async function sendMenu(
  services: ChatbotServices,
  em: Em,
  ticket: ITicket,
  answer: OutboxAnswer,
  menu: BotMenu,
) {
  const { kernel } = services
  const media = answer.greeting_media
    ? await greetingMediaCopy(services, ticket, answer.greeting_media)
    : undefined
  if (media) await sendStoredFile(kernel, em, ticket, media, '', {})
  const payload = menuPayload(menu)
  await sendInteractive(
    kernel,
    em,
    ticket,
    {
      payload,
      text: answer.body,
      mediaType: menu.style === 'list' ? 'listMessage' : 'interactiveMessage',
      dataJson: JSON.stringify(payload),
    },
    null,
  )
}

/**
 * One answer through the ticket's channel. The connection's greeting goes out as its media with
 * the greeting as the caption; an audio carries no caption, so the greeting follows it as a text.
 * A menu goes as a list or buttons where the channel has them, as its numbered text elsewhere.
 */
async function sendAnswer(services: ChatbotServices, em: Em, ticket: ITicket, answer: OutboxAnswer) {
  const { kernel } = services
  if (answer.menu && (await ticketChannelIsInteractive(kernel, em, ticket))) {
    await sendMenu(services, em, ticket, answer, answer.menu)
    return
  }
  const media = answer.greeting_media
    ? await greetingMediaCopy(services, ticket, answer.greeting_media)
    : undefined
  if (!media) {
    await sendTextMessage(kernel, em, ticket, answer.body)
    return
  }
  if (mediaTypeOf(media.mimeType) === 'audio') {
    await sendStoredFile(kernel, em, ticket, media, '', {})
    await sendTextMessage(kernel, em, ticket, answer.body)
    return
  }
  await sendStoredFile(kernel, em, ticket, media, answer.body, {})
}

/**
 * After a turn committed: the ticket's lists hear about its change, then the answers go out
 * through the ticket's channel, oldest first, as messages of the ticket sent by nobody (fromMe,
 * no user), like every automatic message. Each answer is taken off the outbox before it is sent,
 * so a retried job never sends one twice; a channel failure is logged on the message (sendError)
 * and the next answer still goes. Answers left by a turn that died are sent by the next one.
 * A handoff in the outbox (chatbot-handoffs) goes to the plugins' takers at its place in line.
 * Run it under the ticket's bot lock, which keeps the answers of two turns from interleaving.
 */
export async function deliverTurn(
  services: ChatbotServices,
  companyId: number,
  ticketId: number,
  before: TicketBefore | undefined,
): Promise<void> {
  const { kernel, log } = services
  const em = companyEm(kernel.orm, companyId)
  // Nothing to tell the lists and nothing in the outbox (most turns): one statement, no ticket read.
  let next = before ? undefined : await takeNextAnswer(em, companyId, ticketId)
  if (!before && !next) return
  const ticket = await em.findOne(Ticket, { id: ticketId })
  if (!ticket) return
  if (before) await emitTicketUpdate(kernel.realtime, em, ticket, before)
  next ??= await takeNextAnswer(em, companyId, ticketId)
  while (next) {
    const { more, ...answer } = next
    if (answer.hand_off) await handOver(services, ticket, answer.hand_off)
    else {
      try {
        await sendAnswer(services, em, ticket, answer)
      } catch (error) {
        log.warn({ err: error, ticketId }, 'an answer of the chatbot was not sent')
      }
    }
    // The last one taken knew it was the last: no empty delete to find out. An answer a
    // transaction leaves after that is delivered by its writer, which takes this lock after its
    // commit, or by the answers' safety-net turn.
    next = more ? await takeNextAnswer(em, companyId, ticketId) : undefined
  }
}

/** Takes the ticket's oldest answer off the outbox, saying whether another waits behind it. */
async function takeNextAnswer(
  em: Em,
  companyId: number,
  ticketId: number,
): Promise<(OutboxAnswer & { more: boolean }) | undefined> {
  const [answer] = await em.execute<(OutboxAnswer & { more: boolean })[]>(
    `with waiting as (
       select id from chatbot_replies where company_id = ? and ticket_id = ? order by id limit 2),
     taken as (
       delete from chatbot_replies where id = (select min(id) from waiting)
       returning body, greeting_media, hand_off, menu)
     select taken.*, (select count(*) from waiting) > 1 as more from taken`,
    [companyId, ticketId],
  )
  return answer
}
