import { type Caller, type Clock, type InboundSink, systemClock } from '@atendo/plugin-api'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { MigrationObject } from '@mikro-orm/core'
import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { type Config, trustedProxies } from './config.ts'
import { createAccessTokens } from './kernel/auth/tokens.ts'
import { sessionCallsPlugin } from './kernel/channels/session-calls-plugin.ts'
import { databasePlugin } from './kernel/db/database-plugin.ts'
import { kernelSecret } from './kernel/db/kernel-secrets.ts'
import { companyEm, platformEm } from './kernel/db/orm.ts'
import { ormPlugin } from './kernel/db/orm-plugin.ts'
import { isSingleSessionDatabase } from './kernel/db/single-session-database.ts'
import { createEventBus } from './kernel/events/event-bus.ts'
import { corsOrigins, registerCors } from './kernel/http/cors.ts'
import { decodingValidatorCompiler } from './kernel/http/decoding-validator.ts'
import { installErrorHandler } from './kernel/http/error-handler.ts'
import { lazySerializers } from './kernel/http/lazy-serializer.ts'
import { redactedRequest } from './kernel/http/log-redaction.ts'
import { registerOpenApi } from './kernel/http/openapi.ts'
import { requestContextPlugin } from './kernel/http/request-context.ts'
import { installSafeTextGuard } from './kernel/http/safe-text-guard.ts'
import { serveUi } from './kernel/http/serve-ui.ts'
import { shutdownGatePlugin } from './kernel/http/shutdown-gate.ts'
import { createJobOutbox } from './kernel/jobs/job-outbox.ts'
import { jobWorkersPlugin } from './kernel/jobs/job-workers-plugin.ts'
import { createJobsApi } from './kernel/jobs/jobs-api.ts'
import { createJobBackend } from './kernel/jobs/select-backend.ts'
import type { Kernel } from './kernel/kernel.ts'
import { advisoryLocks } from './kernel/locks/advisory-locks.ts'
import { inProcessLocks } from './kernel/locks/in-process-locks.ts'
import { mailerPlugin } from './kernel/mail/mailer-plugin.ts'
import { createGuardedHttp } from './kernel/outbound/guarded-http.ts'
import { knownPermissions } from './kernel/plugin-host/declared-permissions.ts'
import { knownPlanFlags } from './kernel/plugin-host/declared-plan-flags.ts'
import { createExtensionRegistry } from './kernel/plugin-host/extension-registry.ts'
import { orderPlugins } from './kernel/plugin-host/order-plugins.ts'
import { pluginRouteScope } from './kernel/plugin-host/plugin-route-scope.ts'
import { registerPlugins } from './kernel/plugin-host/register-plugins.ts'
import {
  type PluginReference,
  parsePluginList,
  resolvePlugins,
} from './kernel/plugin-host/resolve-plugins.ts'
import { pendingWritesPlugin } from './kernel/realtime/pending-writes-plugin.ts'
import { createRealtimeServer } from './kernel/realtime/realtime-server.ts'
import { createMediaStorage } from './kernel/storage/media-storage.ts'
import { publicMediaRoutes } from './kernel/storage/public-media-routes.ts'
import { chatbotJobs, defineTicketTimers } from './modules/chatbot/index.ts'
import { listCompanyIds } from './modules/companies/index.ts'
import { addConnection } from './modules/connections/add-connection.ts'
import type { IConnection } from './modules/connections/entities.ts'
import { createConnectionRuntime, storedConnectionReader } from './modules/connections/index.ts'
import type { ConnectionCreateBody } from './modules/connections/save-connection.ts'
import { coreEntities } from './modules/core-entities.ts'
import { coreMigrations } from './modules/core-migrations.ts'
import { seedFirstStart } from './modules/first-start.ts'
import { healthRoutes } from './modules/health/index.ts'
import { createInboundSink } from './modules/inbound/index.ts'
import { kernelRoutes } from './modules/kernel-routes.ts'
import { sendTextMessage } from './modules/messages/index.ts'
import { pluginDataServices } from './modules/plugin-services/index.ts'
import { scheduleSender } from './modules/schedules/schedule-sender.ts'
import {
  defineTicketAssignment,
  defineTicketExpiry,
  socketTicketVisibility,
} from './modules/tickets/index.ts'
import { coreUniqueConflicts } from './modules/unique-conflicts.ts'
import { definePresenceSweep, markUserOffline, markUserSeen } from './modules/users/index.ts'
import { atendoVersion } from './version.ts'

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

