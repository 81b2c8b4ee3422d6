import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'
import { channels } from '../connections/index.ts'
/**
 * `lgpd`: a new ticket waiting for the contact's LGPD consent (docs/lgpd.md); only admins see it,
 * and it becomes `pending` once the contact accepts.
 */
export const ticketStatuses = ['pending', 'open', 'closed', 'group', 'lgpd'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

/** Statuses of a ticket still being worked; at most one such ticket per company + contact + connection. */
export const workingStatuses: readonly TicketStatus[] = ['pending', 'open', 'group', 'lgpd']

/** A conversation with a contact (inbox.md §3 Ticket). */
export const Ticket = defineEntity({
  name: 'Ticket',
  tableName: 'tickets',
  properties: {
    id: p.integer().primary(),
    uuid: p.uuid().unique(),
    ...tenantColumns,
    contactId: p.integer(),
    userId: p.integer().nullable(),
    queueId: p.integer().nullable(),
    connectionId: p.integer().nullable(),
    status: p.enum(ticketStatuses).default('pending'),
    channel: p.enum(channels).default('whatsapp'),
    lastMessage: p.text().nullable(),
    lastMessageAt: p.datetime().nullable(),
    unreadMessages: p.integer().default(0),
    isBot: p.boolean().default(false),
    isGroup: p.boolean().default(false),
    isTransfered: p.boolean().default(false),
    useIntegration: p.boolean().default(false),
    integrationId: p.integer().nullable(),
    amountUsedBotQueues: p.integer().default(0),
    /** How often the LGPD consent message was sent on this ticket (docs/lgpd.md). */
    lgpdConsentAsks: p.integer().default(0),
    /** The inbound handler driving the ticket (it claimed it), or null: the attendants do. */
    automation: p.string().length(200).nullable(),
    automationSince: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    ...timestampColumns,
  },
})
export type ITicket = InferEntity<typeof Ticket>

export const ticketLogTypes = [
  'create',
  'chatBot',
  'queue',
  'open',
  'access',
  'transfered',
  'receivedTransfer',
  'pending',
  'closed',
  'reopen',
  'redirect',
] as const
export type TicketLogType = (typeof ticketLogTypes)[number]

/** One event in a ticket's life (the ticket log timeline). */
export const TicketLog = defineEntity({
  name: 'TicketLog',
  tableName: 'ticket_logs',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    ticketId: p.integer().index(),
    type: p.enum(ticketLogTypes),
    userId: p.integer().nullable(),
    queueId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})
export type ITicketLog = InferEntity<typeof TicketLog>

/** An internal note on a ticket. */
export const TicketNote = defineEntity({
  name: 'TicketNote',
  tableName: 'ticket_notes',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    ticketId: p.integer().index(),
    contactId: p.integer().index(),
    userId: p.integer().nullable(),
    note: p.text(),
    ...timestampColumns,
  },
})
export type ITicketNote = InferEntity<typeof TicketNote>

/**
 * A contact's answer to the rating question sent when their ticket was resolved (docs/ratings.md):
 * `rate` on the NPS scale, 0 to 10 (administration.md §9). The ticket list shows it as 1 to 5
 * (`emojiRateOf`). `userId` is the attendant rated: the one who closed the ticket. One per ticket.
 */
export const TicketRating = defineEntity({
  name: 'TicketRating',
  tableName: 'ticket_ratings',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    ticketId: p.integer().unique(),
    userId: p.integer().nullable(),
    contactId: p.integer(),
    rate: p.integer(),
    ...timestampColumns,
  },
})
export type ITicketRating = InferEntity<typeof TicketRating>
