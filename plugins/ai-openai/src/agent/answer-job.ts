import {
  type Clock,
  type DbApi,
  type ExtensionsApi,
  type JobsApi,
  type TicketsApi,
  transcriptionProviders,
} from '@atendo/plugin-api'
import { type IPrompt, Prompt } from '../prompts/entities.ts'
import { AgentFailure } from './agent-failure.ts'
import { type AnswerJobData, agentHandlerId } from './agent-handler.ts'
import { agentTicket, markHandedOver } from './agent-tickets.ts'
import { type AgentServices, answerTurn } from './agent-turn.ts'

export interface AnswerJobServices extends AgentServices {
  db: DbApi
  jobs: JobsApi
  tickets: TicketsApi
  extensions: ExtensionsApi
  clock: Clock
  /** How long a transcription of the customer's audio may take. */
  transcriptionTimeoutMs: number
}

/** What the customer said in an audio, through the transcription plugin (the extension point). */
async function heardIn(services: AnswerJobServices, companyId: number, messageId: number): Promise<string> {
  const audio = await services.messages.receivedAudio(companyId, messageId)
  const [provider] = services.extensions.get(transcriptionProviders)
  if (!audio || !provider) throw new AgentFailure('failed', undefined, 'audio-not-transcribable')
  try {
    const { text } = await provider.transcribe({
      companyId,
      audio,
      language: 'pt',
      signal: AbortSignal.timeout(services.transcriptionTimeoutMs),
    })
    return text
  } catch (error) {
    const code = (error as { code?: unknown }).code
    throw new AgentFailure('failed', undefined, typeof code === 'string' ? code : 'transcription-failed')
  }
}

/**
 * Gives the ticket to the prompt's queue ("setor") and its attendants, and records why. Logged at
 * warn for failures, so a silent agent never goes unnoticed.
 */
async function handOver(
  services: AnswerJobServices,
  data: AnswerJobData,
  prompt: IPrompt | null,
  reason: string,
) {
  const { companyId, ticketId } = data
  const ticket = await services.tickets.find(companyId, ticketId)
  if (ticket && prompt?.queueId && ticket.connectionId !== null) {
    await services.tickets
      .findOrOpen(companyId, {
        connectionId: ticket.connectionId,
        contactId: ticket.contactId,
        status: 'pending',
        queueId: prompt.queueId,
      })
      .catch((error: Error) =>
        services.log.warn(
          { companyId, ticketId, queueId: prompt.queueId, err: error.message },
          "ai-openai: the prompt's queue could not take the ticket; it stays waiting without one",
        ),
      )
  }
  // Recorded before the ticket is released, so a message arriving in between finds the agent out.
  await markHandedOver(services.db.forCompany(companyId), companyId, ticketId, reason, services.clock.now())
  await services.tickets.handOver(companyId, ticketId, agentHandlerId)
}

/**
 * The agent's answer to one customer message, run as a durable job the inbound handler enqueued.
 * Skips a ticket an attendant took meanwhile. Any failure (OpenAI refused the key, rate limit,
 * time-out, transcription) is logged without the key and hands the ticket over: never silent.
 */
export function defineAnswerJob(services: AnswerJobServices) {
  return services.jobs.define<AnswerJobData>(
    'ai-openai.answer',
    async (data) => {
      const { companyId, ticketId, messageId } = data
      const em = services.db.forCompany(companyId)
      const taken = await agentTicket(em, companyId, ticketId)
      if (!taken || taken.handedOverAt) return
      const ticket = await services.tickets.find(companyId, ticketId)
      if (ticket?.status !== 'pending' || ticket.userId !== null) return
      const prompt = await em.findOne(Prompt, { id: taken.promptId, companyId })
      if (!prompt) return handOver(services, data, null, 'prompt-removed')
      try {
        const message = await services.messages.find(companyId, messageId)
        const heard = new Map<number, string>()
        if (message?.mediaType === 'audio' && !message.fromMe) {
          heard.set(messageId, await heardIn(services, companyId, messageId))
        }
        const outcome = await answerTurn(services, {
          companyId,
          ticketId,
          heard,
          settings: {
            apiKey: prompt.apiKey,
            prompt: prompt.prompt,
            maxTokens: prompt.maxTokens,
            temperature: Number(prompt.temperature),
            maxMessages: prompt.maxMessages,
            voice: prompt.voice,
            voiceKey: prompt.voiceKey ?? null,
            voiceRegion: prompt.voiceRegion ?? null,
          },
        })
        if (outcome === 'handover') await handOver(services, data, prompt, 'customer-asked')
      } catch (error) {
        const failure =
          error instanceof AgentFailure
            ? error
            : new AgentFailure('failed', undefined, (error as Error).name || 'error')
        services.log.warn(
          {
            companyId,
            ticketId,
            promptId: prompt.id,
            reason: failure.reason,
            status: failure.status,
            code: failure.code,
          },
          'ai-openai: the agent could not answer; the ticket goes to the attendants',
        )
        await handOver(services, data, prompt, failure.reason)
      }
    },
    { attempts: 1 },
  )
}
