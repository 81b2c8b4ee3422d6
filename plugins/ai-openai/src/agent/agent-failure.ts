import type OpenAI from 'openai'

/** Why OpenAI gave no answer, as the logs and the hand-over record say it. */
export type FailureReason = 'key-refused' | 'rate-limited' | 'timed-out' | 'unreachable' | 'failed'

/**
 * OpenAI did not answer the turn. Carries the HTTP status and OpenAI's error code, never its
 * message (a refused key's message quotes part of the key).
 */
export class AgentFailure extends Error {
  readonly reason: FailureReason
  readonly status: number | undefined
  readonly code: string | undefined

  constructor(reason: FailureReason, status?: number, code?: string) {
    super(`OpenAI gave no answer: ${reason}${status ? ` (HTTP ${status})` : ''}`)
    this.name = 'AgentFailure'
    this.reason = reason
    this.status = status
    this.code = code
  }
}

/** The `openai` package's error classes, from the client that threw (the package loads on first use). */
export type OpenAiErrors = Pick<
  typeof OpenAI,
  'APIConnectionTimeoutError' | 'APIConnectionError' | 'APIError'
>

/** The failure an error of the `openai` package stands for. */
export function agentFailureOf(error: unknown, OpenAI: OpenAiErrors): AgentFailure {
  if (error instanceof AgentFailure) return error
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AgentFailure('timed-out')
  if (error instanceof OpenAI.APIConnectionError) return new AgentFailure('unreachable')
  if (error instanceof OpenAI.APIError) {
    const code = typeof error.code === 'string' ? error.code : undefined
    if (error.status === 401 || error.status === 403)
      return new AgentFailure('key-refused', error.status, code)
    if (error.status === 429) return new AgentFailure('rate-limited', 429, code)
    return new AgentFailure('failed', error.status, code)
  }
  return new AgentFailure('failed')
}
