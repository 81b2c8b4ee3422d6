import type { Config } from '../config.ts'
import type { Kernel } from '../kernel/kernel.ts'
import type { createConnectionRuntime } from '../modules/connections/index.ts'
import type { defineCoreJobs } from './core-jobs.ts'
import type { AppFastify } from './fastify-instance.ts'

/** The part of SHUTDOWN_TIMEOUT_MS running requests may take; the rest is for workers and the database. */
const httpDrainShare = 0.8

/**
 * How a built app starts and stops. `start` listens on HOST:PORT (API roles) and starts job workers
 * and core's recurring jobs (worker roles); `stop` drains HTTP, sockets and workers, then closes
 * the database, once however often it is called.
 */
export function appLifecycle(options: {
  fastify: AppFastify
  kernel: Kernel
  config: Config
  servesApi: boolean
  connectionRuntime: ReturnType<typeof createConnectionRuntime>
  coreJobs: ReturnType<typeof defineCoreJobs>
}) {
  const { fastify, kernel, config, connectionRuntime } = options
  const { jobBackend, jobOutbox, realtime } = kernel

  /**
   * Closes HTTP: running requests finish, idle connections close; then the infrastructure closes
   * (its plugins' onClose). Past its share of SHUTDOWN_TIMEOUT_MS the requests still running are
   * cut, so workers and the database still close in time; main.ts exits at SHUTDOWN_TIMEOUT_MS
   * whatever is left.
   */
  const close = async () => {
    fastify.shutdown.draining = true
    const cut = setTimeout(() => {
      fastify.log.warn('requests still running at the shutdown limit are cut')
      fastify.server.closeAllConnections()
    }, config.SHUTDOWN_TIMEOUT_MS * httpDrainShare)
    cut.unref()
    try {
      await fastify.close()
    } finally {
      clearTimeout(cut)
    }
  }

  let stopping: Promise<void> | undefined
  return {
    async start(): Promise<string> {
      await fastify.ready()
      if (options.servesApi) realtime.attach(fastify.server)
      if (config.ROLE !== 'api') {
        await jobBackend.startWorkers()
        jobOutbox.startPolling()
        // Runs a stopped process left behind (or recorded while Redis was down) go without waiting.
        if (jobBackend.kind === 'in-process') await jobOutbox.releaseLeases()
        await jobOutbox.dispatchDue({ everyHandedOver: true })
        await options.coreJobs.schedule()
      }
      await kernel.sessionCalls.start()
      await connectionRuntime.start()
      return fastify.listen({ host: config.HOST, port: config.PORT })
    },
    stop(): Promise<void> {
      stopping ??= (async () => {
        fastify.shutdown.notReady = true
        await connectionRuntime.stop()
        await close()
      })()
      return stopping
    },
  }
}
