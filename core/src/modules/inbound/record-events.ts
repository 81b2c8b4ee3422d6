import type { ChannelConnection, InboundEvent } from '@atendo/plugin-api'
import { executeInOneTrip } from '../../kernel/db/one-trip-begin.ts'
import { companyEm } from '../../kernel/db/orm.ts'
import { eventConversationSql } from './event-conversation.ts'
import { eventKey } from './event-key.ts'
import type { InboundServices } from './inbound-context.ts'
import { eventRunKeySql, inboundJobs } from './inbound-jobs.ts'

/** One `receive()` waiting for its event to be recorded. */
interface Delivery {
  connection: ChannelConnection
  event: InboundEvent
  key: string
  settle: (outcome: { duplicate: boolean } | { error: unknown }) => void
}

/** Most events one statement records. */
const maxGroup = 200

/**
 * Records delivered events durably, group-committing concurrent deliveries of a company: while
 * one statement is being committed, the deliveries that arrive meanwhile wait and are then
 * recorded together, by one statement and one commit (and one flush of the write-ahead log),
 * each answered only once its event is committed. A lone delivery is recorded at once, alone,
 * so nothing waits for a group to fill. Events and their job runs are written by the same
 * statement, in delivery order (ids follow it, and so does a conversation's processing order). When a group's
 * statement fails (one bad event), each of its events is recorded again on its own, so only
 * the bad one is refused.
 */
export function eventRecorder(services: InboundServices) {
  const { kernel } = services
  const jobs = inboundJobs(services)
  const waiting = new Map<number, Delivery[]>()
  const recording = new Set<number>()

  /** One statement and commit for `group` (one company's); answers which keys it recorded. */
  async function write(companyId: number, group: Delivery[]): Promise<Set<string>> {
    const em = companyEm(kernel.orm, companyId)
    const runs = kernel.jobOutbox.runsFrom(
      jobs.process.name,
      'event',
      `jsonb_build_object('eventId', event.id)`,
      eventRunKeySql('event.id'),
      { companyId },
    )
    const input = group.map((delivery, n) => ({
      n,
      connection_id: delivery.connection.id,
      kind: delivery.event.kind,
      external_id: delivery.key,
      payload: delivery.event,
    }))
    // Synchronous commit: durable before anyone is answered. A duplicate writes neither row.
    const [row] = await executeInOneTrip<{ recorded: string[]; runs: string[] }>(
      em,
      `with input as (
         select i.n, i.connection_id, i.kind, i.external_id, i.payload
           from jsonb_to_recordset(?::jsonb) as i(n int, connection_id int, kind text, external_id text, payload jsonb)
       ), event as (
         insert into inbound_events (company_id, connection_id, kind, external_id, payload, conversation, status, attempts, received_at)
         select ?, i.connection_id, i.kind, i.external_id, i.payload, ${eventConversationSql('i.payload')}, 'pending', 0, now()
           from input i order by i.n
         on conflict (connection_id, kind, external_id) do nothing
         returning id, connection_id, kind, external_id
       ), run as (${runs.sql})
       select array(select e.connection_id || ' ' || e.kind || ' ' || e.external_id from event e) as recorded,
              array(select r.id || ' ' || e.connection_id from run r join event e on r.dedupe_key = ${eventRunKeySql('e.id')}) as runs`,
      [JSON.stringify(input), companyId, ...runs.params],
    )
    // Each run's connection, for its delivery's gate (connection-lanes.ts), before it is handed over.
    const runIds = (row?.runs ?? []).map((pair) => {
      const [runId, connectionId] = pair.split(' ').map(Number) as [number, number]
      jobs.lanes.expect(runId, connectionId)
      return runId
    })
    await runs.written(em, runIds)
    return new Set(row?.recorded ?? [])
  }

  /** Records `group`, answering each delivery; alone again, one by one, when the group fails. */
  async function record(companyId: number, group: Delivery[]): Promise<void> {
    const keyOf = (delivery: Delivery) => `${delivery.connection.id} ${delivery.event.kind} ${delivery.key}`
    let recorded: Set<string>
    try {
      recorded = await write(companyId, group)
    } catch (error) {
      if (group.length === 1) {
        group[0]!.settle({ error })
        return
      }
      for (const delivery of group) await record(companyId, [delivery])
      return
    }
    // The same event twice in one group is recorded once: the later delivery is the duplicate.
    const answered = new Set<string>()
    for (const delivery of group) {
      const key = keyOf(delivery)
      delivery.settle({ duplicate: !recorded.has(key) || answered.has(key) })
      answered.add(key)
    }
  }

  /** Records the company's waiting deliveries, group after group, until none waits. */
  async function drain(companyId: number): Promise<void> {
    recording.add(companyId)
    try {
      for (;;) {
        const queue = waiting.get(companyId) ?? []
        if (queue.length === 0) break
        const group = queue.splice(0, maxGroup)
        try {
          await record(companyId, group)
        } catch (error) {
          // record answers every delivery itself; this only keeps a bug from leaving one unanswered.
          for (const delivery of group) delivery.settle({ error })
        }
      }
    } finally {
      waiting.delete(companyId)
      recording.delete(companyId)
    }
  }

  return {
    /** Resolves once the event is committed: `duplicate` when it was recorded before. */
    receive(connection: ChannelConnection, event: InboundEvent): Promise<{ duplicate: boolean }> {
      return new Promise((resolve, reject) => {
        const delivery: Delivery = {
          connection,
          event,
          key: eventKey(event),
          settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome)),
        }
        const companyId = connection.companyId
        const queue = waiting.get(companyId)
        if (queue) queue.push(delivery)
        else waiting.set(companyId, [delivery])
        if (!recording.has(companyId)) void drain(companyId)
      })
    },
  }
}
