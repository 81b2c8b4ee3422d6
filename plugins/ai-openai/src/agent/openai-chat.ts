import type OpenAI from 'openai'
import { AgentFailure, agentFailureOf } from './agent-failure.ts'

/** The function the model calls to give the conversation to a person (docs/ai-agents.md). */
export const handoverTool = 'transferir_para_atendente'

/**
 * Appended to every prompt: how the model hands over. The tool call, not a phrase in the text, is
 * what the agent acts on, so a customer quoting a phrase cannot trigger it by accident.
 */
const handoverInstruction =
  `\n\nSe o cliente pedir para falar com uma pessoa, um atendente ou um humano, ou se você não puder ` +
  `ajudar, chame a função ${handoverTool}, com uma mensagem curta de despedida para o cliente.`

export interface ChatSettings {
  apiKey: string
  prompt: string
  maxTokens: number
  temperature: number
}

export interface ChatLine {
  role: 'user' | 'assistant'
  content: string
}

export type ChatAnswer = { kind: 'reply'; text: string } | { kind: 'handover'; text: string | null }

export interface OpenAiChatOptions {
  /** OpenAI's API or a compatible one, from the plugin's configuration. */
  baseUrl: string
  model: string
  timeoutMs: number
}

/** The farewell the model gave with its hand-over call, if any. */
function farewellOf(argumentsJson: string | undefined): string | null {
  try {
    const message = (JSON.parse(argumentsJson ?? '{}') as { mensagem?: unknown }).mensagem
    return typeof message === 'string' && message.trim() !== '' ? message.trim() : null
  } catch {
    return null
  }
}

/**
 * One turn of the conversation with OpenAI's chat completions: the prompt as the system message,
 * then the conversation, with the hand-over function offered. Throws `AgentFailure`.
 */
export async function askOpenAi(
  options: OpenAiChatOptions,
  settings: ChatSettings,
  conversation: ChatLine[],
): Promise<ChatAnswer> {
  // The package (about 0.2 s of module loading) is loaded by the first turn, not at start-up.
  const { default: OpenAiClient } = await import('openai')
  // No retries: the customer is waiting, and a failure goes to the attendants at once.
  const client = new OpenAiClient({
    apiKey: settings.apiKey,
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    maxRetries: 0,
  })
  let completion: OpenAI.Chat.Completions.ChatCompletion
  try {
    completion = await client.chat.completions.create({
      model: options.model,
      messages: [{ role: 'system', content: settings.prompt + handoverInstruction }, ...conversation],
      max_tokens: settings.maxTokens,
      temperature: settings.temperature,
      tools: [
        {
          type: 'function',
          function: {
            name: handoverTool,
            description: 'Transfere a conversa para um atendente humano da empresa.',
            parameters: {
              type: 'object',
              properties: { mensagem: { type: 'string', description: 'Despedida curta para o cliente' } },
            },
          },
        },
      ],
      tool_choice: 'auto',
    })
  } catch (error) {
    throw agentFailureOf(error, OpenAiClient)
  }
  const choice = completion.choices?.[0]?.message
  const handover = choice?.tool_calls?.find(
    (call) => call.type === 'function' && call.function.name === handoverTool,
  )
  if (handover && handover.type === 'function') {
    return {
      kind: 'handover',
      text: farewellOf(handover.function.arguments) ?? choice?.content?.trim() ?? null,
    }
  }
  const text = choice?.content?.trim()
  if (!text) throw new AgentFailure('failed')
  return { kind: 'reply', text }
}
