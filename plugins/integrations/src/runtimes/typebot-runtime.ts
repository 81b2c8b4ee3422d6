import type { OutboundHttpApi } from '@atendo/plugin-api'
import { postJson } from './service-call.ts'
import type { TurnInput } from './turn-input.ts'
import type { TurnOutcome } from './turn-outcome.ts'
import { pickChoice, type TypebotAnswer, typebotBubbles } from './typebot-answer.ts'

/** The Typebot bot to talk to: its server (urlN8N), published slug and the customer's variables. */
export interface TypebotChat {
  url: string
  slug: string
  sessionId: string | null
  text: string
  variables: Record<string, string>
}

/**
 * One exchange with Typebot's HTTP API (v1): `startChat` on the published bot when there is no
 * session (the customer's text as the first message, their name and number as prefilled
 * variables), `continueChat` on the session otherwise.
 */
export async function typebotExchange(
  outbound: OutboundHttpApi,
  chat: TypebotChat,
  timeoutMs: number,
): Promise<TypebotAnswer> {
  const base = chat.url.replace(/\/+$/, '')
  const message = { type: 'text', text: chat.text }
  const answer = chat.sessionId
    ? await postJson(
        outbound,
        `${base}/api/v1/sessions/${encodeURIComponent(chat.sessionId)}/continueChat`,
        {
          message,
          textBubbleContentFormat: 'markdown',
        },
        { timeoutMs },
      )
    : await postJson(
        outbound,
        `${base}/api/v1/typebots/${encodeURIComponent(chat.slug)}/startChat`,
        {
          ...(chat.text ? { message } : {}),
          isStreamEnabled: false,
          textBubbleContentFormat: 'markdown',
          prefilledVariables: chat.variables,
        },
        { timeoutMs },
      )
  return (answer ?? {}) as TypebotAnswer
}

const same = (keyword: string, text: string) =>
  keyword !== '' && keyword.toLowerCase() === text.trim().toLowerCase()

/**
 * A Typebot integration's turn (administration.md §3 "Typebot integration"): the finish keyword
 * ends it and hands the ticket back; the restart keyword forgets the session (the restart message
 * is sent, the next message starts the bot again); a session idle longer than typebotExpires
 * minutes (0: never) starts again; an answer that is none of the offered choices gets
 * typebotUnknownMessage; the bot reaching its end (no input awaited) hands the ticket back.
 */
export async function typebotTurn(
  outbound: OutboundHttpApi,
  input: TurnInput,
  timeoutMs: number,
): Promise<TurnOutcome> {
  const { integration, session, message, now } = input
  const delayMs = integration.typebot_delay_message
  const text = message.text
  if (same(integration.typebot_keyword_finish, text))
    return { bubbles: [], delayMs, remoteSession: null, handOver: true, reason: 'finish keyword' }
  if (same(integration.typebot_keyword_restart, text)) {
    const restart = integration.typebot_restart_message.trim()
    return {
      bubbles: restart ? [{ kind: 'text', text: restart }] : [],
      delayMs,
      remoteSession: null,
      handOver: false,
    }
  }
  const idleMs = now.getTime() - new Date(session.last_activity_at).getTime()
  const expired = integration.typebot_expires > 0 && idleMs > integration.typebot_expires * 60_000
  const sessionId = expired ? null : session.remote_session
  let answerText = text
  const choices = sessionId ? session.state.choices : undefined
  if (choices?.length) {
    const picked = pickChoice(choices, text)
    if (picked === undefined) {
      const unknown = integration.typebot_unknown_message.trim()
      return {
        bubbles: unknown ? [{ kind: 'text', text: unknown }] : [],
        delayMs,
        remoteSession: sessionId,
        choices,
        handOver: false,
      }
    }
    answerText = picked
  }
  const answer = await typebotExchange(
    outbound,
    {
      url: integration.url_n8n,
      slug: integration.typebot_slug,
      sessionId,
      text: answerText,
      variables: {
        nome: input.contact.name,
        numero: input.contact.number ?? '',
        ticketId: String(input.ticketId),
      },
    },
    timeoutMs,
  )
  const { bubbles, choices: offered } = typebotBubbles(answer)
  const ended = !answer.input
  return {
    bubbles,
    delayMs,
    remoteSession: ended ? null : (answer.sessionId ?? sessionId),
    choices: offered,
    handOver: ended,
    reason: ended ? 'the bot reached its end' : undefined,
  }
}