/** The part of SHUTDOWN_TIMEOUT_MS running requests may take; the rest is for workers and the database. */
const httpDrainShare = 0.8

/** Builds the app from configuration; nothing else. */
export async function buildApp(options: AppOptions): Promise<AtendoApp> {
  const { config } = options
  const fastify = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Some paths carry secrets (the reset code and new password): never log them as they are.
      serializers: { req: redactedRequest },
      ...(options.logDestination ? { stream: options.logDestination } : {}),
    },
    ajv: {
      customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true },
    },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // The family's clients write list routes with a trailing slash (GET /tags/, /contacts/): one
    // router for the whole app, so core's routes and every plugin's answer both forms alike.
    routerOptions: { ignoreTrailingSlash: true },
    // Shutdown closes idle keep-alive connections and lets running requests finish (shutdown-gate.ts
    // refuses new ones with our own 503 envelope, hence no return503OnClosing).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Opening the database and migrating it are plugins (kernel/db) and may take longer than
    // Fastify's default 10 s per plugin (embedded PGlite on a busy machine, a long migration).
    pluginTimeout: 0,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
  }).withTypeProvider<TypeBoxTypeProvider>()
  fastify.setValidatorCompiler(decodingValidatorCompiler)
  const log = fastify.log

  await fastify.register(databasePlugin, { config })
  const clock = options.clock ?? systemClock
  const jobBackend = createJobBackend(config, log, clock)
  const jobOutbox = createJobOutbox({
    backend: jobBackend,
    log,
    handOverAfterCommit: jobBackend.kind === 'bullmq' || config.ROLE !== 'api',
    clock,
  })
  const jobs = createJobsApi(jobBackend, { outbox: jobOutbox })
  const events = createEventBus(log)
  const extensions = createExtensionRegistry()
  // Late-bound: the ORM exists only once every plugin has declared its entities.
  let orm: Kernel['orm'] | undefined
  const requireOrm = () => {
    if (!orm) throw new Error('the database is not open yet (db is usable from handlers, jobs and listeners)')
    return orm
  }
  let tokens: Kernel['tokens'] | undefined
  let builtKernel: Kernel | undefined
  const requireKernel = () => {
    if (!builtKernel)
      throw new Error('the kernel is usable from handlers, jobs and listeners, once the app has started')
    return builtKernel
  }
  // Late-bound as well: plugins add connections through the connection runtime, made with the kernel.
  let connectionAdder: ((caller: Caller, body: ConnectionCreateBody) => Promise<IConnection>) | undefined
  const requireConnectionAdder = () => {
    if (!connectionAdder) throw new Error('connections can be added from handlers, once the app has started')
    return connectionAdder
  }
  let inboundSink: InboundSink | undefined
  const requireInboundSink = () => {
    if (!inboundSink)
      throw new Error('inbound events can be reported from handlers and jobs, once the app has started')
    return inboundSink
  }
  // Presence writes started by socket events must land before the database closes at shutdown.
  const track = <T>(work: Promise<T>): Promise<T> => fastify.trackWrite(work)
  // Late-bound too: its signing secret lives in the database.
  let storage: Kernel['storage'] | undefined
  // Late-bound too: the services that send through a channel need the running kernel.
  const requireStorage = () => {
    if (!storage) throw new Error('media storage is usable from handlers, once the app has started')
    return storage
  }
  // Tenant-configured URLs (webhooks, integrations, media) never reach our own network.
  const outbound = createGuardedHttp({ allowedHosts: config.OUTBOUND_ALLOWED_HOSTS })
  const realtime = createRealtimeServer({
    redisUrl: config.REDIS_URL,
    redisChannelPrefix: `${config.REDIS_PREFIX}-socket.io`,
    corsOrigins: corsOrigins(config.CORS_ORIGINS),
    log,
    authenticate: async (token) => {
      const { resolveCaller } = await import('./kernel/auth/resolve-caller.ts')
      return resolveCaller(platformEm(requireOrm(), 'sign-in'), await tokens!.verify(token), contributions)
    },
    onConnect: (caller) => track(markUserSeen(requireOrm(), caller)),
    onHeartbeat: (caller) => track(markUserSeen(requireOrm(), caller)),
    onDisconnect: (caller) => track(markUserOffline(requireOrm(), caller)),
    listCompanyIds: () => listCompanyIds(platformEm(requireOrm(), 'realtime')),
    ...socketTicketVisibility(requireOrm),
  })

  const plugins = orderPlugins(await resolvePlugins(options.plugins ?? parsePluginList(config.PLUGINS)))
  const contributions = await registerPlugins(
    plugins,
    options.pluginConfig ?? JSON.parse(config.PLUGIN_CONFIG),
    {
      log,
      clock,
      jobs,
      realtime,
      events,
      extensions,
      db: {
        forCompany: (companyId) => companyEm(requireOrm(), companyId),
        platform: () => platformEm(requireOrm(), 'plugin'),
      },
      storage: {
        save: (companyId, content, file, maxBytes) =>
          requireStorage().save(companyId, content, file, maxBytes),
        remove: (key) => requireStorage().remove(key),
        url: (key, ttlSeconds) => requireStorage().url(key, ttlSeconds),
      },
      outbound,
      coreData: pluginDataServices({
        orm: requireOrm,
        realtime,
        storage: requireStorage,
        kernel: requireKernel,
        addConnection: (caller, body) => requireConnectionAdder()(caller, body),
        inbound: requireInboundSink,
      }),
    },
  )

  // Registered in the order they open; Fastify closes them in the reverse order once HTTP has
  // drained: session calls, pending writes, jobs, mailer, ORM, database.
  const migrations = [...coreMigrations, ...contributions.migrations]
  await options.prepareDatabase?.(migrations)
  await fastify.register(ormPlugin, { entities: [...coreEntities, ...contributions.entities], migrations })
  orm = fastify.orm
  await fastify.register(mailerPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
  await fastify.register(jobWorkersPlugin, { backend: jobBackend, outbox: jobOutbox })
  await fastify.register(pendingWritesPlugin)
  await fastify.register(sessionCallsPlugin, {
    config,
    storedConnection: storedConnectionReader(orm),
    extensions,
    log,
    holderTimeoutMs: options.sessionHolderTimeoutMs,
  })
  await contributions.dataScopes.resolve(orm)
  await seedFirstStart(
    platformEm(orm, 'first-start'),
    { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    log,
  )
  tokens = createAccessTokens(
    config.JWT_SECRET ?? (await kernelSecret(platformEm(orm, 'first-start'), 'jwt')),
    config.ACCESS_TOKEN_TTL_SECONDS,
  )

  storage = createMediaStorage({
    dataDir: config.DATA_DIR,
    secret: await kernelSecret(platformEm(orm, 'first-start'), 'media'),
    linkTtlSeconds: config.MEDIA_LINK_TTL_SECONDS,
  })
  const kernel: Kernel = {
    config,
    clock,
    orm,
    locks: (await isSingleSessionDatabase(orm)) ? inProcessLocks() : advisoryLocks(orm),
    tokens,
    realtime,
    jobBackend,
    jobOutbox,
    jobs,
    events,
    extensions,
    mailer: fastify.mailer,
    storage,
    outbound,
    sessionCalls: fastify.sessionCalls,
    contributions,
    startedAt: clock.now(),
    version: atendoVersion,
  }
  builtKernel = kernel
  fastify.decorate('kernel', kernel)
  inboundSink = createInboundSink({ kernel, log })
  const connectionRuntime = createConnectionRuntime(kernel, log, inboundSink)
  fastify.decorate('connectionRuntime', connectionRuntime)
  connectionAdder = async (caller, body) => {
    const em = companyEm(kernel.orm, caller.companyId)
    return (await addConnection({ kernel, runtime: connectionRuntime, log }, em, caller, body)).connection
  }
  const ticketExpiry = defineTicketExpiry(kernel, log, (em, ticket, body, options) =>
    sendTextMessage(kernel, em, ticket, body, options),
  )
  const presenceSweep = definePresenceSweep(kernel, log)
  const ticketTimers = defineTicketTimers(kernel, log)
  const ticketAssignment = defineTicketAssignment(kernel, log)
  // Defined on every process (workers run the sends, API nodes plan them).
  const schedules = scheduleSender(kernel, log)
  const chatbot = chatbotJobs({ kernel, log })
  installErrorHandler(fastify, coreUniqueConflicts)
  installSafeTextGuard(fastify)
  // Sockets are upgraded connections the HTTP close does not end; close them first.
  fastify.addHook('preClose', () => realtime.close())
  fastify.addHook('onClose', async () => outbound.close())

  await fastify.register(shutdownGatePlugin)
  const servesApi = config.ROLE !== 'worker'
  // Before every route, the health ones included, so the OpenAPI document lists them all.
  if (servesApi) await registerOpenApi(fastify)
  await fastify.register(healthRoutes)
  if (servesApi) {
    // Before the request context: a preflight carries no token and must be answered first.
    await registerCors(fastify, corsOrigins(config.CORS_ORIGINS))
    await fastify.register(cookie)
    // With Redis, limits are shared by every API node; otherwise they are per process.
    const rateLimitRedis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          keyPrefix: `${config.REDIS_PREFIX}-rl:`,
        })
      : undefined
    if (rateLimitRedis) fastify.addHook('onClose', async () => void (await rateLimitRedis.quit()))
    await fastify.register(rateLimit, { global: false, redis: rateLimitRedis, skipOnError: true })
    await fastify.register(requestContextPlugin)
    await fastify.register(multipart, { limits: { fileSize: 64 * 1024 * 1024, files: 10 } })
    await fastify.register(publicMediaRoutes)
    const accessNames = {
      planFlags: knownPlanFlags(contributions.planFlags),
      permissions: knownPermissions(contributions.permissions),
    }
    try {
      await fastify.register(
        async (api) => {
          await api.register(kernelRoutes)
          for (const entry of contributions.routes) {
            await api.register(pluginRouteScope(entry, accessNames, contributions.dataScopes))
            log.debug({ plugin: entry.pluginId }, 'plugin routes mounted')
          }
        },
        { prefix: '/api' },
      )
    } catch (error) {
      // A plugin's routes were refused: release what is open (the infrastructure closes with
      // Fastify), so a refused boot leaves nothing behind.
      await fastify.close().catch(() => undefined)
      throw error
    }
    fastify.get('/api/openapi.json', { schema: { hide: true }, config: { access: { public: true } } }, () =>
      fastify.swagger(),
    )
    await fastify.register(serveUi)
  }

  /**
   * Closes HTTP: running requests finish, idle connections close; then the infrastructure closes
   * (its plugins' onClose). Past its share of SHUTDOWN_TIMEOUT_MS the requests still running are
   * cut, so workers and the database still close in time; main.ts exits at SHUTDOWN_TIMEOUT_MS
   * whatever is left.
   */
  const close = async () => {
    fastify.shutdown.draining = true
    const cut = setTimeout(() => {
      log.warn('requests still running at the shutdown limit are cut')
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
    fastify,
    kernel,
    async start() {
      await fastify.ready()
      if (servesApi) realtime.attach(fastify.server)
      if (config.ROLE !== 'api') {
        await jobBackend.startWorkers()
        jobOutbox.startPolling()
        // Runs a stopped process left behind (or recorded while Redis was down) go without waiting.
        if (jobBackend.kind === 'in-process') await jobOutbox.releaseLeases()
        await jobOutbox.dispatchDue({ everyHandedOver: true })
        await ticketExpiry.schedule()
        await presenceSweep.schedule()
        await ticketTimers.schedule()
        await schedules.armWaiting()
        await ticketAssignment.schedule()
        await chatbot.schedule()
      }
      await kernel.sessionCalls.start()
      await connectionRuntime.start()
      return fastify.listen({ host: config.HOST, port: config.PORT })
    },
    stop() {
      stopping ??= (async () => {
        fastify.shutdown.notReady = true
        await connectionRuntime.stop()
        await close()
      })()
      return stopping
    },
  }
}
