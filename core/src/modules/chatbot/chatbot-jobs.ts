import type { Job } from '@atendo/plugin-api'
import type { Kernel } from '../../kernel/kernel.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import { redirectWaitingTickets } from './redirect-waiting-tickets.ts'
import { resumeStalledTurns } from './resume-stalled-turns.ts'
import { type ChatbotTurnRequest, runChatbotTurn } from './run-chatbot-turn.ts'

/** The bot's jobs. */
export interface ChatbotJobs {
  /** One bot turn of a ticket; enqueued by the inbound pipeline with the message id as job id. */
  turn: Job<ChatbotTurnRequest>
  /** Schedules the sweeps (redirect after timeSendQueue, lost turns); on processes that run jobs. */
  schedule(): Promise<void>
}

/** How often the sweeps run, and how old a waiting message must be to count as lost. */
const sweepEveryMs = 60_000
const stalledAfterMs = 60_000

const definedFor = new WeakMap<Kernel, ChatbotJobs>()

/**
 * The bot's jobs of this kernel, defined on first use (app.ts does it before the workers start).
 * Turns run on the `default` queue, never on `inbound`: an answer waiting on a slow channel must
 * not hold back the storing of new messages. Two turns run at once per process; each holds one
 * database connection for its ticket's lock and uses one more while it works.
 */
export function chatbotJobs(services: ChatbotServices): ChatbotJobs {
  const { kernel, log } = services
  const known = definedFor.get(kernel)
  if (known) return known
  const turn = kernel.jobs.define<ChatbotTurnRequest>(
    'core.chatbot-turn',
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
  const resume = kernel.jobs.define<Record<string, never>>(
    'core.chatbot-resume',
    async () => {
      const resumed = await resumeStalledTurns(services, turn, stalledAfterMs)
      if (resumed > 0) log.info({ resumed }, 'lost chatbot turns enqueued again')
    },
    { queue: 'default', attempts: 1 },
  )
  const jobs: ChatbotJobs = {
    turn,
    async schedule() {
      await redirect.repeat('every-minute', {}, { everyMs: sweepEveryMs })
      await resume.repeat('every-minute', {}, { everyMs: sweepEveryMs })
    },
  }
  definedFor.set(kernel, jobs)
  return jobs
}

/**
 * Hands a stored customer message to the bot (after the inbound commit). A failure to enqueue is
 * logged and not thrown: the message stays waiting and the resume sweep enqueues its turn.
 */
export async function enqueueChatbotTurn(
  services: ChatbotServices,
  request: ChatbotTurnRequest,
): Promise<void> {
  try {
    await chatbotJobs(services).turn.enqueue(request, { jobId: String(request.messageId) })
  } catch (error) {
    services.log.warn({ err: error, ...request }, 'chatbot turn not enqueued; the resume sweep will')
  }
}
