import type { InboundEvent } from '@atendo/plugin-api'
import type { Em } from '../../../kernel/db/orm.ts'
import { sqlIdArray } from '../../../kernel/db/sql-fragments.ts'
import { takeWaitingRunsIn } from '../../../kernel/jobs/batch-runs.ts'

/** An event a batch took besides its own: locked, with its job's run locked too. */
export interface FollowerEvent {
  id: number
  payload: InboundEvent
  receivedAt: Date
  /** Its run in the job outbox, deleted with the batch's commit when it is processed. */
  runId: number
}

/** How a batch finds the runs of the events it takes (inbound-jobs.ts). */
export interface BatchRuns {
  /** Most events per batch, its own included; 1 takes none. */
  size: number
  job: string
  runKey: (eventId: number) => string
  /**
   * Events this process's runs hold right now (their own and their batches', kept by
   * processInboundEvent until its transaction ended): left out without trying to lock them, and closing their conversations, so a batch does not spend its window
   * on events it cannot have. Other processes' are found by `skip locked`.
   */
  heldHere: Set<number>
}

interface WaitingRow {
  id: string | number
  attempts: number
  conversation: string | null
}

/**
 * Locks the runs of `eventIds` (skipping those another worker holds or leased), then the events
 * whose runs it holds (skipping those locked elsewhere). Answers the events and how many runs it
 * locked (more than events when an event is locked by a worker its run did not show).
 */
async function holdEvents(
  tx: Em,
  runs: BatchRuns,
  eventIds: number[],
): Promise<{ events: Map<number, FollowerEvent>; runsHeld: number }> {
  const runIds = await takeWaitingRunsIn(tx, runs.job, eventIds.map(runs.runKey))
  const runOf = new Map<number, number>()
  for (const id of eventIds) {
    const runId = runIds.get(runs.runKey(id))
    if (runId !== undefined) runOf.set(id, runId)
  }
  if (runOf.size === 0) return { events: new Map(), runsHeld: 0 }
  const locked = await tx.execute<LockedRow[]>(
    `select e.id, e.payload, e.received_at from inbound_events e
      where e.id = any(?::bigint[]) and e.status = 'pending'
      order by e.id
      for update of e skip locked`,
    [sqlIdArray([...runOf.keys()])],
  )
  const events = new Map(
    locked.map((row) => {
      const id = Number(row.id)
      return [id, { id, payload: row.payload, receivedAt: new Date(row.received_at), runId: runOf.get(id)! }]
    }),
  )
  return { events, runsHeld: runOf.size }
}

interface LockedRow {
  id: string | number
  payload: InboundEvent
  received_at: Date
}

/** How many batches' worth of pending events a batch looks through, to see those others hold. */
const waitingWindow = 10

/**
 * Walks the connection's pending events in arrival order and keeps those a batch may take: never
 * tried (a failed one is retried on its own), and only while every earlier pending event of the
 * same conversation is kept too (or is `ownId`). So a conversation is never split between two
 * transactions running at once: its messages apply in order, and two batches never wait for each
 * other's contact and ticket locks (which, taken in different orders, would deadlock).
 * `holds(id)` says whether the batch holds an event; events it does not hold close their
 * conversation to the ones after them.
 */
function inOrder(
  waiting: WaitingRow[],
  ownId: number,
  holds: (id: number) => boolean,
  limit: number,
): number[] {
  const closed = new Set<string>()
  const kept: number[] = []
  for (const row of waiting) {
    const id = Number(row.id)
    if (id === ownId) continue
    const open = row.conversation === null || !closed.has(row.conversation)
    if (kept.length < limit && open && row.attempts === 0 && holds(id)) {
      kept.push(id)
    } else if (row.conversation !== null) {
      closed.add(row.conversation)
    }
  }
  return kept
}

/**
 * Takes up to `runs.size - 1` waiting events of the connection into the transaction of event
 * `own` (inOrder), skipping those another worker holds, together with their job runs
 * (batch-runs.ts), so that those runs' deliveries end at once instead of waiting for this
 * transaction. Three statements for the whole batch, five more when some are held elsewhere. Answers the followers in arrival order.
 */
export async function takeFollowers(
  tx: Em,
  own: { id: number; connectionId: number },
  runs: BatchRuns,
): Promise<FollowerEvent[]> {
  // Beyond the batch's own size, the events other batches hold: they close their conversations.
  const waiting = await tx.execute<WaitingRow[]>(
    `select e.id, e.attempts, e.conversation
       from inbound_events e
      where e.status = 'pending' and e.connection_id = ?
      order by e.id limit ?`,
    [own.connectionId, runs.size * waitingWindow],
  )
  const candidates = inOrder(waiting, own.id, (id) => !runs.heldHere.has(id), runs.size - 1)
  if (candidates.length === 0) return []
  // Locks taken after the savepoint go with it when it is rolled back.
  await tx.execute('savepoint take_followers')
  let held = await holdEvents(tx, runs, candidates)
  const kept = inOrder(waiting, own.id, (id) => held.events.has(id), runs.size - 1)
  if (kept.length < held.runsHeld) {
    // Some are held elsewhere after all (run or event), closing their conversations to events
    // this batch holds: those are let go, not kept locked until the commit, or their own runs
    // would return in the meantime and wait for the outbox's poll.
    await tx.execute('rollback to savepoint take_followers')
    held = await holdEvents(tx, runs, kept)
  }
  await tx.execute('release savepoint take_followers')
  return [...held.events.values()]
}
