import { type Orm, platformEm } from './orm.ts'

/**
 * Whether the database runs every connection in one session: PGlite, embedded (DATABASE_URL
 * unset) or served on a socket (the embedded test databases). There, session state such as
 * advisory locks is shared by all connections, and a transaction left open stalls the others.
 */
export async function isSingleSessionDatabase(orm: Orm): Promise<boolean> {
  const [row] = await platformEm(orm, 'first-start').execute<{ version: string }[]>(
    'select version() as version',
  )
  return /\bPGlite\b/.test(row?.version ?? '')
}
