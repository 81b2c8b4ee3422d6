import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify from 'fastify'
import { type Config, trustedProxies } from '../config.ts'
import { decodingValidatorCompiler } from '../kernel/http/decoding-validator.ts'
import { lazySerializers } from '../kernel/http/lazy-serializer.ts'
import { redactedRequest } from '../kernel/http/log-redaction.ts'

/** The app's Fastify instance: logging, validation, proxies, routing and shutdown behaviour. */
export function createFastify(config: Config, logDestination?: { write(line: string): void }) {
  const fastify = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Some paths carry secrets (the reset code and new password): never log them as they are.
      serializers: { req: redactedRequest },
      ...(logDestination ? { stream: logDestination } : {}),
    },
    ajv: {
      customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true },
    },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // The family's clients write list routes with a trailing slash (GET /tags/, /contacts/): one
    // router for the whole app, so core's routes and every plugin's answer both forms alike.
    routerOptions: { ignoreTrailingSlash: true },
    // Shutdown closes idle keep-alive connections and lets running requests finish (shutdown-gate.ts
    // refuses new ones with our own 503 envelope, hence no return503OnClosing).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Opening the database and migrating it are plugins (kernel/db) and may take longer than
    // Fastify's default 10 s per plugin (embedded PGlite on a busy machine, a long migration).
    pluginTimeout: 0,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
  }).withTypeProvider<TypeBoxTypeProvider>()
  fastify.setValidatorCompiler(decodingValidatorCompiler)
  return fastify
}

export type AppFastify = ReturnType<typeof createFastify>
