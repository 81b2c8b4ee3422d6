import type { Em } from '../../../kernel/db/orm.ts'

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
 * One statement: the messages, their tickets, what they quote, the contacts, queues, attendants
 * (name, colour and picture only), connections, tags and ratings their views show, the tags and
 * fields of contacts the transaction created, and whether the company hides numbers. Every table
 * is filtered by the company (row-level security applies as well).
 */
const writtenRowsSql = `
with changed as (select * from messages where company_id = ? and id in (select value::bigint from jsonb_array_elements_text(?::jsonb))),
     ticket as (select * from tickets where company_id = ? and id in (select ticket_id from changed)),
     quoted as (select * from messages where company_id = ? and id in (select quoted_msg_id from changed)),
     created as (select value::int as id from jsonb_array_elements_text(?::jsonb)),
     ticket_tag as (select * from ticket_tags where company_id = ? and ticket_id in (select id from ticket)),
     contact_tag as (select * from contact_tags where company_id = ? and contact_id in (select id from created))
select ${rowsOf('changed r')} as messages,
       ${rowsOf('ticket r')} as tickets,
       ${rowsOf('quoted r')} as quoted,
       ${rowsOf(`contacts r where r.company_id = ? and r.id in (select contact_id from ticket union select contact_id from changed
                 union select contact_id from quoted union select id from created)`)} as contacts,
       ${rowsOf('queues r where r.company_id = ? and r.id in (select queue_id from ticket union select queue_id from changed)')} as queues,
       (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'color', r.color, 'profile_image', r.profile_image)), '[]')
          from users r where r.company_id = ? and r.id in (select user_id from ticket)) as users,
       ${rowsOf('connections r where r.company_id = ? and r.id in (select connection_id from ticket)')} as connections,
       ${rowsOf('ticket_tag r')} as ticket_tags,
       ${rowsOf('tags r where r.company_id = ? and r.id in (select tag_id from ticket_tag union select tag_id from contact_tag)')} as tags,
       ${rowsOf('ticket_ratings r where r.company_id = ? and r.ticket_id in (select id from ticket)')} as ratings,
       ${rowsOf('contact_tag r')} as contact_tags,
       ${rowsOf('contact_extra_info r where r.company_id = ? and r.contact_id in (select id from created)', ' order by r.id')} as contact_extra_info,
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
  const [row] = await tx.execute<WrittenRows[]>(writtenRowsSql, [
    companyId,
    JSON.stringify(messageIds),
    companyId,
    companyId,
    JSON.stringify(createdContactIds),
    companyId,
    companyId,
    companyId,
    companyId,
    companyId,
    companyId,
    companyId,
    companyId,
    companyId,
    companyId,
  ])
  return row!
}
