import type { ConnectionsApi, PluginRoutes } from '@atendo/plugin-api'
import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { companyWhatsAppConnection } from '../company-connection.ts'
import { closeImportedTickets } from './close-imported-tickets.ts'
import type { HistoryImports } from './history-imports.ts'
import type { ImportedTickets } from './imported-tickets.ts'

/**
 * `POST /closedimported/{id}` (administration.md §7, connections page): closes the tickets the
 * connection's history import opened, where nobody has written since.
 */
export const closedImportedRoutes: PluginRoutes<{
  importedTickets: ImportedTickets
  history: HistoryImports
  connections: ConnectionsApi
}> = async (fastify, services) => {
  fastify.post(
    '/closedimported/:id',
    {
      config: { access: { permission: 'allowConnections' } },
      schema: {
        tags: ['connections'],
        summary: "Close the tickets a connection's history import opened",
        params: Type.Object({ id: idSchema() }),
        response: { 200: Type.Object({ closed: Type.Integer() }) },
      },
    },
    async (request) => {
      const { companyId, userId } = request.caller
      const connectionId = await companyWhatsAppConnection(services.connections, companyId, request.params.id)
      return { closed: await closeImportedTickets({ companyId, connectionId }, userId, services) }
    },
  )
}
