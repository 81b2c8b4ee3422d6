import type { FastifyBaseLogger } from 'fastify'
import { createJobBackend } from './select-backend.ts'
export function check(log: FastifyBaseLogger) {
  return createJobBackend({}, log)
}
