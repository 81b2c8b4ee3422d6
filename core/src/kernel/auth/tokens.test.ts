import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAccessTokens } from './tokens.ts'

const secret = 'a-test-secret-of-more-than-thirty-two-characters'
const claims = { userId: 7, companyId: 3, sessionId: 'session-1' }

afterEach(() => {
  vi.useRealTimers()
})

/** The moved clock: Date only, so the HMAC's own promises still settle. */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

describe('access tokens', () => {
  it('verify what they signed, again and again, with the same claims', async () => {
    const tokens = createAccessTokens(secret, 900)
    const token = await tokens.sign(claims)
    expect(await tokens.verify(token)).toEqual(claims)
    expect(await tokens.verify(token)).toEqual(claims)
  })

  it('refuse a token signed with another key, or changed, even after a good one was verified', async () => {
    const tokens = createAccessTokens(secret, 900)
    const good = await tokens.sign(claims)
    await tokens.verify(good)
    const foreign = await createAccessTokens(`${secret}-other`, 900).sign(claims)
    await expect(tokens.verify(foreign)).rejects.toMatchObject({ code: 'ERR_INVALID_TOKEN' })
    const [header, , signature] = good.split('.')
    const otherPayload = Buffer.from(
      JSON.stringify({ sub: '1', cid: 1, sid: 'x', exp: 4_000_000_000 }),
    ).toString('base64url')
    await expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).rejects.toMatchObject({
      code: 'ERR_INVALID_TOKEN',
    })
  })

  it('end at their expiry, also when they were verified before', async () => {
    clockAt('2026-11-28T12:00:00Z')
    const tokens = createAccessTokens(secret, 900)
    const token = await tokens.sign(claims)
    expect(await tokens.verify(token)).toEqual(claims)
    vi.setSystemTime(new Date('2026-11-28T12:14:59Z'))
    expect(await tokens.verify(token)).toEqual(claims)
    vi.setSystemTime(new Date('2026-11-28T12:15:00Z'))
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'ERR_SESSION_EXPIRED' })
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'ERR_SESSION_EXPIRED' })
  })
})
