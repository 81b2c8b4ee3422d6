import type { MessageRecord, MessagesApi, StorageApi } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { TextToSpeech } from '../voice/text-to-speech.ts'
import { textVoice } from '../voices.ts'
import { askOpenAi, type ChatLine, type ChatSettings, type OpenAiChatOptions } from './openai-chat.ts'

/** What a turn needs: the prompt's settings, from a stored prompt or a flow's OpenAI node. */
export interface AgentSettings extends ChatSettings {
  maxMessages: number
  voice: string
  voiceKey: string | null
  voiceRegion: string | null
}

export interface AgentServices {
  messages: MessagesApi
  storage: StorageApi
  speech: TextToSpeech
  chat: OpenAiChatOptions
  log: FastifyBaseLogger
}

/** The conversation as OpenAI reads it: the customer is the user, we (attendants, bots) the assistant. */
function conversationOf(history: MessageRecord[], heard: Map<number, string>): ChatLine[] {
  return history
    .filter((message) => !message.isDeleted)
    .map((message) => {
      const content = heard.get(message.id) ?? (message.body.trim() || `[${message.mediaType ?? 'mensagem'}]`)
      return { role: message.fromMe ? 'assistant' : 'user', content } as ChatLine
    })
}

/** Sends the answer in the prompt's voice when it has one, falling back to text if speech fails. */
async function sendAnswer(
  services: AgentServices,
  companyId: number,
  ticketId: number,
  settings: AgentSettings,
  text: string,
): Promise<void> {
  if (settings.voice !== textVoice && settings.voiceKey && settings.voiceRegion) {
    try {
      const speech = await services.speech.synthesize({
        text,
        voice: settings.voice,
        key: settings.voiceKey,
        region: settings.voiceRegion,
      })
      const stored = await services.storage.save(companyId, speech.audio, {
        fileName: speech.fileName,
        mimeType: speech.mimeType,
      })
      try {
        await services.messages.send(companyId, ticketId, {
          text: '',
          media: { key: stored.key, fileName: stored.fileName, mimeType: stored.mimeType },
        })
      } finally {
        // messages.send keeps its own copy.
        await services.storage.remove(stored.key)
      }
      return
    } catch (error) {
      services.log.warn(
        { ticketId, companyId, err: (error as Error).message },
        'ai-openai: speech failed, answering in text',
      )
    }
  }
  await services.messages.send(companyId, ticketId, { text })
}

/**
 * One answer of the agent on a ticket: the last `maxMessages` messages (an audio replaced by what
 * was heard in it) go to OpenAI with the prompt; its answer is sent on the ticket (any channel),
 * in text or voice. Answers `handover` when the model called the hand-over function (its farewell
 * sent first). OpenAI's failures are thrown (`AgentFailure`) for the caller to hand over.
 */
export async function answerTurn(
  services: AgentServices,
  turn: { companyId: number; ticketId: number; settings: AgentSettings; heard?: Map<number, string> },
): Promise<'answered' | 'handover'> {
  const { companyId, ticketId, settings } = turn
  const history = await services.messages.listByTicket(companyId, ticketId, {
    limit: settings.maxMessages,
    last: true,
  })
  const answer = await askOpenAi(services.chat, settings, conversationOf(history, turn.heard ?? new Map()))
  if (answer.kind === 'handover') {
    if (answer.text) await services.messages.send(companyId, ticketId, { text: answer.text })
    return 'handover'
  }
  await sendAnswer(services, companyId, ticketId, settings, answer.text)
  return 'answered'
}
