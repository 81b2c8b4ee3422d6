import {
  AppError,
  type ConnectionsApi,
  type InboundContact,
  type InboundSink,
  type PluginRoutes,
} from '@atendo/plugin-api'
import type { FastifyRequest } from 'fastify'
import { type ApiConnection, loadApiConnection } from './api-connection.ts'
import type { ApiChannel } from './api-provider.ts'
import {
  ConnectionParamsSchema,
  InboundAckSchema,
  InboundMessageSchema,
  ReceivedAnswerSchema,
} from './schemas.ts'
import { sameSecret } from './webhook-signature.ts'

const tags = ['channel-api']
/** The token check is the route's own: no user session is involved. */
const byConnectionToken = { access: { public: true } }

/** Compared against when the connection does not exist, so both refusals take the same time. */
const absentToken = 'no-connection-has-this-token-000'

function bearer(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
}

/**
 * The connection a request may act for: the one in the path, proven by its token in
 * `Authorization: Bearer <token>` (compared in constant time), whose session was not stopped.
 */
async function authorise(
  connections: ConnectionsApi,
  channel: ApiChannel,
  request: FastifyRequest,
  connectionId: number,
): Promise<{ connection: ApiConnection; sink: InboundSink }> {
  const presented = bearer(request)
  if (!presented)
    throw new AppError('ERR_UNAUTHENTICATED', { message: 'Send the connection token as a Bearer token' })
  const connection = await loadApiConnection(connections, connectionId)
  const matches = sameSecret(connection?.token ?? absentToken, presented)
  if (!connection?.token || !matches) throw new AppError('ERR_INVALID_TOKEN')
  if (connection.sessionStopped) {
    throw new AppError('ERR_WAPP_NOT_INITIALIZED', {
      message: 'The connection was disconnected; start its session first',
    })
  }
  const sink = channel.sink()
  if (!sink) throw new AppError('ERR_NOT_READY', { message: 'The API channel is not connected yet' })
  return { connection, sink }
}

/** The person behind `from`: their phone number and/or the integrator's id for them. */
function senderOf(from: { number?: string; id?: string; name?: string }): InboundContact {
  const identities: InboundContact['identities'] = []
  if (from.number) identities.push({ kind: 'phone', value: from.number })
  if (from.id) identities.push({ kind: 'api', value: from.id })
  if (identities.length === 0) {
    throw new AppError('ERR_VALIDATION', {
      message: 'from needs a number or an id',
      fields: [{ field: 'from', message: 'needs a number or an id' }],
    })
  }
  return { identities, name: from.name }
}

/**
 * The inbound side of the API channel (docs/api-channel.md): integrators post the messages their
 * users write, and delivery reports for the messages Atendo sent them. Both answer 202 once the
 * event is durably recorded; posting the same externalId again answers `duplicate: true`.
 */
export const apiChannelRoutes: PluginRoutes<{ connections: ConnectionsApi; channel: ApiChannel }> = async (
  fastify,
  { connections, channel },
) => {
  fastify.post(
    '/channel-api/:connectionId/messages',
    {
      config: byConnectionToken,
      schema: {
        tags,
        summary: 'Receive a message from a contact (Bearer: the connection token)',
        security: [{ bearer: [] }],
        params: ConnectionParamsSchema,
        body: InboundMessageSchema,
        response: { 202: ReceivedAnswerSchema },
      },
    },
    async (request, reply) => {
      const { connection, sink } = await authorise(connections, channel, request, request.params.connectionId)
      const { body } = request
      const result = await sink.receive(connection, {
        kind: 'message',
        message: {
          externalId: body.externalId,
          contact: senderOf(body.from),
          fromMe: false,
          body: body.body,
          mediaUrl: body.mediaUrl,
          mediaType: body.mediaUrl ? (body.mediaType ?? 'application') : undefined,
          quotedExternalId: body.quotedExternalId,
          timestamp: body.timestamp ?? new Date().toISOString(),
        },
      })
      return reply.status(202).send(result)
    },
  )

  fastify.post(
    '/channel-api/:connectionId/acks',
    {
      config: byConnectionToken,
      schema: {
        tags,
        summary: 'Report delivery of a message Atendo sent (Bearer: the connection token)',
        security: [{ bearer: [] }],
        params: ConnectionParamsSchema,
        body: InboundAckSchema,
        response: { 202: ReceivedAnswerSchema },
      },
    },
    async (request, reply) => {
      const { connection, sink } = await authorise(connections, channel, request, request.params.connectionId)
      const result = await sink.receive(connection, {
        kind: 'ack',
        externalId: request.body.externalId,
        ack: request.body.ack,
        timestamp: new Date().toISOString(),
      })
      return reply.status(202).send(result)
    },
  )
}
