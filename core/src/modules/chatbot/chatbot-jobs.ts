import type { Em, Job } from '@atendo/plugin-api'
import type { Kernel } from '../../kernel/kernel.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import { redirectWaitingTickets } from './redirect-waiting-tickets.ts'
import { runChatbotTurn } from './run-chatbot-turn.ts'
import { type ChatbotTurnRequest, chatbotTurnJob } from './turn-job.ts'

/** The bot's jobs. */
export interface ChatbotJobs {
  /** One bot turn of a ticket; enqueued durably, in the transaction that stored the message. */
  turn: Job<ChatbotTurnRequest>
  /** Schedules the redirect after timeSendQueue; on processes that run jobs. */
  schedule(): Promise<void>
}

/** How often the redirect sweep runs. */
const sweepEveryMs = 60_000

const definedFor = new WeakMap<Kernel, ChatbotJobs>()

/**
 * The bot's jobs of this kernel, defined on first use (app.ts does it before the workers start).
 * Turns run on the `default` queue, never on `inbound`: an answer waiting on a slow channel must
 * not hold back the storing of new messages. Two turns run at once per process; each holds one
 * database connection for its ticket's lock and uses one more while it works. A turn is a
 * durable job (the job outbox): written with the message it answers, it runs even if the process
 * dies right after the commit or Redis is down, and is retried with back-off.
 */
export function chatbotJobs(services: ChatbotServices): ChatbotJobs {
  const { kernel, log } = services
  const known = definedFor.get(kernel)
  if (known) return known
  const turn = kernel.jobs.define<ChatbotTurnRequest>(
    chatbotTurnJob,
    (request) => runChatbotTurn(services, request),
    { queue: 'default', concurrency: 2, attempts: 5, backoffMs: 500 },
  )
  const redirect = kernel.jobs.define<Record<string, never>>(
    'core.chatbot-redirect',
    async () => {
      const moved = await redirectWaitingTickets(services)
      if (moved > 0) log.info({ moved }, 'waiting tickets redirected to their connection’s queue')
    },
    { queue: 'default', attempts: 1 },
  )
  const jobs: ChatbotJobs = {
    turn,
    async schedule() {
      await redirect.repeat('every-minute', {}, { everyMs: sweepEveryMs })
    },
  }
  definedFor.set(kernel, jobs)
  return jobs
}

/**
 * Hands a stored customer message to the bot, in the transaction that stored it (`tx`): the
 * turn commits with the message or not at all, once per message.
 */
export async function enqueueChatbotTurn(
  services: ChatbotServices,
  tx: Em,
  request: ChatbotTurnRequest,
): Promise<void> {
  await chatbotJobs(services).turn.enqueueIn(tx, request, {
    companyId: request.companyId,
    dedupeKey: String(request.messageId),
  })
}
