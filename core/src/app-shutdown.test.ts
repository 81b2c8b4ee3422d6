import { connect, type Socket } from 'node:net'
import { definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, waitFor } from './testing/index.ts'

/** A route that answers only when the test says so: a request still running at shutdown. */
function slowRoutePlugin() {
  let entered = false
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const plugin = definePlugin({
    id: 'slow-probe',
    version: '1.0.0',
    contract: '^2.0.0',
    register({ http }) {
      http.routes(async (fastify) => {
        fastify.get(
          '/slow-probe',
          {
            config: { access: { public: true } },
            schema: { response: { 200: Type.Object({ finished: Type.Boolean() }) } },
          },
          async () => {
            entered = true
            await released
            return { finished: true }
          },
        )
      })
    },
  })
  return { plugin, release, entered: () => entered }
}

/**
 * Sends the start of a request on a raw connection and the rest when asked: a client whose request
 * is under way (not idle) when shutdown begins, like a load balancer's health check.
 */
async function beginRequest(url: string, path: string) {
  const { hostname, port } = new URL(url)
  const socket: Socket = connect(Number(port), hostname)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  let answer = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk) => {
    answer += chunk
  })
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n`)
  return {
    async finish(): Promise<{ status: number; body: unknown }> {
      socket.write('\r\n')
      await ended
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      return { status: Number(head.split(' ')[1]), body: JSON.parse(body) }
    },
  }
}

const apps: TestApp[] = []
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => undefined)
})

describe('graceful shutdown', () => {
  it('lets a running request finish with 200 while /readyz answers 503', async () => {
    const slow = slowRoutePlugin()
    const testApp = await startTestApp({ plugins: [slow.plugin] })
    apps.push(testApp)
    expect((await fetch(`${testApp.url}/readyz`)).status).toBe(200)

    const running = fetch(`${testApp.url}/api/slow-probe`)
    await waitFor(() => slow.entered())
    const probe = await beginRequest(testApp.url, '/readyz')
    const stopped = testApp.app.stop()

    const readiness = await probe.finish()
    expect(readiness).toEqual({
      status: 503,
      body: {
        error: 'ERR_NOT_READY',
        code: 'ERR_NOT_READY',
        message: 'The server is shutting down',
        statusCode: 503,
      },
    })
    slow.release()
    const answer = await running
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ finished: true })
    await stopped
    await expect(fetch(`${testApp.url}/healthz`)).rejects.toThrow()
  })

  it('cuts a request still running at the SHUTDOWN_TIMEOUT_MS limit, so stopping ends', async () => {
    const stuck = slowRoutePlugin()
    const testApp = await startTestApp({ plugins: [stuck.plugin], env: { SHUTDOWN_TIMEOUT_MS: '500' } })
    apps.push(testApp)
    const running = fetch(`${testApp.url}/api/slow-probe`).then(
      (answer) => answer.status,
      () => 'cut',
    )
    await waitFor(() => stuck.entered())
    const startedAt = Date.now()
    await testApp.app.stop()
    expect(Date.now() - startedAt).toBeLessThan(5000)
    expect(await running).toBe('cut')
    stuck.release()
  })
})
