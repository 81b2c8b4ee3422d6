import type { InboundEvent, JobRun } from '@atendo/plugin-api'
import { companyEm, type Em, enterCompanyColumns, enteredCompany, platformEm } from '../../kernel/db/orm.ts'
import { executePrepared } from '../../kernel/db/prepared-statements.ts'
import { sqlIdArray, withCte } from '../../kernel/db/sql-fragments.ts'
import { completeRunsSql, releaseRunsIn } from '../../kernel/jobs/batch-runs.ts'
import { lookAheadWaves, type ReadAhead, readAhead } from './batch/look-ahead.ts'
import { preStore } from './batch/pre-store.ts'
import { type BatchRuns, takeFollowers } from './batch/take-followers.ts'
import {
  type InboundConnection,
  type InboundContext,
  type InboundHandler,
  InboundNotReady,
  type InboundOutcome,
  type InboundServices,
} from './inbound-context.ts'
import { fillRequests, requestedRowsStatement, type WrittenRows } from './live/written-rows.ts'
import { planOncePerConnection } from './plan-once-per-connection.ts'
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

/** The first retry's delay; doubled per try. */
export const inboundBackoffMs = 500

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
  options: Record<string, unknown> | null
  /** The conversation's earlier pending events, locked, in arrival order; null when none. */
  earlier: EarlierEventRow[] | null
}

interface EarlierEventRow {
  id: number
  payload: InboundEvent
  received_at: string
  attempts: number
}

/** Longest error text kept on an event. */
const maxErrorLength = 2000

/**
 * Locks an event (each `?`) and the earlier pending events of its conversation (its `conversation`
 * column, event-conversation.ts: same connection, lower id, found by the pending events' index), all in one statement and
 * in id order, waiting for any another transaction holds. Since every run locks its
 * conversation's events in that one order (batches take theirs with `skip locked`, never
 * waiting), two runs never wait for each other. A wait ends when the holder's transaction does:
 * an earlier event it processed is no longer pending (the row is checked again) and is left out.
 * The event's connection comes with it, and the transaction enters its company.
 */
export const lockEventInOrder = `with own as materialized (
    select e.id, e.connection_id, e.conversation from inbound_events e where e.id = ?
  ), locked as materialized (
    select x.id, x.company_id, x.status, x.attempts, x.payload, x.received_at, x.connection_id
      from inbound_events x
     where x.id = any(array(
             select own.id from own
             union all
             select y.id from own join inbound_events y
                 on y.connection_id = own.connection_id and y.status = 'pending' and y.id < own.id
                and y.conversation = own.conversation))
       and (x.id = ? or x.status = 'pending')
     order by x.id
     for update of x
  )
  select ${commitWithoutWaitingForDisk}, ${planOncePerConnection}, ${enterCompanyColumns('e.company_id')}, e.company_id, e.status, e.attempts, e.payload, e.received_at,
         c.id as connection_id, c.name, c.channel, c.provider, c.group_as_ticket, c.allow_group, c.options,
         case when c.options ->> 'timeCreateNewTicket' ~ '^[0-9]{1,6}$'
              then (c.options ->> 'timeCreateNewTicket')::int end as reopen_within_minutes,
         case when c.options ->> 'queueIdImportMessages' ~ '^[0-9]{1,9}$'
              then (c.options ->> 'queueIdImportMessages')::int end as import_queue_id,
         (select json_agg(json_build_object('id', p.id, 'payload', p.payload, 'received_at', p.received_at, 'attempts', p.attempts) order by p.id)
            from locked p where p.id < e.id) as earlier
    from locked e join connections c on c.id = e.connection_id
   where e.id = ?`

/** The part of a job run processing needs; a direct call (tests) is a first, not last, try. */
export type InboundRun = Pick<JobRun, 'attempt' | 'lastAttempt' | 'completeWith'>

const directRun: InboundRun = {
  attempt: 1,
  lastAttempt: false,
  completeWith: (tx, sql, params) => executePrepared(tx, sql, params),
}

/** One event alone: what a direct call and an idle queue do. */
const alone: BatchRuns = { size: 1, job: '', runKey: String, heldHere: new Set() }

