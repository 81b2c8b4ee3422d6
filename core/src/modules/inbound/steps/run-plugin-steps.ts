import { type InboundStep, inboundSteps } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Kernel } from '../../../kernel/kernel.ts'

/**
 * Step 6 (after the commit): the steps plugins add (chatbots, flows, AI agents), in registration
 * order. One failing step is logged and the next still runs; none is retried, because the message
 * is already stored and retrying would run the steps before it a second time.
 */
export async function runPluginSteps(
  kernel: Kernel,
  log: FastifyBaseLogger,
  message: Parameters<InboundStep['run']>[0],
): Promise<void> {
  for (const step of kernel.extensions.get(inboundSteps)) {
    try {
      await step.run(message)
    } catch (error) {
      log.error({ err: error, step: step.id, messageId: message.messageId }, 'inbound step failed')
    }
  }
}
