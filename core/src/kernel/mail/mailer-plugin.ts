import fp from 'fastify-plugin'
import { createMailer, type Mailer } from './mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** Outgoing mail (SMTP_URL, or the log), closed once the jobs that send it have stopped. */
export const mailerPlugin = fp<{ smtpUrl?: string; from: string }>(
  async (fastify, options) => {
    const mailer = createMailer({ ...options, log: fastify.log })
    fastify.decorate('mailer', mailer)
    fastify.addHook('onClose', async () => mailer.close())
  },
  { name: 'atendo-mailer' },
)
