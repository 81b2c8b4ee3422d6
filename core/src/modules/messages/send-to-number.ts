import type { NumberMessage, SentToNumber, StoredMedia } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import { UniqueConstraintViolationException } from '@mikro-orm/core'
import { companyEm, type Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Connection, type IConnection } from '../connections/index.ts'
import { canonicalNumber, createContact, findContactByNumber } from '../contacts/index.ts'
import { Queue } from '../queues/index.ts'
import { closeAllTickets, findOrOpenTicket, logTicket, Ticket } from '../tickets/index.ts'
import { User } from '../users/index.ts'
import { type IMessage, Message } from './entities.ts'
import { sendStoredFile } from './inbox-send.ts'
import { sendMessage } from './send-message.ts'

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', { fields: [{ field, message }] })

/** The contact answering to this number in any of its forms, created (named after the number) when none does. */
async function contactFor(em: Em, companyId: number, number: string) {
  const known = await findContactByNumber(em, number)
  if (known) return { contact: known, created: false }
  try {
    return { contact: await createContact(em, companyId, { name: number, number }), created: true }
  } catch (error) {
    // Two sends to a new number at once: the other one created the contact.
    const lostRace =
      error instanceof UniqueConstraintViolationException ||
      (error instanceof AppError && error.code === 'ERR_DUPLICATED_CONTACT')
    const created = lostRace ? await findContactByNumber(em.fork(), number) : null
    if (!created) throw error
    return { contact: created, created: false }
  }
}

async function checkedConnection(em: Em, connectionId: number): Promise<IConnection> {
  const connection = await em.findOne(Connection, { id: connectionId })
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND')
  return connection
}

async function checkAssignment(em: Em, request: NumberMessage): Promise<void> {
  if (request.userId && !(await em.findOne(User, { id: request.userId }))) {
    throw invalid('userId', 'is not a user of this company')
  }
  if (request.queueId && !(await em.findOne(Queue, { id: request.queueId }))) {
    throw invalid('queueId', 'is not a queue of this company')
  }
}

/**
 * `MessagesApi.sendToNumber`: the contact (found or created), its working ticket on the
 * connection (found or opened, given to the attendant and queue asked for), then each message
 * through `sendMessage`, the one outbound path. Files the call could not send are removed.
 */
/** What `sendToNumber` did, with the sent messages as stored. */
export type NumberMessageOutcome = Omit<SentToNumber, 'messages'> & { messages: IMessage[] }

export async function sendToNumber(kernel: Kernel, request: NumberMessage): Promise<NumberMessageOutcome> {
  const { companyId } = request
  const files: StoredMedia[] = request.media ?? []
  const em = companyEm(kernel.orm, companyId)
  let ticketId: number
  let contact: { contact: { id: number }; created: boolean }
  try {
    if (request.body.trim() === '' && files.length === 0) throw invalid('body', 'is empty')
    const connection = await checkedConnection(em, request.connectionId)
    const number = canonicalNumber(request.number)
    await checkAssignment(em, request)
    contact = await contactFor(em, companyId, number)
    const found = contact.contact as { id: number; active: boolean }
    if (!found.active) throw new AppError('ERR_CONTACT_BLOCKED')
    ticketId = await em.transactional(async (tx) => {
      const opened = await findOrOpenTicket(tx, {
        companyId,
        contactId: found.id,
        connection: {
          id: connection.id,
          channel: connection.channel,
          groupAsTicket: connection.groupAsTicket,
        },
        isGroup: false,
      })
      const ticket = await tx.findOneOrFail(Ticket, { id: opened.id })
      if (request.queueId) ticket.queueId = request.queueId
      if (request.userId && ticket.userId !== request.userId) {
        ticket.userId = request.userId
        if (ticket.status === 'pending') ticket.status = 'open'
        logTicket(tx, ticket, { type: 'open', userId: request.userId, queueId: ticket.queueId ?? null })
      }
      return ticket.id
    })
  } catch (error) {
    await Promise.all(files.map((file) => kernel.storage.remove(file.key)))
    throw error
  }

  const ticket = await em.findOneOrFail(Ticket, { id: ticketId })
  const options = { userId: request.userId ?? null, signature: request.signature ?? false }
  const sentIds: number[] = []
  if (files.length === 0) {
    sentIds.push((await sendMessage(kernel, em, ticket, { kind: 'text', body: request.body }, options)).id)
  }
  for (const [index, file] of files.entries()) {
    try {
      const caption = index === 0 ? request.body : ''
      sentIds.push((await sendStoredFile(kernel, em, ticket, file, caption, options)).id)
    } catch (error) {
      await Promise.all(files.slice(index + 1).map((unsent) => kernel.storage.remove(unsent.key)))
      throw error
    }
  }
  if (request.closeTicket) {
    await closeAllTickets(
      em,
      kernel.realtime,
      { companyId, userId: request.userId ?? null },
      { ticketIds: [ticketId] },
    )
  }
  const sent = await em.fork().find(Message, { id: { $in: sentIds } }, { orderBy: { id: 'asc' } })
  const final = await em.fork().findOneOrFail(Ticket, { id: ticketId })
  return {
    contactId: contact.contact.id,
    contactCreated: contact.created,
    ticketId,
    ticketStatus: final.status,
    messages: sent,
  }
}
