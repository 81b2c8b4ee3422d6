import type { EntityDictionary, EntityName } from '@mikro-orm/core'
import { companyEm, type Em } from '../../../kernel/db/orm.ts'
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
 * Entities from rows in their column names. `to_jsonb` leaves times as ISO text, which the ORM
 * would refuse for a Date property: they become Dates first. Nothing is read.
 */
function entitiesOf<Entity extends object>(
  em: Em,
  entity: EntityName<Entity>,
  rows: Record<string, unknown>[],
): Entity[] {
  const dates = em
    .getMetadata()
    .get(entity)
    .props.filter((property) => property.runtimeType === 'Date')
    .map((property) => property.fieldNames[0]!)
  return rows.map((row) => {
    const data = { ...row }
    for (const column of dates) {
      if (typeof data[column] === 'string') data[column] = new Date(data[column] as string)
    }
    return em.map(entity, data as EntityDictionary<Entity>)
  })
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
  companyId: number,
  written: WrittenRows,
  { action, announceTickets = false, createdContactIds = [] }: WrittenEmit,
): void {
  const em = companyEm(kernel.orm, companyId)
  const hideNumbers = written.hide_numbers === 'enabled'
  const contacts = entitiesOf(em, Contact, written.contacts)
  const tags = entitiesOf(em, Tag, written.tags)
  const created = contacts.filter((contact) => createdContactIds.includes(contact.id))
  if (created.length > 0) {
    const views = contactViewsOf(kernel.storage, created, {
      links: entitiesOf(em, ContactTag, written.contact_tags),
      extraInfo: entitiesOf(em, ContactExtraInfo, written.contact_extra_info),
      tags,
    })
    emitContactViews(kernel.realtime, 'create', views, hideNumbers)
  }
  const tickets = entitiesOf(em, Ticket, written.tickets)
  const ticketViews = ticketViewsOf(tickets, {
    contacts,
    queues: entitiesOf(em, Queue, written.queues),
    users: entitiesOf(em, User, written.users),
    connections: entitiesOf(em, Connection, written.connections),
    ticketTags: entitiesOf(em, TicketTag, written.ticket_tags),
    tags,
    ratings: entitiesOf(em, TicketRating, written.ratings),
  })
  const messageRelated = {
    quoted: entitiesOf(em, Message, written.quoted),
    contacts,
    queues: entitiesOf(em, Queue, written.queues),
  }
  const messages = entitiesOf(em, Message, written.messages)
  tickets.forEach((ticket, index) => {
    const ticketView = ticketViews[index]!
    if (announceTickets) emitTicketView(kernel.realtime, ticket, ticketView, hideNumbers)
    const own = messages.filter((message) => message.ticketId === ticket.id).sort((a, b) => a.id - b.id)
    const views = messageViewsOf(kernel.storage, ticket, own, messageRelated)
    for (const view of views) emitMessageView(kernel.realtime, action, ticket, view, ticketView, hideNumbers)
  })
}
