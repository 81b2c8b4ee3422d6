import type { Clock, DbApi, JobsApi } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'

/** How long a recorded entry is kept: Meta retries a delivery for up to a day; a week spares replays. */
export const keepEntriesDays = 7

/**
 * Webhook entries are kept after processing so a replayed delivery is recognised (their digest);
 * once older than any retry Meta makes they only take room, and a nightly job removes them.
 */
export function pruneWebhookEntries(jobs: JobsApi, db: DbApi, log: FastifyBaseLogger, clock: Clock): void {
  const prune = jobs.define<Record<string, never>>(
    'channel-meta.prune-entries',
    async () => {
      await db
        .platform()
        .execute(`delete from channel_meta_webhook_entries where received_at < ?`, [
          new Date(clock.now().getTime() - keepEntriesDays * 24 * 60 * 60 * 1000),
        ])
    },
    { queue: 'bulk', attempts: 2 },
  )
  prune.repeat('nightly', {}, { cron: '30 4 * * *' }).catch((error: unknown) => {
    log.error({ err: error }, 'could not schedule the pruning of Meta webhook entries')
  })
}
