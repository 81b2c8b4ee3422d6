import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { coreMigrations } from '../modules/core-migrations.ts'
import { createTestDatabase, type TestDatabase, testsOnEmbeddedPostgres } from './test-database.ts'

async function onDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

async function appliedMigrations(url: string): Promise<string[]> {
  const result = await onDatabase(url, (client) =>
    client.query<{ name: string }>('select name from atendo_migrations order by name'),
  )
  return result.rows.map((row) => row.name)
}

describe.skipIf(testsOnEmbeddedPostgres)('migrated test databases', () => {
  const databases: TestDatabase[] = []
  afterAll(() => Promise.all(databases.map((database) => database.drop())))

  it('start with every core migration applied, each a database of its own', async () => {
    const [first, second] = await Promise.all([
      createTestDatabase('atendo_template_check', { migrated: true }),
      createTestDatabase('atendo_template_check', { migrated: true }),
    ])
    databases.push(first, second)
    expect(first.name).not.toBe(second.name)
    const expected = coreMigrations.map((migration) => migration.name.replace(/\.[jt]s$/, '')).sort()
    expect((await appliedMigrations(first.url)).map((name) => name.replace(/\.[jt]s$/, ''))).toEqual(expected)

    await onDatabase(first.url, (client) => client.query('create table only_in_the_first (id int)'))
    const { rows } = await onDatabase(second.url, (client) =>
      client.query(`select to_regclass('only_in_the_first') as found`),
    )
    expect(rows[0].found).toBeNull()
  })
})
