import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conversationSeed } from '../../modules/tickets/testing-seed.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { type JsonSchema, sampleOf } from '../../testing/schema-sample.ts'

/**
 * Malformed input on every operation of the OpenAPI document (docs/security.md, "Hostile
 * input"): path parameters, query parameters and JSON bodies filled with hostile values (NUL,
 * lone surrogates, ids past the integer range, impossible dates, wrong types, long texts...),
 * react-admin filters with non-numeric ids, truncated and boundary-less multipart, NUL and
 * 256+ character file names. Whatever arrives, the answer is never a 5xx. The cases come from a
 * seeded generator, so a failure is reproducible (`FUZZ_SEED`, `FUZZ_CASES` to widen a run).
 */

const seed = Number(process.env.FUZZ_SEED ?? 22)
const casesPerOperation = Number(process.env.FUZZ_CASES ?? 16)

/** A small deterministic generator (mulberry32). */
function generator(start: number) {
  let state = start >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!
    },
  }
}

/** Text values as a JSON body carries them (JSON.stringify escapes the lone surrogates). */
const hostileTexts = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  'x'.repeat(300),
  'ç'.repeat(5000),
  '',
  ' ',
  '99999999999999999999',
  '2147483648',
  '-1',
  '0',
  '1e400',
  'NaN',
  '2026-13-45',
  '2026-02-30T25:61:00Z',
  '[1,"x"]',
  '{"a":',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
]
const hostileValues: unknown[] = [
  ...hostileTexts,
  1e20,
  2147483648,
  -1,
  0,
  1.5,
  1e308,
  true,
  null,
  [],
  {},
  [1, 'x'],
  { id: 'x' },
  ['\u0000'],
]

/** Path and query values, percent-encoded by hand (encodeURIComponent refuses lone surrogates). */
const hostileUrlValues = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%',
  '%zz',
  'x'.repeat(300),
  '99999999999999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  'abc',
  '2026-13-45',
  '%5B1%2C%22x%22%5D',
  '%7B%22a%22%3A',
  '..%2F..%2Fetc',
]

/** react-admin query values: filters with non-numeric ids, huge and odd ranges, odd sorts. */
const reactAdminQueries = [
  'filter=%7B%22id%22%3A%22x%22%7D',
  'filter=%7B%22id%22%3A%5B%22x%22%5D%7D',
  'filter=%7B%22queueId%22%3A%22abc%22%7D',
  'filter=%7B%22companyId%22%3A99999999999999999999%7D',
  'filter=%7B%22userId%22%3A%7B%22a%22%3A1%7D%7D',
  'filter=%7B%22q%22%3A%22%5Cu0000%22%7D',
  'filter=%7B%22q%22%3A%22%5Cud800%22%7D',
  'filter=%7B%22createdAt%22%3A%222026-13-45%22%7D',
  'filter=%7B%22status%22%3A%5B1%2C2%5D%7D',
  'range=%5B0%2C1000000%5D',
  'range=%5B99999999999999999999%2C99999999999999999999%5D',
  'range=%5B-1%2C5%5D',
  'range=%5B%22a%22%2C%22b%22%5D',
  'sort=%5B%22id%22%2C%22DROP%22%5D',
  'sort=%5B%22%5Cu0000%22%2C%22ASC%22%5D',
]

interface DocumentedOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema: JsonSchema }> }
}

interface Operation {
  method: string
  path: string
  query: string[]
  jsonBody?: JsonSchema
  multipart?: JsonSchema
}

function operationsOf(document: { paths: Record<string, Record<string, DocumentedOperation>> }): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {}
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        jsonBody: content['application/json']?.schema,
        multipart: content['multipart/form-data']?.schema,
      })
    }
  }
  // The session's own routes last: a fuzzed logout or login would end the session the others use.
  const sessionRoute = (operation: Operation) => (/^\/api\/auth\//.test(operation.path) ? 1 : 0)
  return operations.sort((a, b) => sessionRoute(a) - sessionRoute(b))
}

/** The property paths of a body schema a case may replace (nested objects and first array items). */
function propertyPaths(schema: JsonSchema, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 3) return []
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) {
    const choice = choices.find((option) => option.type !== 'null') ?? choices[0]!
    return propertyPaths(choice, prefix, depth)
  }
  const paths: string[][] = []
  if (schema.properties) {
    for (const [name, property] of Object.entries(schema.properties)) {
      paths.push([...prefix, name], ...propertyPaths(property, [...prefix, name], depth + 1))
    }
  }
  if (schema.items) paths.push(...propertyPaths(schema.items, [...prefix, '0'], depth + 1))
  return paths
}

