import type { ChannelConnection, ChannelProvider, InboundSink, Job } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { findChannelProvider } from '../../kernel/channels/channel-for.ts'
import { companyEm, platformEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { toChannelConnection } from './channel-connection.ts'
import { channelFor } from './channel-for.ts'
import { Connection, type IConnection } from './entities.ts'
import { locatedConnections } from './located-connections.ts'
import { sweepOrphanedSessions } from './orphaned-sessions.ts'
import { recordConnectionStatus } from './record-connection-status.ts'

/** A session command, run where sessions live. */
export type SessionCommand = 'start' | 'stop' | 'renew' | 'restart'

/**
 * The live side of connections: starts every session at boot, runs the session commands of the
 * connections page, and gives providers the inbound sink.
 *
 * Where sessions run: a provider with pairing (a live socket, e.g. WhatsApp) holds its sessions in
 * processes that run jobs (ROLE all or worker); an API-only process hands its session commands to
 * them through the `core.connection-session` job. A provider without pairing (webhook channels:
 * the API channel, Meta) receives its events over HTTP on any API node, so every process
 * connects it. Several worker processes would each start the live sessions: one session per
 * process is the providers' lease to keep.
 */
export interface ConnectionRuntime {
  /** The sink every provider reports into. */
  readonly sink: InboundSink
  /** Starts every session not stopped by a user (a stopped process's events: the job outbox). */
  start(): Promise<void>
  /** Closes the sessions of this process without marking them stopped: the next start resumes them. */
  stop(): Promise<void>
  /** Starts (or resumes) a connection's session; clears a user's stop. */
  startSession(connection: IConnection): Promise<void>
  /** Ends a connection's session and remembers it was stopped on purpose (status DISCONNECTED). */
  stopSession(connection: IConnection): Promise<void>
  /** Ends the session and starts a fresh one (a new QR code). */
  renewSession(connection: IConnection): Promise<void>
  /**
   * Closes the session and opens it again with the same credentials (the phone stays paired) and
   * the connection's current options: "restart" on the connections page, and saved options that
   * a running session must pick up. Clears a user's stop.
   */
  restartSession(connection: IConnection): Promise<void>
  /**
   * Marks DISCONNECTED the connections that claim a live session no process runs (a holder died
   * with no successor); runs every 30 s on workers. Answers how many were marked.
   */
  sweepOrphanedSessions(): Promise<number>
  /** Ends the session of a connection being deleted, where it runs. */
  forgetSession(connection: IConnection): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live sessions of connections; see `ConnectionRuntime`. */
    connectionRuntime: ConnectionRuntime
  }
}

/**
 * How often live statuses are checked against the sessions that really run, and how long a status
 * must have stood before it is doubted: longer than a standby takes to take a session over.
 */
const sweepEveryMs = 30_000
const sweepStaleAfterMs = 30_000

interface SessionJobData {
  companyId: number
  connectionId: number
  command: SessionCommand | 'forget'
  /** For `forget`: the connection as it was, since its row is gone by the time a worker runs it. */
  snapshot?: ChannelConnection
}

