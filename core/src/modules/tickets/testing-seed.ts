import { randomBytes } from 'node:crypto'
import type { Profile, UserSwitch } from '@atendo/plugin-api'
import type pg from 'pg'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import type { Channel } from '../connections/index.ts'
import type { TicketStatus } from './entities.ts'

/**
 * Test-only: seeds conversations data by plain SQL inserts on a test database, so a test sets up
 * exactly the companies, attendants, queues, connections, contacts and tickets it talks about
 * without going through the routes under test.
 *
 * @example
 * const seed = conversationSeed(sql)
 * const company = await seed.company('Acme')
 * const sales = await seed.queue({ companyId: company, name: 'Sales' })
 * const agent = await seed.user({ companyId: company, queueIds: [sales], switches: { allTicket: true } })
 * const api = await new ApiClient(testApp.url).login(agent)
 */
export function conversationSeed(sql: pg.Client) {
  const hashes = new Map<string, Promise<string>>()
  // Hashing is deliberately slow: every seeded user with the same password shares one hash.
  const hashOf = (password: string) => {
    let hash = hashes.get(password)
    if (!hash) {
      hash = hashPassword(password)
      hashes.set(password, hash)
    }
    return hash
  }
  const unique = () => randomBytes(4).toString('hex')
  const insert = async (text: string, values: unknown[]): Promise<number> => {
    const { rows } = await sql.query(text, values)
    return rows[0].id
  }
  const onOff = (value: boolean | undefined) => (value ? 'enabled' : 'disabled')

  return {
    /** A company on plan 1 that never expires. */
    company: (name = `Company ${unique()}`) =>
      insert(
        `insert into companies (name, plan_id, due_date, created_at, updated_at)
         values ($1, 1, '2999-12-31', now(), now()) returning id`,
        [name],
      ),

    /** A user (profile user unless said) with their queues and switches; log in with the answer. */
    async user(options: {
      companyId: number
      name?: string
      email?: string
      password?: string
      profile?: Profile
      queueIds?: number[]
      switches?: Partial<Record<UserSwitch, boolean>>
      farewellMessage?: string
    }): Promise<{ id: number; email: string; password: string; name: string }> {
      const name = options.name ?? `User ${unique()}`
      const email = options.email ?? `${unique()}@seed.test`
      const password = options.password ?? 'Seed-Pass-123'
      const switches = options.switches ?? {}
      const id = await insert(
        `insert into users (company_id, name, email, password_hash, profile, farewell_message,
           all_ticket, allow_group, all_historic, all_user_chat, user_close_pending_ticket, show_dashboard,
           allow_real_time, allow_connections, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, now(), now()) returning id`,
        [
          options.companyId,
          name,
          email,
          await hashOf(password),
          options.profile ?? 'user',
          options.farewellMessage ?? null,
          onOff(switches.allTicket),
          onOff(switches.allowGroup),
          onOff(switches.allHistoric),
          onOff(switches.allUserChat),
          onOff(switches.userClosePendingTicket),
          onOff(switches.showDashboard),
          onOff(switches.allowRealTime),
          onOff(switches.allowConnections),
        ],
      )
      for (const queueId of options.queueIds ?? []) {
        await sql.query('insert into user_queues (user_id, queue_id, company_id) values ($1, $2, $3)', [
          id,
          queueId,
          options.companyId,
        ])
      }
      return { id, email, password, name }
    },

    queue: (options: { companyId: number; name?: string; color?: string }) =>
      insert(
        `insert into queues (company_id, name, color, created_at, updated_at)
         values ($1, $2, $3, now(), now()) returning id`,
        [
          options.companyId,
          options.name ?? `Queue ${unique()}`,
          options.color ?? `#${randomBytes(3).toString('hex')}`,
        ],
      ),

    connection: (options: {
      companyId: number
      name?: string
      channel?: Channel
      provider?: string
      isDefault?: boolean
      groupAsTicket?: boolean
      complationMessage?: string
    }) =>
      insert(
        `insert into connections (company_id, name, channel, provider, status, is_default, group_as_ticket,
           complation_message, created_at, updated_at)
         values ($1, $2, $3, $4, 'CONNECTED', $5, $6, $7, now(), now()) returning id`,
        [
          options.companyId,
          options.name ?? `Connection ${unique()}`,
          options.channel ?? 'whatsapp',
          options.provider ?? 'seed',
          options.isDefault ?? false,
          onOff(options.groupAsTicket),
          options.complationMessage ?? null,
        ],
      ),

    contact: (options: {
      companyId: number
      name?: string
      number?: string | null
      isGroup?: boolean
      active?: boolean
    }) =>
      insert(
        `insert into contacts (company_id, name, number, is_group, active, created_at, updated_at)
         values ($1, $2, $3, $4, $5, now(), now()) returning id`,
        [
          options.companyId,
          options.name ?? `Contact ${unique()}`,
          options.number === undefined
            ? `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
            : options.number,
          options.isGroup ?? false,
          options.active ?? true,
        ],
      ),

    tag: (options: { companyId: number; name?: string; color?: string; kanban?: number }) =>
      insert(
        `insert into tags (company_id, name, color, kanban, created_at, updated_at)
         values ($1, $2, $3, $4, now(), now()) returning id`,
        [
          options.companyId,
          options.name ?? `Tag ${unique()}`,
          options.color ?? '#336699',
          options.kanban ?? 0,
        ],
      ),

    async contactTag(companyId: number, contactId: number, tagId: number): Promise<void> {
      await sql.query('insert into contact_tags (contact_id, tag_id, company_id) values ($1, $2, $3)', [
        contactId,
        tagId,
        companyId,
      ])
    },

    /** A ticket; its channel and group flag follow the given values, not the contact. */
    async ticket(options: {
      companyId: number
      contactId: number
      status?: TicketStatus
      userId?: number | null
      queueId?: number | null
      connectionId?: number | null
      isGroup?: boolean
      unreadMessages?: number
      lastMessage?: string
      updatedAt?: Date
      createdAt?: Date
    }): Promise<{ id: number; uuid: string }> {
      const { rows } = await sql.query(
        `insert into tickets (uuid, company_id, contact_id, status, user_id, queue_id, connection_id, is_group,
           unread_messages, closed_at, created_at, updated_at, last_message, last_message_at)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id, uuid`,
        [
          options.companyId,
          options.contactId,
          options.status ?? 'pending',
          options.userId ?? null,
          options.queueId ?? null,
          options.connectionId ?? null,
          options.isGroup ?? false,
          options.unreadMessages ?? 0,
          options.status === 'closed' ? new Date() : null,
          options.createdAt ?? new Date(),
          options.updatedAt ?? new Date(),
          options.lastMessage ?? null,
          options.lastMessage ? new Date() : null,
        ],
      )
      return rows[0]
    },

    async ticketTag(companyId: number, ticketId: number, tagId: number): Promise<void> {
      await sql.query('insert into ticket_tags (ticket_id, tag_id, company_id) values ($1, $2, $3)', [
        ticketId,
        tagId,
        companyId,
      ])
    },

    message: (options: {
      companyId: number
      ticketId: number
      body: string
      fromMe?: boolean
      isDeleted?: boolean
    }) =>
      insert(
        `insert into messages (company_id, ticket_id, body, from_me, is_deleted, created_at, updated_at)
         values ($1, $2, $3, $4, $5, now(), now()) returning id`,
        [
          options.companyId,
          options.ticketId,
          options.body,
          options.fromMe ?? false,
          options.isDeleted ?? false,
        ],
      ),

    /** Sets a company option (administration.md §3), replacing an earlier value. */
    async setting(companyId: number, key: string, value: string): Promise<void> {
      await sql.query('delete from company_settings where company_id = $1 and key = $2', [companyId, key])
      await sql.query(
        `insert into company_settings (company_id, key, value, created_at, updated_at) values ($1, $2, $3, now(), now())`,
        [companyId, key, value],
      )
    },
  }
}

export type ConversationSeed = ReturnType<typeof conversationSeed>
