import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, waitFor } from '../../testing/index.ts'

const repoRoot = new URL('../../../../', import.meta.url).pathname
const ADMIN = { email: 'admin@atendo.local', password: 'Admin-Pass-123' }

interface ServerProcess {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const started: ServerProcess[] = []

async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * Runs `core/src/main.ts` as production does, with only the environment given: no DATABASE_URL,
 * no REDIS_URL. `process.execPath` is the Node 24 vitest runs on (the repository pins it).
 */
function spawnServer(env: Record<string, string>, script = 'core/src/main.ts'): ServerProcess {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => {
    output += chunk
  })
  child.stderr!.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const server = { child, output: () => output, exited }
  started.push(server)
  return server
}

/** Spawns the server and polls /readyz; returns the milliseconds from spawn to the first ready answer. */
async function startServer(env: Record<string, string>, url: string): Promise<[ServerProcess, number]> {
  const spawnedAt = performance.now()
  const server = spawnServer(env)
  let exitedEarly = false
  void server.exited.then(() => {
    exitedEarly = true
  })
  await waitFor(
    async () => {
      if (exitedEarly) throw new Error(`the server exited before it was ready:\n${server.output()}`)
      const answer = await fetch(`${url}/readyz`)
      return answer.status === 200 && ((await answer.json()) as { status: string }).status === 'ready'
    },
    90_000,
    50,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n--- server output ---\n${server.output()}`)
  })
  return [server, performance.now() - spawnedAt]
}

async function stopServer(server: ServerProcess) {
  server.child.kill('SIGTERM')
  return server.exited
}

describe('embedded start: no DATABASE_URL, no REDIS_URL', () => {
  let dataDir: string
  let env: Record<string, string>
  let url: string

  beforeAll(async () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)
    dataDir = await mkdtemp(join(tmpdir(), 'atendo-embedded-'))
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    env = { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ADMIN_PASSWORD: ADMIN.password }
  })

  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL')
        await server.exited
      }
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('serves, shuts down gracefully and keeps its data across a restart', async () => {
    const [first, firstStartMs] = await startServer(env, url)
    console.log(`embedded start: first start (empty DATA_DIR) ready in ${Math.round(firstStartMs)} ms`)

    const admin = await new ApiClient(url).login(ADMIN)
    const created = await admin.post('/api/helps', { title: 'Survives restarts', video: 'abc123' })
    expect(created.status).toBe(201)
    const tokenBeforeRestart = admin.token

    const firstExit = await stopServer(first)
    expect(firstExit, first.output()).toEqual({ code: 0, signal: null })
    await expect(fetch(`${url}/healthz`)).rejects.toThrow()

    const [second, secondStartMs] = await startServer(env, url)
    console.log(`embedded start: second start (existing DATA_DIR) ready in ${Math.round(secondStartMs)} ms`)

    // The session and the signing key live in the database, so a token from before still works.
    const sameSession = new ApiClient(url)
    sameSession.token = tokenBeforeRestart
    const me = await sameSession.get('/api/auth/me')
    expect(me.status).toBe(200)
    expect(me.body.email).toBe(ADMIN.email)

    const again = await new ApiClient(url).login(ADMIN)
    const list = await again.get('/api/helps/list')
    expect(list.status).toBe(200)
    expect(list.body).toEqual([created.body])

    const secondExit = await stopServer(second)
    expect(secondExit, second.output()).toEqual({ code: 0, signal: null })
    // Nothing but warnings or worse was asked for, and nothing went wrong.
    expect(first.output() + second.output()).not.toMatch(/"level":(50|60)/)
  }, 200_000)

  it('refuses to start on an invalid setting, naming it', async () => {
    const server = spawnServer({ DATA_DIR: dataDir, PORT: 'abc', LOG_LEVEL: 'warn' })
    const { code } = await server.exited
    expect(code).not.toBe(0)
    expect(code).toBe(78)
    expect(server.output()).toMatch(/Invalid configuration:\n\s+- PORT: .*got "abc"/)
  })

  it('npm run migrate prints the same tidy message, not a stack trace', async () => {
    const migrate = spawnServer(
      { DATA_DIR: dataDir, JWT_SECRET: 'too-short-a-secret' },
      'core/src/cli/migrate.ts',
    )
    const { code } = await migrate.exited
    expect(code).toBe(78)
    expect(migrate.output()).toMatch(
      /^Invalid configuration:\n\s+- JWT_SECRET: .*got a value of 18 characters/,
    )
    expect(migrate.output()).not.toContain('too-short-a-secret')
    expect(migrate.output()).not.toMatch(/\n\s+at /)
  })
})
