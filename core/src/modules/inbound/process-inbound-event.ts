import type { InboundEvent } from '@atendo/plugin-api'
import { companyEm, enterCompany, platformEm } from '../../kernel/db/orm.ts'
import type {
  InboundConnection,
  InboundContext,
  InboundHandler,
  InboundOutcome,
  InboundServices,
} from './inbound-context.ts'
import { receiveMessage } from './receive-message.ts'
import { applyAck } from './steps/apply-ack.ts'
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
  'send-failed': applySendFailure,
  edit: applyEdit,
  delete: applyDelete,
  reaction: applyReaction,
  'contact-update': applyContactUpdate,
}

interface LockedEventRow {
  company_id: number
  status: string
  attempts: number
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
}

/** Longest error text kept on an event. */
const maxErrorLength = 2000

/**
 * Processes one recorded event. Its writes and its "processed" mark commit in one transaction,
 * under a lock on the event row, so an event is applied exactly once however often it is
 * enqueued (a replay after a crash, a duplicate job). A failure rolls everything back, counts the
 * attempt and rethrows for the job's retry with back-off; after `inboundAttempts` the event is
 * marked failed and kept with its error. Live events and plugin steps run after the commit.
 */
export async function processInboundEvent(services: InboundServices, eventId: number): Promise<void> {
  const { kernel, log } = services
  let lockedCompanyId: number | undefined
  let outcome: InboundOutcome | undefined
  try {
    // Platform work until the locked row names the company; from then on the transaction is that
    // company's (row-level security included), and every statement still names it.
    outcome = await platformEm(kernel.orm, 'inbound').transactional(async (tx) => {
      const [locked] = await tx.execute<LockedEventRow[]>(
        `select e.company_id, e.status, e.attempts, e.payload, e.received_at,
                c.id as connection_id, c.name, c.channel, c.provider, c.group_as_ticket, c.allow_group,
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
        tx,
        companyId,
        eventId,
        receivedAt: new Date(locked.received_at),
        finalAttempt: locked.attempts + 1 >= inboundAttempts,
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
        },
      }
      const payload = locked.payload
      const handle = handlers[payload.kind] as InboundHandler<typeof payload.kind>
      const result = await handle(context, payload)
      await tx.execute(
        `update inbound_events set status = 'processed', processed_at = now(), error = ? where id = ? and company_id = ?`,
        [result.note ?? null, eventId, companyId],
      )
      return result
    })
  } catch (error) {
    if (lockedCompanyId !== undefined) await recordFailure(services, eventId, lockedCompanyId, error)
    throw error
  }
  if (!outcome?.afterCommit) return
  try {
    await outcome.afterCommit(services)
  } catch (error) {
    log.error({ err: error, eventId }, 'inbound event processed, but its follow-up failed')
  }
}

async function recordFailure(
  { kernel, log }: InboundServices,
  eventId: number,
  companyId: number,
  error: unknown,
): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength)
  try {
    await companyEm(kernel.orm, companyId).execute(
      `update inbound_events
          set attempts = attempts + 1, error = ?,
              status = case when attempts + 1 >= ? then 'failed' else 'pending' end
        where id = ? and company_id = ? and status = 'pending'`,
      [reason, inboundAttempts, eventId, companyId],
    )
  } catch (recordError) {
    // The event stays pending with its old count; the retry or the next replay tries again.
    log.error({ err: recordError, eventId }, 'could not record an inbound event failure')
  }
}
