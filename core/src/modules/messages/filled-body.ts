import type { Em } from '../../kernel/db/orm.ts'
import { Connection } from '../connections/entities.ts'
import { Contact } from '../contacts/entities.ts'
import { Queue } from '../queues/entities.ts'
import { companyTimeZone } from '../settings/company-time-zone.ts'
import type { ITicket } from '../tickets/entities.ts'
import { messageVariables, renderMessage } from '../tickets/message-variables.ts'
import { User } from '../users/entities.ts'

/**
 * An attendant's text or caption with the message variables of inbox.md §3 (`{{name}}`,
 * `{{firstName}}`, `{{protocol}}`...) filled in for this ticket: a quick reply picked in the
 * inbox never reaches the customer as "Olá {{name}}!". Bodies without `{{` are returned as they are.
 */
export async function filledBody(
  em: Em,
  ticket: ITicket,
  body: string,
  userId?: number | null,
): Promise<string> {
  if (!body.includes('{{')) return body
  const [contact, queue, connection, user, timeZone] = await Promise.all([
    em.findOne(Contact, { id: ticket.contactId }),
    ticket.queueId ? em.findOne(Queue, { id: ticket.queueId }) : null,
    ticket.connectionId ? em.findOne(Connection, { id: ticket.connectionId }) : null,
    userId ? em.findOne(User, { id: userId }) : null,
    companyTimeZone(em, ticket.companyId),
  ])
  return renderMessage(
    body,
    messageVariables({
      ticket: { id: ticket.id, createdAt: ticket.createdAt },
      contactName: contact?.name ?? '',
      userName: user?.name ?? null,
      queueName: queue?.name ?? null,
      connectionName: connection?.name ?? null,
      timeZone,
    }),
  )
}
