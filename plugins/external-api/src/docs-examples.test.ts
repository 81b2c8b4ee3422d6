import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '@atendo/core/testing'
import channelApiPlugin from '@atendo/plugin-channel-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import externalApiPlugin from './index.ts'

/**
 * docs/external-api.md's curl examples, run as written (with its two shell variables set) against
 * a running server with an API channel connection, so the page cannot drift from the API.
 */

const run = promisify(execFile)
const docsFile = new URL('../../../docs/external-api.md', import.meta.url)

let testApp: TestApp
let integrator: Server
let workDir: string
let token: string
const delivered: string[] = []

/** The page's `sh` blocks that call the API. */
async function curlExamples(): Promise<string[]> {
  const page = await readFile(docsFile, 'utf8')
  return [...page.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .filter((block) => block.includes('curl'))
}

async function runExample(block: string): Promise<{ headers: string; body: Record<string, unknown> }> {
  const { stdout } = await run('sh', ['-e', '-c', block], {
    cwd: workDir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ATENDO_URL: testApp.url, ATENDO_TOKEN: token },
  })
  // `curl -i` prints the headers first.
  const split = stdout.lastIndexOf('\r\n\r\n')
  return {
    headers: split >= 0 ? stdout.slice(0, split) : '',
    body: JSON.parse(split >= 0 ? stdout.slice(split + 4) : stdout),
  }
}

beforeAll(async () => {
  integrator = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      delivered.push(body)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => integrator.listen(0, '127.0.0.1', resolve))
  // The integrator's webhook receiver is this machine's own address, refused to tenants unless allowed.
  testApp = await startTestApp({
    plugins: [channelApiPlugin, externalApiPlugin],
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  workDir = await mkdtemp(join(tmpdir(), 'external-api-docs-'))
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const created = await admin.post('/api/whatsapp', {
    name: 'Loja',
    channel: 'api',
    webhookUrl: `http://127.0.0.1:${(integrator.address() as AddressInfo).port}/hook`,
  })
  expect(created.status).toBe(201)
  token = created.body.token
  await admin.post(`/api/whatsappsession/${created.body.id}`, {})
})

afterAll(async () => {
  await testApp?.close()
  await new Promise((resolve) => integrator?.close(resolve))
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

describe('docs/external-api.md', () => {
  it('has curl examples that send through an API channel connection as written', async () => {
    const examples = await curlExamples()
    expect(examples.length).toBeGreaterThanOrEqual(4)
    for (const example of examples) {
      const { headers, body } = await runExample(example)
      expect(body).toMatchObject({ message: 'Mensagem enviada' })
      if (example.includes('Idempotency-Key')) {
        // Run again: the same answer, replayed, and nothing sent twice.
        const again = await runExample(example)
        expect(again.body).toEqual(body)
        expect(again.headers.toLowerCase()).toContain('idempotent-replayed: true')
        expect(headers.toLowerCase()).not.toContain('idempotent-replayed')
      }
    }
    // Every message reached the integrator's webhook (the API channel's way of sending).
    await waitFor(() => delivered.length >= examples.length)
    expect(delivered.some((payload) => payload.includes('Pedido 1234 enviado.'))).toBe(true)
    expect(delivered.filter((payload) => payload.includes('Pedido 1234 enviado.'))).toHaveLength(1)
  })
})
