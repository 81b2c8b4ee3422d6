import type { ApiAnswer, Contact, paths, Ticket } from '@atendo/sdk'

/**
 * The inbox's names for the records the API answers: every one is the SDK's type (generated from
 * the server's OpenAPI document), so a change on the server shows here as a type error.
 */
export type { Connection, Contact, Message, QuickMessage, Ticket } from '@atendo/sdk'

/** The statuses the ticket list filters by (`GET /api/tickets?status=`). */
export type TicketStatus = NonNullable<
  NonNullable<paths['/api/tickets']['get']['parameters']['query']>['status']
>

/** A ticket's queue, as tickets carry it. */
export type QueueChip = NonNullable<Ticket['queue']>

/** A tag as tickets and contacts carry it. */
export type TagChip = Ticket['tags'][number]

/** A contact's extra field (inbox.md §3 Contact). */
export type ExtraInfo = Contact['extraInfo'][number]

/** An internal note on a ticket (inbox.md §3 Ticket note). */
export type TicketNote = ApiAnswer<'get', '/api/ticket-notes/list'>[number]

/** A contact as the pickers list it (`GET /api/contacts/list`). */
export type ContactOption = ApiAnswer<'get', '/api/contacts/list'>[number]

/** An entry of a ticket's log (`GET /api/tickets-log/{ticketId}`). */
export type TicketLogEntry = ApiAnswer<'get', '/api/tickets-log/{ticketId}'>[number]

/** A ticket as the real-time panel lists it (`GET /api/dashboard/moments`), with contact, owner and queue. */
export type MomentTicket = ApiAnswer<'get', '/api/dashboard/moments'>[number]

/** The dashboard's counters and attendants of a range (`GET /api/dashboard`, docs/dashboard.md). */
export type Dashboard = ApiAnswer<'get', '/api/dashboard'>
export type DashboardCounters = Dashboard['counters']
export type DashboardAttendant = Dashboard['attendants'][number]

/** The dashboard's charts: tickets per attendant and per day or hour (`GET /api/dashboard/ticketsUsers`, `/ticketsDay`). */
export type TicketsPerAttendant = ApiAnswer<'get', '/api/dashboard/ticketsUsers'>
export type TicketsPerPeriod = ApiAnswer<'get', '/api/dashboard/ticketsDay'>

/**
 * The details of an ERR_OTHER_OPEN_TICKET conflict (inbox.md §4, §8). Error details are not
 * described by the OpenAPI document (the error envelope's `details` is any object), so this one
 * shape is the app's reading of core's conflict answer.
 */
export interface OpenTicketConflict {
  userId: number | null
  userName: string
  queueName: string
  uuid: string | null
  status: string | null
}
