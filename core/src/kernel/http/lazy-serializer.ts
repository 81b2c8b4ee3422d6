import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled the first time its route
 * answers with that status instead of all at start-up. Every route has at least three (its answer,
 * 4xx and 5xx, openapi.ts): compiling them all was the largest part of a start with every plugin
 * (about a sixth of its CPU time), paid again by every test app, for routes most processes
 * never call. The bytes written are the same; an invalid response schema now fails on its first
 * answer rather than at start-up.
 *
 * @example
 * Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializers() } } })
 */
export function lazySerializers(): SerializerFactory {
  const eager = SerializerSelector()
  return (externalSchemas, serializerOptions) => {
    const compile = eager(externalSchemas, serializerOptions)
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined
      return (data) => {
        serialize ??= compile(route)
        return serialize(data)
      }
    }
  }
}
