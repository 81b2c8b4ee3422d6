import type { InboundEvent } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import type { Channel } from '../connections/index.ts'
import type { ReadAhead } from './batch/look-ahead.ts'
import type { WrittenRowsRequest } from './live/written-rows.ts'
/** What the pipeline runs with: the kernel's services and a logger. */
export interface InboundServices {
  kernel: Kernel
  log: FastifyBaseLogger
}

/** The connection an event arrived on, as processing needs it. */
export interface InboundConnection {
  id: number
  companyId: number
  name: string
  channel: Channel
  provider: string
  groupAsTicket: 'enabled' | 'disabled'
  allowGroup: boolean
  /** The connection's `timeCreateNewTicket`: a contact writing again within it reopens their last ticket. */
  reopenWithinMinutes: number
  /** The connection's `queueIdImportMessages`: where tickets a history import opens wait. */
  importQueueId: number | null
  /** The connection's options as the event found them, read with it, so steps need not look it up again. */
  options: Record<string, unknown>
}

/** What every step of one event's processing shares. */
export interface InboundContext {
  /** The kernel's services, for steps that enqueue work in the event's transaction. */
  services: InboundServices
  /** The transaction the event's writes (and its "processed" mark) are committed in. */
  tx: Em
  companyId: number
  connection: InboundConnection
  eventId: number
  receivedAt: Date
  /** The last try: a step waiting for something that never came gives up instead of failing. */
  finalAttempt: boolean
  /** What the event's batch read ahead for it (batch/look-ahead.ts); each step takes its part once. */
  readAhead?: ReadAhead
}

/** What processing an event leaves behind once its transaction committed. */
export interface InboundOutcome {
  /** Kept on the event row, e.g. why nothing was written. */
  note?: string
  /** Live event rows to read at the end of the transaction, with every other event's (live/written-rows.ts). */
  written?: WrittenRowsRequest
  /** Live events and plugin steps: run after the commit, failures logged and never retried. */
  afterCommit?: (services: InboundServices) => Promise<void>
}

/** Processes one kind of event inside its transaction. */
export type InboundHandler<Kind extends InboundEvent['kind']> = (
  context: InboundContext,
  event: Extract<InboundEvent, { kind: Kind }>,
) => Promise<InboundOutcome>

/**
 * Thrown by a step whose event refers to something not stored yet (an ack or edit overtaking its
 * message): the event stays pending and is tried again with back-off.
 */
export class InboundNotReady extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InboundNotReady'
  }
}
