import { ApiClient, operatorEm, startTestApp, TEST_ADMIN, type TestApp } from '@atendo/core/testing'
import type { Clock } from '@atendo/plugin-api'
import plugin from '../index.ts'
import { signBody } from '../webhook/signature.ts'
import { type FakeGraph, startFakeGraph } from './fake-graph.ts'

export const appSecret = 'test-app-secret-0123456789'
export const verifyToken = 'verify-me-please'

/** The plugin on a test app, talking to a fake Graph API. */
export interface MetaTestApp {
  testApp: TestApp
  graph: FakeGraph
  admin: ApiClient
  /** Posts a webhook body signed with the app secret (or as given). */
  deliver(body: unknown, options?: { signature?: string | null; raw?: string }): Promise<Response>
  /** Rows of a core table, across companies, for assertions. */
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

export async function startMetaTestApp(
  config: Record<string, unknown> = {},
  options: { clock?: Clock } = {},
): Promise<MetaTestApp> {
  const graph = await startFakeGraph()
  const testApp = await startTestApp({
    plugins: [plugin],
    ...(options.clock ? { clock: options.clock } : {}),
    ...(process.env.META_TEST_LOG ? { env: { LOG_LEVEL: 'warn' }, logDestination: process.stderr } : {}),
    pluginConfig: {
      'channel-meta': {
        appId: '1234567890',
        appSecret,
        verifyToken,
        graphApiBaseUrl: graph.url,
        sdkUrl: `${graph.url}/sdk.js`,
        ...config,
      },
    },
  })
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  return {
    testApp,
    graph,
    admin,
    async deliver(body, options = {}) {
      const raw = options.raw ?? JSON.stringify(body)
      const signature = options.signature === undefined ? signBody(appSecret, raw) : options.signature
      return fetch(new URL('/api/webhooks/meta', testApp.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
        },
        body: raw,
      })
    },
    rows: (sql, params = []) => operatorEm(testApp).execute(sql, params),
    async close() {
      await testApp.close()
      await graph.close()
    },
  }
}
