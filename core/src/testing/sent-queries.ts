import type pg from 'pg'
import type { Orm } from '../kernel/db/orm.ts'

/** The query texts an ORM's pool sends, as they meet the wire; `clear()` starts counting again. */
export interface SentQueries {
  readonly texts: string[]
  clear(): void
}

/**
 * Watches every pg client the ORM's pool hands out from now on (and those it handed out before,
 * the next time they are acquired), so a test can say how many round trips some work took.
 *
 * @example
 * const sent = await watchSentQueries(testApp.app.kernel.orm)
 * sent.clear(); await em.execute('select 1'); expect(sent.texts).toHaveLength(3)
 */
export async function watchSentQueries(orm: Orm): Promise<SentQueries> {
  const texts: string[] = []
  const pool = (await orm.driver.getConnection().getNativeClient()) as pg.Pool
  const watched = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => {
    if (watched.has(client)) return
    watched.add(client)
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    ;(client as { query: unknown }).query = (...args: unknown[]) => {
      const text = args[0]
      texts.push(typeof text === 'string' ? text : String((text as { text?: string }).text))
      return query(...args)
    }
  })
  return {
    texts,
    clear() {
      texts.length = 0
    },
  }
}
