import { buildApp } from './app.ts'
import { configOrExit } from './cli/config-or-exit.ts'

/** When this module's imports had loaded (epoch ms): the start-up log line splits the time with it. */
const modulesLoadedAt = Date.now()

/** Process entry: configuration from the environment, then serve until a signal asks to stop. */
async function main() {
  const config = configOrExit()
  const app = await buildApp({ config })
  const builtAt = Date.now()
  const url = await app.start()
  // Where start-up went (epoch ms), read by bench/start-up.ts: the process's start, its modules
  // loaded, the app built (database open, migrations checked, plugins registered), then listening;
  // and the CPU the process used until then (ms, every thread), which the machine's load does not
  // inflate as it does the wall time.
  const cpu = process.cpuUsage()
  const startUp = {
    nodeStartedAt: Math.round(performance.timeOrigin),
    modulesLoadedAt,
    builtAt,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  }
  app.fastify.log.info({ url, role: config.ROLE, startUp }, 'Atendo is running')

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.fastify.log.info({ signal }, 'shutting down')
    const forced = setTimeout(() => {
      app.fastify.log.error('graceful shutdown timed out')
      process.exit(1)
    }, config.SHUTDOWN_TIMEOUT_MS)
    forced.unref()
    await app.stop()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error) => {
  process.stderr.write(`Atendo failed to start: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
