import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../testing/index.ts'
import { fittingKey, fittingKeySql } from './event-key.ts'

let database: TestDatabase
let sql: pg.Client

beforeAll(async () => {
  database = await createTestDatabase()
  sql = new pg.Client({ connectionString: database.url })
  await sql.connect()
})

afterAll(async () => {
  await sql?.end()
  await database?.drop()
})

describe('fittingKeySql', () => {
  it('reads a channel id as fittingKey stores it, short or long', async () => {
    for (const id of ['3EB0C767D26A1D6E', 'á'.repeat(200), `wamid.${'x'.repeat(300)}`, 'ç'.repeat(201)]) {
      const { rows } = await sql.query(`select ${fittingKeySql('$1::text')} as key`, [id])
      expect(rows[0].key).toBe(fittingKey(id))
    }
  })
})
