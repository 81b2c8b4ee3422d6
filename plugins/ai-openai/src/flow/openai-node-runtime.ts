import type { FlowNodeRuntime, TicketsApi } from '@atendo/plugin-api'
import { AgentFailure } from '../agent/agent-failure.ts'
import { type AgentServices, type AgentSettings, answerTurn } from '../agent/agent-turn.ts'
import { textVoice } from '../voices.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const number = (value: unknown, fallback: number, min: number, max: number) => {
  const parsed = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(parsed) ? Math.min(Math.max(parsed, min), max) : fallback
}

/**
 * The OpenAI node's `data` (administration.md §3 "OpenAI node": name, prompt, voice, voiceKey,
 * voiceRegion, maxTokens, temperature, apiKey, queueId, maxMessages) as the agent's settings, with
 * the prompt defaults of §9. Undefined when the node lacks its required apiKey or prompt.
 */
export function nodeSettings(data: Record<string, unknown>): AgentSettings | undefined {
  const apiKey = text(data.apiKey).trim()
  const prompt = text(data.prompt).trim()
  if (!apiKey || !prompt) return undefined
  return {
    apiKey,
    prompt,
    maxTokens: Math.round(number(data.maxTokens, 100, 1, 4096)),
    temperature: number(data.temperature, 1, 0, 2),
    maxMessages: Math.round(number(data.maxMessages, 10, 1, 100)),
    voice: text(data.voice) || textVoice,
    voiceKey: text(data.voiceKey) || null,
    voiceRegion: /^[a-z0-9]{1,50}$/.test(text(data.voiceRegion)) ? text(data.voiceRegion) : null,
  }
}

/**
 * Runs a flow's OpenAI node (conversation-bots.ts, kind `openai`): the node listens from its first
 * turn, then answers each customer message as the agent does. The customer asking for a person,
 * or any failure of OpenAI (logged), ends the flow with a hand-over, to the node's queue if it names one.
 */
export function openAiNodeRuntime(services: AgentServices & { tickets: TicketsApi }): FlowNodeRuntime {
  return {
    kind: 'openai',
    async turn(input) {
      const { companyId, ticketId } = input
      const settings = nodeSettings(input.data)
      const handOver = async () => {
        const queueId = Number(input.data.queueId)
        if (Number.isInteger(queueId) && queueId > 0) {
          await services.tickets
            .findOrOpen(companyId, {
              connectionId: input.connectionId,
              contactId: input.contactId,
              status: 'pending',
              queueId,
            })
            .catch(() => undefined)
        }
        return { status: 'handover' as const }
      }
      if (!settings) {
        services.log.warn(
          { companyId, ticketId, nodeId: input.nodeId },
          'ai-openai: OpenAI node without key or prompt',
        )
        return handOver()
      }
      // The node's first turn: it takes the conversation and answers the customer's next message.
      if (input.text === null) return { status: 'waiting' }
      try {
        const outcome = await answerTurn(services, { companyId, ticketId, settings })
        return outcome === 'handover' ? handOver() : { status: 'waiting' }
      } catch (error) {
        const failure = error instanceof AgentFailure ? error : new AgentFailure('failed')
        services.log.warn(
          {
            companyId,
            ticketId,
            nodeId: input.nodeId,
            reason: failure.reason,
            status: failure.status,
            code: failure.code,
          },
          'ai-openai: the OpenAI node could not answer; the ticket goes to the attendants',
        )
        return handOver()
      }
    },
  }
}
