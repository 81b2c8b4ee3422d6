import { createOrm, type Orm } from '../kernel/db/orm.ts'
import { runMigrations } from '../kernel/db/run-migrations.ts'
import { coreEntities } from '../modules/core-entities.ts'
import { coreMigrations } from '../modules/core-migrations.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

/** A migrated database holding only core's tables, with an ORM on it and no app around it. */
export interface CoreOrm {
  orm: Orm
  database: TestDatabase
  /** Closes the ORM, then drops the database. */
  close(): Promise<void>
}

/**
 * A fresh database with every core migration applied and core's entities mapped, for tests of
 * kernel machinery (jobs, outbox) that need the tables but not an app. On the machine's PostgreSQL
 * it is cloned from the migrated template; on embedded PGlite (TEST_EMBEDDED=1) it is migrated here.
 *
 * @example
 * const core = await openCoreOrm('atendo_outbox')
 * try { await platformEm(core.orm, 'jobs').execute('select 1') } finally { await core.close() }
 */
export async function openCoreOrm(name: string): Promise<CoreOrm> {
  const database = await createTestDatabase(name, { migrated: true })
  try {
    // Applies nothing on a clone of the template; migrates an embedded database from empty.
    await runMigrations({ url: database.url, migrations: coreMigrations })
    const orm = await createOrm({
      url: database.url,
      poolSize: 4,
      entities: coreEntities,
      migrations: coreMigrations,
    })
    return {
      orm,
      database,
      async close() {
        await orm.close()
        await database.drop()
      },
    }
  } catch (error) {
    await database.drop()
    throw error
  }
}
