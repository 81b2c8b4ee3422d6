import { afterAll, describe, expect, it, vi } from 'vitest'
import { ApiClient, createTestDatabase, startTestApp, type TestDatabase } from '../testing/index.ts'

const ADMIN_EMAIL = 'owner@first-start.test'
let database: TestDatabase | undefined

afterAll(async () => {
  await database?.drop()
})

/** Starts and stops an app with no ADMIN_PASSWORD, returning what it printed on stdout. */
async function startWithoutPassword(
  on: TestDatabase,
): Promise<{ printed: string; url: string; stop: () => Promise<void> }> {
  let printed = ''
  const write = process.stdout.write.bind(process.stdout)
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
    printed += String(chunk)
    return write(chunk, ...(rest as []))
  })
  try {
    const testApp = await startTestApp({ database: on, env: { ADMIN_EMAIL, ADMIN_PASSWORD: '' } })
    return { printed, url: testApp.url, stop: () => testApp.close() }
  } finally {
    spy.mockRestore()
  }
}

describe('first start without ADMIN_PASSWORD', () => {
  it('prints a generated password once, and that password logs the super admin in', async () => {
    database = await createTestDatabase()
    const first = await startWithoutPassword(database)
    const match = /super admin (\S+) with generated password (\S+)/.exec(first.printed)
    expect(match?.[1]).toBe(ADMIN_EMAIL)
    const password = match![2]!
    expect(password.length).toBeGreaterThanOrEqual(16)

    const admin = await new ApiClient(first.url).login({ email: ADMIN_EMAIL, password })
    const me = await admin.get('/api/auth/me')
    expect(me.body).toMatchObject({ email: ADMIN_EMAIL, super: true, companyId: 1 })
    await first.stop()

    // The next start finds the admin and prints nothing about a password.
    const second = await startWithoutPassword(database)
    expect(second.printed).not.toContain('password')
    expect(
      (await new ApiClient(second.url).post('/api/auth/login', { email: ADMIN_EMAIL, password })).status,
    ).toBe(200)
    await second.stop()
  })
})
