import type { InboundContact, InboundEvent } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyEm } from '../../kernel/db/orm.ts'
import { waitFor } from '../../testing/index.ts'
import {
  count,
  type InboundTestConnection,
  insertConnection,
  textMessage,
} from '../inbound/inbound-test-kit.ts'
import { processInboundEvent } from '../inbound/process-inbound-event.ts'
import { mergeContacts } from './merge-contacts.ts'
import { type Listener, settle, startTwoCompanies, type TwoCompanies } from './tenant-test-kit.ts'

let t: TwoCompanies
let connectionA: InboundTestConnection
let connectionB: InboundTestConnection
let socketA: Listener
let socketB: Listener

beforeAll(async () => {
  t = await startTwoCompanies()
  connectionA = await insertConnection(t.testApp, t.sql, { companyId: t.a.id, name: 'WhatsApp A' })
  connectionB = await insertConnection(t.testApp, t.sql, { companyId: t.b.id, name: 'WhatsApp B' })
  socketA = await t.socketOf(t.a.admin, t.a.id)
  socketB = await t.socketOf(t.b.admin, t.b.id)
})

afterAll(async () => {
  await t?.close()
})

const lidOf = (value: string): InboundContact => ({ identities: [{ kind: 'lid', value }] })
const phoneOf = (value: string, name?: string): InboundContact => ({
  identities: [{ kind: 'phone', value }],
  ...(name ? { name } : {}),
})
/** What WhatsApp reports once it reveals the number behind an `@lid`. */
const bothOf = (lid: string, phone: string): InboundContact => ({
  identities: [
    { kind: 'phone', value: phone },
    { kind: 'lid', value: lid },
  ],
})

/** A moment `second` seconds into the last ten minutes, so messages have a known order. */
const start = Date.now() - 600_000
const at = (second: number) => new Date(start + second * 1000).toISOString()

async function deliver(connection: InboundTestConnection, event: InboundEvent) {
  return connection.sink.receive(connection, event)
}

async function drained() {
  await waitFor(
    async () => (await count(t.sql, `select count(*) from inbound_events where status = 'pending'`)) === 0,
    20_000,
  )
}

async function contactIdsOf(companyId: number, values: string[]): Promise<number[]> {
  const { rows } = await t.sql.query<{ contact_id: number }>(
    'select distinct contact_id from contact_identities where company_id = $1 and value = any($2) order by 1',
    [companyId, values],
  )
  return rows.map((row) => row.contact_id)
}

async function ticketsOf(contactId: number) {
  const { rows } = await t.sql.query(
    'select id, uuid, status, unread_messages, last_message from tickets where contact_id = $1 order by id',
    [contactId],
  )
  return rows
}

/** Sends one message and waits until it is processed; answers the contact it resolved to. */
async function writes(
  connection: InboundTestConnection,
  externalId: string,
  contact: InboundContact,
  second: number,
) {
  await deliver(connection, textMessage(externalId, contact, `body ${externalId}`, { timestamp: at(second) }))
  await drained()
  const { rows } = await t.sql.query<{ contact_id: number }>(
    'select contact_id from messages where external_id = $1 and connection_id = $2',
    [externalId, connection.id],
  )
  return rows[0]!.contact_id
}

