import { createHash } from 'node:crypto'
import type { Em } from '@atendo/plugin-api'
import { CompiledQuery } from 'kysely'
import { compiledQueryRunner, type TransactionContext } from './one-trip-begin.ts'

/** A statement as PostgreSQL prepares it: its name on the connection and its `$n` text. */
interface NamedStatement {
  name: string
  text: string
}

/**
 * Most distinct statements a process names. The hot paths' texts are few (a statement whose
 * text varies does so with a count, such as the identities a channel reported); past this, a
 * text goes MikroORM's way, so no connection ever holds an unbounded set of prepared statements.
 */
const mostNamed = 500

const named = new Map<string, NamedStatement>()

/** Per ORM connection: whether its server keeps a session per connection (not PGlite's shared one). */
const sessionPerConnection = new WeakMap<object, Promise<boolean>>()

/**
 * `sql` with MikroORM's `?` placeholders numbered as PostgreSQL's `$1`, `$2`…, those inside
 * quoted literals and identifiers left alone. Undefined for a text it cannot number safely
 * (`??`, MikroORM's identifier placeholder, or a `?` operator of jsonb).
 */
export function numberedPlaceholders(sql: string): string | undefined {
  let text = ''
  let count = 0
  let quote: string | undefined
  for (let index = 0; index < sql.length; index += 1) {
    const char = sql[index]!
    if (quote) {
      text += char
      if (char === quote) quote = undefined
      continue
    }
    if (char === "'" || char === '"') {
      quote = char
      text += char
      continue
    }
    if (char !== '?') {
      text += char
      continue
    }
    const next = sql[index + 1]
    if (next === '?' || next === '|' || next === '&') return undefined
    count += 1
    text += `$${count}`
  }
  return text
}

function namedStatementOf(sql: string): NamedStatement | undefined {
  const known = named.get(sql)
  if (known) return known
  if (named.size >= mostNamed) return undefined
  const text = numberedPlaceholders(sql)
  if (text === undefined) return undefined
  const statement = { name: `atendo_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text }
  named.set(sql, statement)
  return statement
}

/**
 * A parameter as MikroORM would inline it, for the pg driver to send as text: a moment in UTC
 * (pg's own conversion writes the process's local time).
 */
const wireValue = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value)

function serverKeepsSessions(em: Em, connection: object): Promise<boolean> {
  let known = sessionPerConnection.get(connection)
  if (!known) {
    // PGlite serves every connection from one session: a name prepared by one would collide
    // with the same name prepared by another.
    known = em
      .execute<{ pglite: boolean }[]>(`select version() like '%PGlite%' as pglite`)
      .then(([row]) => !row?.pglite)
    sessionPerConnection.set(connection, known)
  }
  return known
}

/**
 * `em.execute(sql, params)` for a statement of a hot path, run inside a transaction as a named
 * prepared statement of its connection: PostgreSQL parses and plans it once per connection
 * (after five runs a generic plan, when it costs no more than the custom ones), where MikroORM
 * sends every statement as a new text with its values inlined, parsed and planned on every run.
 * Measured on the inbound pipeline's statements (docs/benchmarks.md): the contact's lookup 0.99 →
 * 0.20 ms, the working ticket 0.70 → 0.16 ms, the live event's rows 1.83 → 1.36 ms a run.
 *
 * Row-level security is unchanged: the policies read the transaction's settings when the plan
 * runs, and PostgreSQL plans again for another role. Outside a transaction, on PGlite, or for a
 * text it cannot number, it is `em.execute`. It is logged and its errors converted as MikroORM's.
 *
 * @example
 * const [row] = await executePrepared<{ id: number }>(tx, 'select id from tickets where id = ?', [id])
 */
export async function executePrepared<Row>(em: Em, sql: string, params: unknown[] = []): Promise<Row[]> {
  // MikroORM's transaction context is the Kysely transaction its statements run on.
  const context = em.getTransactionContext() as unknown as TransactionContext | undefined
  const statement = context ? namedStatementOf(sql) : undefined
  const runner = compiledQueryRunner(em)
  if (!context || !statement || !runner || !(await serverKeepsSessions(em, runner))) {
    return em.execute<Row[]>(sql, params)
  }
  const query = {
    ...CompiledQuery.raw(statement.text, params.map(wireValue)),
    // pg takes a query config object where Kysely passes the text: a name makes it a prepared statement.
    sql: statement as unknown as string,
  } as CompiledQuery
  return runner.executeCompiledIn<Row>(context, query, sql, params)
}
