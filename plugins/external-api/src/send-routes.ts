import { createHash } from 'node:crypto'
import {
  AppError,
  type ConnectionsApi,
  type DbApi,
  type MessagesApi,
  type PluginRoutes,
  type StorageApi,
  type TokenHolder,
} from '@atendo/plugin-api'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { claimKey, releaseKey, settleKey } from './idempotency.ts'
import { type SendAnswer, SendAnswerSchema, SendFormSchema, SendJsonSchema } from './schemas.ts'
import { formSendRequest, jsonSendRequest, type SendRequest } from './send-request.ts'

export interface SendRouteOptions {
  connections: ConnectionsApi
  messages: MessagesApi
  storage: StorageApi
  db: DbApi
  /** Sends one connection may make per minute. */
  sendsPerMinute: number
}

const bearer = (request: FastifyRequest) => request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]

/** The connection and company a request acts for, from its Bearer token (administration.md §7). */
async function authenticate(connections: ConnectionsApi, request: FastifyRequest): Promise<TokenHolder> {
  const token = bearer(request)
  if (!token)
    throw new AppError('ERR_UNAUTHENTICATED', { message: "Send the connection's token as a Bearer token" })
  const holder = await connections.authenticate(token)
  if (!holder) throw new AppError('ERR_INVALID_TOKEN')
  if (holder.company.expired) throw new AppError('ERR_SUBSCRIPTION_EXPIRED')
  if (!holder.company.planFlags.useExternalApi) throw new AppError('ERR_PLAN_FEATURE_DISABLED')
  return holder
}

const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const key = request.headers['idempotency-key']
  if (key === undefined) return undefined
  const text = (Array.isArray(key) ? key[0] : key)?.trim() ?? ''
  if (text.length === 0 || text.length > 200) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'Idempotency-Key', message: 'must have 1 to 200 characters' }],
    })
  }
  return text
}

/** POST /messages/send: the external send API, authenticated by a connection's token. */
export const sendRoutes: PluginRoutes<SendRouteOptions> = async (
  fastify,
  { connections, messages, storage, db, sendsPerMinute },
) => {
  fastify.post(
    '/messages/send',
    {
      config: {
        // The token check is the route's own: no user session is involved.
        access: { public: true },
        // Per connection (its token), on every API node when Redis is configured.
        rateLimit: {
          max: sendsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => {
            const token = bearer(request)
            return token ? `external-api:${createHash('sha256').update(token).digest('hex')}` : request.ip
          },
        },
      },
      schema: {
        tags: ['external-api'],
        summary:
          'Send a text or files to a phone number through the connection whose token is the Bearer token',
        description:
          'Finds the contact by its number (or creates it) and its ticket on the connection (or opens one), sends, and answers with what was sent. JSON sends a text; multipart/form-data sends one or more files (field "medias", the body is the first caption). With an Idempotency-Key header, a retry answers what the first request answered instead of sending again.',
        security: [{ bearer: [] }],
        consumes: ['application/json', 'multipart/form-data'],
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({ maxLength: 200, description: 'makes retries safe: the same key sends once' }),
          ),
        }),
        body: {
          content: {
            'application/json': { schema: SendJsonSchema },
            'multipart/form-data': { schema: SendFormSchema },
          },
        },
        response: { 200: SendAnswerSchema },
      },
    },
    async (request, reply) => {
      const holder = await authenticate(connections, request)
      const key = idempotencyKeyOf(request)
      const asked: SendRequest = request.isMultipart()
        ? await formSendRequest(request)
        : // Validated against SendJsonSchema above (per content type, so not inferred).
          jsonSendRequest(request.body as Parameters<typeof jsonSendRequest>[0])
      const owner = { companyId: holder.company.id, connectionId: holder.connection.id }
      const em = db.forCompany(owner.companyId)
      if (key) {
        const claim = await claimKey(em, owner, key, asked.digest)
        if (claim.kind === 'replay')
          // Stored by settleKey below from an answer of this shape.
          return reply.header('idempotent-replayed', 'true').send(claim.answer as SendAnswer)
      }
      try {
        const media = await Promise.all(
          asked.files.map((file) =>
            storage.save(owner.companyId, file.content, { fileName: file.fileName, mimeType: file.mimeType }),
          ),
        )
        const sent = await messages.sendToNumber({
          companyId: owner.companyId,
          connectionId: owner.connectionId,
          number: asked.number,
          body: asked.body,
          media,
          userId: asked.userId,
          queueId: asked.queueId,
          signature: asked.sendSignature,
          closeTicket: asked.closeTicket,
        })
        const answer: SendAnswer = {
          message: 'Mensagem enviada',
          connectionId: owner.connectionId,
          contactId: sent.contactId,
          contactCreated: sent.contactCreated,
          ticketId: sent.ticketId,
          ticketStatus: sent.ticketStatus,
          messages: sent.messages.map((message) => ({
            id: message.id,
            body: message.body,
            mediaType: message.mediaType,
            ack: message.ack,
            externalId: message.externalId,
            createdAt: message.createdAt.toISOString(),
          })),
        }
        if (key) await settleKey(em, owner, key, answer)
        return answer
      } catch (error) {
        if (key) await releaseKey(em, owner, key)
        throw error
      }
    },
  )
}
