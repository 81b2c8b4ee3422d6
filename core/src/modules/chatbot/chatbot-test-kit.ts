import { randomBytes } from 'node:crypto'
import type { InboundContact } from '@atendo/plugin-api'
import type pg from 'pg'
import { type TestApp, waitFor } from '../../testing/index.ts'
import {
  type InboundTestConnection,
  openSql,
  phoneContact,
  textMessage,
} from '../inbound/inbound-test-kit.ts'
import { type FakeChannel, fakeProviderId } from '../messages/message-test-kit.ts'
import { defaultTimeZone } from '../settings/company-setting-defaults.ts'
import { conversationSeed } from '../tickets/testing-seed.ts'
import { clockOf, type WorkingDay } from './working-hours.ts'

/**
 * Test-only support for the chatbot tests: a company configured by plain SQL (connection, queues,
 * chatbot menus, options), customers writing through the real inbound pipeline, and what the
 * channel was asked to send them (the fake channel of the messages tests, at the channel edge).
 */

/** One chatbot option to seed, with its sub-options. */
export interface OptionSeed {
  name: string
  greetingMessage?: string
  queueType?: 'text' | 'attendent' | 'queue' | 'integration' | 'file'
  closeTicket?: boolean
  optQueueId?: number
  optUserId?: number
  options?: OptionSeed[]
}

const weekdaysEn = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** Hours open all day, every day. */
export const alwaysOpen = (): WorkingDay[] =>
  weekdaysEn.map((weekdayEn) => ({
    weekday: weekdayEn,
    weekdayEn,
    startTimeA: '00:00',
    endTimeA: '23:59',
    startTimeB: '',
    endTimeB: '',
  }))

/** Hours open all day on every day but today (on the product's clock): closed right now. */
export const closedToday = (): WorkingDay[] =>
  alwaysOpen().filter((day) => day.weekdayEn !== clockOf(new Date(), defaultTimeZone).weekdayEn)

/** A company whose bot is under test, with the fake channel as its connections' provider. */
export class BotCompany {
  readonly testApp: TestApp
  readonly sql: pg.Client
  readonly channel: FakeChannel
  readonly id: number

  constructor(testApp: TestApp, sql: pg.Client, channel: FakeChannel, id: number) {
    this.testApp = testApp
    this.sql = sql
    this.channel = channel
    this.id = id
  }

  static async start(testApp: TestApp, channel: FakeChannel, name?: string): Promise<BotCompany> {
    const sql = await openSql(testApp)
    const { rows } = await sql.query<{ id: number }>(
      `insert into companies (name, plan_id, due_date, created_at, updated_at)
       values ($1, 1, '2999-12-31', now(), now()) returning id`,
      [name ?? `Bot ${randomBytes(4).toString('hex')}`],
    )
    return new BotCompany(testApp, sql, channel, rows[0]!.id)
  }

  async close(): Promise<void> {
    await this.sql.end()
  }

  /** Sets a company option (administration.md §3). */
  async setting(key: string, value: string): Promise<void> {
    await this.sql.query('delete from company_settings where company_id = $1 and key = $2', [this.id, key])
    await this.sql.query(
      `insert into company_settings (company_id, key, value, created_at, updated_at) values ($1, $2, $3, now(), now())`,
      [this.id, key, value],
    )
  }

  async companySchedules(schedules: WorkingDay[]): Promise<void> {
    await this.sql.query('update companies set schedules = $1 where id = $2', [
      JSON.stringify(schedules),
      this.id,
    ])
  }

  /** A queue with its greeting, out-of-hours message, hours and chatbot menu. */
  async queue(options: {
    name: string
    greetingMessage?: string
    outOfHoursMessage?: string
    schedules?: WorkingDay[]
    orderQueue?: number
    menu?: OptionSeed[]
  }): Promise<number> {
    const { rows } = await this.sql.query<{ id: number }>(
      `insert into queues (company_id, name, color, order_queue, greeting_message, out_of_hours_message, schedules, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now(), now()) returning id`,
      [
        this.id,
        options.name,
        `#${randomBytes(3).toString('hex')}`,
        options.orderQueue ?? null,
        options.greetingMessage ?? null,
        options.outOfHoursMessage ?? null,
        JSON.stringify(options.schedules ?? alwaysOpen()),
      ],
    )
    const queueId = rows[0]!.id
    await this.menu(queueId, null, options.menu ?? [])
    return queueId
  }

  private async menu(queueId: number, parentId: number | null, options: OptionSeed[]): Promise<void> {
    for (const [position, option] of options.entries()) {
      const { rows } = await this.sql.query<{ id: number }>(
        `insert into chatbot_options (company_id, queue_id, parent_id, name, greeting_message, queue_type,
           close_ticket, opt_queue_id, opt_user_id, position, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), now()) returning id`,
        [
          this.id,
          queueId,
          parentId,
          option.name,
          option.greetingMessage ?? null,
          option.queueType ?? 'text',
          option.closeTicket ?? false,
          option.optQueueId ?? null,
          option.optUserId ?? null,
          position,
        ],
      )
      await this.menu(queueId, rows[0]!.id, option.options ?? [])
    }
  }

