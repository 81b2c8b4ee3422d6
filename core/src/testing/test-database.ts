import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server tests create their databases on (the machine's real PostgreSQL). */
export const TEST_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'

/** A fresh, empty database on the test server, dropped by `drop()`. */
export interface TestDatabase {
  url: string
  name: string
  drop(): Promise<void>
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function createTestDatabase(prefix = 'atendo_test'): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer((client) => client.query(`create database "${name}"`))
  return {
    url: withDatabase(TEST_SERVER_URL, name),
    name,
    drop: () =>
      onServer((client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  }
}
