import { type Caller, type Clock, type InboundSink, systemClock } from '@atendo/plugin-api'
import type { MigrationObject } from '@mikro-orm/core'
import type { FastifyInstance } from 'fastify'
import { assembleKernel } from './app/assemble-kernel.ts'
import { defineCoreJobs } from './app/core-jobs.ts'
import { createFastify } from './app/fastify-instance.ts'
import { hostServices, type LateParts } from './app/host-services.ts'
import { openInfrastructure } from './app/infrastructure.ts'
import { lateBound } from './app/late-bound.ts'
import { appLifecycle } from './app/lifecycle.ts'
import { mountRoutes } from './app/mount-routes.ts'
import { createAppRealtime } from './app/realtime-callbacks.ts'
import type { Config } from './config.ts'
import type { AccessTokens } from './kernel/auth/tokens.ts'
import { databasePlugin } from './kernel/db/database-plugin.ts'
import { companyEm, type Orm } from './kernel/db/orm.ts'
import { createEventBus } from './kernel/events/event-bus.ts'
import { installErrorHandler } from './kernel/http/error-handler.ts'
import { installSafeTextGuard } from './kernel/http/safe-text-guard.ts'
import { createJobOutbox } from './kernel/jobs/job-outbox.ts'
import { createJobsApi } from './kernel/jobs/jobs-api.ts'
import { createJobBackend } from './kernel/jobs/select-backend.ts'
import type { Kernel } from './kernel/kernel.ts'
import { createGuardedHttp } from './kernel/outbound/guarded-http.ts'
import { createExtensionRegistry } from './kernel/plugin-host/extension-registry.ts'
import { orderPlugins } from './kernel/plugin-host/order-plugins.ts'
import { type PluginContributions, registerPlugins } from './kernel/plugin-host/register-plugins.ts'
import {
  type PluginReference,
  parsePluginList,
  resolvePlugins,
} from './kernel/plugin-host/resolve-plugins.ts'
import { addConnection } from './modules/connections/add-connection.ts'
import type { IConnection } from './modules/connections/entities.ts'
import { createConnectionRuntime } from './modules/connections/index.ts'
import type { ConnectionCreateBody } from './modules/connections/save-connection.ts'
import { createInboundSink } from './modules/inbound/index.ts'
import { coreUniqueConflicts } from './modules/unique-conflicts.ts'

/** What builds an app: configuration, and optionally plugins given directly (tests) and their config. */
export interface AppOptions {
  config: Config
  /** Plugins to load instead of those named in `config.PLUGINS`. */
  plugins?: PluginReference[]
  pluginConfig?: Record<string, unknown>
  /** How long a provider call waits for the process holding the session (tests shorten it). */
  sessionHolderTimeoutMs?: number
  /** Where log lines go instead of stdout (tests read what was logged). */
  logDestination?: { write(line: string): void }
  /** The product's clock (default: the system's); tests pass `movableClock()` to move time. */
  clock?: Clock
  /**
   * Called with every migration (core's, then the plugins') once the plugins have declared theirs,
   * before they run: tests create their database there, cloned from a template that holds them.
   */
  prepareDatabase?: (migrations: MigrationObject[]) => Promise<void>
}

/** A built Atendo process: its Fastify instance and how to start and stop it. */
export interface AtendoApp {
  fastify: FastifyInstance
  kernel: Kernel
  /** Listens on HOST:PORT (api roles) and starts job workers (worker roles); returns the base URL. */
  start(): Promise<string>
  /** Drains HTTP, sockets and workers, then closes the database. */
  stop(): Promise<void>
}

/**
 * Builds the app from configuration: the list of what is composed, in the order it must be
 * (each part in its file under app/). Nothing starts here: `start()` does.
 */
