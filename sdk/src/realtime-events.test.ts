import { startTestApp, TEST_ADMIN, type TestApp, waitFor } from '@atendo/core/testing'
import announcementsPlugin from '@atendo/plugin-announcements'
import channelApiPlugin from '@atendo/plugin-channel-api'
import helpsPlugin from '@atendo/plugin-helps'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import {
  type Announcement,
  type AnnouncementEvent,
  type ApiAnswer,
  type AppMessageEvent,
  type AtendoClient,
  type AtendoSocket,
  type AuthEvent,
  type Connection,
  type ConnectionEvent,
  type ConnectionSessionEvent,
  type Contact,
  type ContactEvent,
  connectRealtime,
  createAtendoClient,
  type Help,
  type HelpEvent,
  type ImportMessagesEvent,
  type Message,
  type Queue,
  type QueueEvent,
  type QuickMessage,
  type QuickMessageEvent,
  type Schedule,
  type ScheduleEvent,
  type Setting,
  type SettingEvent,
  type Tag,
  type TagEvent,
  type Ticket,
  type TicketEvent,
  type User,
  type UserEvent,
} from './index.ts'

/**
 * The live events' payloads are what the SDK's types say: each event is compared, whole, with
 * what the API answers for the same record (the answer of the request that caused it, or a read
 * right after), so a server change to an event's shape, or to the view it carries, fails here.
 */

let testApp: TestApp
let atendo: AtendoClient
let socket: AtendoSocket
const received: { event: string; payload: unknown }[] = []

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channelApiPlugin, helpsPlugin, announcementsPlugin] })
  atendo = createAtendoClient({ baseUrl: testApp.url })
  const { user } = await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
  socket = connectRealtime({ baseUrl: testApp.url, companyId: user.companyId, token: () => atendo.token })
  socket.onAny((event: string, payload: unknown) => void received.push({ event, payload }))
  await waitFor(() => socket.connected)
  socket.emit('joinNotification')
  socket.emit('joinTickets', 'open')
})

afterAll(async () => {
  socket?.disconnect()
  await testApp?.close()
})

/** The first event of this name (for company 1) whose payload matches, heard or still to come. */
function heard<Payload>(name: string, matches: (payload: Payload) => boolean): Promise<Payload> {
  return waitFor(() =>
    received.find(({ event, payload }) => event === name && matches(payload as Payload)),
  ).then(({ payload }) => payload as Payload)
}

/** The data of a successful answer (the test fails on an error answer). */
async function data<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> {
  const { data, error, response } = await call
  expect(error, `${response.status} ${JSON.stringify(error)}`).toBeUndefined()
  return data as Data
}

const path = (id: number) => ({ params: { path: { id } } })

