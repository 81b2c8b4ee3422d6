import type { MigrationObject } from '@mikro-orm/core'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import { sessionCallsPlugin } from '../kernel/channels/session-calls-plugin.ts'
import type { Orm } from '../kernel/db/orm.ts'
import { ormPlugin } from '../kernel/db/orm-plugin.ts'
import type { JobBackend } from '../kernel/jobs/job-backend.ts'
import type { JobOutbox } from '../kernel/jobs/job-outbox.ts'
import { jobWorkersPlugin } from '../kernel/jobs/job-workers-plugin.ts'
import { mailerPlugin } from '../kernel/mail/mailer-plugin.ts'
import type { ExtensionRegistry } from '../kernel/plugin-host/extension-registry.ts'
import type { PluginContributions } from '../kernel/plugin-host/register-plugins.ts'
import { pendingWritesPlugin } from '../kernel/realtime/pending-writes-plugin.ts'
import { storedConnectionReader } from '../modules/connections/index.ts'
import { coreEntities } from '../modules/core-entities.ts'
import { coreMigrations } from '../modules/core-migrations.ts'
import type { AppFastify } from './fastify-instance.ts'
import type { LateBound } from './late-bound.ts'

/**
 * Opens what the kernel runs on, once the plugins have declared their entities and migrations:
 * registered in the order they open, so Fastify closes them in the reverse order once HTTP has
 * drained (session calls, pending writes, jobs, mailer, ORM; the database plugin was first).
 */
export async function openInfrastructure(
  fastify: AppFastify,
  options: {
    config: Config
    log: FastifyBaseLogger
    contributions: PluginContributions
    jobBackend: JobBackend
    jobOutbox: JobOutbox
    extensions: ExtensionRegistry
    sessionHolderTimeoutMs?: number
    prepareDatabase?: (migrations: MigrationObject[]) => Promise<void>
    /** Set as soon as the ORM opens: what registers after it may reach it. */
    orm: LateBound<Orm>
  },
): Promise<void> {
  const { config, contributions } = options
  const migrations = [...coreMigrations, ...contributions.migrations]
  await options.prepareDatabase?.(migrations)
  await fastify.register(ormPlugin, { entities: [...coreEntities, ...contributions.entities], migrations })
  options.orm.set(fastify.orm)
  await fastify.register(mailerPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
  await fastify.register(jobWorkersPlugin, { backend: options.jobBackend, outbox: options.jobOutbox })
  await fastify.register(pendingWritesPlugin)
  await fastify.register(sessionCallsPlugin, {
    config,
    storedConnection: storedConnectionReader(fastify.orm),
    extensions: options.extensions,
    log: options.log,
    holderTimeoutMs: options.sessionHolderTimeoutMs,
  })
  await contributions.dataScopes.resolve(fastify.orm)
}
