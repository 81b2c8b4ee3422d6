import type pg from 'pg'
import type { Orm } from '../kernel/db/orm.ts'

/** The query texts an ORM's pool sends, as they meet the wire; `clear()` starts counting again. */
export interface SentQueries {
  readonly texts: string[]
  clear(): void
}

/**
 * Calls `onQuery` for every query a pg client of the ORM's pool sends from now on (clients handed
 * out before are watched the next time they are acquired): `send()` sends it, and what `onQuery`
 * answers is the query's answer. For tests and benchmarks that look at the wire.
 *
 * @example
 * await watchPoolQueries(orm, (client, text, send) => { log.push(text); return send() })
 */
export async function watchPoolQueries(
  orm: Orm,
  onQuery: (client: pg.PoolClient, text: string, send: () => unknown) => unknown,
): Promise<void> {
  const pool = (await orm.driver.getConnection().getNativeClient()) as pg.Pool
  const watched = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => {
    if (watched.has(client)) return
    watched.add(client)
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    ;(client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0]
      const text = typeof first === 'string' ? first : String((first as { text?: string }).text)
      return onQuery(client, text, () => query(...args))
    }
  })
}

/**
 * The query texts the ORM's pool sends (watchPoolQueries), so a test can say how many round trips
 * some work took.
 *
 * @example
 * const sent = await watchSentQueries(testApp.app.kernel.orm)
 * sent.clear(); await em.execute('select 1'); expect(sent.texts).toHaveLength(3)
 */
export async function watchSentQueries(orm: Orm): Promise<SentQueries> {
  const texts: string[] = []
  await watchPoolQueries(orm, (_client, text, send) => {
    texts.push(text)
    return send()
  })
  return {
    texts,
    clear() {
      texts.length = 0
    },
  }
}
