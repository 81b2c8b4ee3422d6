import { startTestApp, type TestAppOptions } from './test-app.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * Boots an app that should refuse to start and returns what it threw (undefined when it started,
 * and was stopped). Its database is created and dropped here, so nothing is left behind either way.
 *
 * @example
 * const error = await bootFailure({ plugins: [plugin], pluginConfig: { 'my-plugin': { pageSize: 0 } } })
 * expect((error as Error).message).toContain('plugin "my-plugin"')
 */
export async function bootFailure(options: Omit<TestAppOptions, 'database'>): Promise<unknown> {
  const database = await createTestDatabase()
  try {
    const testApp = await startTestApp({ ...options, database })
    await testApp.app.stop()
    return undefined
  } catch (error) {
    return error
  } finally {
    await database.drop()
  }
}
