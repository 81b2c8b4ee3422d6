import { maxPageSize } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conversationSeed } from '../../modules/tickets/testing-seed.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'

/**
 * Every list route answers at most `maxPageSize` items, whatever the request asks for
 * (docs/security.md, "Bounded pages"): over tables holding more than that, each GET route of the
 * OpenAPI document is asked for a million rows in every way a list takes a size.
 */

const rows = maxPageSize + 150
/** Lists with a cap of their own, documented: the ticket report's export (administration.md §7). */
const ownCaps: Record<string, number> = { '/api/ticketreport/reports': 100_000 }

let testApp: TestApp
let sql: pg.Client

/** Copies one row `count` times in SQL, changing the columns given (`g` is the copy's number). */
async function cloneRows(table: string, id: number, count: number, changed: Record<string, string>) {
  const { rows: columns } = await sql.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1
       and column_name <> 'id' and is_generated = 'NEVER'`,
    [table],
  )
  const names = columns.map((column) => column.column_name)
  const values = names.map((name) => changed[name] ?? `t."${name}"`)
  await sql.query(
    `insert into "${table}" (${names.map((name) => `"${name}"`).join(', ')})
       select ${values.join(', ')} from "${table}" t, generate_series(1, $2) g where t.id = $1`,
    [id, count],
  )
}

beforeAll(async () => {
  testApp = await startTestApp({ plugins: ['helps', 'announcements', 'channel-api'] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const seed = conversationSeed(sql)
  const connectionId = await seed.connection({ companyId: 1, name: 'Pages', isDefault: true })
  const contactId = await seed.contact({ companyId: 1, name: 'Page contact', number: '5511900005555' })
  const tagId = await seed.tag({ companyId: 1, name: 'page' })
  const ticket = await seed.ticket({ companyId: 1, contactId, status: 'closed', connectionId })
  const messageId = await seed.message({ companyId: 1, ticketId: ticket.id, body: 'page', fromMe: true })
  await cloneRows('contacts', contactId, rows, { number: `t.number || g`, name: `t.name || g` })
  await cloneRows('tags', tagId, rows, { name: `t.name || g` })
  await cloneRows('tickets', ticket.id, rows, { uuid: 'gen_random_uuid()' })
  await cloneRows('messages', messageId, rows, {})
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

/** How many items an answer holds: the array, or the longest array of the envelope. */
function itemCount(body: unknown): number {
  if (Array.isArray(body)) return body.length
  if (typeof body !== 'object' || body === null) return 0
  return Math.max(0, ...Object.values(body).map((value) => (Array.isArray(value) ? value.length : 0)))
}

describe('list routes', () => {
  it(`answer at most ${maxPageSize} items, whatever size is asked for`, async () => {
    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const document = (await admin.get('/api/openapi.json')).body as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>
    }
    const asks = [
      'range=%5B0%2C1000000%5D',
      'limit=1000000',
      'pageSize=1000000',
      `limit=${maxPageSize}`,
      'pageNumber=1',
      '',
    ]
    const oversize: string[] = []
    let lists = 0
    let largest = 0
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!operations.get || path.includes('{') || path === '/api/openapi.json') continue
      const cap = ownCaps[path] ?? maxPageSize
      for (const ask of asks) {
        const answer = await admin.get(ask ? `${path}?${ask}` : path)
        expect(answer.status, `${path}?${ask}`).toBeLessThan(500)
        const count = itemCount(answer.body)
        if (count > 0) lists += 1
        largest = Math.max(largest, path in ownCaps ? 0 : count)
        if (count > cap) oversize.push(`GET ${path}?${ask}: ${count} items`)
        const range = answer.headers.get('content-range')?.match(/ (\d+)-(\d+)\//)
        if (range && Number(range[2]) - Number(range[1]) + 1 > cap)
          oversize.push(`GET ${path}?${ask}: ${range[0]}`)
      }
    }
    expect(oversize, oversize.join('\n')).toEqual([])
    expect(lists).toBeGreaterThan(20)
    // The seeded tables are larger than a page, so the cap was reached, not merely not exceeded.
    expect(largest).toBe(maxPageSize)
  }, 120_000)
})
