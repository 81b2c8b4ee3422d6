import type { Em } from '../../../kernel/db/orm.ts'
import { executePrepared } from '../../../kernel/db/prepared-statements.ts'
import { sqlIdArray } from '../../../kernel/db/sql-fragments.ts'

/**
 * Everything the live events of some messages show, as the processing transaction leaves it:
 * rows in their column names (`to_jsonb`), one array per table. Read by one statement at the end
 * of the transaction, so nothing is read again after the commit and the events show exactly what
 * was committed (not what another transaction changed meanwhile).
 */
export interface WrittenRows {
  messages: Record<string, unknown>[]
  tickets: Record<string, unknown>[]
  quoted: Record<string, unknown>[]
  contacts: Record<string, unknown>[]
  queues: Record<string, unknown>[]
  users: Record<string, unknown>[]
  connections: Record<string, unknown>[]
  ticket_tags: Record<string, unknown>[]
  tags: Record<string, unknown>[]
  ratings: Record<string, unknown>[]
  contact_tags: Record<string, unknown>[]
  contact_extra_info: Record<string, unknown>[]
  hide_numbers: string | null
}

const rowsOf = (from: string, order = '') =>
  `(select coalesce(jsonb_agg(to_jsonb(r)${order}), '[]') from ${from})`

/**
 * The rows of `table` whose `column` is one of the keys `keysSql` selects (as `k`), each key one
 * probe of the column's index (`lateral`, kept apart from the join by `offset 0`): a parameterized
 * probe whatever the planner believes of the tables' sizes. Joined by itself, a generic plan
 * counts ten keys for every array and CTE (it cannot see that a message has one ticket), so on
 * tables of a few hundred rows it hashed a sequential scan of the company's tickets and of its
 * contacts for each message's event (0.7 of the statement's 1 ms), until the tables grew past a
 * few thousand rows.
 */
const byKey = (table: string, column: string, keysSql: string) =>
  `(select x.* from (select distinct k from (${keysSql}) keys(k) where k is not null) keys
     cross join lateral (select * from ${table} x where x.${column} = keys.k offset 0) x)`

/**
 * One statement: the messages, their tickets, what they quote, the contacts, queues, attendants
 * (name, colour and picture only), connections, tags and ratings their views show, the tags and
 * fields of contacts the transaction created, and whether the company hides numbers.
 *
 * Every row is found by its key (byKey), and row-level security keeps them all to the
 * transaction's company (`readWrittenRows` checks it again). There is deliberately no
 * `company_id = ?` beside the keys: on tables whose statistics are stale (a new company's first
 * thousands of messages, a history import, a server without autovacuum) the planner took the
 * company index for as selective as the key and walked every message of the company for each
 * event (5.8 ms a message at 2,000 messages, growing with the company; docs/benchmarks.md).
 */
const writtenRowsSql = `
with changed as (select * from messages where id = any(?::bigint[])),
     ticket as materialized ${byKey('tickets', 'id', 'select ticket_id from changed')},
     quoted as ${byKey('messages', 'id', 'select quoted_msg_id from changed')},
     created as (select unnest(?::int[]) as id),
     ticket_tag as materialized ${byKey('ticket_tags', 'ticket_id', 'select id from ticket')},
     contact_tag as materialized ${byKey('contact_tags', 'contact_id', 'select id from created')}
select ${rowsOf('changed r')} as messages,
       ${rowsOf('ticket r')} as tickets,
       ${rowsOf('quoted r')} as quoted,
       ${rowsOf(`${byKey('contacts', 'id', 'select contact_id from ticket union select contact_id from changed union select contact_id from quoted union select id from created')} r`)} as contacts,
       ${rowsOf(`${byKey('queues', 'id', 'select queue_id from ticket union select queue_id from changed')} r`)} as queues,
       (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'color', r.color, 'profile_image', r.profile_image, 'company_id', r.company_id)), '[]')
          from ${byKey('users', 'id', 'select user_id from ticket')} r) as users,
       ${rowsOf(`${byKey('connections', 'id', 'select connection_id from ticket')} r`)} as connections,
       ${rowsOf('ticket_tag r')} as ticket_tags,
       ${rowsOf(`${byKey('tags', 'id', 'select tag_id from ticket_tag union select tag_id from contact_tag')} r`)} as tags,
       ${rowsOf(`${byKey('ticket_ratings', 'ticket_id', 'select id from ticket')} r`)} as ratings,
       ${rowsOf('contact_tag r')} as contact_tags,
       ${rowsOf(`${byKey('contact_extra_info', 'contact_id', 'select id from created')} r`, ' order by r.id')} as contact_extra_info,
       (select value from company_settings where company_id = ? and key = 'lgpdHideNumber') as hide_numbers`

/**
 * Reads, in the processing transaction `tx` (after its last write), what the live events of
 * `messageIds` show; `createdContactIds` are contacts the transaction created, announced too.
 */
