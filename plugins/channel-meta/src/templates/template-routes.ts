import {
  AppError,
  type ConnectionRecord,
  type ConnectionsApi,
  type ContactsApi,
  type PluginRoutes,
  type TicketsApi,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import { metaErrors } from '../errors.ts'
import { credentialOf, type MetaChannels } from '../meta-channels.ts'
import { cloudProviderId } from '../outbound/cloud-provider.ts'
import { onGraph } from '../outbound/token-guard.ts'

const tags = ['channel-meta']
const id = Type.Integer({ minimum: 1, maximum: 2147483647 })

const TemplateSchema = Type.Object({
  name: Type.String(),
  language: Type.String(),
  status: Type.String(),
  category: Type.String(),
  /** The template's text with its {{n}} placeholders, for the attendant to fill. */
  body: Type.String(),
  /** How many {{n}} placeholders the body has. */
  parameters: Type.Integer(),
})

const SendTemplateSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 512, pattern: '^[a-z0-9_]+$' }),
  language: Type.String({ minLength: 2, maxLength: 15, pattern: '^[a-zA-Z_]+$' }),
  /** Values of the body's {{1}}, {{2}}... in order. */
  parameters: Type.Optional(Type.Array(Type.String({ maxLength: 1024 }), { maxItems: 20 })),
})

interface GraphTemplate {
  name: string
  language: string
  status: string
  category?: string
  components?: { type: string; text?: string }[]
}

function bodyOf(template: GraphTemplate): string {
  return template.components?.find((component) => component.type === 'BODY')?.text ?? ''
}

/**
 * Pre-approved templates of a Cloud API connection: the only messages Meta accepts once 24 hours
 * have passed since the contact last wrote. Attendants list a connection's approved templates and
 * send one on a ticket; the sent template is recorded on the ticket through core's inbound
 * pipeline as the company's own message (as an echo from another device is), so the conversation
 * shows it with its acks.
 */
export const templateRoutes: PluginRoutes<{
  channels: MetaChannels
  connections: ConnectionsApi
  tickets: TicketsApi
  contacts: ContactsApi
}> = async (fastify, { channels, connections, tickets, contacts }) => {
  async function cloudConnection(companyId: number, connectionId: number | null): Promise<ConnectionRecord> {
    const connection = connectionId ? await connections.find(companyId, connectionId) : undefined
    if (!connection || connection.provider !== cloudProviderId) throw new AppError('ERR_NO_WAPP_FOUND')
    return connection
  }

  async function approvedTemplates(connection: ConnectionRecord): Promise<GraphTemplate[]> {
    const answer = await onGraph(channels, connection, () =>
      channels.graph.get<{ data?: GraphTemplate[] }>(
        `${credentialOf(connection, 'wabaId')}/message_templates`,
        credentialOf(connection, 'accessToken'),
        { fields: 'name,language,status,category,components', limit: '200' },
      ),
    )
    return (answer.data ?? []).filter((template) => template.status === 'APPROVED')
  }

  fastify.get(
    '/channel-meta/connections/:connectionId/templates',
    {
      schema: {
        tags,
        summary: "A Cloud API connection's approved message templates",
        params: Type.Object({ connectionId: id }),
        response: { 200: Type.Array(TemplateSchema) },
      },
    },
    async (request) => {
      const connection = await cloudConnection(request.caller.companyId, request.params.connectionId)
      return (await approvedTemplates(connection)).map((template) => ({
        name: template.name,
        language: template.language,
        status: template.status,
        category: template.category ?? '',
        body: bodyOf(template),
        parameters: new Set(bodyOf(template).match(/\{\{\d+\}\}/g) ?? []).size,
      }))
    },
  )

  fastify.post(
    '/channel-meta/tickets/:ticketId/template',
    {
      schema: {
        tags,
        summary: 'Send an approved template on a Cloud API ticket (outside the 24-hour window too)',
        params: Type.Object({ ticketId: id }),
        body: SendTemplateSchema,
        response: { 201: Type.Object({ externalId: Type.String() }) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.caller
      const ticket = await tickets.find(companyId, request.params.ticketId)
      if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND')
      const connection = await cloudConnection(companyId, ticket.connectionId)
      const contact = await contacts.find(companyId, ticket.contactId)
      if (!contact?.number) throw new AppError('ERR_WAPP_INVALID_CONTACT')
      const { name, language, parameters = [] } = request.body
      const template = (await approvedTemplates(connection)).find(
        (candidate) => candidate.name === name && candidate.language === language,
      )
      if (!template) {
        throw new AppError(metaErrors.ERR_CHANNEL_META_TEMPLATE_INVALID, {
          message: `No approved template ${name} (${language})`,
        })
      }
      const answer = await onGraph(channels, connection, () =>
        channels.graph.post<{ messages?: { id: string }[] }>(
          `${credentialOf(connection, 'phoneNumberId')}/messages`,
          credentialOf(connection, 'accessToken'),
          {
            messaging_product: 'whatsapp',
            to: contact.number,
            type: 'template',
            template: {
              name,
              language: { code: language },
              ...(parameters.length > 0
                ? {
                    components: [
                      { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
                    ],
                  }
                : {}),
            },
          },
        ),
      )
      const externalId = answer.messages?.[0]?.id
      if (!externalId) throw new AppError('ERR_SENDING_WAPP_MSG', { message: 'Meta gave no message id' })
      const text = bodyOf(template).replace(
        /\{\{(\d+)\}\}/g,
        (placeholder, index) => parameters[Number(index) - 1] ?? placeholder,
      )
      // Recorded as sent by the page, on whichever node answers (the echo may come later; stored once).
      await channels.sink.receive(connection, {
        kind: 'message',
        message: {
          externalId,
          contact: { identities: [{ kind: 'phone', value: contact.number }] },
          fromMe: true,
          body: text,
          data: { template: { name, language, parameters } },
          timestamp: new Date().toISOString(),
        },
      })
      return reply.status(201).send({ externalId })
    },
  )
}