/** An event of the transaction: its own, an earlier one of its conversation, or one a batch took. */
interface EventInTransaction {
  id: number
  payload: InboundEvent
  receivedAt: Date
  /** Tries that failed before this one, kept on the event when it is processed. */
  failedTries: number
  /** A follower's job run, deleted when it is processed; undefined for the run's own event. */
  runId?: number
}

interface ProcessedEvent {
  event: EventInTransaction
  outcome: InboundOutcome
}

interface FailedEvent {
  event: EventInTransaction
  error: unknown
}

/**
 * Processes one recorded event, and while a backlog waits (`batch.size` > 1) other waiting events
 * of its connection with it (batch/take-followers.ts). Writes, "processed" marks and job
 * completions commit in one transaction, under a lock on each event row, so an event is applied
 * exactly once however often its job runs (handed over again after a crash, a duplicate).
 *
 * Messages of one conversation apply in arrival order even when the runs of its events overlap
 * (two events recorded back to back, run side by side): the statement that locks the event also
 * locks the earlier events of its conversation still pending (lockEventInOrder), waiting for one
 * another transaction holds until it ends, and those still pending then are applied first, in
 * this transaction, in order (processAfterEarlier). Every run locks its conversation's events in
 * id order, in its first statement, before any contact or ticket row, so the waits cannot
 * deadlock. The run's own event is locked waiting too, not skipping: an event
 * an overlapping later run applies is its own run's again if that transaction rolls back, so its
 * run must not return while it is held. A run whose event an earlier-starting later run applied
 * finds it processed and returns. When no earlier event is pending (the usual case) this costs
 * nothing beyond the lock's statement, with an index on the conversation's pending events. A
 * batch takes a follower only when it holds every earlier pending event of its conversation
 * (take-followers.ts), and a run applying earlier events takes no followers. Alone, a
 * failure rolls everything back; in a batch each event has a savepoint, so a failing one is
 * rolled back alone and the rest commit. A failed event keeps its error and how many tries
 * failed; the run's own event is rethrown for the job outbox's retry with back-off, a follower's
 * run is handed back to run on its own; after its last attempt an event is marked failed. Live
 * events and plugin steps run after the commit, in arrival order.
 */