  /** An attendant of the company. */
  attendant(name: string): Promise<{ id: number; email: string; password: string; name: string }> {
    return conversationSeed(this.sql).user({ companyId: this.id, name })
  }

  /** A connection of the fake channel offering these queues, with the bot fields of administration.md §3. */
  async connection(options: {
    name?: string
    queueIds: number[]
    greetingMessage?: string
    outOfHoursMessage?: string
    options?: Record<string, unknown>
  }): Promise<InboundTestConnection> {
    const name = options.name ?? `Bot ${randomBytes(3).toString('hex')}`
    const { rows } = await this.sql.query<{ id: number }>(
      `insert into connections (company_id, name, channel, provider, status, is_default, greeting_message,
         out_of_hours_message, options, created_at, updated_at)
       values ($1, $2, 'whatsapp', $3, 'CONNECTED', false, $4, $5, $6, now(), now()) returning id`,
      [
        this.id,
        name,
        fakeProviderId,
        options.greetingMessage ?? null,
        options.outOfHoursMessage ?? null,
        JSON.stringify(options.options ?? {}),
      ],
    )
    const id = rows[0]!.id
    for (const queueId of options.queueIds) {
      await this.sql.query(
        'insert into connection_queues (connection_id, queue_id, company_id) values ($1, $2, $3)',
        [id, queueId, this.id],
      )
    }
    return {
      id,
      companyId: this.id,
      name,
      channel: 'whatsapp',
      provider: fakeProviderId,
      number: null,
      token: null,
      webhookUrl: null,
      webhookSecret: null,
      options: options.options ?? {},
      sink: this.testApp.app.fastify.connectionRuntime.sink,
    }
  }

  /** A customer who writes on a connection through the real inbound pipeline. */
  customer(connection: InboundTestConnection, name = 'Maria Clara'): Customer {
    const number = `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    return new Customer(this, connection, phoneContact(number, name), number)
  }

  /** Waits until every message received so far is processed and the bot has finished its turns. */
  async settled(): Promise<void> {
    await waitFor(async () => {
      if (this.testApp.app.fastify.kernel.locks.inFlight() > 0) return false
      const { rows } = await this.sql.query<{ busy: string }>(
        `select (select count(*) from inbound_events where status = 'pending')
              + (select count(*) from chatbot_inputs)
              + (select count(*) from chatbot_replies)
              + (select count(*) from pg_locks where locktype = 'advisory' and classid = 25442
                   and database = (select oid from pg_database where datname = current_database())) as busy`,
      )
      return Number(rows[0]!.busy) === 0
    }, 15_000)
  }
}

/** A person writing to the company. */
export class Customer {
  readonly company: BotCompany
  readonly connection: InboundTestConnection
  readonly contact: InboundContact
  readonly number: string
  private sequence = 0

  constructor(
    company: BotCompany,
    connection: InboundTestConnection,
    contact: InboundContact,
    number: string,
  ) {
    this.company = company
    this.connection = connection
    this.contact = contact
    this.number = number
  }

  /** Sends a text, as the channel delivers it; returns the channel id it used. */
  async says(text: string): Promise<string> {
    this.sequence += 1
    const externalId = `in-${this.number}-${this.sequence}-${randomBytes(3).toString('hex')}`
    await this.connection.sink.receive(this.connection, textMessage(externalId, this.contact, text))
    return externalId
  }

  /** Sends a text and waits for the bot to have answered everything. */
  async saysAndWaits(text: string): Promise<void> {
    await this.says(text)
    await this.company.settled()
  }

  /** What the channel sent this customer, in order. */
  received(): string[] {
    return this.company.channel.sent
      .filter((call) => call.to.address === this.number && call.connection.id === this.connection.id)
      .map((call) => call.message.body)
  }

  /** The customer's working ticket on the connection, as stored. */
  async ticket(): Promise<{
    id: number
    status: string
    queue_id: number | null
    user_id: number | null
    is_bot: boolean
    amount_used_bot_queues: number
  }> {
    const { rows } = await this.company.sql.query(
      `select t.id, t.status, t.queue_id, t.user_id, t.is_bot, t.amount_used_bot_queues
         from tickets t join contacts c on c.id = t.contact_id
        where c.number = $1 and t.connection_id = $2 order by t.id desc limit 1`,
      [this.number, this.connection.id],
    )
    return rows[0]
  }

  /** The ticket's timeline as type, user and queue. */
  async timeline(): Promise<{ type: string; user_id: number | null; queue_id: number | null }[]> {
    const { rows } = await this.company.sql.query(
      'select type, user_id, queue_id from ticket_logs where ticket_id = $1 order by id',
      [(await this.ticket()).id],
    )
    return rows
  }
}
