import type { InboundEvent, JobRun } from '@atendo/plugin-api'
import { companyEm, enterCompany, platformEm } from '../../kernel/db/orm.ts'
import type {
  InboundConnection,
  InboundContext,
  InboundHandler,
  InboundOutcome,
  InboundServices,
} from './inbound-context.ts'
import { receiveMessage } from './receive-message.ts'
import { commitWithoutWaitingForDisk } from './replayable-commit.ts'
import { applyAck } from './steps/apply-ack.ts'
import { applyAckUntil } from './steps/apply-ack-until.ts'
import { applyContactUpdate } from './steps/apply-contact-update.ts'
import { applyDelete } from './steps/apply-delete.ts'
import { applyEdit } from './steps/apply-edit.ts'
import { applyReaction } from './steps/apply-reaction.ts'
import { applySendFailure } from './steps/apply-send-failure.ts'

/** Tries per event; after the last one the event is marked failed with its error. */
export const inboundAttempts = 8

const handlers: { [Kind in InboundEvent['kind']]: InboundHandler<Kind> } = {
  message: receiveMessage,
  ack: applyAck,
  'ack-until': applyAckUntil,
  'send-failed': applySendFailure,
  edit: applyEdit,
  delete: applyDelete,
  reaction: applyReaction,
  'contact-update': applyContactUpdate,
}

interface LockedEventRow {
  company_id: number
  status: string
  payload: InboundEvent
  received_at: Date
  connection_id: number
  name: string
  channel: InboundConnection['channel']
  provider: string
  group_as_ticket: InboundConnection['groupAsTicket']
  allow_group: boolean
  reopen_within_minutes: number | null
  import_queue_id: number | null
  options: Record<string, unknown> | null
}

/** Longest error text kept on an event. */
const maxErrorLength = 2000

/** The part of a job run processing needs; a direct call (tests) is a first, not last, try. */
export type InboundRun = Pick<JobRun, 'attempt' | 'lastAttempt' | 'completeIn'>

const directRun: InboundRun = { attempt: 1, lastAttempt: false, completeIn: async () => {} }

/**
 * Processes one recorded event. Its writes, its "processed" mark and its job's completion commit
 * in one transaction, under a lock on the event row, so an event is applied exactly once however
 * often its job runs (handed over again after a crash, a duplicate). A failure rolls everything
 * back, keeps the error and how many tries failed on the event, and rethrows for the job
 * outbox's retry with back-off; after its last attempt the event is marked failed. Live events
 * and plugin steps run after the commit.
 */
export async function processInboundEvent(
  services: InboundServices,
  eventId: number,
  run: InboundRun = directRun,
): Promise<void> {
  const { kernel, log } = services
  let lockedCompanyId: number | undefined
  let outcome: InboundOutcome | undefined
  try {
    // Platform work until the locked row names the company; from then on the transaction is that
    // company's (row-level security included), and every statement still names it.
    outcome = await platformEm(kernel.orm, 'inbound').transactional(async (tx) => {
      const [locked] = await tx.execute<LockedEventRow[]>(
        `select ${commitWithoutWaitingForDisk}, e.company_id, e.status, e.payload, e.received_at,
                c.id as connection_id, c.name, c.channel, c.provider, c.group_as_ticket, c.allow_group, c.options,
                case when c.options ->> 'timeCreateNewTicket' ~ '^[0-9]{1,6}$'
                     then (c.options ->> 'timeCreateNewTicket')::int end as reopen_within_minutes,
                case when c.options ->> 'queueIdImportMessages' ~ '^[0-9]{1,9}$'
                     then (c.options ->> 'queueIdImportMessages')::int end as import_queue_id
           from inbound_events e join connections c on c.id = e.connection_id
          where e.id = ?
          for update of e`,
        [eventId],
      )
      if (locked?.status !== 'pending') return undefined
      const companyId = locked.company_id
      lockedCompanyId = companyId
      await enterCompany(tx, companyId)
      const context: InboundContext = {
        services,
        tx,
        companyId,
        eventId,
        receivedAt: new Date(locked.received_at),
        finalAttempt: run.lastAttempt,
        connection: {
          id: locked.connection_id,
          companyId,
          name: locked.name,
          channel: locked.channel,
          provider: locked.provider,
          groupAsTicket: locked.group_as_ticket,
          allowGroup: locked.allow_group,
          reopenWithinMinutes: locked.reopen_within_minutes ?? 0,
          importQueueId: locked.import_queue_id,
          options: locked.options ?? {},
        },
      }
      const payload = locked.payload
      const handle = handlers[payload.kind] as InboundHandler<typeof payload.kind>
      const result = await handle(context, payload)
      await tx.execute(
        `update inbound_events set status = 'processed', processed_at = now(), error = ?, attempts = ?
          where id = ? and company_id = ?`,
        [result.note ?? null, run.attempt - 1, eventId, companyId],
      )
      await run.completeIn(tx)
      return result
    })
  } catch (error) {
    if (lockedCompanyId !== undefined) await recordFailure(services, eventId, lockedCompanyId, run, error)
    throw error
  }
  if (!outcome?.afterCommit) return
  try {
    await outcome.afterCommit(services)
  } catch (error) {
    log.error({ err: error, eventId }, 'inbound event processed, but its follow-up failed')
  }
}

/** Keeps why the try failed on the event (the outbox owns the retries); failed after the last one. */
async function recordFailure(
  { kernel, log }: InboundServices,
  eventId: number,
  companyId: number,
  run: InboundRun,
  error: unknown,
): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength)
  try {
    await companyEm(kernel.orm, companyId).execute(
      `update inbound_events set attempts = ?, error = ?, status = ?
        where id = ? and company_id = ? and status = 'pending'`,
      [run.attempt, reason, run.lastAttempt ? 'failed' : 'pending', eventId, companyId],
    )
  } catch (recordError) {
    // The event keeps its old error; its job's retry records it again.
    log.error({ err: recordError, eventId }, 'could not record an inbound event failure')
  }
}
