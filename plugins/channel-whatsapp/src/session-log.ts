/** The logging the channel does: pino's (and so Fastify's) call shape. */
export interface SessionLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}
