// Loads the `multipartForm` route schema key this document reads.
import type {} from '@atendo/plugin-api'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifySchema } from 'fastify'
import { Type } from 'typebox'
import { atendoVersion } from '../../version.ts'
import { fieldProblemProperties } from './field-problem-schema.ts'

/** The body of every error answer (error-handler.ts), one shared schema in the document. */
const ErrorEnvelopeSchema = Type.Object(
  {
    error: Type.String({
      description:
        "an ERR_* code of the error catalogue; for ERR_OTHER_OPEN_TICKET the family's JSON string of the ticket (id, uuid, status, userId, user, queue)",
      examples: ['ERR_NO_PERMISSION'],
    }),
    code: Type.Optional(
      Type.String({ description: 'the ERR_* code, always', examples: ['ERR_NO_PERMISSION'] }),
    ),
    message: Type.String(),
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    fields: Type.Optional(
      Type.Array(Type.Object(fieldProblemProperties), {
        description: 'the invalid fields of a validation error',
      }),
    ),
    details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { $id: 'ErrorEnvelope', title: 'ErrorEnvelope', description: 'Every error answer of the API' },
)

// Always JSON, also on routes that produce something else (a CSV export).
const errorResponse = {
  description: 'The error envelope',
  content: { 'application/json': { schema: { $ref: 'ErrorEnvelope#' } } },
}

/**
 * The OpenAPI document (served at /api/openapi.json) and its interactive reference at /api/docs.
 * Register before any route: routes registered earlier are missing from the document. Every route
 * with a schema answers its errors with the shared `ErrorEnvelope` (4XX and 5XX), unless it
 * declares its own.
 */
export async function registerOpenApi(fastify: FastifyInstance): Promise<void> {
  fastify.addSchema(ErrorEnvelopeSchema)
  fastify.addHook('onRoute', (route) => {
    if (!route.schema) return
    route.schema.response = { '4xx': errorResponse, '5xx': errorResponse, ...(route.schema.response ?? {}) }
  })
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Atendo API', version: atendoVersion, description: 'The Atendo HTTP API.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Shared schemas keep their $id as their name in components.schemas (not def-0, def-1...).
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
    transform: ({ schema, url }) => ({ schema: withMultipartBody(schema), url }),
  })
  // The interactive reference and its assets are public, like the document it renders.
  fastify.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: { public: true } }
  })
  await fastify.register(swaggerUi, { routePrefix: '/api/docs' })
}

/** A route's schema as documented: its multipart form, when it has one, as the request body. */
function withMultipartBody(schema: FastifySchema): FastifySchema {
  if (!schema?.multipartForm) return schema
  const { multipartForm, ...rest } = schema
  return { ...rest, body: { content: { 'multipart/form-data': { schema: multipartForm } } } }
}