export async function processInboundEvent(
  services: InboundServices,
  eventId: number,
  run: InboundRun = directRun,
  batch: BatchRuns = alone,
): Promise<void> {
  const { kernel, log } = services
  let lockedCompanyId: number | undefined
  let processed: ProcessedEvent[] = []
  let failed: FailedEvent[] = []
  let followerRuns: number[] = []
  const held = [eventId]
  batch.heldHere.add(eventId)
  try {
    // Platform work until the locked row names the company; from then on the transaction is that
    // company's (row-level security included), and every statement still names it.
    await platformEm(kernel.orm, 'inbound').transactional(async (tx) => {
      const [locked] = await executePrepared<LockedEventRow>(tx, lockEventInOrder, [
        eventId,
        eventId,
        eventId,
      ])
      if (locked?.status !== 'pending') return
      const companyId = locked.company_id
      lockedCompanyId = companyId
      // The lock's statement entered the company (row-level security from the next statement on).
      enteredCompany(tx, companyId)
      const connection = connectionOf(locked, companyId)
      const own: EventInTransaction = {
        id: eventId,
        payload: locked.payload,
        receivedAt: new Date(locked.received_at),
        failedTries: run.attempt - 1,
      }
      const earlier = (locked.earlier ?? []).map(
        (row): EventInTransaction => ({
          id: Number(row.id),
          payload: row.payload,
          receivedAt: new Date(row.received_at),
          failedTries: row.attempts,
        }),
      )
      for (const event of earlier) batch.heldHere.add(event.id)
      held.push(...earlier.map((event) => event.id))
      // A retried event runs alone: whatever failed it must not fail others again. So does one
      // that applies its conversation's earlier events first (rare: runs overlapped).
      const followers =
        batch.size > 1 && locked.attempts === 0 && earlier.length === 0
          ? (await takeFollowers(tx, { id: eventId, connectionId: connection.id }, batch)).map(
              (follower): EventInTransaction => ({ ...follower, failedTries: 0 }),
            )
          : []
      followerRuns = followers.flatMap((follower) => (follower.runId === undefined ? [] : [follower.runId]))
      kernel.jobOutbox.takenInBatch(followerRuns)
      for (const follower of followers) batch.heldHere.add(follower.id)
      held.push(...followers.map((follower) => follower.id))
      const contextOf = (event: EventInTransaction): InboundContext => ({
        services,
        tx,
        companyId,
        eventId: event.id,
        receivedAt: event.receivedAt,
        finalAttempt: event.id === eventId && run.lastAttempt,
        connection,
      })
      if (earlier.length > 0) {
        ;({ processed, failed } = await processAfterEarlier(
          tx,
          earlier,
          own,
          contextOf,
          run.lastAttempt,
          log,
        ))
      } else if (followers.length === 0) {
        // Alone too, its sender, working ticket and chatbot outlook are one statement, not three.
        const ahead = (await readAhead(tx, companyId, connection.id, [own])).get(own.id)
        const outcome = await handle(
          ahead ? { ...contextOf(own), readAhead: ahead } : contextOf(own),
          own.payload,
        )
        processed = [{ event: own, outcome }]
      } else {
        const events = [own, ...followers].sort((a, b) => a.id - b.id)
        const readFor = (wave: EventInTransaction[]) => readAhead(tx, companyId, connection.id, wave)
        ;({ processed, failed } = await processInSavepoints(tx, events, contextOf, readFor))
      }
      const ownDone = processed.some(({ event }) => event.id === eventId)
      await finishProcessing(tx, companyId, processed, ownDone ? run : undefined)
      const released = failed.flatMap(({ event }) => (event.runId === undefined ? [] : [event.runId]))
      kernel.jobOutbox.handedBack(released)
      await releaseRunsIn(tx, released, kernel.clock.now(), 'failed in a batch; retried on its own')
    })
  } catch (error) {
    if (lockedCompanyId !== undefined) await recordFailure(services, eventId, lockedCompanyId, run, error)
    await releaseFollowers(services, followerRuns)
    throw error
  } finally {
    for (const id of held) batch.heldHere.delete(id)
  }
  const ownFailure = failed.find(({ event }) => event.id === eventId)
  for (const { event, error } of failed) {
    const tried = event.id === eventId ? run : followerRun
    await recordFailure(services, event.id, lockedCompanyId!, tried, error)
  }
  for (const { event, outcome } of processed) {
    if (!outcome.afterCommit) continue
    try {
      await outcome.afterCommit(services)
    } catch (error) {
      log.error({ err: error, eventId: event.id }, 'inbound event processed, but its follow-up failed')
    }
  }
  if (ownFailure) throw ownFailure.error
}

/** A follower's failed try is its first (followers are never-tried events). */
const followerRun: InboundRun = directRun

/**
 * The batch's transaction rolled back as a whole: its followers are untouched and pending, but
 * their runs' deliveries returned while it held them, so they are handed back to the outbox's
 * poll now rather than when it next looks for runs handed over long ago.
 */
async function releaseFollowers({ kernel, log }: InboundServices, runIds: number[]): Promise<void> {
  kernel.jobOutbox.handedBack(runIds)
  try {
    await releaseRunsIn(
      platformEm(kernel.orm, 'inbound'),
      runIds,
      kernel.clock.now(),
      'its batch failed; retried on its own',
    )
  } catch (error) {
    log.error({ err: error, runIds }, 'could not hand back the runs of a failed inbound batch')
  }
}

/**
 * A batch's events one after the other. Usually every event applies, so they first run together
 * in one savepoint (allInOneSavepoint), without the two statements a savepoint of its own costs
 * each event; the first failure rolls them all back to it, and they run again each in a
 * savepoint: a failing one is rolled back to it and the next goes on. The first pass takes its
 * events wave by wave (batch/look-ahead.ts, lookAheadWaves: conversation by conversation, rank by
 * rank), reads ahead for each wave's messages with one statement just before it (`readFor`) and
 * stores those whose place that made sure of with one more (batch/pre-store.ts). A failed first
 * pass runs again in arrival order. An event waiting for a message (an edit or ack that arrived
 * before it, InboundNotReady) is tried once more at the end, when the batch may have stored that
 * message. The ORM's identity map is cleared before each, so no event sees entities another one
 * loaded (or one that rolled back wrote).
 */
