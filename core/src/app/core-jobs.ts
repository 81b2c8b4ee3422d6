import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseTarget } from '../kernel/db/open-database.ts'
import type { Kernel } from '../kernel/kernel.ts'
import { chatbotJobs, defineTicketTimers } from '../modules/chatbot/index.ts'
import { defineInboundRetention } from '../modules/inbound/index.ts'
import { sendTextMessage } from '../modules/messages/index.ts'
import { scheduleSender } from '../modules/schedules/schedule-sender.ts'
import { defineTicketAssignment, defineTicketExpiry } from '../modules/tickets/index.ts'
import { definePresenceSweep } from '../modules/users/index.ts'
import { defineEmbeddedUpkeep } from './embedded-upkeep-job.ts'

/**
 * Core's recurring jobs: defined on every process (workers run them, API nodes plan them), and
 * scheduled by the processes that run workers (`schedule`).
 */
export function defineCoreJobs(kernel: Kernel, log: FastifyBaseLogger, database: DatabaseTarget) {
  const recurring = [
    defineTicketExpiry(kernel, log, (em, ticket, body, options) =>
      sendTextMessage(kernel, em, ticket, body, options),
    ),
    definePresenceSweep(kernel, log),
    defineTicketTimers(kernel, log),
    defineEmbeddedUpkeep(kernel, log, database),
    defineInboundRetention(kernel, log),
  ]
  const ticketAssignment = defineTicketAssignment(kernel, log)
  const schedules = scheduleSender(kernel, log)
  const chatbot = chatbotJobs({ kernel, log })
  return {
    async schedule() {
      for (const job of recurring) await job.schedule()
      await schedules.armWaiting()
      await ticketAssignment.schedule()
      await chatbot.schedule()
    },
  }
}
