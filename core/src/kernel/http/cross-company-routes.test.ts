import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ConversationSeed, conversationSeed } from '../../modules/tickets/testing-seed.ts'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { type JsonSchema, sampleOf } from '../../testing/schema-sample.ts'

/**
 * Tenancy by construction, checked over every route there is (LESSONS.md: "a test tries every
 * route with another company's ids"). Company A's rows all carry the marker "ZQA"; an admin of
 * company B calls every operation of the OpenAPI document that takes a path parameter, with each
 * of A's ids in every parameter and id-like body field. Nothing B receives may mention A's data,
 * and A's rows must be exactly as they were. New routes are covered the day they are added.
 */

const marker = 'zqa'

/** Operations left out, each with its reason. */
const skipped: Record<string, string> = {
  'POST /api/forgetpassword/{email}': 'public: sends a reset e-mail to whoever owns the address',
  'POST /api/resetpasswords/{email}/{token}/{newPassword}': 'public: needs the token from that e-mail',
  'GET /api/public-settings/{key}': 'public: platform-wide theme values',
}

let testApp: TestApp
let sql: pg.Client
let seed: ConversationSeed
let otherAdmin: ApiClient

const a = {} as {
  companyId: number
  ids: number[]
  ticketUuid: string
  contactNumber: string
}

/** One fingerprint per table of A's rows: any write by B to them changes it. */
async function companyFingerprint(companyId: number): Promise<Record<string, string>> {
  const { rows: tables } = await sql.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'company_id' order by table_name`,
  )
  const fingerprint: Record<string, string> = {}
  for (const { table_name: table } of tables) {
    const { rows } = await sql.query<{ digest: string | null }>(
      `select md5(string_agg(row_to_json(t)::text, '|' order by row_to_json(t)::text)) as digest
         from "${table}" t where company_id = $1`,
      [companyId],
    )
    fingerprint[table] = rows[0]?.digest ?? ''
  }
  const { rows } = await sql.query('select row_to_json(c)::text as row from companies c where id = $1', [
    companyId,
  ])
  fingerprint.companies = rows[0]?.row ?? ''
  return fingerprint
}

/** A one-pixel PNG, for the media-upload routes. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

function uploadForm(): FormData {
  const form = new FormData()
  for (const field of ['file', 'medias', 'profileImage']) {
    form.append(field, new Blob([pixel], { type: 'image/png' }), 'pixel.png')
  }
  return form
}

interface Operation {
  method: string
  path: string
  jsonBody?: JsonSchema
  upload: boolean
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >
}): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.includes('{')) continue
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`
      if (skipped[key]) continue
      const content = operation.requestBody?.content ?? {}
      operations.push({
        method: method.toUpperCase(),
        path,
        jsonBody: content['application/json']?.schema,
        upload: path.endsWith('/media-upload') && method === 'post',
      })
    }
  }
  return operations
}

/** Every way to fill the path's parameters with A's values. */
function pathsFor(path: string): string[] {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
  const valuesOf = (name: string): string[] => {
    if (/uuid/i.test(name)) return [a.ticketUuid]
    if (name === 'number') return [a.contactNumber]
    if (name === 'key') return ['transferMessage', 'userRating']
    return a.ids.map(String)
  }
  let filled = [path]
  for (const name of names) {
    filled = filled.flatMap((partial) =>
      valuesOf(name).map((value) => partial.replace(`{${name}}`, encodeURIComponent(value))),
    )
  }
  return filled
}

