import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts'

let directory: string
let embedded: EmbeddedPostgres
const clients: pg.Client[] = []

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'atendo-pglite-guard-'))
  embedded = await startEmbeddedPostgres(directory, 5)
  for (let index = 0; index < 4; index += 1) {
    const client = new pg.Client({ connectionString: embedded.url })
    await client.connect()
    clients.push(client)
  }
  await clients[0]!.query('create table guard_counts (id int primary key, n int not null)')
  await clients[0]!.query('insert into guard_counts values (1, 0)')
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)))
  await embedded?.stop()
  await rm(directory, { recursive: true, force: true })
})

describe('the embedded database with several connections (pglite-socket)', () => {
  it('keeps the parameterised queries of concurrent connections apart, each getting its own rows', async () => {
    // Four shapes at once: interleaved Parse/Bind messages would bind one to another's statement.
    // Long statements arrive in several socket reads, which is when other connections got between.
    const long = `/* ${'x'.repeat(100_000)} */`
    const runs = clients.map((client, index) =>
      Promise.all(
        Array.from({ length: 60 }, async (_, round) => {
          if (index === 0) return (await client.query(`select $1::int + 1 as v ${long}`, [round])).rows[0].v
          if (index === 1) {
            const { rows } = await client.query("select $1::text || '!' as v, $2::int as w", [
              `r${round}`,
              round,
            ])
            return `${rows[0].v}${rows[0].w}`
          }
          if (index === 2) return (await client.query('select $1::int * 2 as v', [round])).rows[0].v
          // Transactions beside the others: the session is pinned to one connection while one is open.
          await client.query('begin')
          const { rows } = await client.query('select count(*)::int as v from guard_counts where id = $1', [
            round % 2,
          ])
          await client.query('commit')
          return rows[0].v
        }),
      ),
    )
    const [plus, texts, doubled, counts] = await Promise.all(runs)
    expect(plus).toEqual(Array.from({ length: 60 }, (_, round) => round + 1))
    expect(texts).toEqual(Array.from({ length: 60 }, (_, round) => `r${round}!${round}`))
    expect(doubled).toEqual(Array.from({ length: 60 }, (_, round) => round * 2))
    expect(counts).toEqual(Array.from({ length: 60 }, (_, round) => round % 2))
  })

  it('keeps another connection out of a transaction until it ends, and frees the session when a client leaves mid-transaction', async () => {
    const [first, second, third] = clients
    await first!.query('begin')
    await first!.query('update guard_counts set n = n + 1 where id = $1', [1])
    const outside = second!.query('select n from guard_counts where id = $1', [1])
    let answered = false
    void outside.then(() => {
      answered = true
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(answered).toBe(false)
    await first!.query('commit')
    expect((await outside).rows[0].n).toBe(1)

    // A client that disconnects inside its transaction: it is rolled back and others go on.
    const leaving = new pg.Client({ connectionString: embedded.url })
    await leaving.connect()
    await leaving.query('begin')
    await leaving.query('update guard_counts set n = 100 where id = $1', [1])
    await leaving.end()
    expect((await third!.query('select n from guard_counts where id = $1', [1])).rows[0].n).toBe(1)
  })
})