export async function readWrittenRows(
  tx: Em,
  companyId: number,
  messageIds: number[],
  createdContactIds: number[] = [],
): Promise<WrittenRows> {
  const [row] = await executePrepared<WrittenRows>(tx, writtenRowsSql, [
    sqlIdArray(messageIds),
    sqlIdArray(createdContactIds),
    companyId,
  ])
  assertOneCompany(row!, companyId)
  return row!
}

/** Row-level security already keeps other companies' rows out; a row that got through is a bug. */
function assertOneCompany(rows: WrittenRows, companyId: number): void {
  for (const [table, value] of Object.entries(rows)) {
    if (!Array.isArray(value)) continue
    if (value.some((row: { company_id?: unknown }) => row.company_id !== companyId)) {
      throw new Error(`live event rows of ${table} outside company ${companyId}`)
    }
  }
}

/**
 * The live event rows one message's processing asks for, read at the end of its transaction
 * together with every other message's of the transaction (requestedRowsStatement): one statement for
 * a batch of events rather than one per message.
 */
export class WrittenRowsRequest {
  readonly messageId: number
  readonly createdContactIds: number[]
  #rows?: WrittenRows

  constructor(messageId: number, createdContactIds: number[] = []) {
    this.messageId = messageId
    this.createdContactIds = createdContactIds
  }

  /** The rows, once the transaction read them (after the commit, always). */
  get rows(): WrittenRows {
    if (!this.#rows) throw new Error(`the live event rows of message ${this.messageId} were never read`)
    return this.#rows
  }

  fill(rows: WrittenRows): void {
    this.#rows = rows
  }
}

/**
 * The statement reading the rows every request asks for (readWrittenRows's), to run after the
 * last write of the transaction, possibly with other writes joined to it (`withCte`); its one row
 * goes to fillRequests.
 */
export function requestedRowsStatement(
  companyId: number,
  requests: WrittenRowsRequest[],
): { sql: string; params: unknown[] } {
  return {
    sql: writtenRowsSql,
    params: [
      sqlIdArray(requests.map((request) => request.messageId)),
      sqlIdArray(requests.flatMap((request) => request.createdContactIds)),
      companyId,
    ],
  }
}

/** Gives each request the part of requestedRowsStatement's row its message's events show (rowsOfMessage). */
export function fillRequests(companyId: number, rows: WrittenRows, requests: WrittenRowsRequest[]): void {
  assertOneCompany(rows, companyId)
  if (requests.length === 1) {
    requests[0]!.fill(rows)
    return
  }
  for (const request of requests) request.fill(rowsOfMessage(rows, request))
}

type Row = Record<string, unknown>

const keyOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)

/** The rows of `table` whose `column` is one of `keys`. */
function whose(rows: Row[], column: string, keys: unknown[]): Row[] {
  const wanted = new Set(keys.map(keyOf).filter((key) => key !== null))
  return rows.filter((row) => wanted.has(keyOf(row[column]) ?? ''))
}

/**
 * The part of a transaction's rows one message's live events show: the message, its ticket and
 * what those refer to (emitWrittenMessages builds a view of every ticket and message it is given,
 * so each message's event gets only its own), with the contacts its own request created.
 */
function rowsOfMessage(rows: WrittenRows, request: WrittenRowsRequest): WrittenRows {
  const messages = whose(rows.messages, 'id', [request.messageId])
  const tickets = whose(
    rows.tickets,
    'id',
    messages.map((message) => message.ticket_id),
  )
  const quoted = whose(
    rows.quoted,
    'id',
    messages.map((message) => message.quoted_msg_id),
  )
  const ticketTags = whose(
    rows.ticket_tags,
    'ticket_id',
    tickets.map((ticket) => ticket.id),
  )
  const contactTags = whose(rows.contact_tags, 'contact_id', request.createdContactIds)
  return {
    messages,
    tickets,
    quoted,
    contacts: whose(rows.contacts, 'id', [
      ...tickets.map((ticket) => ticket.contact_id),
      ...messages.map((message) => message.contact_id),
      ...quoted.map((message) => message.contact_id),
      ...request.createdContactIds,
    ]),
    queues: whose(rows.queues, 'id', [
      ...tickets.map((ticket) => ticket.queue_id),
      ...messages.map((message) => message.queue_id),
    ]),
    users: whose(
      rows.users,
      'id',
      tickets.map((ticket) => ticket.user_id),
    ),
    connections: whose(
      rows.connections,
      'id',
      tickets.map((ticket) => ticket.connection_id),
    ),
    ticket_tags: ticketTags,
    tags: whose(
      rows.tags,
      'id',
      [...ticketTags, ...contactTags].map((link) => link.tag_id),
    ),
    ratings: whose(
      rows.ratings,
      'ticket_id',
      tickets.map((ticket) => ticket.id),
    ),
    contact_tags: contactTags,
    contact_extra_info: whose(rows.contact_extra_info, 'contact_id', request.createdContactIds),
    hide_numbers: rows.hide_numbers,
  }
}
