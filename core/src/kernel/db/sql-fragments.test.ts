import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operatorEm, startTestApp, type TestApp } from '../../testing/index.ts'
import { sqlIdArray, sqlTextArray, withCte } from './sql-fragments.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await startTestApp()
})

afterAll(async () => {
  await testApp?.close()
})

/** What the database reads back from one array parameter. */
async function roundTrip(literal: string, type: 'bigint[]' | 'text[]'): Promise<unknown[]> {
  const [row] = await operatorEm(testApp).execute<{ values: unknown[] }[]>(`select ?::${type} as values`, [
    literal,
  ])
  return row!.values
}

describe('array parameters', () => {
  it('reads ids back as they were given, empty lists included', async () => {
    expect((await roundTrip(sqlIdArray([3, 1, 9_007_199_254_740_991]), 'bigint[]')).map(String)).toEqual([
      '3',
      '1',
      '9007199254740991',
    ])
    expect(await roundTrip(sqlIdArray([]), 'bigint[]')).toEqual([])
  })

  it('refuses what is not an id instead of writing it into the literal', () => {
    expect(() => sqlIdArray([1, 2.5])).toThrow(TypeError)
    expect(() => sqlIdArray([Number.NaN])).toThrow(TypeError)
    expect(() => sqlIdArray(['1}' as unknown as number])).toThrow(TypeError)
  })

  it('reads texts back exactly, whatever quotes, braces, commas or backslashes they hold', async () => {
    const texts = ['event-1', 'a,b', '{x}', 'say "hi"', 'back\\slash', 'NULL', '', ' spaced ']
    expect(await roundTrip(sqlTextArray(texts), 'text[]')).toEqual(texts)
  })

  it('finds rows by an exactly sized array, as the inbound statements use it', async () => {
    const rows = await operatorEm(testApp).execute<{ id: number }[]>(
      'select id from companies where id = any(?::bigint[]) order by id',
      [sqlIdArray([1, 999_999])],
    )
    expect(rows.map((row) => Number(row.id))).toEqual([1])
  })
})

describe('withCte', () => {
  it('joins a write to another statement, as a new with or one more entry of its own', async () => {
    const em = operatorEm(testApp)
    await em.execute('create temporary table if not exists cte_marks (id int)')
    const alone = withCte('marked', 'insert into cte_marks values (?)', 'select ?::int as answer')
    expect(alone).toBe('with marked as (insert into cte_marks values (?)) select ?::int as answer')
    const joined = withCte(
      'marked',
      'insert into cte_marks values (?)',
      'WITH x as (select ?::int as v) select v from x',
    )
    expect(joined).toBe(
      'with marked as (insert into cte_marks values (?)), x as (select ?::int as v) select v from x',
    )
    await em.transactional(async (tx) => {
      expect(await tx.execute(alone, [1, 41])).toEqual([{ answer: 41 }])
      expect(await tx.execute(joined, [2, 42])).toEqual([{ v: 42 }])
      // The writes ran though nothing selected from them.
      expect(await tx.execute('select id from cte_marks order by id')).toEqual([{ id: 1 }, { id: 2 }])
    })
    expect(() => withCte('marked', 'select 1', 'with recursive r as (select 1) select * from r')).toThrow()
  })
})
