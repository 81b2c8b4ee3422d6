import type { Em } from '../../kernel/db/orm.ts'
import { Connection, type IConnection } from '../connections/index.ts'
import { Contact } from '../contacts/index.ts'
import { Queue } from '../queues/index.ts'
import { companyTimeZone, isEnabled, readTicketOptions } from '../settings/index.ts'
import { User } from '../users/index.ts'
import type { ITicket } from './entities.ts'
import { messageVariables, renderMessage } from './message-variables.ts'
import type { SendTicketText } from './ticket-hooks.ts'

/**
 * The messages a ticket's transitions send by themselves (inbox.md §4): the accepted greeting,
 * the farewell on closing, and on a transfer the company's transfer message and the attendant's note.
 */

/** Used when sendGreetingAccepted is on and the company left greetingAcceptedMessage empty. */
const defaultAcceptedGreeting =
  '{{ms}} *{{firstName}}*, meu nome é *{{userName}}* e agora vou prosseguir com seu atendimento!'

interface TicketContext {
  contactName: string
  queueName: string | null
  connection: IConnection | null
  timeZone: string
}

async function contextOf(em: Em, ticket: ITicket): Promise<TicketContext> {
  const [contact, queue, connection, timeZone] = await Promise.all([
    em.findOne(Contact, { id: ticket.contactId }),
    ticket.queueId ? em.findOne(Queue, { id: ticket.queueId }) : null,
    ticket.connectionId ? em.findOne(Connection, { id: ticket.connectionId }) : null,
    companyTimeZone(em, ticket.companyId),
  ])
  return { contactName: contact?.name ?? '', queueName: queue?.name ?? null, connection, timeZone }
}

/** Automatic messages reach a group only when its connection treats groups as tickets. */
const groupTakesAutoMessages = (ticket: ITicket, connection: IConnection | null) =>
  !ticket.isGroup || connection?.groupAsTicket === 'enabled'

function render(template: string, ticket: ITicket, context: TicketContext, userName: string | null): string {
  return renderMessage(
    template,
    messageVariables({
      ticket,
      contactName: context.contactName,
      userName,
      queueName: context.queueName,
      connectionName: context.connection?.name ?? null,
      timeZone: context.timeZone,
    }),
  ).trim()
}

/**
 * An attendant's text or caption with the message variables (`{{name}}`, `{{firstName}}`,
 * `{{protocol}}`...) filled in for this ticket: a quick reply picked in the inbox never reaches the
 * customer as "Olá {{name}}!" (issue 23). Bodies without `{{` are returned as they are.
 */
export async function fillTicketVariables(
  em: Em,
  ticket: ITicket,
  body: string,
  userId?: number | null,
): Promise<string> {
  if (!body.includes('{{')) return body
  const [context, user] = await Promise.all([
    contextOf(em, ticket),
    userId ? em.findOne(User, { id: userId }) : null,
  ])
  return renderMessage(
    body,
    messageVariables({
      ticket,
      contactName: context.contactName,
      userName: user?.name ?? null,
      queueName: context.queueName,
      connectionName: context.connection?.name ?? null,
      timeZone: context.timeZone,
    }),
  )
}

/**
 * After a pending ticket is accepted: the company's greetingAcceptedMessage, when the option
 * sendGreetingAccepted is enabled. Returns the text sent, or null when nothing was due.
 */
export async function sendAcceptedGreeting(
  send: SendTicketText,
  em: Em,
  ticket: ITicket,
  attendantName: string,
): Promise<string | null> {
  const options = await readTicketOptions(em, ticket.companyId, [
    'sendGreetingAccepted',
    'greetingAcceptedMessage',
  ])
  if (!isEnabled(options.sendGreetingAccepted)) return null
  const context = await contextOf(em, ticket)
  if (!groupTakesAutoMessages(ticket, context.connection)) return null
  const body = render(
    options.greetingAcceptedMessage || defaultAcceptedGreeting,
    ticket,
    context,
    attendantName,
  )
  if (!body) return null
  await send(em, ticket, body)
  return body
}

/**
 * A template of the company's (a rating question, say) with the ticket's message variables filled,
 * `{{userName}}` naming `userId`. Empty when nothing is left after trimming.
 */
export async function renderForTicket(
  em: Em,
  ticket: ITicket,
  template: string,
  userId: number | null,
): Promise<string> {
  const [context, user] = await Promise.all([
    contextOf(em, ticket),
    userId ? em.findOne(User, { id: userId }) : null,
  ])
  return render(template, ticket, context, user?.name ?? null)
}

/**
 * The farewell of a ticket closed by `userId`: their farewellMessage, else the connection's
 * complationMessage, with the message variables filled. Null when neither is set or the ticket is
 * a group whose connection sends groups no automatic messages.
 */
export async function farewellFor(em: Em, ticket: ITicket, userId: number | null): Promise<string | null> {
  const [context, user] = await Promise.all([
    contextOf(em, ticket),
    userId ? em.findOne(User, { id: userId }) : null,
  ])
  if (!groupTakesAutoMessages(ticket, context.connection)) return null
  const template = user?.farewellMessage?.trim() || context.connection?.complationMessage?.trim()
  if (!template) return null
  return render(template, ticket, context, user?.name ?? null) || null
}

/**
 * On closing: the closing attendant's farewellMessage, else the connection's complationMessage.
 * Returns the text sent, or null when neither is set.
 */
export async function sendFarewell(
  send: SendTicketText,
  em: Em,
  ticket: ITicket,
  userId: number,
): Promise<string | null> {
  const body = await farewellFor(em, ticket, userId)
  if (!body) return null
  await send(em, ticket, body)
  return body
}

/**
 * After a transfer to another queue: the company's transferMessage, when the transfer-message
 * toggle (sendMsgTransfTicket) is on. `{{queue}}` names the queue the contact now waits in.
 * Returns the text sent, or null when nothing was due.
 */
async function sendTransferMessage(
  send: SendTicketText,
  em: Em,
  ticket: ITicket,
  userId: number,
): Promise<string | null> {
  const options = await readTicketOptions(em, ticket.companyId, ['sendMsgTransfTicket', 'transferMessage'])
  if (!isEnabled(options.sendMsgTransfTicket) || !options.transferMessage.trim()) return null
  const [context, user] = await Promise.all([contextOf(em, ticket), em.findOne(User, { id: userId })])
  if (!groupTakesAutoMessages(ticket, context.connection)) return null
  const body = render(options.transferMessage, ticket, context, user?.name ?? null)
  if (!body) return null
  await send(em, ticket, body)
  return body
}

/** The note an attendant writes when transferring, sent to the contact in their name. */
async function sendTransferNote(
  send: SendTicketText,
  em: Em,
  ticket: ITicket,
  note: string,
  userId: number,
): Promise<string | null> {
  const user = await em.findOne(User, { id: userId })
  const body = render(note, ticket, await contextOf(em, ticket), user?.name ?? null)
  if (!body) return null
  await send(em, ticket, body, { userId })
  return body
}

/** What a transfer tells the contact: who transferred, whether the queue changed, their note. */
export interface TransferMessages {
  userId: number
  queueChanged: boolean
  note?: string | null
}

/** A transfer's messages in order: the company's transfer message (new queue only), then the note. */
export async function sendTransferMessages(
  send: SendTicketText,
  em: Em,
  ticket: ITicket,
  transfer: TransferMessages,
): Promise<void> {
  if (transfer.queueChanged) await sendTransferMessage(send, em, ticket, transfer.userId)
  const note = transfer.note?.trim()
  if (note) await sendTransferNote(send, em, ticket, note, transfer.userId)
}
