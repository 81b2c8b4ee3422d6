import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { guardPgliteBatches } from './pglite-batch-guard.ts'

/** A PGlite database served over the PostgreSQL wire protocol on a loopback port. */
export interface EmbeddedPostgres {
  url: string
  maxConnections: number
  stop(): Promise<void>
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts PGlite with its files under `dataDir/pglite` and serves it through pglite-socket, so the
 * regular `pg` driver (and so MikroORM's PostgreSQL driver) talks to it exactly as to a server.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections = 8): Promise<EmbeddedPostgres> {
  const directory = join(dataDir, 'pglite')
  await mkdir(directory, { recursive: true })
  // pg_trgm backs the substring searches (contact names and numbers), as on a PostgreSQL server.
  const db = await PGlite.create({ dataDir: directory, extensions: { pg_trgm } })
  const port = await freeLoopbackPort()
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections })
  guardPgliteBatches(server, db)
  await server.start()
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    maxConnections,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
