import type { JobsApi } from '@atendo/plugin-api'
import type { SessionLog } from '../session-log.ts'
import type { MessageKeys } from './message-keys.ts'

/** Rows deleted per statement, so pruning never holds long locks. */
const pruneBatch = 5_000

/**
 * Keeps whatsapp_message_keys bounded: an hourly job deletes what is older than the retention.
 * Past it, replies and reactions to a message fall back to the key the chat implies, and a retry
 * of one of our messages finds no content, as WhatsApp itself stops retrying long before.
 *
 * @example
 * const prune = schedulePruning({ jobs, messageKeys, retentionDays: 30, log })
 */
export function schedulePruning(options: {
  jobs: JobsApi
  messageKeys: MessageKeys
  retentionDays: number
  log: SessionLog
}) {
  const { messageKeys, log } = options
  const job = options.jobs.define<Record<string, never>>(
    'channel-whatsapp.prune-message-keys',
    async () => {
      const before = new Date(Date.now() - options.retentionDays * 86_400_000)
      let deleted = 0
      for (;;) {
        const batch = await messageKeys.prune(before, pruneBatch)
        deleted += batch
        if (batch < pruneBatch) break
      }
      if (deleted > 0) log.info({ deleted, before }, 'old whatsapp message keys pruned')
    },
    { queue: 'bulk', attempts: 1 },
  )
  job.repeat('hourly', {}, { everyMs: 3_600_000 }).catch((error: unknown) => {
    log.error({ err: error }, 'could not schedule the pruning of whatsapp message keys')
  })
  return job
}
