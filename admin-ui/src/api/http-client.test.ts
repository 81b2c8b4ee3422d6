import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { createHttpClient, createRefresher, type HttpAnswer } from './http-client.ts'
import { createTokenStore } from './token-store.ts'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

const answer = (json: unknown): HttpAnswer => ({
  status: 200,
  headers: new Headers(),
  body: JSON.stringify(json),
  json,
})

type Call = { url: string; authorization: string | null; method?: string }

/** A fake fetchJson that records calls and answers from a script. */
function scriptedFetch(script: (call: Call, index: number) => HttpAnswer | HttpError) {
  const calls: Call[] = []
  const fetchJson = async (url: string, options: { headers?: HeadersInit; method?: string } = {}) => {
    const call = {
      url,
      authorization: new Headers(options.headers).get('Authorization'),
      method: options.method,
    }
    calls.push(call)
    const result = script(call, calls.length - 1)
    if (result instanceof HttpError) throw result
    return result
  }
  return { calls, fetchJson }
}

describe('http client', () => {
  it('sends the bearer token', async () => {
    const tokens = createTokenStore(memoryStorage())
    tokens.set('token-1')
    const { calls, fetchJson } = scriptedFetch(() => answer({ ok: true }))
    const http = createHttpClient(tokens, async () => false, fetchJson)
    const { json } = await http('/api/plans')
    expect(json).toEqual({ ok: true })
    expect(calls).toEqual([{ url: '/api/plans', authorization: 'Bearer token-1', method: undefined }])
  })

  it('refreshes once on an expired token and retries with the new one', async () => {
    const tokens = createTokenStore(memoryStorage())
    tokens.set('old')
    const { calls, fetchJson } = scriptedFetch((call) => {
      if (call.url === '/api/auth/refresh_token') return answer({ token: 'new' })
      if (call.authorization === 'Bearer old')
        return new HttpError('expired', 403, { error: 'ERR_SESSION_EXPIRED' })
      return answer({ ok: true })
    })
    const http = createHttpClient(tokens, createRefresher('/api', tokens, fetchJson), fetchJson)
    expect((await http('/api/companies')).json).toEqual({ ok: true })
    expect(calls.map((call) => `${call.url} ${call.authorization}`)).toEqual([
      '/api/companies Bearer old',
      // The refresh rides on the httpOnly cookie alone.
      '/api/auth/refresh_token null',
      '/api/companies Bearer new',
    ])
    expect(tokens.get()).toBe('new')
  })

  it('does not refresh on a refusal a token cannot cure', async () => {
    const tokens = createTokenStore(memoryStorage())
    tokens.set('token')
    const { calls, fetchJson } = scriptedFetch(
      () => new HttpError('Sem permissão para acessar!', 403, { error: 'ERR_SUPER_ONLY' }),
    )
    const http = createHttpClient(tokens, async () => true, fetchJson)
    await expect(http('/api/companies')).rejects.toMatchObject({
      status: 403,
      message: 'Sem permissão para acessar!',
    })
    expect(calls).toHaveLength(1)
  })

  it('turns a failed refresh into a 401 and forgets the token', async () => {
    const tokens = createTokenStore(memoryStorage())
    tokens.set('old')
    const { fetchJson } = scriptedFetch((call) =>
      call.url.endsWith('refresh_token')
        ? new HttpError('No refresh token', 401, { error: 'ERR_SESSION_REVOKED' })
        : new HttpError('expired', 403, { error: 'ERR_INVALID_TOKEN' }),
    )
    const http = createHttpClient(tokens, createRefresher('/api', tokens, fetchJson), fetchJson)
    await expect(http('/api/plans')).rejects.toMatchObject({ status: 401 })
    expect(tokens.get()).toBeUndefined()
  })

  it('shares one refresh between concurrent requests', async () => {
    const tokens = createTokenStore(memoryStorage())
    let refreshes = 0
    const refresh = createRefresher('/api', tokens, async () => {
      refreshes += 1
      await new Promise((resolve) => setTimeout(resolve, 10))
      return answer({ token: `t${refreshes}` })
    })
    expect(await Promise.all([refresh(), refresh(), refresh()])).toEqual([true, true, true])
    expect(refreshes).toBe(1)
    expect(tokens.get()).toBe('t1')
  })
})
