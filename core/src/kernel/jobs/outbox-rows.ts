import { executeInOneTrip } from '../db/one-trip-begin.ts'
import type { Em } from '../db/orm.ts'

/** What the backend carries for a durable run: only the outbox row's id; the row holds the rest. */
export interface OutboxEnvelope {
  '@outbox': number
}

export function outboxEnvelope(outboxId: number): OutboxEnvelope {
  return { '@outbox': outboxId }
}

export function isOutboxEnvelope(data: unknown): data is OutboxEnvelope {
  return typeof data === 'object' && data !== null && typeof (data as OutboxEnvelope)['@outbox'] === 'number'
}

/**
 * The backend job id of one try of a row: a retry needs a new id, because both backends ignore an
 * id whose job has not finished yet, and the failing try has not finished when it schedules the
 * next. The poll's hand-over has an id of its own: a delayed retry still waiting on BullMQ would
 * otherwise keep the poll's copy out until its (real-time) delay is over; the second copy of a
 * try finds the row taken or done and does nothing.
 */
export function outboxJobId(outboxId: number, attempt: number, byPoll = false): string {
  return `outbox-${outboxId}-${attempt}${byPoll ? '-poll' : ''}`
}

/** Longest error text kept on a row. */
const maxErrorLength = 2000

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength)
}

export interface NewOutboxRow {
  job: string
  payload: unknown
  companyId: number | null
  dedupeKey: string | null
  runAt: Date
  /** Set when the caller hands the row to the backend itself (after its commit); null leaves it to the poll. */
  dispatchedAt: Date | null
  now: Date
}

/**
 * The insert of runs (`?` in order: job, the payload's, company id, the dedupe key's, run at,
 * dispatched at, now), one per row of `from` (empty: one run), whose payload and dedupe key are
 * SQL over that row; `returning id`. A run whose dedupe key another pending run holds is skipped.
 */
function insertRunsSql(payloadSql: string, dedupeKeySql: string, from = ''): string {
  return `insert into job_outbox (job, payload, company_id, dedupe_key, status, attempts, run_at, dispatched_at, created_at)
     select ?::text, ${payloadSql}, ?::int, ${dedupeKeySql}, 'pending', 0, ?::timestamptz, ?::timestamptz, ?::timestamptz ${from}
     on conflict (job, dedupe_key) where status = 'pending' and dedupe_key is not null do nothing
     returning id, dedupe_key`
}

/** A run of the bound values, bar its payload and dedupe key. */
type NewRunTimes = Omit<NewOutboxRow, 'payload' | 'dedupeKey'>

function runParams(row: NewRunTimes, payload: unknown[], dedupeKey: unknown[]): unknown[] {
  return [row.job, ...payload, row.companyId, ...dedupeKey, row.runAt, row.dispatchedAt, row.now]
}

/** Writes a run with `em` (in its transaction, if any); undefined when its dedupe key is taken. */
export async function insertOutboxRow(em: Em, row: NewOutboxRow): Promise<number | undefined> {
  const [inserted] = await executeInOneTrip<{ id: string | number }>(
    em,
    insertRunsSql('?::jsonb', '?::text'),
    runParams(row, [JSON.stringify(row.payload ?? {})], [row.dedupeKey]),
  )
  return inserted ? Number(inserted.id) : undefined
}

/**
 * For a statement that writes its own rows and their runs at once (`with event as (insert ...
 * returning id) <sql>`): the insert of one run per row of the CTE `source`, with the payload and
 * dedupe key as SQL over it (`source.id`), and its parameters, to follow the statement's own.
 *
 * @example
 * const runs = outboxRunsFrom('event', "jsonb_build_object('eventId', event.id)", "'event-' || event.id", row)
 * await em.execute(`with event as (insert into ... returning id) ${runs.sql}`, [...eventParams, ...runs.params])
 */
export function outboxRunsFrom(
  source: string,
  payloadSql: string,
  dedupeKeySql: string,
  row: NewRunTimes,
): { sql: string; params: unknown[] } {
  return { sql: insertRunsSql(payloadSql, dedupeKeySql, `from ${source}`), params: runParams(row, [], []) }
}

export interface ClaimedRow {
  payload: unknown
  attempts: number
  companyId: number | null
}

/**
 * Takes a due row for one try: counts the attempt and leases it until `lockedUntil`, so no other
 * worker runs it meanwhile. Undefined when it is done, failed, not due yet or leased by another,
 * and when another transaction holds the row (a worker claiming it, or a batch doing its work,
 * batch-runs.ts): that one decides, so this try returns at once instead of holding a job slot and
 * a database connection while it waits.
 */
