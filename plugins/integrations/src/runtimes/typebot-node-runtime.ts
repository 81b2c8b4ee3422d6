import type { DbApi, FlowNodeRuntime, OutboundHttpApi } from '@atendo/plugin-api'
import type { BubbleDelivery } from './deliver-bubbles.ts'
import { ServiceFailure } from './service-call.ts'
import { pickChoice, typebotBubbles } from './typebot-answer.ts'
import { typebotExchange } from './typebot-runtime.ts'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The flows plugin's TypeBot node, run here (`flowNodeRuntimes`, kind `typebot`): the node's
 * first turn starts the Typebot bot (`url`/`urlN8N` and `typebotSlug` of the node's data, the
 * flow's variables prefilled), each later turn continues it; the node keeps the conversation
 * while the bot awaits an input, is `done` when the bot ends, and hands the ticket over when
 * Typebot fails.
 */
export function typebotNodeRuntime(deps: {
  db: DbApi
  outbound: OutboundHttpApi
  delivery: BubbleDelivery
  timeoutMs: number
  log: { warn(entry: object, message: string): void }
}): FlowNodeRuntime {
  return {
    kind: 'typebot',
    async turn(input) {
      const em = deps.db.forCompany(input.companyId)
      const url = text(input.data.url) || text(input.data.urlN8N)
      const slug = text(input.data.typebotSlug)
      const [saved] = await em.execute<{ remote_session: string | null; state: { choices?: string[] } }[]>(
        'select remote_session, state from integrations_flow_node_sessions where company_id = ? and ticket_id = ? and node_id = ?',
        [input.companyId, input.ticketId, input.nodeId],
      )
      const sessionId = input.text === null ? null : (saved?.remote_session ?? null)
      const choices = sessionId ? saved?.state.choices : undefined
      const answerText =
        input.text === null
          ? ''
          : ((choices?.length ? pickChoice(choices, input.text) : undefined) ?? input.text)
      try {
        if (!url || !slug) throw new ServiceFailure('the TypeBot node has no url or typebotSlug')
        const answer = await typebotExchange(
          deps.outbound,
          { url, slug, sessionId, text: answerText, variables: input.variables },
          deps.timeoutMs,
        )
        const { bubbles, choices: offered } = typebotBubbles(answer)
        const delay =
          typeof input.data.typebotDelayMessage === 'number' ? input.data.typebotDelayMessage : 1000
        await deps.delivery.send(input.companyId, input.ticketId, bubbles, delay)
        const ended = !answer.input
        await em.execute(
          `insert into integrations_flow_node_sessions (company_id, ticket_id, node_id, remote_session, state)
           values (?, ?, ?, ?, ?)
           on conflict (ticket_id, node_id) do update set remote_session = excluded.remote_session,
             state = excluded.state, updated_at = now()`,
          [
            input.companyId,
            input.ticketId,
            input.nodeId,
            ended ? null : (answer.sessionId ?? sessionId),
            JSON.stringify(offered ? { choices: offered } : {}),
          ],
        )
        return { status: ended ? 'done' : 'waiting' }
      } catch (error) {
        deps.log.warn(
          {
            companyId: input.companyId,
            ticketId: input.ticketId,
            nodeId: input.nodeId,
            reason: String(error),
          },
          'TypeBot node failed: the ticket goes to the attendants',
        )
        return { status: 'handover' }
      }
    },
  }
}
