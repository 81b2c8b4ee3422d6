import { AppError, unsafeTextField, unsafeTextMessage } from '@atendo/plugin-api'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** The request parts a route reads, each with the prefix its fields are named by. */
const parts = ['params', 'query', 'body'] as const

/**
 * Refuses, once for every route of core and plugins, text that PostgreSQL cannot store or that is
 * not Unicode: a NUL (`\u0000`, `%00`) or a lone surrogate (`\ud800`) anywhere in the path
 * parameters, query or JSON body is a 400 `ERR_VALIDATION` naming the field, before the schema
 * and the handler see it (a NUL reaching the database was a 500). Runs as `preValidation`, after
 * the body is parsed; multipart forms are streamed by their handlers and checked there.
 *
 * @example
 * installSafeTextGuard(fastify) // before routes are registered
 */
export function installSafeTextGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of parts) {
      const field = unsafeTextField(request[part])
      if (field) {
        throw new AppError('ERR_VALIDATION', {
          message: `${field} ${unsafeTextMessage}`,
          fields: [{ field, message: unsafeTextMessage }],
        })
      }
    }
  })
}

/** A multipart text field, refused (400) when it holds a NUL or a lone surrogate. */
export function checkedText(field: string, value: string): string {
  if (unsafeTextField(value))
    throw new AppError('ERR_VALIDATION', { fields: [{ field, message: unsafeTextMessage }] })
  return value
}