function setPath(target: unknown, path: string[], value: unknown): unknown {
  const root = (typeof target === 'object' && target !== null ? target : {}) as Record<string, unknown>
  let node: Record<string, unknown> = root
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) node[key] = value
    else {
      const child = node[key]
      if (typeof child !== 'object' || child === null) node[key] = /^\d+$/.test(path[index + 1]!) ? [] : {}
      node = node[key] as Record<string, unknown>
    }
  }
  return root
}

/** A one-pixel PNG. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Multipart bodies that break the format: each a content type and the raw bytes sent. */
function hostileMultipart(fields: string[], pick: <T>(items: readonly T[]) => T) {
  const boundary = 'fuzzboundary'
  const field = pick(fields.length > 0 ? fields : ['file'])
  const part = (fileName: string, bytes: Buffer = pixel) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
        'latin1',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
  const withBoundary = `multipart/form-data; boundary=${boundary}`
  const cases: { contentType: string; body: Buffer }[] = [
    { contentType: withBoundary, body: part('pixel.png').subarray(0, 60) },
    { contentType: withBoundary, body: part('pixel.png').subarray(0, 150) },
    { contentType: 'multipart/form-data', body: part('pixel.png') },
    { contentType: 'multipart/form-data; boundary=', body: part('pixel.png') },
    { contentType: withBoundary, body: Buffer.from('not multipart at all') },
    { contentType: withBoundary, body: Buffer.alloc(0) },
    { contentType: withBoundary, body: part('a\u0000b.png') },
    { contentType: withBoundary, body: part(`${'n'.repeat(300)}.png`) },
    { contentType: withBoundary, body: part('') },
    { contentType: withBoundary, body: part('../../etc/passwd') },
    { contentType: withBoundary, body: part('image.png.html', Buffer.from('<html><script>1</script>')) },
    { contentType: withBoundary, body: part('pixel.png') },
  ]
  return pick(cases)
}

let testApp: TestApp
let sql: pg.Client
let admin: ApiClient
let apiToken: string
const ids: number[] = []