describe('live events carry the API records', () => {
  let connection: Connection
  let contact: Contact
  let ticket: Ticket

  it('company-{id}-whatsapp and -whatsappSession carry the connection', async () => {
    connection = await data(atendo.POST('/api/whatsapp', { body: { name: 'Portal', channel: 'api' } }))
    expect(await heard<ConnectionEvent>('company-1-whatsapp', (event) => event.action === 'create')).toEqual({
      action: 'create',
      whatsapp: connection,
    })

    const connected = await heard<ConnectionSessionEvent>(
      'company-1-whatsappSession',
      (event) => event.session.id === connection.id && event.session.status === 'CONNECTED',
    )
    expect(connected).toEqual({
      action: 'update',
      session: await data(atendo.GET('/api/whatsapp/{id}', path(connection.id))),
    })

    const other = await data(atendo.POST('/api/whatsapp', { body: { name: 'Outro', channel: 'api' } }))
    await data(atendo.DELETE('/api/whatsapp/{id}', path(other.id)))
    expect(await heard<ConnectionEvent>('company-1-whatsapp', (event) => event.action === 'delete')).toEqual({
      action: 'delete',
      whatsappId: other.id,
    })
  })

  it('company-{id}-contact carries the contact', async () => {
    contact = await data(
      atendo.POST('/api/contacts', { body: { name: 'Joana Lima', number: '5511987650001' } }),
    )
    expect(await heard<ContactEvent>('company-1-contact', (event) => event.action === 'create')).toEqual({
      action: 'create',
      contact,
    })
    expect(contact).toEqual(await data(atendo.GET('/api/contacts/{id}', path(contact.id))))

    const other = await data(
      atendo.POST('/api/contacts', { body: { name: 'Caio', number: '5511987650002' } }),
    )
    await data(atendo.DELETE('/api/contacts/{id}', path(other.id)))
    expect(await heard<ContactEvent>('company-1-contact', (event) => event.action === 'delete')).toEqual({
      action: 'delete',
      contactId: other.id,
    })
  })

  it('company-{id}-ticket carries the ticket', async () => {
    const me = await data(atendo.GET('/api/auth/me'))
    ticket = await data(
      atendo.POST('/api/tickets', {
        body: { contactId: contact.id, status: 'open', userId: me.id, whatsappId: connection.id },
      }),
    )
    expect(
      await heard<TicketEvent>(
        'company-1-ticket',
        (event) => event.action === 'update' && event.ticket.id === ticket.id,
      ),
    ).toEqual({ action: 'update', ticket })
    expect(ticket).toEqual(await data(atendo.GET('/api/tickets/{id}', path(ticket.id))))
  })

  it('company-{id}-appMessage carries the message, its ticket and contact', async () => {
    // A private note: stored and shown to the team, never sent, so nothing changes it afterwards.
    const sent = await data(
      atendo.POST('/api/messages/{ticketId}', {
        params: { path: { ticketId: ticket.id } },
        body: { body: 'Cliente prefere contato à tarde', isPrivate: true },
      }),
    )
    const [note] = sent.messages
    const event = await heard<AppMessageEvent>(
      'company-1-appMessage',
      (event) => event.action === 'create' && event.message.id === note!.id,
    )
    const now = await data(atendo.GET('/api/tickets/{id}', path(ticket.id)))
    expect(event).toEqual({ action: 'create', message: note, ticket: now, contact: now.contact })
    const page = await data(
      atendo.GET('/api/messages/{ticketUuid}', { params: { path: { ticketUuid: ticket.uuid } } }),
    )
    expect(page.messages.find((message) => message.id === note!.id)).toEqual(note)

    // Deleting keeps the message, marked deleted (the conversation shows where it was).
    const deleted = await data(atendo.DELETE('/api/messages/{id}', path(note!.id)))
    expect(deleted).toMatchObject({ id: note!.id, isDeleted: true })
    const update = await heard<AppMessageEvent>(
      'company-1-appMessage',
      (event) => event.action === 'update' && event.message.isDeleted,
    )
    const after = await data(atendo.GET('/api/tickets/{id}', path(ticket.id)))
    expect(update).toEqual({ action: 'update', message: deleted, ticket: after, contact: after.contact })
  })

  it('company-{id}-user carries the user', async () => {
    const user = await data(
      atendo.POST('/api/users', {
        body: { name: 'Bruna', email: 'bruna@atendo.test', password: 'Bruna-Pass-1' },
      }),
    )
    expect(await heard<UserEvent>('company-1-user', (event) => event.action === 'create')).toEqual({
      action: 'create',
      user,
    })
    // GET /users/{id} answers the session user shape: the same user, plus company and permissions.
    expect(await data(atendo.GET('/api/users/{id}', path(user.id)))).toMatchObject(user)
    await data(atendo.DELETE('/api/users/{id}', path(user.id)))
    expect(await heard<UserEvent>('company-1-user', (event) => event.action === 'delete')).toEqual({
      action: 'delete',
      userId: user.id,
    })
  })

  it('company-{id}-queue carries the queue', async () => {
    const queue = await data(atendo.POST('/api/queue', { body: { name: 'Vendas', color: '#2e7d32' } }))
    expect(await heard<QueueEvent>('company-1-queue', (event) => event.action === 'create')).toEqual({
      action: 'create',
      queue,
    })
    expect(queue).toEqual(await data(atendo.GET('/api/queue/{id}', path(queue.id))))
    await data(atendo.DELETE('/api/queue/{id}', path(queue.id)))
    expect(await heard<QueueEvent>('company-1-queue', (event) => event.action === 'delete')).toEqual({
      action: 'delete',
      queueId: queue.id,
    })
  })

  it('company-{id}-tag carries the tag', async () => {
    const tag = await data(atendo.POST('/api/tags', { body: { name: 'Atacado', color: '#123456' } }))
    expect(await heard<TagEvent>('company-1-tag', (event) => event.action === 'create')).toEqual({
      action: 'create',
      tag,
    })
    expect({ ...tag, contacts: [] }).toEqual(await data(atendo.GET('/api/tags/{id}', path(tag.id))))
    await data(atendo.DELETE('/api/tags/{id}', path(tag.id)))
    expect(await heard<TagEvent>('company-1-tag', (event) => event.action === 'delete')).toEqual({
      action: 'delete',
      tagId: tag.id,
    })
  })

  it('company-{id}-schedule carries the schedule', async () => {
    const sendAt = new Date(Date.now() + 86_400_000).toISOString()
    const schedule = await data(
      atendo.POST('/api/schedules', { body: { body: 'Lembrete da entrega', contactId: contact.id, sendAt } }),
    )
    expect(await heard<ScheduleEvent>('company-1-schedule', (event) => event.action === 'create')).toEqual({
      action: 'create',
      schedule,
    })
    expect(schedule).toEqual(await data(atendo.GET('/api/schedules/{id}', path(schedule.id))))
    await data(atendo.DELETE('/api/schedules/{id}', path(schedule.id)))
    expect(await heard<ScheduleEvent>('company-1-schedule', (event) => event.action === 'delete')).toEqual({
      action: 'delete',
      scheduleId: schedule.id,
    })
  })

  it('company-{id}-quickemessage carries the quick reply', async () => {
    const record = await data(
      atendo.POST('/api/quick-messages', { body: { shortcode: 'oi', message: 'Olá! Como posso ajudar?' } }),
    )
    expect(
      await heard<QuickMessageEvent>('company-1-quickemessage', (event) => event.action === 'create'),
    ).toEqual({ action: 'create', record })
    expect(record).toEqual(await data(atendo.GET('/api/quick-messages/{id}', path(record.id))))
    await data(atendo.DELETE('/api/quick-messages/{id}', path(record.id)))
    expect(
      await heard<QuickMessageEvent>('company-1-quickemessage', (event) => event.action === 'delete'),
    ).toEqual({ action: 'delete', id: record.id })
  })

  it('company-{id}-settings carries the setting', async () => {
    const setting = await data(
      atendo.PUT('/api/companySettings', { body: { column: 'userRating', data: 'enabled' } }),
    )
    expect(setting).toEqual({ key: 'userRating', value: 'enabled' })
    expect(await heard<SettingEvent>('company-1-settings', () => true)).toEqual({ action: 'update', setting })
  })

  it('company-announcement carries the announcement', async () => {
    const record = await data(
      atendo.POST('/api/announcements', {
        body: { title: 'Manutenção', text: 'Sábado às 22h', status: true },
      }),
    )
    expect(
      await heard<AnnouncementEvent>('company-announcement', (event) => event.action === 'create'),
    ).toEqual({ action: 'create', record })
    expect(record).toEqual(await data(atendo.GET('/api/announcements/{id}', path(record.id))))
    await data(atendo.DELETE('/api/announcements/{id}', path(record.id)))
    expect(
      await heard<AnnouncementEvent>('company-announcement', (event) => event.action === 'delete'),
    ).toEqual({ action: 'delete', id: record.id })
  })

  it('company-{id}-help carries the help video', async () => {
    const help = await data(atendo.POST('/api/helps', { body: { title: 'Transferências' } }))
    expect(await heard<HelpEvent>('company-1-help', (event) => event.action === 'create')).toEqual({
      action: 'create',
      help,
    })
    await data(atendo.DELETE('/api/helps/{id}', path(help.id)))
    expect(await heard<HelpEvent>('company-1-help', (event) => event.action === 'delete')).toEqual({
      action: 'delete',
      helpId: help.id,
    })
  })

  it('company-{id}-ticket says when a ticket is gone', async () => {
    await data(atendo.DELETE('/api/tickets/{id}', path(ticket.id)))
    expect(await heard<TicketEvent>('company-1-ticket', (event) => event.action === 'delete')).toEqual({
      action: 'delete',
      ticketId: ticket.id,
    })
  })
})

