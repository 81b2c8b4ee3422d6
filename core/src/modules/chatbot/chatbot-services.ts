import type { FastifyBaseLogger } from 'fastify'
import type { Kernel } from '../../kernel/kernel.ts'

/** What the bot's jobs run with: the kernel's services and a logger. */
export interface ChatbotServices {
  kernel: Kernel
  log: FastifyBaseLogger
}
