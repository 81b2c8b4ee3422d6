import {
  type Clock,
  type DbApi,
  type ExtensionsApi,
  flowStarters,
  type JobsApi,
  type OutboundHttpApi,
  type RealtimeApi,
  type TicketsApi,
} from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { findIntegrationRow, type IntegrationRow } from '../queue-integrations/integration-records.ts'
import type { BubbleDelivery } from './deliver-bubbles.ts'
import type { DialogflowClient } from './dialogflow-client.ts'
import { dialogflowTurn } from './dialogflow-runtime.ts'
import { integrationAutomation } from './runtime-id.ts'
import { ServiceFailure } from './service-call.ts'
import { endSession, findSession, saveSession } from './sessions.ts'
import type { TurnInput } from './turn-input.ts'
import type { TurnOutcome } from './turn-outcome.ts'
import { typebotTurn } from './typebot-runtime.ts'
import { webhookTurn } from './webhook-runtime.ts'

/** A customer message the inbound handler passed to the integration driving its ticket. */
export type TurnData = Omit<TurnInput, 'integration' | 'session' | 'now'> & { integrationId: number }

export interface EngineDeps {
  db: DbApi
  jobs: JobsApi
  clock: Clock
  outbound: OutboundHttpApi
  realtime: RealtimeApi
  tickets: TicketsApi
  extensions: ExtensionsApi
  dialogflow: DialogflowClient
  delivery: BubbleDelivery
  log: FastifyBaseLogger
  timeoutMs: number
  publicApiUrl: string
}

/**
 * Runs integrations on the tickets they drive: each customer message is one durable job (the
 * inbound handler enqueues it with the message), which asks the integration's service, sends
 * what it answered and hands the ticket back to the attendants on the integration's end
 * condition, or when the service fails (time-out, 4xx/5xx, bad answer): logged and told to the
 * company's inbox (`company-{id}-queueIntegration`, action `handover`), never silently.
 */
export function defineIntegrationEngine(deps: EngineDeps) {
  const { db, clock, tickets, log } = deps

  async function handBack(
    companyId: number,
    ticketId: number,
    integrationId: number,
    reason: string,
    failed: boolean,
  ) {
    // One transaction (core's handOver joins it): nobody ever sees the session ended with the
    // ticket still the integration's, nor the ticket back with the session still running.
    await db.forCompany(companyId).transactional(async (tx) => {
      await endSession(tx, companyId, ticketId, clock.now())
      await tickets.handOver(companyId, ticketId, integrationAutomation)
    })
    const entry = { companyId, ticketId, integrationId, reason }
    if (failed) log.warn(entry, 'queue integration failed: the ticket goes to the attendants')
    else log.info(entry, 'queue integration handed the ticket back')
    deps.realtime.toCompany(companyId).emit(`company-${companyId}-queueIntegration`, {
      action: 'handover',
      ticketId,
      integrationId,
      reason,
      failed,
    })
  }

  /** A flowbuilder integration hands the ticket to the flows plugin, which drives it from then on. */
  async function startFlow(input: TurnInput): Promise<TurnOutcome> {
    const [starter] = deps.extensions.get(flowStarters)
    if (!starter) throw new ServiceFailure('no flow engine is loaded (the flows plugin)')
    if (!input.integration.flow_id) throw new ServiceFailure('the integration names no flow')
    // The flow claims the ticket itself, and one automation drives a ticket at a time: let go first.
    await tickets.handOver(input.companyId, input.ticketId, integrationAutomation)
    const started = await starter.start({
      companyId: input.companyId,
      ticketId: input.ticketId,
      flowId: input.integration.flow_id,
    })
    if (!started) throw new ServiceFailure(`flow ${input.integration.flow_id} does not exist or is inactive`)
    return { bubbles: [], delayMs: 0, remoteSession: null, handOver: true, reason: 'handed to the flow' }
  }

  async function runTurn(input: TurnInput): Promise<TurnOutcome> {
    switch (input.integration.type) {
      case 'typebot':
        return typebotTurn(deps.outbound, input, deps.timeoutMs)
      case 'n8n':
      case 'webhook':
        return webhookTurn(deps.outbound, clock, input, {
          timeoutMs: deps.timeoutMs,
          publicApiUrl: deps.publicApiUrl,
        })
      case 'dialogflow':
        return dialogflowTurn(deps.dialogflow, input)
      case 'flowbuilder':
        return startFlow(input)
    }
  }

  /** Applies a turn's outcome: remembers the session, sends the bubbles, hands back when it ends. */
  async function apply(input: TurnInput, outcome: TurnOutcome): Promise<void> {
    const { companyId, ticketId } = input
    await saveSession(db.forCompany(companyId), companyId, ticketId, {
      remoteSession: outcome.remoteSession,
      state: outcome.choices ? { choices: outcome.choices } : {},
      now: clock.now(),
    })
    await deps.delivery.send(companyId, ticketId, outcome.bubbles, outcome.delayMs)
    if (outcome.handOver)
      await handBack(companyId, ticketId, input.integration.id, outcome.reason ?? 'ended', false)
  }

  const turnJob = deps.jobs.define<TurnData>(
    'integrations.turn',
    async (data) => {
      const { companyId, ticketId, integrationId } = data
      const em = db.forCompany(companyId)
      const ticket = await tickets.find(companyId, ticketId)
      // An attendant took the ticket (or another automation) since the message arrived.
      if (!ticket || ticket.automation !== integrationAutomation) return
      const session = await findSession(em, companyId, ticketId)
      const integration: IntegrationRow | undefined = await findIntegrationRow(em, companyId, integrationId)
      if (!session || session.ended_at) return
      if (!integration) {
        await handBack(companyId, ticketId, integrationId, 'the integration was deleted', true)
        return
      }
      const input: TurnInput = { ...data, integration, session, now: clock.now() }
      let outcome: TurnOutcome
      try {
        outcome = await runTurn(input)
      } catch (error) {
        const reason =
          error instanceof ServiceFailure ? error.message : `unexpected failure: ${String(error)}`
        await handBack(companyId, ticketId, integrationId, reason, true)
        return
      }
      await apply(input, outcome)
    },
    { attempts: 1 },
  )

  return { turnJob, apply, handBack }
}

export type IntegrationEngine = ReturnType<typeof defineIntegrationEngine>
