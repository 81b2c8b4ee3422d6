import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'

/** One request a fake provider received. */
export interface ReceivedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
  /** The common name of the client certificate presented (HTTPS fakes that ask for one). */
  clientCertificate?: string
}

/** What a fake answers: a status and a JSON body. */
export type FakeAnswer = { status: number; body: unknown }
export type FakeRoute = (request: ReceivedRequest) => FakeAnswer | Promise<FakeAnswer>

/** A payment provider's API, faked by a local HTTP server at the network edge. */
export interface FakeProvider {
  url: string
  received: ReceivedRequest[]
  /** Answers `METHOD /path` (the path without the query; `*` as the last segment matches any). */
  on(route: string, answer: FakeRoute): void
  close(): Promise<void>
}

function matches(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath = ''] = pattern.split(' ')
  if (patternMethod !== method) return false
  if (patternPath.endsWith('/*')) return path.startsWith(patternPath.slice(0, -1))
  return patternPath === path
}

/** Serves `handle` (or the routes set with `on`) over plain HTTP, or whatever server `make` builds. */
export async function startFakeProvider(
  make: (listener: (request: IncomingMessage, response: ServerResponse) => void) => Server = createServer,
  scheme = 'http',
): Promise<FakeProvider> {
  const routes: [string, FakeRoute][] = []
  const received: ReceivedRequest[] = []
  const server = make((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const path = (request.url ?? '/').split('?')[0]!
      const seen: ReceivedRequest = {
        method: request.method ?? 'GET',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      const peer = (request.socket as TLSSocket).getPeerCertificate?.()
      if (peer?.subject?.CN) seen.clientCertificate = String(peer.subject.CN)
      received.push(seen)
      const route = routes.find(([pattern]) => matches(pattern, seen.method, path))
      const answer = route
        ? await route[1](seen)
        : { status: 404, body: { error: 'no such route in the fake' } }
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    received,
    on(route, answer) {
      routes.unshift([route, answer])
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