describe('the realtime types', () => {
  it('give each event its payload type, and each record the type of its API answer', () => {
    // Only compiled: `tsc` (npm run typecheck) checks these.
    const listen = (on: AtendoSocket['on']) => {
      on('company-1-ticket', (event) => expectTypeOf(event).toEqualTypeOf<TicketEvent>())
      on('company-1-appMessage', (event) => expectTypeOf(event).toEqualTypeOf<AppMessageEvent>())
      on('company-1-contact', (event) => expectTypeOf(event).toEqualTypeOf<ContactEvent>())
      on('company-1-user', (event) => expectTypeOf(event).toEqualTypeOf<UserEvent>())
      on('company-1-queue', (event) => expectTypeOf(event).toEqualTypeOf<QueueEvent>())
      on('company-1-tag', (event) => expectTypeOf(event).toEqualTypeOf<TagEvent>())
      on('company-1-schedule', (event) => expectTypeOf(event).toEqualTypeOf<ScheduleEvent>())
      on('company-1-quickemessage', (event) => expectTypeOf(event).toEqualTypeOf<QuickMessageEvent>())
      on('company-1-whatsapp', (event) => expectTypeOf(event).toEqualTypeOf<ConnectionEvent>())
      on('company-1-whatsappSession', (event) => expectTypeOf(event).toEqualTypeOf<ConnectionSessionEvent>())
      on('company-1-settings', (event) => expectTypeOf(event).toEqualTypeOf<SettingEvent>())
      on('company-1-auth', (event) => expectTypeOf(event).toEqualTypeOf<AuthEvent>())
      on('company-1-help', (event) => expectTypeOf(event).toEqualTypeOf<HelpEvent>())
      on('importMessages-1', (event) => expectTypeOf(event).toEqualTypeOf<ImportMessagesEvent>())
      on('company-announcement', (event) => expectTypeOf(event).toEqualTypeOf<AnnouncementEvent>())
    }
    expect(listen).toBeTypeOf('function')

    expectTypeOf<Extract<TicketEvent, { action: 'update' }>['ticket']>().toEqualTypeOf<Ticket>()
    expectTypeOf<Exclude<AppMessageEvent, { action: 'delete' }>['message']>().toEqualTypeOf<Message>()
    expectTypeOf<Exclude<ContactEvent, { action: 'delete' }>['contact']>().toEqualTypeOf<Contact>()
    expectTypeOf<Exclude<UserEvent, { action: 'delete' }>['user']>().toEqualTypeOf<User>()
    expectTypeOf<Exclude<QueueEvent, { action: 'delete' }>['queue']>().toEqualTypeOf<Queue>()
    expectTypeOf<Exclude<TagEvent, { action: 'delete' }>['tag']>().toEqualTypeOf<Tag>()
    expectTypeOf<Exclude<ScheduleEvent, { action: 'delete' }>['schedule']>().toEqualTypeOf<Schedule>()
    expectTypeOf<Exclude<QuickMessageEvent, { action: 'delete' }>['record']>().toEqualTypeOf<QuickMessage>()
    expectTypeOf<Exclude<ConnectionEvent, { action: 'delete' }>['whatsapp']>().toEqualTypeOf<Connection>()
    expectTypeOf<SettingEvent['setting']>().toEqualTypeOf<Setting>()
    expectTypeOf<Exclude<AnnouncementEvent, { action: 'delete' }>['record']>().toEqualTypeOf<Announcement>()
    expectTypeOf<Exclude<HelpEvent, { action: 'delete' }>['help']>().toEqualTypeOf<Help>()
    // The records are the API's answers: what creating or changing one answers is what events carry.
    expectTypeOf<ApiAnswer<'put', '/api/tickets/{id}'>>().toEqualTypeOf<Ticket>()
    expectTypeOf<ApiAnswer<'post', '/api/messages/{ticketId}'>['messages'][number]>().toEqualTypeOf<Message>()
    expectTypeOf<ApiAnswer<'post', '/api/contacts'>>().toEqualTypeOf<Contact>()
    expectTypeOf<ApiAnswer<'post', '/api/users'>>().toEqualTypeOf<User>()
    expectTypeOf<ApiAnswer<'post', '/api/queue'>>().toEqualTypeOf<Queue>()
    expectTypeOf<ApiAnswer<'post', '/api/tags'>>().toEqualTypeOf<Tag>()
    expectTypeOf<ApiAnswer<'post', '/api/schedules'>>().toEqualTypeOf<Schedule>()
    expectTypeOf<ApiAnswer<'post', '/api/quick-messages'>>().toEqualTypeOf<QuickMessage>()
    expectTypeOf<ApiAnswer<'post', '/api/whatsapp'>>().toEqualTypeOf<Connection>()
    expectTypeOf<ApiAnswer<'put', '/api/settings/{key}'>>().toEqualTypeOf<Setting>()
    expectTypeOf<ApiAnswer<'post', '/api/announcements'>>().toEqualTypeOf<Announcement>()
    expectTypeOf<ApiAnswer<'post', '/api/helps'>>().toEqualTypeOf<Help>()
  })
})
