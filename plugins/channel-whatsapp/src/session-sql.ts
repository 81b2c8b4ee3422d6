import type { Em } from '@atendo/plugin-api'

/**
 * The SQL the session stores need: rows from a statement, and a transaction. Stores write raw SQL
 * (upserts, atomic lease updates) and scope every statement by `company_id` themselves.
 */
export interface SessionSql {
  rows<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  transaction<Result>(work: (sql: SessionSql) => Promise<Result>): Promise<Result>
}

/**
 * SessionSql over MikroORM. `em` gives a fresh EntityManager per call: the plugin's `db.platform`
 * (sessions are background work that scopes itself by company).
 *
 * @example
 * const sql = sqlOverOrm(() => db.platform())
 */
export function sqlOverOrm(em: () => Em): SessionSql {
  return {
    // Through the EntityManager, not its bare connection: its session context (row-level security) applies.
    rows: (sql, params = []) => em().execute(sql, params, 'all'),
    transaction: (work) => em().transactional((tx) => work(sqlInTransaction(tx))),
  }
}

function sqlInTransaction(tx: Em): SessionSql {
  return {
    rows: (sql, params = []) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext()),
    // Already inside one: nested work joins it.
    transaction: (work) => work(sqlInTransaction(tx)),
  }
}