async function processInSavepoints(
  tx: Em,
  events: EventInTransaction[],
  contextOf: (event: EventInTransaction) => InboundContext,
  readFor: (wave: EventInTransaction[]) => Promise<Map<number, ReadAhead>>,
): Promise<{ processed: ProcessedEvent[]; failed: FailedEvent[] }> {
  // What was read ahead is used by the first pass only: after a rollback each event reads for itself.
  const ahead = new Map<number, ReadAhead>()
  const withReadAhead = (event: EventInTransaction): InboundContext => {
    const readAhead = ahead.get(event.id)
    return readAhead ? { ...contextOf(event), readAhead } : contextOf(event)
  }
  const waves = lookAheadWaves(events)
  const order = waves.flat()
  const waveAt = new Map<number, EventInTransaction[]>()
  let start = 0
  for (const wave of waves) {
    waveAt.set(start, wave)
    start += wave.length
  }
  const readWaveAt = async (index: number) => {
    const wave = waveAt.get(index)
    if (!wave) return
    for (const [id, found] of await readFor(wave)) ahead.set(id, found)
    await preStore(
      tx,
      wave.map((event) => ({ ...event, context: withReadAhead(event) })),
    )
  }
  const together = await allInOneSavepoint(tx, order, withReadAhead, readWaveAt)
  // Reported in arrival order: live events and plugin steps follow it.
  together?.sort((a, b) => a.event.id - b.event.id)
  if (together) return { processed: together, failed: [] }
  const processed: ProcessedEvent[] = []
  const first = await eachInSavepoint(tx, events, contextOf, processed)
  const waiting = first.filter(({ error }) => error instanceof InboundNotReady).map(({ event }) => event)
  const failed = first.filter(({ error }) => !(error instanceof InboundNotReady))
  failed.push(...(await eachInSavepoint(tx, waiting, contextOf, processed)))
  return { processed, failed }
}

/**
 * Processes `events` in order in one savepoint; undefined when one failed (or waits for a message
 * the batch has not stored yet), after rolling them all back to it: nothing they wrote stays, and
 * the outcomes they answered are dropped with it. The savepoint is left for the commit to
 * release (a statement fewer). `before` runs before each event, in the savepoint (the batch's
 * look-ahead and pre-store of a wave starting there).
 */
async function allInOneSavepoint(
  tx: Em,
  events: EventInTransaction[],
  contextOf: (event: EventInTransaction) => InboundContext,
  before?: (index: number) => Promise<void>,
): Promise<ProcessedEvent[] | undefined> {
  tx.clear()
  await tx.execute('savepoint inbound_batch')
  const processed: ProcessedEvent[] = []
  try {
    for (const [index, event] of events.entries()) {
      await before?.(index)
      processed.push({ event, outcome: await handle(contextOf(event), event.payload) })
      tx.clear()
    }
    return processed
  } catch {
    await tx.execute('rollback to savepoint inbound_batch')
    tx.clear()
    return undefined
  }
}

/**
 * The run's own event after the earlier pending events of its conversation, in arrival order: all
 * together in one savepoint, or, when one fails, each in its own. An earlier event that fails is
 * rolled back alone and stops the rest: the own event is not applied before it, but fails this
 * try ("waits for …"), so its run retries later, when the earlier one's own run has applied it or,
 * after its last attempt, marked it failed. On the own event's last attempt the failing earlier
 * ones are passed over (left to their own runs), so a poison event delays its conversation by
 * at most the retries' back-off and never blocks it. An earlier event's failure is not recorded
 * here: its own run's tries count.
 */
