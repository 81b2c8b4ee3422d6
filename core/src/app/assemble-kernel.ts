import type { Clock } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import { createAccessTokens } from '../kernel/auth/tokens.ts'
import { kernelSecret } from '../kernel/db/kernel-secrets.ts'
import { platformEm } from '../kernel/db/orm.ts'
import { isSingleSessionDatabase } from '../kernel/db/single-session-database.ts'
import type { Kernel } from '../kernel/kernel.ts'
import { advisoryLocks } from '../kernel/locks/advisory-locks.ts'
import { inProcessLocks } from '../kernel/locks/in-process-locks.ts'
import { createMediaStorage } from '../kernel/storage/media-storage.ts'
import { seedFirstStart } from '../modules/first-start.ts'
import { atendoVersion } from '../version.ts'
import type { AppFastify } from './fastify-instance.ts'

/**
 * The kernel object, once the infrastructure is open: the first-start seed (on an empty
 * database), the access tokens and media storage signed with the database's secrets, and locks
 * fit for the database (in-process on a single-session one).
 */
export async function assembleKernel(
  fastify: AppFastify,
  parts: Pick<
    Kernel,
    | 'config'
    | 'clock'
    | 'realtime'
    | 'jobBackend'
    | 'jobOutbox'
    | 'jobs'
    | 'events'
    | 'extensions'
    | 'outbound'
    | 'contributions'
  > & { config: Config; clock: Clock; log: FastifyBaseLogger },
): Promise<Kernel> {
  const { config, log, ...shared } = parts
  const orm = fastify.orm
  await seedFirstStart(
    platformEm(orm, 'first-start'),
    { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    log,
  )
  const tokens = createAccessTokens(
    config.JWT_SECRET ?? (await kernelSecret(platformEm(orm, 'first-start'), 'jwt')),
    config.ACCESS_TOKEN_TTL_SECONDS,
  )
  const storage = createMediaStorage({
    dataDir: config.DATA_DIR,
    secret: await kernelSecret(platformEm(orm, 'first-start'), 'media'),
    linkTtlSeconds: config.MEDIA_LINK_TTL_SECONDS,
  })
  return {
    ...shared,
    config,
    orm,
    locks: (await isSingleSessionDatabase(orm)) ? inProcessLocks() : advisoryLocks(orm),
    tokens,
    mailer: fastify.mailer,
    storage,
    sessionCalls: fastify.sessionCalls,
    startedAt: parts.clock.now(),
    version: atendoVersion,
  }
}
