import type { EntityDictionary, EntityName } from '@mikro-orm/core'
import type { Orm } from '../../../kernel/db/orm.ts'
import type { Kernel } from '../../../kernel/kernel.ts'
import { Connection } from '../../connections/index.ts'
import { Contact, ContactExtraInfo, contactViewsOf, emitContactViews } from '../../contacts/index.ts'
import { emitMessageView, Message, messageViewsOf } from '../../messages/index.ts'
import { Queue } from '../../queues/index.ts'
import { ContactTag, Tag, TicketTag } from '../../tags/index.ts'
import { emitTicketView, Ticket, TicketRating, ticketViewsOf } from '../../tickets/index.ts'
import { User } from '../../users/index.ts'
import type { WrittenRows } from './written-rows.ts'

/**
 * Plain objects with the entities' property names and types from rows in their column names, by
 * the ORM's own result mapper (`to_jsonb` times, ISO text, become Dates as a query's would). No
 * entity is made: the views only read them, and making entities was a tenth of the inbound
 * pipeline's Node CPU (docs/benchmarks.md). Nothing is read.
 */
function rowsAs<Entity extends object>(
  orm: Orm,
  entity: EntityName<Entity>,
  rows: Record<string, unknown>[],
): Entity[] {
  const meta = orm.getMetadata().get(entity)
  const comparator = orm.em.getComparator()
  return rows.map((row) => comparator.mapResult(meta, row as EntityDictionary<Entity>) as Entity)
}

export interface WrittenEmit {
  action: 'create' | 'update'
  /** A ticket the message opened or reopened is announced as a ticket too. */
  announceTickets?: boolean
  /** Contacts the transaction created: contact lists hear them first. */
  createdContactIds?: number[]
}

/**
 * After the commit: the live events of messages the transaction wrote (readWrittenRows), built
 * from its rows: contacts it created (`company-{id}-contact`), the tickets it opened
 * (`company-{id}-ticket`) and the messages with their tickets (`company-{id}-appMessage`), each to
 * the same audience, masked the same way, as when they are loaded. No statement runs.
 */
export function emitWrittenMessages(
  kernel: Kernel,
  written: WrittenRows,
  { action, announceTickets = false, createdContactIds = [] }: WrittenEmit,
): void {
  const orm = kernel.orm
  const hideNumbers = written.hide_numbers === 'enabled'
  const contacts = rowsAs(orm, Contact, written.contacts)
  const tags = rowsAs(orm, Tag, written.tags)
  const created = contacts.filter((contact) => createdContactIds.includes(contact.id))
  if (created.length > 0) {
    const views = contactViewsOf(kernel.storage, created, {
      links: rowsAs(orm, ContactTag, written.contact_tags),
      extraInfo: rowsAs(orm, ContactExtraInfo, written.contact_extra_info),
      tags,
    })
    emitContactViews(kernel.realtime, 'create', views, hideNumbers)
  }
  const tickets = rowsAs(orm, Ticket, written.tickets)
  const ticketViews = ticketViewsOf(tickets, {
    contacts,
    queues: rowsAs(orm, Queue, written.queues),
    users: rowsAs(orm, User, written.users),
    connections: rowsAs(orm, Connection, written.connections),
    ticketTags: rowsAs(orm, TicketTag, written.ticket_tags),
    tags,
    ratings: rowsAs(orm, TicketRating, written.ratings),
  })
  const messageRelated = {
    quoted: rowsAs(orm, Message, written.quoted),
    contacts,
    queues: rowsAs(orm, Queue, written.queues),
  }
  const messages = rowsAs(orm, Message, written.messages)
  tickets.forEach((ticket, index) => {
    const ticketView = ticketViews[index]!
    if (announceTickets) emitTicketView(kernel.realtime, ticket, ticketView, hideNumbers)
    const own = messages.filter((message) => message.ticketId === ticket.id).sort((a, b) => a.id - b.id)
    const views = messageViewsOf(kernel.storage, ticket, own, messageRelated)
    for (const view of views) emitMessageView(kernel.realtime, action, ticket, view, ticketView, hideNumbers)
  })
}