export async function claimOutboxRow(
  em: Em,
  outboxId: number,
  job: string,
  now: Date,
  lockedUntil: Date,
): Promise<ClaimedRow | undefined> {
  const [row] = await executeInOneTrip<{ payload: unknown; attempts: number; company_id: number | null }>(
    em,
    `update job_outbox set attempts = attempts + 1, locked_until = ?
      where id = (select id from job_outbox
                   where id = ? and job = ? and status = 'pending' and run_at <= ?
                     and (locked_until is null or locked_until <= ?)
                   for update skip locked)
      returning payload, attempts, company_id`,
    [lockedUntil, outboxId, job, now, now],
  )
  return row ? { payload: row.payload, attempts: row.attempts, companyId: row.company_id } : undefined
}

/** Done: the row goes (with `em`, in the caller's transaction when it is one). */
export async function deleteOutboxRow(em: Em, outboxId: number): Promise<void> {
  await executeInOneTrip(em, 'delete from job_outbox where id = ?', [outboxId])
}

/** A failed try that will be retried at `runAt`; `dispatchedAt` when the retry is already handed over. */
export async function scheduleOutboxRetry(
  em: Em,
  outboxId: number,
  error: unknown,
  runAt: Date,
  dispatchedAt: Date | null,
): Promise<void> {
  await executeInOneTrip(
    em,
    `update job_outbox set run_at = ?, locked_until = null, last_error = ?, dispatched_at = ?
      where id = ? and status = 'pending'`,
    // biome-ignore lint/suspicious/noExplicitAny: the driver binds Dates and nulls as they are
    [runAt, errorText(error), dispatchedAt, outboxId] as any[],
  )
}

/** Given up: kept as `failed` with its last error. */
export async function failOutboxRow(em: Em, outboxId: number, error: unknown, now: Date): Promise<void> {
  await executeInOneTrip(
    em,
    `update job_outbox set status = 'failed', locked_until = null, last_error = ?, finished_at = ?
      where id = ? and status = 'pending'`,
    [errorText(error), now, outboxId],
  )
}

/** Leaves a row to the poll: its hand-over to the backend failed. */
export async function forgetDispatch(em: Em, outboxIds: number[]): Promise<void> {
  if (outboxIds.length === 0) return
  await executeInOneTrip(
    em,
    `update job_outbox set dispatched_at = null where id in (${outboxIds.map(() => '?').join(', ')})`,
    outboxIds,
  )
}

export interface DueRow {
  id: number
  job: string
  attempts: number
}

/**
 * Takes up to `limit` rows of `jobs` that are due and not with a worker (never handed over,
 * handed over before `handedOverBefore`, or leased by a worker that stopped), marks them handed
 * over at `now` and answers them. `for update skip locked`: two polls never take the same row.
 */
export async function takeDueRows(
  em: Em,
  jobs: readonly string[],
  now: Date,
  handedOverBefore: Date,
  limit: number,
): Promise<DueRow[]> {
  if (jobs.length === 0) return []
  const rows = await executeInOneTrip<{ id: string | number; job: string; attempts: number }>(
    em,
    `with due as (
       select id from job_outbox
        where status = 'pending' and run_at <= ? and job in (${jobs.map(() => '?').join(', ')})
          and (locked_until is null or locked_until <= ?)
          and (dispatched_at is null or dispatched_at <= ?)
        order by run_at, id limit ?
        for update skip locked)
     update job_outbox o set dispatched_at = ? from due where o.id = due.id
     returning o.id, o.job, o.attempts`,
    // biome-ignore lint/suspicious/noExplicitAny: the driver binds Dates as they are
    [now, ...jobs, now, handedOverBefore, limit, now] as any[],
  )
  return rows.map((row) => ({ id: Number(row.id), job: row.job, attempts: row.attempts }))
}

/**
 * Ends every worker's lease and forgets every hand-over: for a single-process installation
 * starting, where no worker can be running and the in-memory queue the rows were handed to
 * (delayed runs waiting for their time included) stopped with the previous process. Due rows are
 * then taken at start-up, later ones by the poll once due; otherwise a delayed run handed over
 * before the stop would wait `redispatchAfterMs` past its time.
 */
export async function releaseLeases(em: Em): Promise<number> {
  const released = await executeInOneTrip<{ id: string | number }>(
    em,
    `update job_outbox set locked_until = null, dispatched_at = null
      where status = 'pending' and (locked_until is not null or dispatched_at is not null)
      returning id`,
  )
  return released.length
}
