import type { FastifyBaseLogger } from 'fastify'
import type { Kernel } from '../../kernel/kernel.ts'
import { forgetOldInboundEvents, type InboundRetentionResult } from './inbound-retention.ts'

/** How often the retention looks for events past their days. */
export const inboundRetentionEveryMs = 10 * 60_000

/** The periodic deletion of old inbound events. */
export interface InboundRetention {
  /** Runs the retention now (tests, operators). */
  runNow(): Promise<InboundRetentionResult>
  /** Schedules the retention every ten minutes; call it on processes that run jobs. */
  schedule(): Promise<void>
}

/**
 * Defines the `core.inbound-retention` job (before the workers start): every ten minutes, the
 * inbound events past their retention are deleted (inbound-retention.ts). One schedule per
 * deployment, however many workers.
 */
export function defineInboundRetention(kernel: Kernel, log: FastifyBaseLogger): InboundRetention {
  const runNow = async () => {
    const deleted = await forgetOldInboundEvents(kernel)
    if (deleted.processed > 0 || deleted.failed > 0) log.info({ deleted }, 'old inbound events deleted')
    return deleted
  }
  const job = kernel.jobs.define<Record<string, never>>(
    'core.inbound-retention',
    async () => {
      await runNow()
    },
    {
      queue: 'default',
      attempts: 1,
    },
  )
  return {
    runNow,
    schedule: () => job.repeat('every-ten-minutes', {}, { everyMs: inboundRetentionEveryMs }),
  }
}
