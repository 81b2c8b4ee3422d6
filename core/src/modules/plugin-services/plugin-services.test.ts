import {
  AppError,
  type ChannelProvider,
  channelProviders,
  definePlugin,
  type PluginContext,
} from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operatorEm, startTestApp, type TestApp } from '../../testing/index.ts'
import { conversationSeed } from '../tickets/testing-seed.ts'

const parcelProvider: ChannelProvider = {
  id: 'parcel-post',
  channel: 'api',
  traits: { groups: false, pairing: false, interactive: false },
  async connect() {},
  async disconnect() {},
  async send() {
    return { externalId: 'sent', ack: 1 }
  },
}

let context: PluginContext<unknown> | undefined
const parcelChannel = definePlugin({
  id: 'parcel-channel',
  version: '1.0.0',
  contract: '^2.0.0',
  register(given) {
    context = given
    given.extensions.provide(channelProviders, parcelProvider)
    given.settings.companyOption({ key: 'parcelGreeting', default: 'Olá!' })
  },
})

/** Another plugin's option: not readable by parcel-channel. */
const otherPlugin = definePlugin({
  id: 'other-options',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ settings }) {
    settings.companyOption({ key: 'otherSecret', default: 'x' })
  },
})

let testApp: TestApp
let sql: pg.Client
/** Two companies, each with a connection of each provider, a contact, a ticket and two messages. */
const seeded: Record<
  'a' | 'b',
  { companyId: number; own: number; core: number; contact: number; ticket: number; messages: number[] }
