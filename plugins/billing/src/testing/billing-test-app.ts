import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestUser,
} from '@atendo/core/testing'
import type { AtendoPlugin, Clock } from '@atendo/plugin-api'
import billing from '../index.ts'

/** The billing plugin and a provider plugin on a test app, with the super admin logged in. */
export interface BillingTestApp {
  testApp: TestApp
  superAdmin: ApiClient
  /** Sets global settings as the super admin does (PUT /settings/{key}). */
  setGlobal(values: Record<string, string>): Promise<void>
  /** A new company (due as told) with a logged-in admin. */
  company(options?: { dueDate?: string; recurrence?: string; planId?: number; name?: string }): Promise<{
    id: number
    admin: ApiClient
    user: TestUser
  }>
  /** Posts a notification to the provider's endpoint. */
  notify(provider: string, body: string, headers?: Record<string, string>, query?: string): Promise<Response>
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

export async function startBillingTestApp(options: {
  providers: AtendoPlugin[]
  pluginConfig?: Record<string, unknown>
  clock?: Clock
  env?: Record<string, string>
  /** Another app's database: a second instance of the same deployment. */
  database?: TestApp['database']
}): Promise<BillingTestApp> {
  const testApp = await startTestApp({
    plugins: [billing, ...options.providers],
    pluginConfig: options.pluginConfig,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.env ? { env: options.env } : {}),
    // BILLING_TEST_LOG=1 shows the app's log while a test is being written.
    ...(process.env.BILLING_TEST_LOG
      ? { env: { ...options.env, LOG_LEVEL: 'info' }, logDestination: process.stderr }
      : {}),
    ...(options.database ? { database: options.database } : {}),
  })
  const superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const rows = <T>(sql: string, params: unknown[] = []) => operatorEm(testApp).execute<T[]>(sql, params)
  return {
    testApp,
    superAdmin,
    rows,
    async setGlobal(values) {
      for (const [key, value] of Object.entries(values)) {
        const answer = await superAdmin.put(`/api/settings/${key}`, { value })
        if (answer.status !== 200)
          throw new Error(`PUT /settings/${key}: ${answer.status} ${JSON.stringify(answer.body)}`)
      }
    },
    async company(company = {}) {
      const id = await createCompany(testApp, {
        ...(company.name ? { name: company.name } : {}),
        ...(company.planId ? { planId: company.planId } : {}),
        ...(company.dueDate ? { dueDate: company.dueDate } : {}),
      })
      await rows('update companies set recurrence = ?, email = ? where id = ?', [
        company.recurrence ?? 'MENSAL',
        `financeiro${id}@empresa.test`,
        id,
      ])
      const user = await createUser(testApp, { companyId: id, profile: 'admin' })
      return { id, user, admin: await new ApiClient(testApp.url).login(user) }
    },
    notify(provider, body, headers = {}, query = '') {
      return fetch(new URL(`/api/billing/notifications/${provider}${query}`, testApp.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })
    },
    close: () => testApp.close(),
  }
}
