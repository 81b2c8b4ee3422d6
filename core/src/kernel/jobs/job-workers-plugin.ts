import fp from 'fastify-plugin'
import type { JobBackend } from './job-backend.ts'
import type { JobOutbox } from './job-outbox.ts'

/**
 * The job system's life on this process: its outbox writes through the ORM, and on close the
 * outbox stops polling and the backend's workers finish (before the mailer and the ORM they use).
 * Both exist before the ORM, since plugins define their jobs while they register.
 */
export const jobWorkersPlugin = fp<{ backend: JobBackend; outbox: JobOutbox }>(
  async (fastify, { backend, outbox }) => {
    outbox.attach(fastify.orm)
    fastify.addHook('onClose', async () => {
      await outbox.stop()
      await backend.close()
    })
  },
  { name: 'atendo-jobs', dependencies: ['atendo-orm'] },
)