beforeAll(async () => {
  testApp = await startTestApp({
    plugins: ['helps', 'announcements', 'channel-api', 'channel-whatsapp', 'transcription-openai'],
  })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const rows = conversationSeed(sql)
  const companyId = 1
  const queueId = await rows.queue({ companyId, name: 'Fuzz queue' })
  const connectionId = await rows.connection({ companyId, name: 'Fuzz zap' })
  const contactId = await rows.contact({ companyId, name: 'Fuzz contact', number: '5511900002222' })
  const tagId = await rows.tag({ companyId, name: 'fuzz' })
  const ticket = await rows.ticket({ companyId, contactId, status: 'open', queueId, connectionId })
  const messageId = await rows.message({ companyId, ticketId: ticket.id, body: 'fuzz', fromMe: true })
  ids.push(queueId, connectionId, contactId, tagId, ticket.id, messageId)
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const api = await admin.post('/api/whatsapp', { name: 'Fuzz API', channel: 'api' })
  expect(api.status).toBe(201)
  apiToken = api.body.token
  ids.push(api.body.id)
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

/** One body in twenty is not JSON at all. */
function roll20(next: () => number): boolean {
  return next() < 0.05
}

describe('the ids every operation accepts', () => {
  it('are bounded to PostgreSQL integers (maximum 2147483647)', async () => {
    const document = (await new ApiClient(testApp.url).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, DocumentedOperation>>
    }
    const unbounded: string[] = []
    const check = (where: string, name: string, schema: JsonSchema | undefined, depth = 0) => {
      if (!schema || depth > 5) return
      for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
        check(where, name, choice, depth + 1)
      const types = Array.isArray(schema.type) ? schema.type : [schema.type]
      const idLike = name === 'id' || /Id$/.test(name) || /Ids$/.test(name)
      if (idLike && (types.includes('integer') || types.includes('number'))) {
        if (schema.maximum === undefined || schema.maximum > 2147483647) unbounded.push(`${where} ${name}`)
      }
      for (const [property, child] of Object.entries(schema.properties ?? {}))
        check(where, property, child, depth + 1)
      if (schema.items) check(where, name, schema.items, depth + 1)
    }
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`
        for (const parameter of operation.parameters ?? []) check(where, parameter.name, parameter.schema)
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          check(where, '', content.schema)
      }
    }
    expect(unbounded, unbounded.join('\n')).toEqual([])
  })
})

describe('text PostgreSQL cannot store', () => {
  it("is refused with a 400 naming the field, on the API channel's inbound and acks too", async () => {
    const send = (path: string, body: string, token = admin.token) =>
      fetch(`${testApp.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    const connectionId = ids.at(-1)
    const message = await send(
      `/api/channel-api/${connectionId}/messages`,
      '{"externalId":"x1","from":{"number":"5511900003333","name":"Jo\\u0000ana"},"body":"hi"}',
      apiToken,
    )
    expect(message.status).toBe(400)
    expect(message.body).toMatchObject({ error: 'ERR_VALIDATION', fields: [{ field: 'from.name' }] })
    const ack = await send(
      `/api/channel-api/${connectionId}/acks`,
      '{"externalId":"\\ud800","ack":3}',
      apiToken,
    )
    expect(ack.status).toBe(400)
    expect(ack.body).toMatchObject({ error: 'ERR_VALIDATION', fields: [{ field: 'externalId' }] })
    const search = await admin.get('/api/contacts?searchParam=a%00b')
    expect(search.status).toBe(400)
    expect(search.body.fields).toMatchObject([
      { field: 'searchParam', message: expect.stringContaining('NUL') },
    ])
    const filtered = await admin.get('/api/contacts?filter=%7B%22q%22%3A%22%5Cu0000%22%7D')
    expect(filtered.status).toBe(400)
    expect(filtered.body.fields[0].field).toBe('filter.q')
  })
})

describe('hostile input on every operation', () => {
  it('never answers a 5xx', async () => {
    const document = (await new ApiClient(testApp.url).get('/api/openapi.json')).body
    const operations = operationsOf(document)
    expect(operations.length).toBeGreaterThan(100)
    const random = generator(seed)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let requests = 0
    const startedAt = Date.now()

    for (const operation of operations) {
      const authRoute = operation.path.startsWith('/api/auth/')
      const apiChannel = operation.path.startsWith('/api/channel-api/')
      for (let index = 0; index < casesPerOperation; index += 1) {
        // What this case breaks: a path parameter, a query parameter, the body, or the multipart form.
        const targets = ['path', 'query', 'body', 'multipart'].filter(
          (target) =>
            (target === 'path' && operation.path.includes('{')) ||
            (target === 'query' && (operation.query.length > 0 || operation.method === 'GET')) ||
            (target === 'body' && operation.jsonBody) ||
            (target === 'multipart' && operation.multipart),
        )
        const target = targets.length > 0 ? random.pick(targets) : 'path'
        let path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
          if (target === 'path' && random.next() < 0.7) return random.pick(hostileUrlValues)
          if (/uuid/i.test(name)) return '00000000-0000-4000-8000-000000000000'
          if (name === 'key') return 'userRating'
          if (name === 'number') return '5511900002222'
          if (name === 'email') return 'nobody@example.com'
          return String(random.pick(ids))
        })
        if (target === 'query') {
          const useReactAdmin = operation.method === 'GET' && random.next() < 0.5
          const parameter =
            useReactAdmin || operation.query.length === 0
              ? random.pick(reactAdminQueries)
              : `${random.pick(operation.query)}=${random.pick(hostileUrlValues)}`
          path += `?${parameter}`
        }
        const headers: Record<string, string> = {}
        if (apiChannel) headers.authorization = `Bearer ${apiToken}`
        else if (admin.token) headers.authorization = `Bearer ${admin.token}`
        let body: BodyInit | undefined
        if (target === 'multipart' && operation.multipart) {
          const form = hostileMultipart(Object.keys(operation.multipart.properties ?? {}), random.pick)
          headers['content-type'] = form.contentType
          body = new Uint8Array(form.body)
        } else if (operation.jsonBody) {
          let value = sampleOf(operation.jsonBody, { id: random.pick(ids) })
          if (target === 'body') {
            const paths = propertyPaths(operation.jsonBody)
            const roll = random.next()
            if (paths.length === 0 || roll < 0.1) value = random.pick(hostileValues)
            else value = setPath(value, random.pick(paths), random.pick(hostileValues))
          }
          headers['content-type'] = 'application/json'
          body = roll20(random.next) ? '{"broken": ' : JSON.stringify(value)
        }
        // A request that never answers is a failure too (a hang is a denial of service).
        const response = await fetch(`${testApp.url}${path}`, {
          method: operation.method,
          headers,
          body,
          signal: AbortSignal.timeout(20_000),
        }).catch((error: Error) => error)
        if (response instanceof Error) {
          failures.push(`${operation.method} ${path} → no answer (${response.name})`)
          continue
        }
        const text = await response.text()
        requests += 1
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status >= 500) {
          const sent =
            typeof body === 'string' ? body : body ? Buffer.from(body as Uint8Array).toString('latin1') : ''
          failures.push(
            `${operation.method} ${path} ${sent.slice(0, 300)} → ${response.status} ${text.slice(0, 120)}`,
          )
        }
        // A fuzzed logout or password change ends the session; sign in again for what follows.
        if (response.status === 401 && !authRoute && !apiChannel) await admin.login(TEST_ADMIN)
      }
    }

    const seconds = (Date.now() - startedAt) / 1000
    console.info(
      `hostile input: ${requests} requests over ${operations.length} operations in ${seconds.toFixed(1)} s, ` +
        `${failures.length} 5xx; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    )
    expect(failures, failures.join('\n')).toEqual([])
  }, 240_000)
})
