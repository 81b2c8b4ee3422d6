import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts'
import { upkeepEmbeddedDatabase, upkeepOf } from './embedded-upkeep.ts'

describe('what the embedded upkeep does to a table (autovacuum thresholds)', () => {
  const table = { name: 'tickets', liveRows: 1000, deadRows: 0, changedSinceAnalyze: 0 }

  it('vacuums past 50 dead rows and a fifth of the live ones', () => {
    expect(upkeepOf({ ...table, deadRows: 250 })).toBeUndefined()
    expect(upkeepOf({ ...table, deadRows: 251 })).toBe('vacuum')
  })

  it('analyzes past 50 changed rows and a tenth of the live ones, and leaves a quiet table alone', () => {
    expect(upkeepOf({ ...table, changedSinceAnalyze: 150 })).toBeUndefined()
    expect(upkeepOf({ ...table, changedSinceAnalyze: 151 })).toBe('analyze')
    expect(upkeepOf({ ...table, liveRows: 0, changedSinceAnalyze: 51 })).toBe('analyze')
    expect(upkeepOf(table)).toBeUndefined()
  })
})

describe('the embedded database upkeep', () => {
  let dataDir: string
  let embedded: EmbeddedPostgres
  let sql: pg.Client

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atendo-upkeep-'))
    embedded = await startEmbeddedPostgres(dataDir, 4)
    sql = new pg.Client({ connectionString: embedded.url })
    await sql.connect()
  })

  afterAll(async () => {
    await sql?.end()
    await embedded?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const statsOf = async (name: string) => {
    const { rows } = await sql.query<{ reltuples: number; analyzed: boolean; vacuumed: boolean }>(
      `select c.reltuples, s.last_analyze is not null as analyzed, s.last_vacuum is not null as vacuumed
         from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`,
      [name],
    )
    return rows[0]
  }

  it('gives a filled table its statistics, vacuums one with many deleted rows, and then rests', async () => {
    await sql.query('create table filled (id serial primary key, body text)')
    await sql.query('create table churned (id serial primary key, body text)')
    await sql.query('create table quiet (id serial primary key, body text)')
    await sql.query(`insert into filled (body) select 'row ' || g from generate_series(1, 1000) g`)
    await sql.query(`insert into churned (body) select 'row ' || g from generate_series(1, 1000) g`)
    await sql.query('delete from churned where id > 100')
    await sql.query(`insert into quiet (body) values ('one')`)
    // Never analyzed: the planner has no idea of its size.
    expect((await statsOf('filled'))?.reltuples).toBe(-1)

    const done = await upkeepEmbeddedDatabase(embedded.url)

    expect(done).toEqual({ vacuumed: ['churned'], analyzed: ['filled'] })
    expect(await statsOf('filled')).toEqual({ reltuples: 1000, analyzed: true, vacuumed: false })
    expect(await statsOf('churned')).toEqual({ reltuples: 100, analyzed: true, vacuumed: true })
    expect(await statsOf('quiet')).toEqual({ reltuples: -1, analyzed: false, vacuumed: false })
    // Nothing changed since: nothing to do.
    expect(await upkeepEmbeddedDatabase(embedded.url)).toEqual({ vacuumed: [], analyzed: [] })
  })
})
