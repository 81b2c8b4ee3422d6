import type { RouteAccess } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { Connection } from './entities.ts'
import { findConnection } from './find-connection.ts'
import { ConnectionIdSchema, MessageAnswerSchema } from './schemas.ts'

const tags = ['connections']
const managers: { access: RouteAccess } = { access: { permission: 'allowConnections' } }
const answer = { 200: MessageAnswerSchema }

/**
 * Session control of the connections page (administration.md §7): start, new QR code, disconnect,
 * and restart every session of the company. A new QR code and a disconnect unlink the device; a
 * restart does not. Status changes reach the page as `company-{id}-whatsappSession` events.
 */
export const connectionSessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const runtime = () => fastify.connectionRuntime

  fastify.post(
    '/whatsappsession/:id',
    {
      config: managers,
      schema: { tags, summary: 'Start the session', params: ConnectionIdSchema, response: answer },
    },
    async (request) => {
      await runtime().startSession(await findConnection(request.em, request.params.id))
      return { message: 'Starting session.' }
    },
  )

  fastify.put(
    '/whatsappsession/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'End the session and start a new one (new QR code)',
        params: ConnectionIdSchema,
        response: answer,
      },
    },
    async (request) => {
      await runtime().renewSession(await findConnection(request.em, request.params.id))
      return { message: 'Starting session.' }
    },
  )

  fastify.delete(
    '/whatsappsession/:id',
    {
      config: managers,
      schema: { tags, summary: 'Disconnect the session', params: ConnectionIdSchema, response: answer },
    },
    async (request) => {
      await runtime().stopSession(await findConnection(request.em, request.params.id))
      return { message: 'Session disconnected.' }
    },
  )

  fastify.delete(
    '/whatsappsession/admin/:id',
    {
      config: { access: { super: true } },
      schema: {
        tags,
        summary: 'Disconnect any company’s session (super admin)',
        params: ConnectionIdSchema,
        response: answer,
      },
    },
    async (request) => {
      await runtime().stopSession(
        await findConnection(platformEm(fastify.kernel.orm, 'super-admin'), request.params.id),
      )
      return { message: 'Session disconnected.' }
    },
  )

  // The specification calls it with a trailing slash (POST /whatsapp-restart/); the router ignores it.
  fastify.post(
    '/whatsapp-restart',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Restart every session of the company that was not stopped',
        description:
          'Each session is closed and opened again with the same credentials: phones stay paired (no new QR code).',
        response: answer,
      },
    },
    async (request) => {
      const connections = await request.em.find(
        Connection,
        { sessionStopped: false },
        { orderBy: { id: 'asc' } },
      )
      const results = await Promise.allSettled(
        connections.map((connection) => runtime().restartSession(connection)),
      )
      results.forEach((result, index) => {
        if (result.status === 'rejected') {
          request.log.warn(
            { err: result.reason, connectionId: connections[index]!.id },
            'restarting a session failed',
          )
        }
      })
      return { message: 'Whatsapp restart.' }
    },
  )
}