describe('merging the contacts of one person', () => {
  const lid = '700100200@lid'
  const phone = '5511966660001'
  let lidContact: number
  let phoneContact: number
  let lidTicket: { id: number; uuid: string }
  let phoneTicket: { id: number }

  it('makes one contact, with one working ticket holding every message, when a message shows a lid and a number are one person', async () => {
    // First seen only by @lid (no name yet), later only by number: two contacts, two tickets.
    lidContact = await writes(connectionA, 'one-1', lidOf(lid), 1)
    phoneContact = await writes(connectionA, 'one-2', phoneOf(phone, 'Lia Souza'), 2)
    expect(phoneContact).not.toBe(lidContact)
    await writes(connectionA, 'one-3', lidOf(lid), 3)
    await writes(connectionA, 'one-4', phoneOf(phone), 4)
    ;[lidTicket] = await ticketsOf(lidContact)
    ;[phoneTicket] = await ticketsOf(phoneContact)
    // Another company knows the same ids as two contacts of its own.
    const otherLid = await writes(connectionB, 'other-1', lidOf(lid), 1)
    const otherPhone = await writes(connectionB, 'other-2', phoneOf(phone), 2)

    // What people gave the number contact: an e-mail, a field, tags, a schedule, a note.
    await t.sql.query(`update contacts set email = 'lia@example.com' where id = $1`, [phoneContact])
    await t.sql.query(
      `insert into contact_extra_info (company_id, contact_id, name, value, created_at, updated_at)
       values ($1, $2, 'CPF', '123.456.789-00', now(), now())`,
      [t.a.id, phoneContact],
    )
    const { rows: tags } = await t.sql.query<{ id: number }>(
      `insert into tags (company_id, name, color, created_at, updated_at)
       values ($1, 'VIP', '#ff0000', now(), now()), ($1, 'Atacado', '#00ff00', now(), now()) returning id`,
      [t.a.id],
    )
    const [vip, wholesale] = tags.map((tag) => tag.id)
    await t.sql.query(
      `insert into contact_tags (contact_id, tag_id, company_id) values ($1, $3, $4), ($2, $3, $4), ($2, $5, $4)`,
      [lidContact, phoneContact, vip, t.a.id, wholesale],
    )
    await t.sql.query(`insert into ticket_tags (ticket_id, tag_id, company_id) values ($1, $2, $3)`, [
      phoneTicket.id,
      wholesale,
      t.a.id,
    ])
    const { rows: schedules } = await t.sql.query<{ id: number }>(
      `insert into schedules (company_id, body, contact_id, ticket_id, send_at, created_at, updated_at)
       values ($1, 'Lembrete', $2, $3, now() + interval '1 day', now(), now()) returning id`,
      [t.a.id, phoneContact, phoneTicket.id],
    )
    const { rows: notes } = await t.sql.query<{ id: number }>(
      `insert into ticket_notes (company_id, ticket_id, contact_id, user_id, note, created_at, updated_at)
       values ($1, $2, $3, $4, 'Cliente antiga', now(), now()) returning id`,
      [t.a.id, phoneTicket.id, phoneContact, t.a.adminId],
    )
    // Live events follow each commit: let company B's own ones arrive before listening for leaks.
    // Both of its events: the message itself and its ticket's new last message.
    const heardOther2 = (suffix: string) =>
      socketB.heard.some(
        (entry) =>
          entry.event === `company-${t.b.id}-${suffix}` &&
          JSON.stringify(entry.payload).includes('body other-2'),
      )
    await waitFor(() => heardOther2('appMessage') && heardOther2('ticket'))
    const heardBefore = socketA.heard.length
    const heardByB = socketB.heard.length

    await writes(connectionA, 'one-5', bothOf(lid, phone), 5)

    // One contact, the oldest, with both ids and what the other had.
    expect(await contactIdsOf(t.a.id, [lid, phone])).toEqual([lidContact])
    expect(await count(t.sql, 'select count(*) from contacts where id = $1', [phoneContact])).toBe(0)
    const { rows: kept } = await t.sql.query('select name, number, email from contacts where id = $1', [
      lidContact,
    ])
    expect(kept[0]).toEqual({ name: 'Lia Souza', number: phone, email: 'lia@example.com' })
    const { rows: tagged } = await t.sql.query(
      'select tag_id from contact_tags where contact_id = $1 order by tag_id',
      [lidContact],
    )
    expect(tagged.map((row) => row.tag_id)).toEqual([vip, wholesale])
    const { rows: fields } = await t.sql.query(
      'select name, value from contact_extra_info where contact_id = $1',
      [lidContact],
    )
    expect(fields).toMatchObject([{ name: 'CPF', value: '123.456.789-00' }])

    // One working ticket (the kept contact's), with every message in the order they were written.
    expect(await ticketsOf(lidContact)).toEqual([
      {
        id: lidTicket.id,
        uuid: lidTicket.uuid,
        status: 'pending',
        unread_messages: 5,
        last_message: 'body one-5',
      },
    ])
    expect(await count(t.sql, 'select count(*) from tickets where id = $1', [phoneTicket.id])).toBe(0)
    const page = await t.a.admin.get(`/api/messages/${lidTicket.uuid}`)
    expect(page.status).toBe(200)
    expect(page.body.messages.map((message: { body: string }) => message.body)).toEqual([
      'body one-1',
      'body one-2',
      'body one-3',
      'body one-4',
      'body one-5',
    ])
    const { rows: schedule } = await t.sql.query(
      'select contact_id, ticket_id from schedules where id = $1',
      [schedules[0]!.id],
    )
    expect(schedule[0]).toEqual({ contact_id: lidContact, ticket_id: lidTicket.id })
    const { rows: note } = await t.sql.query('select contact_id, ticket_id from ticket_notes where id = $1', [
      notes[0]!.id,
    ])
    expect(note[0]).toEqual({ contact_id: lidContact, ticket_id: lidTicket.id })
    expect(
      await count(t.sql, 'select count(*) from ticket_tags where ticket_id = $1 and tag_id = $2', [
        lidTicket.id,
        wholesale,
      ]),
    ).toBe(1)

    // The inbox hears it: the duplicate and its ticket gone, the kept contact and ticket as they are now.
    const contactEvent = `company-${t.a.id}-contact`
    const ticketEvent = `company-${t.a.id}-ticket`
    await waitFor(() =>
      socketA.heard
        .slice(heardBefore)
        .some(
          (entry) =>
            entry.event === ticketEvent &&
            (entry.payload as { action: string; ticket?: { id: number } }).ticket?.id === lidTicket.id,
        ),
    )
    const heard = socketA.heard
      .slice(heardBefore)
      .map((entry) => ({ event: entry.event, ...(entry.payload as object) }))
    expect(heard).toContainEqual({ event: contactEvent, action: 'delete', contactId: phoneContact })
    // The folded ticket says where its messages went, so an open conversation follows them.
    expect(heard).toContainEqual({
      event: ticketEvent,
      action: 'delete',
      ticketId: phoneTicket.id,
      mergedInto: { id: lidTicket.id, uuid: lidTicket.uuid },
    })
    expect(heard).toContainEqual(
      expect.objectContaining({
        event: contactEvent,
        action: 'update',
        contact: expect.objectContaining({ id: lidContact, number: phone, name: 'Lia Souza' }),
      }),
    )
    expect(heard).toContainEqual(
      expect.objectContaining({
        event: ticketEvent,
        action: 'update',
        ticket: expect.objectContaining({ id: lidTicket.id, unreadMessages: 5 }),
      }),
    )

    // The other company's contacts with the same ids are untouched, and it heard nothing.
    expect(await contactIdsOf(t.b.id, [lid])).toEqual([otherLid])
    expect(await contactIdsOf(t.b.id, [phone])).toEqual([otherPhone])
    expect(
      await count(t.sql, 'select count(*) from tickets where contact_id = any($1)', [[otherLid, otherPhone]]),
    ).toBe(2)
    await settle()
    expect(socketB.heard.slice(heardByB)).toEqual([])
  })

  it('changes nothing when the same event is delivered or processed again', async () => {
    const snapshot = async () =>
      (
        await t.sql.query(
          `select (select count(*) from contacts where company_id = $1) as contacts,
                  (select count(*) from tickets where company_id = $1) as tickets,
                  (select count(*) from messages where company_id = $1) as messages,
                  (select string_agg(id || ':' || unread_messages || ':' || status, ',' order by id)
                     from tickets where company_id = $1) as counters`,
          [t.a.id],
        )
      ).rows[0]
    const before = await snapshot()
    const heardBefore = socketA.heard.length
    const merging = textMessage('one-5', bothOf(lid, phone), 'body one-5', { timestamp: at(5) })
    expect(await deliver(connectionA, merging)).toEqual({ duplicate: true })
    // Even processed a second time (as if its "processed" mark were lost), the event finds one contact.
    const { rows } = await t.sql.query<{ id: number }>(
      `update inbound_events set status = 'pending' where external_id = 'one-5' and connection_id = $1 returning id`,
      [connectionA.id],
    )
    const { kernel, log } = t.testApp.app.fastify
    await processInboundEvent({ kernel, log }, Number(rows[0]!.id))
    // And the channel stating the link again (an address-book sync) has nothing left to merge.
    await deliver(connectionA, { kind: 'contact-update', contact: bothOf(lid, phone) })
    await drained()
    expect(await snapshot()).toEqual(before)
    expect(await contactIdsOf(t.a.id, [lid, phone])).toEqual([lidContact])
    await settle()
    const deletes = socketA.heard
      .slice(heardBefore)
      .filter((entry) => (entry.payload as { action: string }).action === 'delete')
    expect(deletes).toEqual([])
  })

  it('merges when the channel links the two ids without a message', async () => {
    const linkedLid = '700100300@lid'
    const linkedPhone = '5511966660002'
    const byLid = await writes(connectionA, 'link-1', lidOf(linkedLid), 10)
    const byPhone = await writes(connectionA, 'link-2', phoneOf(linkedPhone, 'Bruno'), 11)
    const [phoneOnlyTicket] = await ticketsOf(byPhone)
    const heardBefore = socketA.heard.length

    // Baileys' `lid-mapping.update`, as the WhatsApp plugin hands it over.
    await deliver(connectionA, { kind: 'contact-update', contact: bothOf(linkedLid, linkedPhone) })
    await drained()

    expect(await contactIdsOf(t.a.id, [linkedLid, linkedPhone])).toEqual([byLid])
    const tickets = await ticketsOf(byLid)
    expect(tickets).toHaveLength(1)
    expect(tickets[0]).toMatchObject({ status: 'pending', unread_messages: 2, last_message: 'body link-2' })
    expect(
      await count(t.sql, 'select count(*) from messages where ticket_id = $1 and contact_id = $2', [
        tickets[0].id,
        byLid,
      ]),
    ).toBe(2)
    const { rows } = await t.sql.query('select name, number from contacts where id = $1', [byLid])
    expect(rows[0]).toEqual({ name: 'Bruno', number: linkedPhone })
    await waitFor(() =>
      socketA.heard
        .slice(heardBefore)
        .some((entry) => (entry.payload as { contactId?: number }).contactId === byPhone),
    )
    const heard = socketA.heard.slice(heardBefore).map((entry) => entry.payload)
    expect(heard).toContainEqual(
      expect.objectContaining({
        action: 'delete',
        ticketId: phoneOnlyTicket.id,
        mergedInto: expect.any(Object),
      }),
    )
  })

  it('ends with one contact and no failed event when messages race the merge', async () => {
    const racingLid = '700100400@lid'
    const racingPhone = '5511966660003'
    const byLid = await writes(connectionA, 'race-lid', lidOf(racingLid), 20)
    const byPhone = await writes(connectionA, 'race-phone', phoneOf(racingPhone), 21)
    expect(byPhone).not.toBe(byLid)

    // Messages under each id alone are under way while messages with both ids (and the channel's
    // link, twice) merge the two contacts.
    const events: InboundEvent[] = []
    for (let round = 0; round < 8; round += 1) {
      for (let index = 0; index < 4; index += 1) {
        const id = `${round}-${index}`
        const contact = index % 2 === 0 ? phoneOf(racingPhone) : lidOf(racingLid)
        events.push(textMessage(`race-${id}`, contact, undefined, { timestamp: at(30 + round * 5 + index) }))
      }
      if (round % 2 === 1) {
        const both = bothOf(racingLid, racingPhone)
        events.push(textMessage(`race-both-${round}`, both, undefined, { timestamp: at(34 + round * 5) }))
      }
      if (round === 2 || round === 6) {
        events.push({
          kind: 'contact-update',
          contact: { ...bothOf(racingLid, racingPhone), name: `Carla ${round}` },
        })
      }
    }
    await Promise.all(events.map((event) => deliver(connectionA, event)))
    await drained()

    expect(await contactIdsOf(t.a.id, [racingLid, racingPhone])).toEqual([byLid])
    expect(await count(t.sql, 'select count(*) from contacts where id = $1', [byPhone])).toBe(0)
    const tickets = await ticketsOf(byLid)
    expect(tickets).toHaveLength(1)
    expect(tickets[0]).toMatchObject({ status: 'pending', unread_messages: 38 })
    expect(await count(t.sql, 'select count(*) from messages where ticket_id = $1', [tickets[0].id])).toBe(38)
    // Not one event failed, not even once to succeed on a retry.
    const { rows: failed } = await t.sql.query(
      `select external_id, attempts, error from inbound_events
        where connection_id = $1 and (attempts > 0 or status <> 'processed')`,
      [connectionA.id],
    )
    expect(failed).toEqual([])
  })
})

