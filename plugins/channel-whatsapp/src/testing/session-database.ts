import { operatorEm, startTestApp, type TestApp } from '@atendo/core/testing'
import pg from 'pg'
import type { WhatsAppCoreData } from '../core-data.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'
import { capturedWhatsAppPlugin } from './captured-plugin.ts'

/** A booted kernel with this plugin, a pg client on its database, and the plugin's SQL access. */
export interface SessionDatabase {
  testApp: TestApp
  db: pg.Client
  sql: SessionSql
  /** Core's data services, as the plugin gets them. */
  core: WhatsAppCoreData
  /** Inserts a WhatsApp connection row (and its company when it does not exist yet). */
  createConnection(companyId?: number): Promise<SessionOwner>
  close(): Promise<void>
}

export async function startSessionDatabase(): Promise<SessionDatabase> {
  const captured = capturedWhatsAppPlugin()
  const testApp = await startTestApp({
    plugins: [captured.plugin],
    pluginConfig: { 'channel-whatsapp': { importedTicketsCheckMs: 200 } },
  })
  const db = new pg.Client({ connectionString: testApp.database.url })
  await db.connect()
  let connections = 0
  return {
    testApp,
    db,
    sql: captured.sql(),
    core: captured.core(),
    async createConnection(companyId = 1) {
      await db.query(
        `insert into companies (id, name, plan_id, created_at, updated_at)
         values ($1, $2, (select min(id) from plans), now(), now()) on conflict (id) do nothing`,
        [companyId, `Company ${companyId}`],
      )
      await db.query(`select setval('companies_id_seq', (select max(id) from companies))`)
      const { rows } = await db.query<{ id: number }>(
        `insert into connections (company_id, name, channel, provider, created_at, updated_at)
         values ($1, $2, 'whatsapp', 'baileys', now(), now()) returning id`,
        [companyId, `WhatsApp ${++connections}`],
      )
      return { companyId, connectionId: rows[0]!.id }
    },
    async close() {
      await db.end()
      await testApp.close()
    },
  }
}
