import type { FastifyBaseLogger } from 'fastify'
import { findChannelProvider } from '../../kernel/channels/channel-for.ts'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Connection, toChannelConnection } from '../connections/index.ts'
import { Contact, recipientOf } from '../contacts/index.ts'
import { emitTicketUpdate, type ITicket, Ticket } from '../tickets/index.ts'
import { Message } from './entities.ts'

/**
 * The conversation was opened: its unread counter goes to zero (the lists hear it) and, when the
 * channel sends read receipts, the contact's unread messages are marked read on the channel.
 * Reading does not move the ticket in the lists: `updatedAt` is left alone.
 */
export async function markTicketRead(
  kernel: Kernel,
  em: Em,
  ticket: ITicket,
  log: FastifyBaseLogger,
): Promise<void> {
  const unread = ticket.unreadMessages
  if (unread <= 0) return
  await em.nativeUpdate(Ticket, { id: ticket.id }, { unreadMessages: 0 })
  await em.refresh(ticket)
  await emitTicketUpdate(kernel.realtime, em, ticket)

  const connection = ticket.connectionId ? await em.findOne(Connection, { id: ticket.connectionId }) : null
  const provider = connection ? findChannelProvider(kernel, connection.provider) : undefined
  if (!connection || !provider?.markRead) return
  // The unread messages are the contact's latest ones.
  const latest = await em.find(
    Message,
    { ticketId: ticket.id, fromMe: false, externalId: { $ne: null } },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: unread, fields: ['id', 'externalId'] },
  )
  const contact = await em.findOne(Contact, { id: ticket.contactId })
  if (latest.length === 0 || !contact) return
  const recipient = await recipientOf(em, contact, connection.channel).catch(() => undefined)
  if (!recipient) return
  const externalIds = latest.map((message) => message.externalId).filter((id) => id != null)
  // Read receipts are a courtesy: the conversation answers without waiting on the channel (or on
  // the process holding its session).
  const channel = { provider, connection: toChannelConnection(connection) }
  kernel.sessionCalls.markRead(channel, recipient, externalIds).catch((error: unknown) => {
    log.warn({ err: error, ticketId: ticket.id }, 'marking messages read on the channel failed')
  })
}
