import type { RouteAccess } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { addConnection, announceConnectionUpdates } from './add-connection.ts'
import { emitConnectionChange } from './connection-events.ts'
import {
  type ConnectionView,
  loadConnectionView,
  loadConnectionViews,
  managesConnections,
} from './connection-view.ts'
import { deleteConnection } from './delete-connection.ts'
import { Connection } from './entities.ts'
import { findConnection } from './find-connection.ts'
import { greetingMediaRoutes } from './greeting-media-routes.ts'
import { locatedConnections } from './located-connections.ts'
import { updateConnection } from './save-connection.ts'
import {
  ConnectionCreateSchema,
  ConnectionFilterQuerySchema,
  ConnectionIdSchema,
  ConnectionSchema,
  ConnectionUpdateSchema,
  MessageAnswerSchema,
  SessionQuerySchema,
} from './schemas.ts'

const tags = ['connections']
const managers: { access: RouteAccess } = { access: { permission: 'allowConnections' } }

/** react-admin reads list totals from Content-Range; the specification's clients ignore it. */
function sendList(reply: FastifyReply, views: ConnectionView[]) {
  reply.header('Content-Range', `whatsapps 0-${Math.max(views.length - 1, 0)}/${views.length}`)
  reply.header('Access-Control-Expose-Headers', 'Content-Range')
  return views
}

/**
 * Connections ("whatsapp" in the specification's routes, administration.md Connections and §7):
 * everyone reads them (ticket and campaign pickers), admins and users with allowConnections
 * manage them; only those see tokens and webhook secrets.
 */
export const connectionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { kernel } = fastify
  await fastify.register(greetingMediaRoutes)

  fastify.get(
    '/whatsapp',
    {
      schema: {
        tags,
        summary: "The company's connections",
        querystring: SessionQuerySchema,
        response: { 200: Type.Array(ConnectionSchema) },
      },
    },
    async (request, reply) => {
      const connections = await request.em.find(Connection, {}, { orderBy: { id: 'asc' } })
      const withSecrets = managesConnections(request.caller)
      return sendList(
        reply,
        await loadConnectionViews(request.em, connections, { withSecrets, providers: kernel.extensions }),
      )
    },
  )

  fastify.get(
    '/whatsapp/filter',
    {
      schema: {
        tags,
        summary: "The company's connections of one channel",
        querystring: ConnectionFilterQuerySchema,
        response: { 200: Type.Array(ConnectionSchema) },
      },
    },
    async (request, reply) => {
      const { channel } = request.query
      const connections = await request.em.find(Connection, channel ? { channel } : {}, {
        orderBy: { id: 'asc' },
      })
      const withSecrets = managesConnections(request.caller)
      return sendList(
        reply,
        await loadConnectionViews(request.em, connections, { withSecrets, providers: kernel.extensions }),
      )
    },
  )

  // The specification calls it with a trailing slash (/whatsapp/all/?session=0); the router ignores it.
  fastify.get(
    '/whatsapp/all',
    {
      config: { access: { super: true } },
      schema: {
        tags,
        summary: 'Every company’s connections (super admin)',
        querystring: SessionQuerySchema,
        response: { 200: Type.Array(ConnectionSchema) },
      },
    },
    async (_request, reply) => {
      const em = platformEm(kernel.orm, 'super-admin')
      const connections = await em.find(Connection, {}, { orderBy: { companyId: 'asc', id: 'asc' } })
      return sendList(
        reply,
        await loadConnectionViews(em, connections, { withSecrets: true, providers: kernel.extensions }),
      )
    },
  )

  fastify.get(
    '/whatsapp/:id',
    {
      schema: {
        tags,
        summary: 'One connection',
        params: ConnectionIdSchema,
        querystring: SessionQuerySchema,
        response: { 200: ConnectionSchema },
      },
    },
    async (request) => {
      const connection = await findConnection(request.em, request.params.id)
      return loadConnectionView(request.em, connection, {
        withSecrets: managesConnections(request.caller),
        providers: kernel.extensions,
      })
    },
  )

  fastify.get(
    '/whatsapp-admin/:id',
    {
      config: { access: { super: true } },
      schema: {
        tags,
        summary: 'One connection of any company (super admin)',
        params: ConnectionIdSchema,
        querystring: SessionQuerySchema,
        response: { 200: ConnectionSchema },
      },
    },
    async (request) => {
      const em = platformEm(kernel.orm, 'super-admin')
      return loadConnectionView(em, await findConnection(em, request.params.id), {
        withSecrets: true,
        providers: kernel.extensions,
      })
    },
  )

  fastify.post(
    '/whatsapp',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Add a connection',
        body: ConnectionCreateSchema,
        response: { 201: ConnectionSchema },
      },
    },
    async (request, reply) => {
      const runtime = fastify.connectionRuntime
      const { view } = await addConnection(
        { kernel, runtime, log: request.log },
        request.em,
        request.caller,
        request.body,
      )
      return reply.status(201).send(view)
    },
  )

  fastify.put(
    '/whatsapp/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Change a connection',
        description:
          'Switching importOldMessages on while CONNECTED unlinks the device and asks for a new QR code ' +
          '(administration.md §4). A session waiting to be paired (OPENING, qrcode, PAIRING, TIMEOUT) ' +
          'restarts when pairingCodeNumber or the import options change, keeping its keys.',
        params: ConnectionIdSchema,
        body: ConnectionUpdateSchema,
        response: { 200: ConnectionSchema },
      },
    },
    async (request) => {
      const current = await findConnection(request.em, request.params.id)
      const { connection, previousDefaults, sessionChange } = await updateConnection(
        kernel,
        request.em,
        current,
        request.body,
      )
      locatedConnections(kernel).forget(connection.id)
      // The change is saved either way: a session that fails to follow it is logged, and its
      // status (reported by the provider) tells the page the rest.
      if (sessionChange) {
        const runtime = fastify.connectionRuntime
        const applying =
          sessionChange === 'repair' ? runtime.renewSession(connection) : runtime.restartSession(connection)
        await applying.catch((error) => {
          request.log.warn(
            { err: error, connectionId: connection.id, sessionChange },
            'the session did not take up the saved connection',
          )
        })
      }
      const view = await loadConnectionView(request.em, connection, {
        withSecrets: true,
        providers: kernel.extensions,
      })
      await emitConnectionChange(kernel.realtime, request.em, connection.companyId, {
        action: 'update',
        whatsapp: view,
      })
      await announceConnectionUpdates(kernel, connection.companyId, previousDefaults)
      return view
    },
  )

  fastify.delete(
    '/whatsapp/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Delete a connection (its session ends; its tickets keep their history)',
        params: ConnectionIdSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const connection = await findConnection(request.em, request.params.id)
      await fastify.connectionRuntime.forgetSession(connection).catch((error) => {
        request.log.warn(
          { err: error, connectionId: connection.id },
          'closing the session of a deleted connection failed',
        )
      })
      const promoted = await deleteConnection(request.em, connection)
      locatedConnections(kernel).forget(connection.id)
      await emitConnectionChange(kernel.realtime, request.em, connection.companyId, {
        action: 'delete',
        whatsappId: connection.id,
      })
      if (promoted) await announceConnectionUpdates(kernel, connection.companyId, [promoted])
      return { message: 'Whatsapp deleted.' }
    },
  )
}
