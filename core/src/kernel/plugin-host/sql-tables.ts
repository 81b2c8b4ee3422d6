import { parse } from 'libpg-query'

/** The tables one SQL text names, and what in it a plugin may never run. */
export interface SqlReading {
  /** Every table (or view) the statements read or write, CTE names left out. */
  tables: Set<string>
  /** Why the text cannot be run by a plugin at all (not plain DML, a forbidden function...); undefined when it can. */
  refusal?: string
}

/** Statements a plugin may run at run time; anything else (DDL, SET, COPY...) belongs to migrations. */
const dataStatements = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt'])

/**
 * Functions that would let a statement step outside the plugin's tables or its company: changing
 * the session's settings (the company the row-level security reads), files of the server, other
 * databases. Compared without schema and case.
 */
const forbiddenFunctions = new Set([
  'set_config',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'lo_import',
  'lo_export',
  'dblink',
  'dblink_exec',
  'query_to_xml',
  'query_to_json',
  'table_to_xml',
  'cursor_to_xml',
])

const readings = new Map<string, Promise<SqlReading>>()
/** Plugins run the same few statements over and over: parse each text once, keep a bounded number. */
const maxCachedReadings = 2000

/**
 * MikroORM's `?` placeholders (knex style) become `$1` for the parser; `\?` is the escaped operator.
 * Outside quotes only, so a literal '?' stays what it is.
 */
function withNumberedPlaceholders(sql: string): string {
  let out = ''
  let quote: string | undefined
  for (let index = 0; index < sql.length; index++) {
    const char = sql[index]!
    if (quote) {
      out += char
      if (char === quote) quote = undefined
    } else if (char === "'" || char === '"') {
      quote = char
      out += char
    } else if (char === '\\' && sql[index + 1] === '?') {
      out += '?'
      index++
    } else if (char === '?') {
      out += '$1'
    } else {
      out += char
    }
  }
  return out
}

function funcName(call: { funcname?: { String?: { sval?: string } }[] }): string {
  const parts = call.funcname ?? []
  return (parts[parts.length - 1]?.String?.sval ?? '').toLowerCase()
}

/** Walks the parse tree: range variables (`relname`), CTE names, function calls. */
function collect(node: unknown, into: { tables: Set<string>; ctes: Set<string>; refusal?: string }) {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, into)
    return
  }
  if (!node || typeof node !== 'object') return
  const record = node as Record<string, unknown>
  if (typeof record.relname === 'string') {
    const schema = typeof record.schemaname === 'string' ? record.schemaname : undefined
    if (schema && schema !== 'public')
      into.refusal ??= `names the table "${schema}.${record.relname}" of another schema`
    into.tables.add(record.relname)
  }
  if (typeof record.ctename === 'string') into.ctes.add(record.ctename)
  const call = record.FuncCall as { funcname?: { String?: { sval?: string } }[] } | undefined
  if (call && forbiddenFunctions.has(funcName(call))) into.refusal ??= `calls ${funcName(call)}()`
  for (const value of Object.values(record)) collect(value, into)
}

async function read(sql: string): Promise<SqlReading> {
  let tree: Awaited<ReturnType<typeof parse>>
  try {
    tree = await parse(withNumberedPlaceholders(sql))
  } catch (error) {
    return { tables: new Set(), refusal: `cannot be read as SQL (${(error as Error).message})` }
  }
  const found = {
    tables: new Set<string>(),
    ctes: new Set<string>(),
    refusal: undefined as string | undefined,
  }
  for (const { stmt } of tree.stmts ?? []) {
    const kind = Object.keys(stmt ?? {})[0] ?? 'empty statement'
    if (!dataStatements.has(kind))
      found.refusal ??= `is a ${kind}, and plugins run only select, insert, update and delete (schema changes go in migrations)`
    collect(stmt, found)
  }
  for (const cte of found.ctes) found.tables.delete(cte)
  return { tables: found.tables, refusal: found.refusal }
}

/**
 * Reads which tables a SQL text names, with PostgreSQL's own parser (libpg-query), so quoting,
 * sub-selects, joins and CTEs are understood as the server understands them.
 *
 * @example
 * const { tables } = await tablesInSql('select id from helps h join tickets t on t.id = h.ticket_id')
 * // tables: Set { 'helps', 'tickets' }
 */
export function tablesInSql(sql: string): Promise<SqlReading> {
  let reading = readings.get(sql)
  if (!reading) {
    if (readings.size >= maxCachedReadings) readings.clear()
    reading = read(sql)
    readings.set(sql, reading)
  }
  return reading
}

/**
 * The tables the statements of a migration create (`create table`, `create table ... as`).
 *
 * @example
 * await tablesCreatedBy('create table "helps" ("id" serial primary key)') // Set { 'helps' }
 */
export async function tablesCreatedBy(sql: string): Promise<Set<string>> {
  const created = new Set<string>()
  let tree: Awaited<ReturnType<typeof parse>>
  try {
    tree = await parse(sql)
  } catch {
    return created
  }
  for (const { stmt } of tree.stmts ?? []) {
    const relation = (stmt as { CreateStmt?: { relation?: { relname?: string } } })?.CreateStmt?.relation
    if (relation?.relname) created.add(relation.relname)
    const into = (stmt as { CreateTableAsStmt?: { into?: { rel?: { relname?: string } } } })
      ?.CreateTableAsStmt?.into?.rel
    if (into?.relname) created.add(into.relname)
  }
  return created
}