export async function buildApp(options: AppOptions): Promise<AtendoApp> {
  const { config } = options
  const fastify = createFastify(config, options.logDestination)
  const log = fastify.log
  await fastify.register(databasePlugin, { config })

  const clock = options.clock ?? systemClock
  const jobBackend = await createJobBackend(config, log, clock)
  const jobOutbox = createJobOutbox({
    backend: jobBackend,
    log,
    handOverAfterCommit: jobBackend.kind === 'bullmq' || config.ROLE !== 'api',
    clock,
  })
  const jobs = createJobsApi(jobBackend, { outbox: jobOutbox })
  const events = createEventBus(log)
  const extensions = createExtensionRegistry()
  // Tenant-configured URLs (webhooks, integrations, media) never reach our own network.
  const outbound = createGuardedHttp({ allowedHosts: config.OUTBOUND_ALLOWED_HOSTS })

  // Made later than what reaches them (the ORM exists once every plugin declared its entities).
  const late: LateParts = {
    orm: lateBound<Orm>('the database is not open yet (db is usable from handlers, jobs and listeners)'),
    kernel: lateBound<Kernel>(
      'the kernel is usable from handlers, jobs and listeners, once the app has started',
    ),
    storage: lateBound<Kernel['storage']>('media storage is usable from handlers, once the app has started'),
    addConnection: lateBound<(caller: Caller, body: ConnectionCreateBody) => Promise<IConnection>>(
      'connections can be added from handlers, once the app has started',
    ),
    inbound: lateBound<InboundSink>(
      'inbound events can be reported from handlers and jobs, once the app has started',
    ),
  }
  const tokens = lateBound<AccessTokens>('sockets are accepted once the app has started')
  const contributions = lateBound<PluginContributions>(
    'sockets are accepted once the plugins have registered',
  )
  const realtime = createAppRealtime({
    config,
    log,
    orm: late.orm,
    tokens,
    contributions,
    clock,
    track: (work) => fastify.trackWrite(work),
  })

  const plugins = orderPlugins(await resolvePlugins(options.plugins ?? parsePluginList(config.PLUGINS)))
  const declared = await registerPlugins(
    plugins,
    options.pluginConfig ?? JSON.parse(config.PLUGIN_CONFIG),
    hostServices({ log, clock, jobs, realtime, events, extensions, outbound, late }),
  )
  contributions.set(declared)

  await openInfrastructure(fastify, {
    config,
    log,
    contributions: declared,
    jobBackend,
    jobOutbox,
    extensions,
    sessionHolderTimeoutMs: options.sessionHolderTimeoutMs,
    prepareDatabase: options.prepareDatabase,
    orm: late.orm,
  })
  const kernel = await assembleKernel(fastify, {
    config,
    clock,
    log,
    realtime,
    jobBackend,
    jobOutbox,
    jobs,
    events,
    extensions,
    outbound,
    contributions: declared,
  })
  tokens.set(kernel.tokens)
  late.storage.set(kernel.storage)
  late.kernel.set(kernel)
  fastify.decorate('kernel', kernel)

  const inboundSink = createInboundSink({ kernel, log })
  late.inbound.set(inboundSink)
  const connectionRuntime = createConnectionRuntime(kernel, log, inboundSink)
  fastify.decorate('connectionRuntime', connectionRuntime)
  late.addConnection.set(
    async (caller, body) =>
      (
        await addConnection(
          { kernel, runtime: connectionRuntime, log },
          companyEm(kernel.orm, caller.companyId),
          caller,
          body,
        )
      ).connection,
  )
  const coreJobs = defineCoreJobs(kernel, log, fastify.database)

  installErrorHandler(fastify, coreUniqueConflicts)
  installSafeTextGuard(fastify)
  // Sockets are upgraded connections the HTTP close does not end; close them first.
  fastify.addHook('preClose', () => realtime.close())
  fastify.addHook('onClose', async () => outbound.close())
  const servesApi = config.ROLE !== 'worker'
  await mountRoutes(fastify, { config, contributions: declared, servesApi })

  return {
    fastify,
    kernel,
    ...appLifecycle({ fastify, kernel, config, servesApi, connectionRuntime, coreJobs }),
  }
}