async function processAfterEarlier(
  tx: Em,
  earlier: EventInTransaction[],
  own: EventInTransaction,
  contextOf: (event: EventInTransaction) => InboundContext,
  lastAttempt: boolean,
  log: InboundServices['log'],
): Promise<{ processed: ProcessedEvent[]; failed: FailedEvent[] }> {
  const events = [...earlier, own]
  const together = await allInOneSavepoint(tx, events, contextOf)
  if (together) return { processed: together, failed: [] }
  const processed: ProcessedEvent[] = []
  for (const event of events) {
    const [failure] = await eachInSavepoint(tx, [event], contextOf, processed)
    if (!failure) continue
    if (event === own) return { processed, failed: [failure] }
    log.warn(
      { err: failure.error, eventId: event.id, laterEventId: own.id },
      'an earlier inbound event of the conversation failed',
    )
    if (lastAttempt) continue
    const reason = failure.error instanceof Error ? failure.error.message : String(failure.error)
    const waits = new Error(
      `waits for the earlier event ${event.id} of its conversation, which failed: ${reason}`,
    )
    return { processed, failed: [{ event: own, error: waits }] }
  }
  return { processed, failed: [] }
}

/** Processes `events` in order, each in a savepoint; pushes the processed ones, answers the failed. */
async function eachInSavepoint(
  tx: Em,
  events: EventInTransaction[],
  contextOf: (event: EventInTransaction) => InboundContext,
  processed: ProcessedEvent[],
): Promise<FailedEvent[]> {
  const failed: FailedEvent[] = []
  for (const event of events) {
    tx.clear()
    await tx.execute('savepoint inbound_event')
    try {
      const outcome = await handle(contextOf(event), event.payload)
      await tx.execute('release savepoint inbound_event')
      processed.push({ event, outcome })
    } catch (error) {
      await tx.execute('rollback to savepoint inbound_event')
      failed.push({ event, error })
    }
  }
  tx.clear()
  return failed
}

function handle(context: InboundContext, payload: InboundEvent): Promise<InboundOutcome> {
  const handler = handlers[payload.kind] as InboundHandler<typeof payload.kind>
  return handler(context, payload)
}

function connectionOf(locked: LockedEventRow, companyId: number): InboundConnection {
  return {
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
  }
}

/**
 * The transaction's last statement, one round trip: marks its processed events (markProcessedSql),
 * deletes the job runs they are done with (the run's own, `ownRun`, and the followers' it took),
 * and reads the rows their live events show (live/written-rows.ts). Nothing when nothing was
 * processed.
 */
async function finishProcessing(
  tx: Em,
  companyId: number,
  processed: ProcessedEvent[],
  ownRun: InboundRun | undefined,
): Promise<void> {
  if (processed.length === 0) return
  const requests = processed.flatMap(({ outcome }) => (outcome.written ? [outcome.written] : []))
  let { sql, params } =
    requests.length > 0 ? requestedRowsStatement(companyId, requests) : { sql: 'select null', params: [] }
  const followerRuns = processed.flatMap(({ event }) => (event.runId === undefined ? [] : [event.runId]))
  if (followerRuns.length > 0) {
    sql = withCte('completed_runs', completeRunsSql, sql)
    params = [sqlIdArray(followerRuns), ...params]
  }
  const marks = markProcessedSql(processed)
  sql = withCte('marked', marks.sql, sql)
  params = [...marks.params, ...params]
  const [row] = ownRun
    ? await ownRun.completeWith<WrittenRows>(tx, sql, params)
    : await executePrepared<WrittenRows>(tx, sql, params)
  if (requests.length > 0) fillRequests(companyId, row!, requests)
}

/** The statement that marks processed events, each with its note. */
function markProcessedSql(processed: ProcessedEvent[]): { sql: string; params: unknown[] } {
  const marks = processed.map(({ event, outcome }) => ({
    id: event.id,
    note: outcome.note ?? null,
    attempts: event.failedTries,
  }))
  // The events are found by their keys (an exactly sized array); row-level security keeps the
  // statement to the company. `company_id = ?` beside them let a planner with stale statistics
  // join the marks to every event of the company (1 ms a message at 2,000 events, growing).
  return {
    sql: `update inbound_events e set status = 'processed', processed_at = now(), error = m.note, attempts = m.attempts
       from jsonb_to_recordset(?::jsonb) as m(id bigint, note text, attempts int)
      where e.id = any(?::bigint[]) and e.id = m.id`,
    params: [JSON.stringify(marks), sqlIdArray(marks.map((mark) => mark.id))],
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
