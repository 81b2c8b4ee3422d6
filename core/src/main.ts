import { buildApp } from './app.ts'
import { configOrExit } from './cli/config-or-exit.ts'

/** Process entry: configuration from the environment, then serve until a signal asks to stop. */
async function main() {
  const config = configOrExit()
  const app = await buildApp({ config })
  const url = await app.start()
  app.fastify.log.info({ url, role: config.ROLE }, 'Atendo is running')

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
