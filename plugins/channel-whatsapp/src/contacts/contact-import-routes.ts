import type { ConnectionsApi, ContactsApi, PluginRoutes } from '@atendo/plugin-api'
import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { companyWhatsAppConnection } from '../company-connection.ts'
import type { AddressBook, SavedContact } from './address-book.ts'

const ContactImportBodySchema = Type.Object({
  /** The WhatsApp connection whose phone's contacts are imported; the company's default when left out. */
  whatsappId: Type.Optional(idSchema()),
})

const ContactImportAnswerSchema = Type.Object({
  /** People found on the phone (saved with a name and a number; or, from chats, chats with a number). */
  total: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  /** Entries whose name or number the contact rules refuse. */
  invalid: Type.Integer(),
})

/**
 * `POST /contacts/import` and `POST /contacts/import/chats` (inbox.md §7, contacts page): the people
 * saved on the connection's phone, or those it has one-to-one chats with, as WhatsApp synced them
 * to the session, become contacts. Known numbers are renamed as the phone names them; a chat whose
 * person the phone has no name for creates a contact named by the number and renames nobody.
 */
export const contactImportRoutes: PluginRoutes<{
  addressBook: AddressBook
  contacts: ContactsApi
  connections: ConnectionsApi
}> = async (fastify, { addressBook, contacts, connections }) => {
  fastify.post(
    '/contacts/import',
    {
      schema: {
        tags: ['contacts'],
        summary: "Import the contacts saved on a WhatsApp connection's phone",
        body: ContactImportBodySchema,
        response: { 200: ContactImportAnswerSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const connectionId = await companyWhatsAppConnection(connections, companyId, request.body.whatsappId)
      return importPeople(companyId, await addressBook.savedOnPhone({ companyId, connectionId }))
    },
  )

  fastify.post(
    '/contacts/import/chats',
    {
      schema: {
        tags: ['contacts'],
        summary: "Import the people a WhatsApp connection's phone has chats with",
        description:
          'One-to-one chats the phone synced to the session (history syncs, new chats) whose number is known; ' +
          'people not saved on the phone are named by their number. Without a body, the default connection.',
        body: ContactImportBodySchema,
        response: { 200: ContactImportAnswerSchema },
      },
      // The contacts page posts it without a body (inbox.md §7): that is an empty one.
      preValidation: async (request) => {
        request.body ??= {}
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const connectionId = await companyWhatsAppConnection(connections, companyId, request.body.whatsappId)
      return importPeople(companyId, await addressBook.inChats({ companyId, connectionId }))
    },
  )

  async function importPeople(companyId: number, people: SavedContact[]) {
    const outcome = await contacts.importPeople(
      companyId,
      people.map((person) => ({ name: person.name, number: person.number })),
    )
    return { total: people.length, ...outcome }
  }
}