beforeAll(async () => {
  testApp = await startTestApp({
    plugins: [
      'helps',
      'announcements',
      'channel-api',
      'channel-whatsapp',
      'internal-chat',
      'external-api',
      'campaigns',
    ],
  })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)

  // Company A, every row marked.
  const companyId = await seed.company('ZQA Corp')
  const queueId = await seed.queue({ companyId, name: 'ZQA Vendas' })
  const connectionId = await seed.connection({ companyId, name: 'ZQA Zap', isDefault: true })
  const admin = await seed.user({ companyId, profile: 'admin', name: 'ZQA Admin', queueIds: [queueId] })
  const agent = await seed.user({ companyId, name: 'ZQA Agente', queueIds: [queueId] })
  const contactId = await seed.contact({ companyId, name: 'ZQA Maria', number: '5511900001111' })
  const tagId = await seed.tag({ companyId, name: 'ZQA-VIP' })
  await seed.contactTag(companyId, contactId, tagId)
  const ticket = await seed.ticket({
    companyId,
    contactId,
    status: 'open',
    userId: agent.id,
    queueId,
    connectionId,
    lastMessage: 'ZQA last words',
  })
  await seed.ticketTag(companyId, ticket.id, tagId)
  const messageId = await seed.message({ companyId, ticketId: ticket.id, body: 'ZQA hello', fromMe: true })
  await seed.setting(companyId, 'transferMessage', 'ZQA transfer')
  const adminApi = await new ApiClient(testApp.url).login(admin)
  const created = await Promise.all([
    adminApi.post('/api/ticket-notes', { note: 'ZQA note', ticketId: ticket.id, contactId }),
    adminApi.post('/api/quick-messages', { shortcode: 'zqa-ola', message: 'ZQA quick' }),
    adminApi.post('/api/schedules', {
      body: 'ZQA schedule',
      contactId,
      sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    adminApi.post('/api/chatbot', { name: 'ZQA option', queueId, greetingMessage: 'ZQA menu' }),
  ])
  for (const answer of created) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
  const chat = await adminApi.post('/api/chats', { title: 'ZQA chat', users: [agent.id] })
  expect(chat.status, JSON.stringify(chat.body)).toBe(201)
  const chatMessage = await adminApi.post(`/api/chats/${chat.body.id}/messages`, { message: 'ZQA internal' })
  expect(chatMessage.status, JSON.stringify(chatMessage.body)).toBe(201)
  created.push(chat, chatMessage)
  const list = await adminApi.post('/api/contact-lists', { name: 'ZQA Lista' })
  const listed = [
    list,
    await adminApi.post('/api/contact-list-items', {
      name: 'ZQA Pessoa',
      number: '5511900002222',
      contactListId: list.body.id,
    }),
    await adminApi.post('/api/campaigns', {
      name: 'ZQA Campanha',
      whatsappId: connectionId,
      contactListId: list.body.id,
    }),
  ]
  for (const answer of listed) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
  created.push(...listed)
  a.companyId = companyId
  a.ticketUuid = ticket.uuid
  a.contactNumber = '5511900001111'
  a.ids = [
    ...new Set([
      companyId,
      queueId,
      connectionId,
      admin.id,
      agent.id,
      contactId,
      tagId,
      ticket.id,
      messageId,
      ...created.map((answer) => answer.body.id as number),
    ]),
  ]

  // Company B: an admin with nothing of A's.
  const otherCompany = await seed.company('Other Corp')
  const other = await seed.user({ companyId: otherCompany, profile: 'admin', name: 'Other Admin' })
  otherAdmin = await new ApiClient(testApp.url).login(other)
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe("another company's ids on every route", () => {
  it('never shows or changes company A to an admin of company B', async () => {
    const document = (await new ApiClient(testApp.url).get('/api/openapi.json')).body
    const operations = operationsOf(document)
    expect(operations.length).toBeGreaterThan(60)
    const before = await companyFingerprint(a.companyId)

    const leaks: string[] = []
    const reachedHandler = new Set<string>()
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`
      for (const path of pathsFor(operation.path)) {
        for (const id of operation.jsonBody ? a.ids : [a.ids[0]!]) {
          const body = operation.upload
            ? uploadForm()
            : operation.jsonBody
              ? sampleOf(operation.jsonBody, { id })
              : undefined
          const answer = await otherAdmin.request(operation.method, path, body)
          const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '')
          if (text.toLowerCase().includes(marker))
            leaks.push(`${operation.method} ${path}: ${text.slice(0, 200)}`)
          // A schema refusal names its field; anything else means the handler ran.
          const schemaRefusal = answer.status === 400 && answer.body?.error === 'ERR_VALIDATION'
          if (!schemaRefusal) reachedHandler.add(key)
        }
      }
    }

    expect(leaks).toEqual([])
    expect(await companyFingerprint(a.companyId)).toEqual(before)
    // The samples must get past validation for (nearly) every operation, or the check says little.
    const neverReached = operations
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter((key) => !reachedHandler.has(key))
    expect(neverReached.length, neverReached.join('\n')).toBeLessThanOrEqual(operations.length / 10)
  }, 240_000)

  it('lists nothing of company A, whatever its filters name or search for', async () => {
    const document = (await new ApiClient(testApp.url).get('/api/openapi.json')).body as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>
    }
    const idList = JSON.stringify(a.ids)
    const valueFor = (name: string): string | undefined => {
      if (name === 'searchParam') return 'ZQA'
      if (name === 'column') return 'transferMessage'
      if (/^(tags|users|queueIds|whatsapps|contactTag)$/.test(name)) return idList
      if (name === 'id' || name.endsWith('Id')) return String(a.ids[0])
      return undefined
    }
    const leaks: string[] = []
    let calls = 0
    for (const [path, operations] of Object.entries(document.paths)) {
      const list = operations.get
      if (!list || path.includes('{')) continue
      const query = new URLSearchParams()
      for (const parameter of list.parameters ?? []) {
        const value = parameter.in === 'query' ? valueFor(parameter.name) : undefined
        if (value !== undefined) query.set(parameter.name, value)
      }
      for (const url of [path, `${path}?${query}`]) {
        const answer = await otherAdmin.get(url)
        calls += 1
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '')
        if (text.toLowerCase().includes(marker)) leaks.push(`GET ${url}: ${text.slice(0, 200)}`)
      }
    }
    expect(calls).toBeGreaterThan(40)
    expect(leaks).toEqual([])
  })
})