describe('mergeContacts', () => {
  async function insertContact(companyId: number, name: string, number: string | null) {
    const { rows } = await t.sql.query<{ id: number }>(
      `insert into contacts (company_id, name, number, created_at, updated_at) values ($1, $2, $3, now(), now()) returning id`,
      [companyId, name, number],
    )
    return rows[0]!.id
  }

  async function insertTicket(
    companyId: number,
    contactId: number,
    connectionId: number,
    status: string,
    userId?: number,
  ) {
    const { rows } = await t.sql.query<{ id: number }>(
      `insert into tickets (uuid, company_id, contact_id, connection_id, status, user_id, unread_messages, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, 1, now(), now()) returning id`,
      [companyId, contactId, connectionId, status, userId ?? null],
    )
    await t.sql.query(
      `insert into messages (company_id, ticket_id, contact_id, connection_id, body, created_at, updated_at)
       values ($1, $2, $3, $4, 'hello', now(), now())`,
      [companyId, rows[0]!.id, contactId, connectionId],
    )
    return rows[0]!.id
  }

  it('keeps the ticket an attendant is working on, moves closed ones, and keeps a block', async () => {
    const kept = await insertContact(t.a.id, 'Dora', '5511955550001')
    const duplicate = await insertContact(t.a.id, '5511955550002', '5511955550002')
    await t.sql.query('update contacts set active = false where id = $1', [duplicate])
    const pending = await insertTicket(t.a.id, kept, connectionA.id, 'pending')
    const open = await insertTicket(t.a.id, duplicate, connectionA.id, 'open', t.a.userId)
    const closed = await insertTicket(t.a.id, duplicate, connectionA.id, 'closed')

    const em = companyEm(t.testApp.app.fastify.kernel.orm, t.a.id)
    const merge = await mergeContacts(em, t.a.id, kept, [duplicate])

    expect(merge).toMatchObject({ keptId: kept, removedIds: [duplicate] })
    expect(merge?.foldedTickets).toEqual([expect.objectContaining({ id: pending, intoId: open })])
    expect(merge?.changedTicketIds.sort()).toEqual([open, closed].sort())
    expect(await ticketsOf(kept)).toEqual([
      expect.objectContaining({ id: open, status: 'open', unread_messages: 2 }),
      expect.objectContaining({ id: closed, status: 'closed' }),
    ])
    expect(await count(t.sql, 'select count(*) from messages where ticket_id = $1', [open])).toBe(2)
    const { rows } = await t.sql.query('select name, number, active from contacts where id = $1', [kept])
    expect(rows[0]).toEqual({ name: 'Dora', number: '5511955550001', active: false })
  })

  it('never touches another company’s contacts', async () => {
    const ours = await insertContact(t.a.id, 'Eva', '5511955550003')
    const theirs = await insertContact(t.b.id, 'Eva', '5511955550003')
    const theirTicket = await insertTicket(t.b.id, theirs, connectionB.id, 'pending')
    const em = companyEm(t.testApp.app.fastify.kernel.orm, t.a.id)

    expect(await mergeContacts(em, t.a.id, ours, [theirs])).toMatchObject({ removedIds: [] })
    expect(await mergeContacts(em, t.a.id, theirs, [ours])).toBeUndefined()
    expect(await count(t.sql, 'select count(*) from contacts where id = any($1)', [[ours, theirs]])).toBe(2)
    const { rows } = await t.sql.query('select contact_id, company_id from tickets where id = $1', [
      theirTicket,
    ])
    expect(rows[0]).toEqual({ contact_id: theirs, company_id: t.b.id })
  })
})
