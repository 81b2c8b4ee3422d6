import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** The server's entry point, wherever the caller runs from. */
const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url))

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A server started as its own process, as in production. */
export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Milliseconds from spawn to the first successful /readyz. */
  startupMs: number
  /** A graceful stop (SIGTERM), resolved when the process has exited. */
  stop(): Promise<void>
  /** A crash: SIGKILL, nothing drained or flushed; resolved when the process is gone. */
  kill(): Promise<void>
}

/**
 * Starts `core/src/main.ts` (or `options.entry`: the server bundle `npm start` runs) with the given
 * environment (and PATH) and waits until it is ready. Used by benchmarks and by tests that need a
 * real process to crash.
 *
 * @example
 * const server = await startServerProcess({ DATABASE_URL: database.url, PLUGINS: 'channel-api' })
 * await server.kill()
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { entry?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, [options.entry ?? mainScript], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const startupMs = performance.now() - started
  return {
    url,
    child,
    startupMs,
    stop: () => signal(child, 'SIGTERM'),
    kill: () => signal(child, 'SIGKILL'),
  }
}

function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill(name)
  })
}