> = {} as never
const services = () => context!

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [parcelChannel, otherPlugin] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const seed = conversationSeed(sql)
  for (const name of ['a', 'b'] as const) {
    const companyId = await seed.company(`Company ${name}`)
    const own = await seed.connection({ companyId, provider: 'parcel-post', channel: 'api', isDefault: true })
    const core = await seed.connection({ companyId, provider: 'baileys' })
    const contact = await seed.contact({ companyId, name: `Contact ${name}` })
    const { id: ticket } = await seed.ticket({
      companyId,
      contactId: contact,
      connectionId: own,
      status: 'open',
    })
    const messages = [
      await seed.message({ companyId, ticketId: ticket, body: `first of ${name}` }),
      await seed.message({ companyId, ticketId: ticket, body: `second of ${name}`, fromMe: true }),
    ]
    await sql.query('update messages set external_id = $2, connection_id = $3 where id = $1', [
      messages[0],
      `ext-${name}`,
      own,
    ])
    seeded[name] = { companyId, own, core, contact, ticket, messages }
  }
  await seed.setting(seeded.a.companyId, 'parcelGreeting', 'Bom dia!')
  await seed.setting(seeded.a.companyId, 'acceptCallWhatsapp', 'disabled')
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe("core data services: only the company's own data", () => {
  it('connections: found in their company, not in another', async () => {
    const { a, b } = seeded
    expect((await services().connections.find(a.companyId, a.own))?.provider).toBe('parcel-post')
    expect(await services().connections.find(a.companyId, b.own)).toBeUndefined()
    const listed = await services().connections.list(a.companyId)
    expect(listed.map((connection) => connection.id)).toEqual([a.own, a.core])
    expect(
      (await services().connections.list(a.companyId, { provider: 'baileys' })).map((c) => c.id),
    ).toEqual([a.core])
  })

  it('tickets: found and listed in their company only', async () => {
    const { a, b } = seeded
    expect((await services().tickets.find(a.companyId, a.ticket))?.contactId).toBe(a.contact)
    expect(await services().tickets.find(a.companyId, b.ticket)).toBeUndefined()
    expect((await services().tickets.list(a.companyId, { connectionId: b.own })).length).toBe(0)
    expect((await services().tickets.list(a.companyId, { status: ['open'] })).map((t) => t.id)).toEqual([
      a.ticket,
    ])
    expect(await services().tickets.close({ companyId: a.companyId, userId: null }, [b.ticket])).toBe(0)
    expect((await services().tickets.find(b.companyId, b.ticket))?.status).toBe('open')
  })

  it('queues: found in their company only, with their integration and file list', async () => {
    const { a, b } = seeded
    const [queue] = await operatorEm(testApp).execute<{ id: number }[]>(
      `insert into queues (company_id, name, color, integration_id, file_list_id, created_at, updated_at)
       values (?, 'Suporte', '#00FF00', 7, 9, now(), now()) returning id`,
      [a.companyId],
    )
    expect(await services().queues.find(a.companyId, queue!.id)).toEqual({
      id: queue!.id,
      name: 'Suporte',
      integrationId: 7,
      fileListId: 9,
    })
    expect(await services().queues.find(b.companyId, queue!.id)).toBeUndefined()
  })

  it('messages: found and listed in their company only', async () => {
    const { a, b } = seeded
    expect((await services().messages.find(a.companyId, a.messages[0]!))?.body).toBe('first of a')
    expect(await services().messages.find(a.companyId, b.messages[0]!)).toBeUndefined()
    const history = await services().messages.listByTicket(a.companyId, a.ticket)
    expect(history.map((message) => message.body)).toEqual(['first of a', 'second of a'])
    expect(await services().messages.listByTicket(a.companyId, b.ticket)).toEqual([])
    const byExternal = await services().messages.findByExternalIds(a.companyId, a.own, ['ext-a', 'ext-b'])
    expect(byExternal.map((message) => message.externalId)).toEqual(['ext-a'])
    expect(await services().messages.findByExternalIds(a.companyId, b.own, ['ext-b'])).toEqual([])
  })

  it('tickets: automation claimed and handed over, in their company only', async () => {
    const { a, b } = seeded
    expect(await services().tickets.claim(a.companyId, b.ticket, 'parcel-channel.flow')).toBe(false)
    expect(await services().tickets.claim(a.companyId, a.ticket, 'parcel-channel.flow')).toBe(true)
    expect((await services().tickets.find(a.companyId, a.ticket))?.automation).toBe('parcel-channel.flow')
    // One automation at a time: another is refused until the first hands the ticket over.
    expect(await services().tickets.claim(a.companyId, a.ticket, 'parcel-channel.other')).toBe(false)
    await services().tickets.handOver(a.companyId, a.ticket, 'parcel-channel.other')
    expect((await services().tickets.find(a.companyId, a.ticket))?.automation).toBe('parcel-channel.flow')
    await services().tickets.handOver(a.companyId, a.ticket, 'parcel-channel.flow')
    expect((await services().tickets.find(a.companyId, a.ticket))?.automation).toBeNull()
  })

  it("contacts: say whether the contact's bot is off", async () => {
    const { a } = seeded
    expect((await services().contacts.find(a.companyId, a.contact))?.disableBot).toBe(false)
    await sql.query('update contacts set disable_bot = true where id = $1', [a.contact])
    expect((await services().contacts.find(a.companyId, a.contact))?.disableBot).toBe(true)
    await sql.query('update contacts set disable_bot = false where id = $1', [a.contact])
  })

  it('messages: the latest ones with `last`, still oldest first', async () => {
    const { a } = seeded
    const latest = await services().messages.listByTicket(a.companyId, a.ticket, { limit: 1, last: true })
    expect(latest.map((message) => message.body)).toEqual(['second of a'])
    const first = await services().messages.listByTicket(a.companyId, a.ticket, { limit: 1 })
    expect(first.map((message) => message.body)).toEqual(['first of a'])
  })

  it("messages: a received audio's file only for a stored received audio of the company", async () => {
    const { a, b } = seeded
    const key = `company${a.companyId}/voice-note-plugin-services.ogg`
    await sql.query("update messages set media_type = 'audio', media_url = $2 where id = $1", [
      a.messages[0],
      key,
    ])
    // The file is not on the storage: nothing to transcribe.
    expect(await services().messages.receivedAudio(a.companyId, a.messages[0]!)).toBeUndefined()
    const stored = await services().storage.save(a.companyId, Buffer.from('OggS voice'), {
      fileName: 'voice.ogg',
      mimeType: 'audio/ogg',
    })
    await sql.query('update messages set media_url = $2 where id = $1', [a.messages[0], stored.key])
    const audio = await services().messages.receivedAudio(a.companyId, a.messages[0]!)
    expect(audio).toMatchObject({ path: stored.path, mimeType: 'audio/ogg', size: 10 })
    // Not in another company, and never our own (sent) message.
    expect(await services().messages.receivedAudio(b.companyId, a.messages[0]!)).toBeUndefined()
    expect(await services().messages.receivedAudio(a.companyId, a.messages[1]!)).toBeUndefined()
    await sql.query('update messages set media_type = null, media_url = null where id = $1', [a.messages[0]])
  })

  it("tickets: hands over only the plugin's own automation", async () => {
    const { a } = seeded
    await sql.query(
      "update tickets set automation = 'parcel-channel.bot', automation_since = now() where id = $1",
      [a.ticket],
    )
    await expect(services().tickets.handOver(a.companyId, a.ticket, 'other-plugin.bot')).rejects.toThrow(
      AppError,
    )
    expect(await services().tickets.handOver(a.companyId, a.ticket, 'parcel-channel.other')).toBe(false)
    expect(await services().tickets.handOver(seeded.b.companyId, a.ticket, 'parcel-channel.bot')).toBe(false)
    expect(await services().tickets.handOver(a.companyId, a.ticket, 'parcel-channel.bot')).toBe(true)
    const { rows } = await sql.query('select automation from tickets where id = $1', [a.ticket])
    expect(rows[0].automation).toBeNull()
  })

  it("work in the plugin's own transaction: they see it, and commit or roll back with it", async () => {
    const { a } = seeded
    const { db, tickets } = services()
    await sql.query('update tickets set automation = null, automation_since = null where id = $1', [a.ticket])
    await expect(
      db.forCompany(a.companyId).transactional(async () => {
        expect(await tickets.claim(a.companyId, a.ticket, 'parcel-channel.bot')).toBe(true)
        // The service's read is the transaction's: it sees the claim not yet committed.
        expect((await tickets.find(a.companyId, a.ticket))?.automation).toBe('parcel-channel.bot')
        throw new Error('the plugin changed its mind')
      }),
    ).rejects.toThrow('the plugin changed its mind')
    const rolledBack = await sql.query('select automation from tickets where id = $1', [a.ticket])
    expect(rolledBack.rows[0].automation).toBeNull()

    await db.forCompany(a.companyId).transactional(async () => {
      await tickets.claim(a.companyId, a.ticket, 'parcel-channel.bot')
    })
    const committed = await sql.query('select automation from tickets where id = $1', [a.ticket])
    expect(committed.rows[0].automation).toBe('parcel-channel.bot')
    await tickets.handOver(a.companyId, a.ticket, 'parcel-channel.bot')
  })

  it('contacts: found in their company only', async () => {
    const { a, b } = seeded
    expect((await services().contacts.find(a.companyId, a.contact))?.name).toBe('Contact a')
    expect(await services().contacts.find(a.companyId, b.contact)).toBeUndefined()
  })
})

