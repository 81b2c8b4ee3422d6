import { vi } from 'vitest'

/** A request the app sent, as a test reads it. */
export interface SentRequest {
  method: string
  /** The path with its query string, e.g. `/api/messages/9` or `/api/tickets?pageNumber=1`. */
  path: string
  /** The JSON body parsed, a multipart body as its FormData, or undefined. */
  body: unknown
}

/** What a fake route answers: JSON (status 200), or a whole Response (an error, a 201...). */
type FakeAnswer = unknown

/**
 * Puts a fake server behind `fetch` for component tests: the app's calls go through the real SDK
 * client (paths, bodies, error answers), and `answer` decides what the server says to each. Undone
 * by `vi.unstubAllGlobals()` (or `restore()`).
 *
 * @example
 * const api = fakeApi((request) => (request.path === '/api/helps/list' ? [help] : []))
 * expect(api.sent('POST')).toEqual([{ method: 'POST', path: '/api/messages/9', body: { body: 'Olá' } }])
 */
export function fakeApi(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: SentRequest[] = []
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url)
    const type = request.headers.get('content-type') ?? ''
    const text = type.startsWith('multipart/') ? undefined : await request.text()
    const body = type.startsWith('multipart/')
      ? await request.formData()
      : text
        ? JSON.parse(text)
        : undefined
    const sent = { method: request.method, path: url.pathname + url.search, body }
    requests.push(sent)
    const answered = await answer(sent)
    return answered instanceof Response ? answered : Response.json(answered ?? {})
  })
  vi.stubGlobal('fetch', fetch)
  return {
    requests,
    /** The requests sent with this method. */
    sent: (method: string) => requests.filter((request) => request.method === method),
    restore: () => vi.unstubAllGlobals(),
  }
}

/** An error answer in the API's envelope. */
export function apiError(status: number, error: string, message = error): Response {
  return Response.json({ error, message, statusCode: status }, { status })
}

/** A fetch that fails as a browser's does without a network. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch')
}
