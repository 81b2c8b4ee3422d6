import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a fake received. */
export interface FakeRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

export type FakeHandler = (
  request: FakeRequest,
) =>
  | { status?: number; json?: unknown; text?: string; bytes?: Buffer }
  | Promise<{ status?: number; json?: unknown; text?: string; bytes?: Buffer }>

/**
 * A local HTTP server standing in for an external service (Google, Typebot, n8n) at the network
 * edge: it records every request and answers what the test's handler says.
 */
export async function fakeServer(handler: FakeHandler) {
  const requests: FakeRequest[] = []
  let current = handler
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      try {
        const answer = await current(request)
        outgoing.statusCode = answer.status ?? 200
        if (answer.json !== undefined) {
          outgoing.setHeader('content-type', 'application/json')
          outgoing.end(JSON.stringify(answer.json))
        } else if (answer.bytes) outgoing.end(answer.bytes)
        else outgoing.end(answer.text ?? '')
      } catch (error) {
        outgoing.statusCode = 500
        outgoing.end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers differently from now on. */
    answer(next: FakeHandler) {
      current = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
