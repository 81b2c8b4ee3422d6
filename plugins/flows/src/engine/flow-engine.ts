import type {
  Clock,
  ContactsApi,
  DbApi,
  Em,
  FlowNodeRuntime,
  JobRun,
  JobsApi,
  MessagesApi,
  OutgoingContent,
  TicketsApi,
} from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { FlowRow } from '../flows/flow-records.ts'
import { flowGraph } from './flow-graph.ts'
import { nodeStep, type StepResult } from './node-step.ts'
import { endRun, findRun, flowAutomation, type RunRow } from './run-records.ts'

export interface EngineServices {
  db: DbApi
  jobs: JobsApi
  clock: Clock
  tickets: TicketsApi
  contacts: ContactsApi
  messages: MessagesApi
  log: FastifyBaseLogger
  runtimes(): readonly FlowNodeRuntime[]
  /** Randomizer draws; tests pin it. */
  random?: () => number
}

interface StepJob {
  companyId: number
  runId: string
  step: number
}

/** What a step reads before it runs (`readStep`). */
interface StepInput {
  run: RunRow
  stop: string | undefined
  flow: FlowRow | undefined
}

/** The run's step was tried before and may have sent its message already. */
const retriedSend = (run: RunRow) => run.sending_step === run.step && run.sending_since !== null

export interface FlowStart {
  companyId: number
  ticketId: number
  contactId: number
  connectionId: number
  flowId: number
}

/** The flow engine: durable runs of flows on tickets, one step per job (docs/flows.md "The engine"). */
export interface FlowEngine {
  /** Starts a flow on a ticket inside `em`'s transaction; false when the flow cannot run or one runs already. */
  startIn(em: Em, start: FlowStart): Promise<boolean>
  /**
   * The customer wrote while the run drives the ticket (`run` locked by the caller). A waiting
   * run hands the text to its next step; a run whose step is sending keeps it as that step's
   * early answer (see `commitStep`); otherwise (between two nodes, in an interval) the message
   * stays on the ticket only.
   */
  answerIn(em: Em, run: RunRow, text: string): Promise<void>
}

/** Why a run may not go on: the ticket was taken or closed, or the contact's bot is off. */
async function stopReason(services: EngineServices, run: RunRow): Promise<string | undefined> {
  const ticket = await services.tickets.find(run.company_id, run.ticket_id)
  if (!ticket || ticket.status === 'closed') return 'closed'
  if (ticket.status !== 'pending' || ticket.userId !== null) return 'attended'
  if (ticket.automation !== null && ticket.automation !== flowAutomation) return 'taken'
  const contact = await services.contacts.find(run.company_id, run.contact_id)
  if (!contact || contact.disableBot) return 'bot-disabled'
  return undefined
}

