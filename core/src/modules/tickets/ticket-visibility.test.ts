import { realtimeRooms } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyEm } from '../../kernel/db/orm.ts'
import { startTestApp, type TestApp } from '../../testing/index.ts'
import type { TicketStatus } from './entities.ts'
import { conversationSeed } from './testing-seed.ts'
import { audienceRoomsOf, ticketAudience } from './ticket-audience.ts'
import { canViewerSee, type TicketViewer, visibilitySql } from './ticket-visibility.ts'

const me = 101
const someoneElse = 102
const q1 = 1
const q2 = 2

/** Every non-admin viewer shape: with or without a queue, each switch on or off. */
function allViewers(): TicketViewer[] {
  const viewers: TicketViewer[] = []
  for (const queueIds of [[], [q1]]) {
    for (let bits = 0; bits < 16; bits += 1) {
      viewers.push({
        userId: me,
        isAdmin: false,
        queueIds,
        allTicket: (bits & 1) !== 0,
        allowGroup: (bits & 2) !== 0,
        allHistoric: (bits & 4) !== 0,
        allUserChat: (bits & 8) !== 0,
      })
    }
  }
  return viewers
}

interface TicketShape {
  userId: number | null
  queueId: number | null
  isGroup: boolean
  status: TicketStatus
}

function allTickets(users: number[], queues: number[]): TicketShape[] {
  const tickets: TicketShape[] = []
  for (const userId of [null, ...users])
    for (const queueId of [null, ...queues])
      for (const isGroup of [false, true])
        for (const status of ['pending', 'open', 'closed', 'group', 'lgpd'] as TicketStatus[])
          tickets.push({ userId, queueId, isGroup, status })
  return tickets
}

const describeViewer = (viewer: TicketViewer) =>
  `queues=${viewer.queueIds} allTicket=${viewer.allTicket} allowGroup=${viewer.allowGroup} allHistoric=${viewer.allHistoric} allUserChat=${viewer.allUserChat}`

describe('ticket visibility rules', () => {
  const user = (overrides: Partial<TicketViewer>): TicketViewer => ({
    userId: me,
    isAdmin: false,
    queueIds: [q1],
    allTicket: false,
    allowGroup: false,
    allHistoric: false,
    allUserChat: false,
    ...overrides,
  })
  const ticket = (overrides: Partial<TicketShape>): TicketShape => ({
    userId: null,
    queueId: q1,
    isGroup: false,
    status: 'pending',
    ...overrides,
  })

  it('follows inbox.md §6 for a plain attendant', () => {
    const plain = user({})
    expect(canViewerSee(plain, ticket({ userId: me, status: 'open' }))).toBe(true)
    expect(canViewerSee(plain, ticket({ userId: me, queueId: q2, status: 'closed' }))).toBe(true)
    expect(canViewerSee(plain, ticket({ status: 'pending' }))).toBe(true)
    expect(canViewerSee(plain, ticket({ queueId: q2 }))).toBe(false)
    expect(canViewerSee(plain, ticket({ queueId: null }))).toBe(false)
    expect(canViewerSee(plain, ticket({ userId: someoneElse, status: 'open' }))).toBe(false)
    expect(canViewerSee(plain, ticket({ isGroup: true, status: 'group' }))).toBe(false)
  })

  it('widens with each switch, and only as far as that switch says', () => {
    expect(canViewerSee(user({ allTicket: true }), ticket({ queueId: null }))).toBe(true)
    expect(
      canViewerSee(user({ allTicket: true }), ticket({ queueId: null, userId: someoneElse, status: 'open' })),
    ).toBe(false)
    expect(
      canViewerSee(user({ allowGroup: true }), ticket({ isGroup: true, status: 'group', queueId: null })),
    ).toBe(true)
    expect(
      canViewerSee(user({ allowGroup: true }), ticket({ isGroup: true, status: 'group', queueId: q2 })),
    ).toBe(false)
    expect(canViewerSee(user({ allUserChat: true }), ticket({ userId: someoneElse, status: 'open' }))).toBe(
      true,
    )
    expect(
      canViewerSee(user({ allUserChat: true }), ticket({ userId: someoneElse, status: 'open', queueId: q2 })),
    ).toBe(false)
    expect(
      canViewerSee(user({ allHistoric: true }), ticket({ userId: someoneElse, status: 'open', queueId: q2 })),
    ).toBe(true)
    expect(canViewerSee(user({ allHistoric: true }), ticket({ queueId: null }))).toBe(false)
    expect(canViewerSee(user({ isAdmin: true, queueIds: [] }), ticket({ queueId: q2, isGroup: true }))).toBe(
      true,
    )
  })

  it('puts a socket in a room of a ticket exactly when its user may see the ticket', () => {
    for (const viewer of allViewers()) {
      const joined = new Set([...audienceRoomsOf(viewer), realtimeRooms.user(viewer.userId)])
      for (const shape of allTickets([me, someoneElse], [q1, q2])) {
        const reached = ticketAudience(shape).some((room) => joined.has(room))
        expect(reached, `${describeViewer(viewer)} / ${JSON.stringify(shape)}`).toBe(
          canViewerSee(viewer, shape),
        )
      }
    }
  })

  it('never reaches a user through the admins room', () => {
    for (const viewer of allViewers()) expect(audienceRoomsOf(viewer)).not.toContain(realtimeRooms.admins)
  })
})

describe('ticket visibility in SQL', () => {
  let testApp: TestApp
  let sql: pg.Client
  let companyId: number
  let viewerId: number
  let otherId: number
  let queues: number[]
  const seeded: { id: number; shape: TicketShape }[] = []

  beforeAll(async () => {
    testApp = await startTestApp()
    sql = new pg.Client({ connectionString: testApp.database.url })
    await sql.connect()
    const seed = conversationSeed(sql)
    companyId = await seed.company()
    viewerId = (await seed.user({ companyId })).id
    otherId = (await seed.user({ companyId })).id
    queues = [await seed.queue({ companyId }), await seed.queue({ companyId })]
    for (const shape of allTickets([viewerId, otherId], queues)) {
      // One contact per ticket: the one-working-ticket index allows one working ticket per contact.
      const contactId = await seed.contact({ companyId })
      const created = await seed.ticket({ companyId, contactId, ...shape })
      seeded.push({ id: created.id, shape })
    }
  })

  afterAll(async () => {
    await sql?.end()
    await testApp?.close()
  })

  it('selects exactly the tickets canViewerSee accepts, for every viewer shape', async () => {
    const em = companyEm(testApp.app.kernel.orm, companyId)
    for (const shape of allViewers()) {
      const viewer = { ...shape, userId: viewerId, queueIds: shape.queueIds.length > 0 ? [queues[0]!] : [] }
      const condition = visibilitySql(viewer)
      const rows = await em.execute<{ id: number }[]>(
        `select t.id from tickets t where t.company_id = ? and ${condition.sql} order by t.id`,
        [companyId, ...condition.params],
      )
      const expected = seeded
        .filter((ticket) => canViewerSee(viewer, ticket.shape))
        .map((ticket) => ticket.id)
      expect(
        rows.map((row) => row.id),
        describeViewer(viewer),
      ).toEqual(expected)
    }
  })
})