/** `sink`: where providers report their events (the inbound module's, handed over at composition). */
export function createConnectionRuntime(
  kernel: Kernel,
  log: FastifyBaseLogger,
  sink: InboundSink,
): ConnectionRuntime {
  const runsJobs = kernel.config.ROLE !== 'api'
  /** Connections whose provider.connect ran in this process. */
  const live = new Map<number, IConnection>()
  let stopping = false

  const holdsSessionsHere = (provider: ChannelProvider) => provider.traits.pairing === false || runsJobs

  async function markSession(connection: IConnection, stopped: boolean): Promise<void> {
    await companyEm(kernel.orm, connection.companyId).execute(
      'update connections set session_stopped = ?, updated_at = now() where id = ? and company_id = ?',
      [stopped, connection.id, connection.companyId],
    )
    locatedConnections(kernel).forget(connection.id)
  }

  async function connectHere(connection: IConnection, provider: ChannelProvider): Promise<void> {
    // Providers report their own statuses (OPENING, qrcode...) through the sink: with several
    // workers, only the one that holds the session knows the truth.
    try {
      await provider.connect(toChannelConnection(connection), sink)
      live.set(connection.id, connection)
    } catch (error) {
      await recordConnectionStatus(kernel, connection, 'DISCONNECTED')
      throw error
    }
  }

  async function disconnectHere(connection: ChannelConnection): Promise<void> {
    live.delete(connection.id)
    const provider = findChannelProvider(kernel, connection.provider)
    if (provider) await provider.disconnect(connection)
  }

  /** A deleted connection's session is let go of on a best-effort basis: the row is already gone. */
  async function forgetHere(connection: ChannelConnection): Promise<void> {
    await logoutHere(connection).catch((error) => {
      log.warn(
        { err: error, connectionId: connection.id },
        'ending the session of a deleted connection failed',
      )
    })
  }

  /** Ends the session for good (unlinks the device and forgets its credentials) where supported. */
  async function logoutHere(connection: ChannelConnection): Promise<void> {
    live.delete(connection.id)
    const provider = findChannelProvider(kernel, connection.provider)
    if (!provider) return
    if (provider.logout) await provider.logout(connection)
    else await provider.disconnect(connection)
  }

  async function runHere(command: SessionCommand, connection: IConnection): Promise<void> {
    switch (command) {
      case 'start':
        await markSession(connection, false)
        await connectHere(connection, channelFor(kernel, connection).provider)
        return
      case 'renew':
        // A new QR code means a new pairing: the old device link must go.
        await logoutHere(toChannelConnection(connection)).catch((error) => {
          log.warn({ err: error, connectionId: connection.id }, 'closing the old session failed')
        })
        await markSession(connection, false)
        await connectHere(connection, channelFor(kernel, connection).provider)
        return
      case 'restart':
        // The device link stays: only the socket closes and opens again.
        await disconnectHere(toChannelConnection(connection)).catch((error) => {
          log.warn({ err: error, connectionId: connection.id }, 'closing the session to restart it failed')
        })
        await markSession(connection, false)
        await connectHere(connection, channelFor(kernel, connection).provider)
        return
      case 'stop':
        await logoutHere(toChannelConnection(connection))
        await markSession(connection, true)
        await recordConnectionStatus(kernel, connection, 'DISCONNECTED')
        return
    }
  }

  /**
   * A restart where the session runs: the holder reopens it in place (its lease kept) when the
   * provider can; when no process holds it, the session is disconnected and connected again here
   * (or on a worker).
   */
  async function restart(connection: IConnection): Promise<void> {
    const channel = channelFor(kernel, connection)
    if (channel.provider.restart) {
      try {
        await kernel.sessionCalls.restart(channel)
        if (connection.sessionStopped) await markSession(connection, false)
        return
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'ERR_WAPP_NOT_INITIALIZED')) throw error
      }
    }
    await command('restart', connection)
  }

  const sweepJob: Job<Record<string, never>> = kernel.jobs.define<Record<string, never>>(
    'core.connection-sweep',
    async () => {
      const swept = await sweepOrphanedSessions(kernel, { staleAfterMs: sweepStaleAfterMs })
      if (swept > 0) log.info({ swept }, 'connections whose session no process runs marked DISCONNECTED')
    },
    { queue: 'default', attempts: 1 },
  )

  const sessionJob: Job<SessionJobData> = kernel.jobs.define<SessionJobData>(
    'core.connection-session',
    async ({ companyId, connectionId, command, snapshot }) => {
      if (command === 'forget') {
        if (snapshot) await forgetHere(snapshot)
        return
      }
      const connection = await companyEm(kernel.orm, companyId).findOne(Connection, { id: connectionId })
      if (connection) await runHere(command, connection)
    },
    { queue: 'default', attempts: 3, backoffMs: 2000 },
  )

  /** Runs a command here when this process may hold the session, else on a worker. */
  async function command(name: SessionJobData['command'], connection: IConnection): Promise<void> {
    const provider = findChannelProvider(kernel, connection.provider)
    const snapshot = toChannelConnection(connection)
    if (!provider || holdsSessionsHere(provider)) {
      return name === 'forget' ? forgetHere(snapshot) : runHere(name, connection)
    }
    await sessionJob.enqueue({
      companyId: connection.companyId,
      connectionId: connection.id,
      command: name,
      // Credentials are not needed to let go of a session, so they stay out of the queue.
      snapshot: name === 'forget' ? { ...snapshot, token: null, webhookSecret: null } : undefined,
    })
  }

  return {
    sink,

    async start() {
      if (runsJobs) {
        await sweepJob.repeat('every-30-seconds', {}, { everyMs: sweepEveryMs })
      }
      const connections = await platformEm(kernel.orm, 'channel-sessions').find(Connection, {
        sessionStopped: false,
      })
      await Promise.all(
        connections.map(async (connection) => {
          const provider = findChannelProvider(kernel, connection.provider)
          if (!provider) {
            log.warn(
              { connectionId: connection.id, provider: connection.provider },
              'no provider loaded for connection',
            )
            return
          }
          if (!holdsSessionsHere(provider)) return
          try {
            await connectHere(connection, provider)
          } catch (error) {
            log.error({ err: error, connectionId: connection.id }, 'starting a session failed')
          }
        }),
      )
    },

    async stop() {
      if (stopping) return
      stopping = true
      await Promise.all(
        [...live.values()].map(async (connection) => {
          try {
            await disconnectHere(toChannelConnection(connection))
          } catch (error) {
            log.warn({ err: error, connectionId: connection.id }, 'closing a session at shutdown failed')
          }
        }),
      )
    },

    startSession: (connection) => command('start', connection),
    stopSession: (connection) => command('stop', connection),
    renewSession: (connection) => command('renew', connection),
    restartSession: restart,
    sweepOrphanedSessions: () => sweepOrphanedSessions(kernel, { staleAfterMs: sweepStaleAfterMs }),
    forgetSession: (connection) => command('forget', connection),
  }
}