describe('core data services: what a plugin may change', () => {
  it("changes the options of its own providers' connections, in the company asked for", async () => {
    const { a, b } = seeded
    expect(await services().connections.updateOptions(a.companyId, a.own, { parcelMode: 'express' })).toBe(
      true,
    )
    // Unchanged: nothing written.
    expect(await services().connections.updateOptions(a.companyId, a.own, { parcelMode: 'express' })).toBe(
      false,
    )
    expect((await services().connections.find(a.companyId, a.own))?.options.parcelMode).toBe('express')
    // Another company's connection, and a connection of another provider, are left alone.
    expect(await services().connections.updateOptions(a.companyId, b.own, { parcelMode: 'x' })).toBe(false)
    expect(await services().connections.updateOptions(a.companyId, a.core, { parcelMode: 'x' })).toBe(false)
    expect((await services().connections.find(a.companyId, a.core))?.options.parcelMode).toBeUndefined()
  })

  it("reports inbound events for its own providers' connections, none of them started in this process", async () => {
    const { a } = seeded
    const own = (await services().connections.find(a.companyId, a.own))!
    const recorded = await services().connections.sink.receive(own, {
      kind: 'message',
      message: {
        externalId: 'parcel-webhook-1',
        contact: { identities: [{ kind: 'phone', value: '5511955550001' }] },
        fromMe: false,
        body: 'Chegou pelo webhook',
        timestamp: new Date().toISOString(),
      },
    })
    expect(recorded).toEqual({ duplicate: false })
    await expect
      .poll(
        async () =>
          (await sql.query("select body from messages where external_id = 'parcel-webhook-1'")).rows,
      )
      .toEqual([{ body: 'Chegou pelo webhook' }])
    // Another plugin's provider (core's WhatsApp here) is not the plugin's to report for.
    const foreign = (await services().connections.find(a.companyId, a.core))!
    await expect(
      services().connections.sink.receive(foreign, {
        kind: 'ack',
        externalId: 'ext-a',
        ack: 3,
        timestamp: new Date().toISOString(),
      }),
    ).rejects.toMatchObject({ code: 'ERR_NO_PERMISSION' })
  })

  it('locates only connections of its own providers, across companies', async () => {
    const { a, b } = seeded
    expect((await services().connections.locate(b.own))?.companyId).toBe(b.companyId)
    expect(await services().connections.locate(a.core)).toBeUndefined()
  })
})

describe('core data services: company options', () => {
  it('reads the options the plugin declared, and the core options offered to plugins', async () => {
    const { a, b } = seeded
    expect(await services().settings.readCompanyOption(a.companyId, 'parcelGreeting')).toBe('Bom dia!')
    expect(await services().settings.readCompanyOption(b.companyId, 'parcelGreeting')).toBe('Olá!')
    expect(await services().settings.readCompanyOption(a.companyId, 'acceptCallWhatsapp')).toBe('disabled')
    expect(await services().settings.readCompanyOption(b.companyId, 'acceptCallWhatsapp')).toBe('enabled')
  })

  it.each(['otherSecret', 'lgpdMessageX', 'userRandom'])(
    'refuses the option %j it may not read',
    async (key) => {
      const error = await services()
        .settings.readCompanyOption(seeded.a.companyId, key)
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).code).toBe('ERR_NO_SETTING_FOUND')
    },
  )
})