export function defineFlowEngine(services: EngineServices): FlowEngine {
  const { db, clock } = services
  const random = services.random ?? Math.random
  const stepServices = {
    tickets: services.tickets,
    runtime: (kind: string) => services.runtimes().find((runtime) => runtime.kind === kind),
    random,
  }

  const enqueueStep = (em: Em, job: StepJob, delayMs = 0) =>
    stepJob.enqueueIn(em, job, {
      companyId: job.companyId,
      delayMs,
      dedupeKey: `flows-run-${job.runId}-${job.step}`,
    })

  /**
   * Reads what a step needs in one transaction (one round of the company's session settings
   * instead of one per read): the run, why it may not go on, its flow. It also records the send
   * attempt before anything is sent, so a retried step (the process died after the send, before
   * the step committed) finds its mark and looks for the message instead of sending it again.
   * Answers the run as it was before the mark, undefined when the job is stale.
   */
  async function readStep(job: StepJob): Promise<StepInput | undefined> {
    return db.forCompany(job.companyId).transactional(async (tx) => {
      const run = await findRun(tx, job.companyId, job.runId)
      if (run?.status !== 'running' || run.step !== job.step) return undefined
      const stop = await stopReason(services, run)
      const [flow] = await tx.execute<FlowRow[]>(
        'select nodes, connections, active from flows where company_id = ? and id = ?',
        [job.companyId, run.flow_id],
      )
      if (!retriedSend(run))
        // Messages are stamped with the wall clock, so the attempt is too (not the product's clock).
        await tx.execute(
          'update flows_runs set sending_step = ?, sending_since = ? where company_id = ? and id = ?',
          [run.step, new Date(Date.now() - 1000), run.company_id, run.id],
        )
      return { run, stop, flow }
    })
  }

  /** Sends a step's message once: a retried step first looks for it on the ticket (see `readStep`). */
  async function sendOnce(run: RunRow, content: OutgoingContent): Promise<void> {
    if (retriedSend(run)) {
      const since = new Date(run.sending_since!).getTime()
      const stored = await services.messages.listByTicket(run.company_id, run.ticket_id)
      if (
        stored.some(
          (message) =>
            message.fromMe && message.body === content.text && message.createdAt.getTime() >= since,
        )
      )
        return
    }
    await services.messages.send(run.company_id, run.ticket_id, content)
  }

  async function commitStep(job: StepJob, jobRun: JobRun, result: StepResult): Promise<boolean> {
    const em = db.forCompany(job.companyId)
    return em.transactional(async (tx) => {
      const run = await findRun(tx, job.companyId, job.runId, true)
      if (run?.status !== 'running' || run.step !== job.step) {
        await jobRun.completeIn(tx)
        return false
      }
      const variables = { ...run.variables, ...(result.variables ?? {}) }
      // The customer may answer a question before the step that asked it commits (the channel
      // delivers at once): that early answer (`answerIn`) is taken now instead of waiting for one.
      const earlyAnswer = result.status === 'waiting' && run.early_input !== null
      const status = earlyAnswer ? 'running' : result.status
      await tx.execute(
        `update flows_runs set status = ?, node_id = ?, element = ?, variables = ?::jsonb, input = ?,
            early_input = null, step = step + 1, sending_step = null, sending_since = null, ended_reason = ?, updated_at = now()
          where company_id = ? and id = ?`,
        [
          status,
          result.nodeId,
          result.element,
          JSON.stringify(variables),
          earlyAnswer ? run.early_input : null,
          result.endedReason ?? null,
          job.companyId,
          job.runId,
        ],
      )
      if (status === 'running') await enqueueStep(tx, { ...job, step: job.step + 1 }, result.delayMs ?? 0)
      await jobRun.completeIn(tx)
      return result.status === 'ended'
    })
  }

  async function runStep(job: StepJob, jobRun: JobRun): Promise<void> {
    const input = await readStep(job)
    if (!input) return
    const { run, stop, flow } = input
    let result: StepResult
    if (stop) result = { status: 'ended', nodeId: run.node_id, element: run.element, endedReason: stop }
    else if (!flow?.nodes || !flow.active)
      result = { status: 'ended', nodeId: run.node_id, element: run.element, endedReason: 'flow-off' }
    else {
      result = await nodeStep(
        stepServices,
        flowGraph({ nodes: flow.nodes, connections: flow.connections ?? [] }),
        run,
      )
      if (result.send) await sendOnce(run, result.send)
    }
    const ended = await commitStep(job, jobRun, result)
    // A flow that ended gives the ticket back; an attendant who took it has it already.
    if (ended) await services.tickets.handOver(job.companyId, run.ticket_id, flowAutomation)
  }

  const stepJob = services.jobs.define<StepJob>('flows.step', runStep, { concurrency: 10, attempts: 5 })

  return {
    async startIn(em, start) {
      const [flow] = await em.execute<FlowRow[]>(
        'select nodes, connections, active from flows where company_id = ? and id = ?',
        [start.companyId, start.flowId],
      )
      if (!flow?.active || !flow.nodes) return false
      const startId = flowGraph({ nodes: flow.nodes, connections: flow.connections ?? [] }).startId
      if (!startId) return false
      const contact = await services.contacts.find(start.companyId, start.contactId)
      const name = contact?.name ?? ''
      const variables = {
        name,
        firstName: name.split(/\s+/)[0] ?? '',
        number: contact?.number ?? '',
        ticketId: String(start.ticketId),
      }
      const [row] = await em.execute<{ id: string }[]>(
        `insert into flows_runs (company_id, flow_id, ticket_id, contact_id, connection_id, node_id, variables, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)
         on conflict ("ticket_id") where "status" <> 'ended' do nothing returning id`,
        [
          start.companyId,
          start.flowId,
          start.ticketId,
          start.contactId,
          start.connectionId,
          startId,
          JSON.stringify(variables),
          clock.now(),
          clock.now(),
        ],
      )
      if (!row) return false
      await enqueueStep(em, { companyId: start.companyId, runId: String(row.id), step: 0 })
      return true
    },
    async answerIn(em, run, text) {
      if (run.status === 'running') {
        // Only while the step sends: the customer may be answering what it just asked.
        if (run.sending_step === run.step)
          await em.execute(
            `update flows_runs set early_input = ? where company_id = ? and id = ? and status = 'running' and step = ?`,
            [text.slice(0, 4000), run.company_id, run.id, run.step],
          )
        return
      }
      await em.execute(
        `update flows_runs set status = 'running', input = ?, step = step + 1, updated_at = now()
          where company_id = ? and id = ? and status = 'waiting'`,
        [text.slice(0, 4000), run.company_id, run.id],
      )
      await enqueueStep(em, { companyId: run.company_id, runId: String(run.id), step: run.step + 1 })
    },
  }
}

export { endRun }
