import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A transcription request as OpenAI would receive it. */
export interface OpenAiCall {
  method: string
  path: string
  authorization: string | undefined
  model: string | undefined
  language: string | undefined
  responseFormat: string | undefined
  file: { name: string; type: string; bytes: Buffer } | undefined
}

/** What the fake answers: a status and JSON body (or raw text), after an optional delay; or it hangs up. */
export type OpenAiAnswer = { status: number; body: unknown; delayMs?: number } | { hangUp: true }

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The multipart form as OpenAI reads it, parsed by the platform's own FormData. */
async function callOf(request: IncomingMessage): Promise<OpenAiCall> {
  const form = await new Request('http://fake.test/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: new Uint8Array(await bodyOf(request)),
  })
    .formData()
    .catch(() => new FormData())
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const file = form.get('file')
  return {
    method: request.method ?? '',
    path: request.url ?? '',
    authorization: request.headers.authorization,
    model: text('model'),
    language: text('language'),
    responseFormat: text('response_format'),
    file:
      file instanceof File
        ? { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) }
        : undefined,
  }
}

/**
 * OpenAI at the network edge, for tests: a local HTTP server that records each transcription
 * request (headers and multipart fields, file bytes included) and answers what the test chose,
 * by default the transcript `text` for a well-formed request.
 *
 * @example
 * const openAi = await startFakeOpenAi()
 * openAi.answerWith(() => ({ status: 401, body: { error: { message: 'Incorrect API key provided' } } }))
 * expect(openAi.calls[0]!.authorization).toBe('Bearer sk-test')
 */
export async function startFakeOpenAi(text = 'Olá, meu pedido ainda não chegou.') {
  const calls: OpenAiCall[] = []
  const byDefault = (): OpenAiAnswer => ({ status: 200, body: { text } })
  let answer: (call: OpenAiCall) => OpenAiAnswer = byDefault
  const server = createServer(async (request, response) => {
    const call = await callOf(request)
    calls.push(call)
    const chosen = answer(call)
    if ('hangUp' in chosen) {
      request.socket.destroy()
      return
    }
    const { status, body, delayMs } = chosen
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (response.destroyed) return
    const raw = typeof body === 'string' ? body : JSON.stringify(body)
    response.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    })
    response.end(raw)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** The base URL to configure the plugin with (`baseUrl`). */
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    /** Answers every following request with this; `reset()` goes back to the transcript. */
    answerWith(next: (call: OpenAiCall) => OpenAiAnswer) {
      answer = next
    },
    reset() {
      answer = byDefault
      calls.length = 0
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>
