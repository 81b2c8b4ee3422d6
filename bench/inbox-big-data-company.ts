import type pg from 'pg'
import { hashPassword } from '../core/src/kernel/auth/passwords.ts'

/** The attendant the inbox benchmark logs in as (a profile user, not an admin). */
export const INBOX_AGENT = { email: 'bench-agent@atendo.local', password: 'Bench-Pass-123' }

// A 1×1 PNG: image rows render a real <img> without any request leaving the page.
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

export interface InboxCompany {
  companyId: number
  /** Tickets the agent sees in the open and pending lists. */
  open: number
  pending: number
  /** The newest open ticket of the agent, first in the list: the one with `messages` messages. */
  bigTicketUuid: string
  messages: number
}

/**
 * A company shaped like a busy inbox, written with set-based SQL (generate_series) so it takes
 * seconds: `tickets` tickets on as many contacts, one in three pending in the agent's queue, the
 * rest open and owned by the agent; the newest of them holds `messages` messages of mixed text
 * lengths with some images, documents and contact cards.
 */
export async function generateInboxCompany(
  db: pg.Client,
  options: { tickets: number; messages: number },
): Promise<InboxCompany> {
  const { tickets, messages } = options
  const passwordHash = await hashPassword(INBOX_AGENT.password)
  await db.query(
    `insert into companies (id, name, plan_id, due_date, created_at, updated_at) values (2, 'Inbox Bench Co', 1, '2999-12-31', now(), now())`,
  )
  await db.query(`select setval('companies_id_seq', 2)`)
  const agent = await db.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     values (2, 'Bench Agent', $1, $2, 'user', now(), now()) returning id`,
    [INBOX_AGENT.email, passwordHash],
  )
  const agentId: number = agent.rows[0].id
  const queue = await db.query(
    `insert into queues (company_id, name, color, schedules, created_at, updated_at) values (2, 'Suporte', '#2e7d32', '[]', now(), now()) returning id`,
  )
  const queueId: number = queue.rows[0].id
  await db.query('insert into user_queues (user_id, queue_id, company_id) values ($1, $2, 2)', [
    agentId,
    queueId,
  ])
  const connection = await db.query(
    `insert into connections (company_id, name, channel, provider, status, is_default, options, created_at, updated_at)
     values (2, 'API', 'api', 'api', 'CONNECTED', true, '{}', now(), now()) returning id`,
  )
  const connectionId: number = connection.rows[0].id
  await db.query(
    `insert into contacts (company_id, name, number, channel, created_at, updated_at)
     select 2, 'Cliente ' || i, '55119' || lpad(i::text, 8, '0'), 'whatsapp', now(), now() from generate_series(1, $1) i`,
    [tickets],
  )
  // One working ticket per contact (the partial unique index); ticket i was updated i seconds after the first.
  await db.query(
    `insert into tickets (uuid, company_id, contact_id, user_id, queue_id, connection_id, status, channel, last_message, last_message_at, unread_messages, created_at, updated_at)
     select gen_random_uuid(), 2, c.min_id + i - 1,
            case when i % 3 = 0 then null else $2::int end, $3::int, $4::int,
            case when i % 3 = 0 then 'pending' else 'open' end,
            'api', 'mensagem ' || i, now() - (($1 - i) || ' seconds')::interval, i % 4,
            now() - (($1 - i) || ' seconds')::interval, now() - (($1 - i) || ' seconds')::interval
       from generate_series(1, $1) i, (select min(id) as min_id from contacts where company_id = 2) c`,
    [tickets, agentId, queueId, connectionId],
  )
  const big = await db.query(
    `select id, uuid, contact_id from tickets where company_id = 2 and status = 'open' order by updated_at desc limit 1`,
  )
  const { id: bigTicketId, uuid: bigTicketUuid, contact_id: contactId } = big.rows[0]
  // Text of one to several lines, every 10th an image, every 25th a document, every 40th a contact card.
  await db.query(
    `insert into messages (company_id, ticket_id, contact_id, connection_id, external_id, from_me, body, media_type, media_url, ack, created_at, updated_at)
     select 2, $1::int, $2::int, $3::int, 'bench-' || i, i % 3 = 0,
            case
              when i % 40 = 0 then 'BEGIN:VCARD' || chr(10) || 'VERSION:3.0' || chr(10) || 'FN:Contato ' || i || chr(10) || 'TEL;type=CELL;waid=5511900000000:+55 11 90000-0000' || chr(10) || 'END:VCARD'
              when i % 25 = 0 then 'nota-fiscal-' || i || '.pdf'
              when i % 10 = 0 then case when i % 20 = 0 then 'foto do produto ' || i else '' end
              else 'mensagem ' || i || ' ' || repeat('sobre o pedido e a entrega ', 1 + (i * 7919) % 9)
            end,
            case when i % 40 = 0 then 'contactMessage' when i % 25 = 0 then 'document' when i % 10 = 0 then 'image' else 'chat' end,
            case when i % 40 = 0 then null when i % 25 = 0 or i % 10 = 0 then $5 else null end,
            2, now() - (($4 - i) || ' seconds')::interval, now() - (($4 - i) || ' seconds')::interval
       from generate_series(1, $4) i`,
    [bigTicketId, contactId, connectionId, messages, pixel],
  )
  await db.query('analyze')
  const counts = await db.query(
    `select count(*) filter (where status = 'open')::int as open, count(*) filter (where status = 'pending')::int as pending from tickets where company_id = 2`,
  )
  return { companyId: 2, ...counts.rows[0], bigTicketUuid, messages }
}
