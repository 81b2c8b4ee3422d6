import type { Clock, EventsApi, ExtensionsApi, JobsApi, OutboundHttpApi } from '@atendo/plugin-api'
import type { Config } from '../config.ts'
import type { AccessTokens } from './auth/tokens.ts'
import type { SessionCalls } from './channels/session-calls.ts'
import type { Orm } from './db/orm.ts'
import type { JobBackend } from './jobs/job-backend.ts'
import type { JobOutbox } from './jobs/job-outbox.ts'
import type { SerialLocks } from './locks/serial-locks.ts'
import type { Mailer } from './mail/mailer.ts'
import type { PluginContributions } from './plugin-host/register-plugins.ts'
import type { RealtimeServer } from './realtime/realtime-server.ts'
import type { MediaStorage } from './storage/media-storage.ts'

/** The running kernel's services, shared by kernel modules (`fastify.kernel`). */
export interface Kernel {
  config: Config
  /** The product's clock: the time now and alarms (a movable one in tests). */
  clock: Clock
  orm: Orm
  /** Locks that serialise work on one thing across processes (in memory on the embedded database). */
  locks: SerialLocks
  tokens: AccessTokens
  realtime: RealtimeServer
  jobBackend: JobBackend
  /** Durable runs (`job.enqueueIn`): written with the caller's transaction, handed to the backend. */
  jobOutbox: JobOutbox
  jobs: JobsApi
  events: EventsApi
  extensions: ExtensionsApi
  mailer: Mailer
  storage: MediaStorage
  /** HTTP to tenant-configured URLs, refused for our own network (OUTBOUND_ALLOWED_HOSTS aside). */
  outbound: OutboundHttpApi
  /** Provider calls that need a connection's live session, run in the process holding it. */
  sessionCalls: SessionCalls
  contributions: PluginContributions
  startedAt: Date
  version: string
}

declare module 'fastify' {
  interface FastifyInstance {
    kernel: Kernel
  }
}
