import type { Generated } from 'kysely'

/**
 * The tables (and the columns) that core's dynamic list queries read, for Kysely's typed builder
 * (`listQuery(em)` in kernel/db/typed-sql.ts). A misspelled table or column is then a type error,
 * not a 500. Names are the database's (snake_case); add a column here when a query needs it.
 */
export interface SqlTables {
  tickets: TicketsTable
  contacts: ContactsTable
  contact_tags: ContactTagsTable
  ticket_tags: TicketTagsTable
  messages: MessagesTable
  connections: NamedRow
  users: NamedRow
  queues: NamedRow
  ticket_ratings: TicketRatingsTable
}

interface TenantRow {
  company_id: number
}

interface TicketsTable extends TenantRow {
  id: Generated<number>
  uuid: string
  contact_id: number
  user_id: number | null
  queue_id: number | null
  connection_id: number | null
  status: string
  unread_messages: number
  is_group: boolean
  last_message: string | null
  closed_at: Date | null
  created_at: Date
  updated_at: Date
}

interface ContactsTable extends TenantRow {
  id: Generated<number>
  name: string
  number: string | null
  email: string | null
  channel: string
  is_group: boolean
  created_at: Date
  updated_at: Date
}

interface ContactTagsTable extends TenantRow {
  contact_id: number
  tag_id: number
}

interface TicketTagsTable extends TenantRow {
  ticket_id: number
  tag_id: number
}

interface MessagesTable extends TenantRow {
  id: Generated<string>
  ticket_id: number
  body: string
  is_deleted: boolean
  created_at: Date
}

/** Connections, users and queues as lists show them: by name. */
interface NamedRow extends TenantRow {
  id: Generated<number>
  name: string
}

interface TicketRatingsTable extends TenantRow {
  id: Generated<number>
  ticket_id: number
  rate: number
}
