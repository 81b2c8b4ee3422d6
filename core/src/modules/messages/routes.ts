import { AppError } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Static } from 'typebox'
import { findVisibleTicket, loadTicketViews, ticketViewsFor } from '../tickets/index.ts'
import { deleteMessage } from './delete-message.ts'
import { editMessage } from './edit-message.ts'
import { forwardMessages } from './forward-messages.ts'
import { sendFormMessages, sendJsonMessage } from './inbox-send.ts'
import { listMessages, parseQueueIds } from './list-messages.ts'
import { markTicketRead } from './mark-ticket-read.ts'
import { countMessages } from './message-counts.ts'
import { messageViewsFor } from './message-privacy.ts'
import { reactToMessage } from './react-to-message.ts'
import {
  EditMessageBodySchema,
  ForwardBodySchema,
  isSet,
  ListMessagesAnswerSchema,
  ListMessagesQuerySchema,
  MessageCountAnswerSchema,
  MessageCountQuerySchema,
  MessageIdParamsSchema,
  MessageSchema,
  ReactionAnswerSchema,
  ReactionBodySchema,
  ReactionParamsSchema,
  SendMessageBodySchema,
  SendMessageFormSchema,
  SentMessagesSchema,
  TicketIdParamsSchema,
  TicketUuidParamsSchema,
  TypingAnswerSchema,
  TypingBodySchema,
} from './schemas.ts'
import { findSendableTicket } from './sendable-ticket.ts'
import { showTyping } from './typing-presence.ts'

const tags = ['messages']

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The conversation's ticket by uuid (the inbox's route) or by its numeric id (older clients). */
function ticketKey(value: string): { uuid: string } | { id: number } {
  if (uuidPattern.test(value)) return { uuid: value.toLowerCase() }
  if (/^[1-9]\d{0,9}$/.test(value)) return { id: Number(value) }
  throw new AppError('ERR_NO_TICKET_FOUND')
}

/** Messages of a conversation: reading, sending, editing, deleting, reacting, forwarding, counting. */
export const messageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { kernel } = fastify

  fastify.get(
    '/messages/:ticketUuid',
    {
      schema: {
        tags,
        summary: 'One page (20) of a conversation, oldest first within the page; marks the ticket read',
        params: TicketUuidParamsSchema,
        querystring: ListMessagesQuerySchema,
        response: { 200: ListMessagesAnswerSchema },
      },
    },
    async (request) => {
      const { em, caller } = request
      const ticket = await findVisibleTicket(em, caller, ticketKey(request.params.ticketUuid))
      const page = await listMessages(em, kernel.storage, ticket, {
        pageNumber: request.query.pageNumber,
        queueIds: parseQueueIds(request.query.selectedQueues),
      })
      await markTicketRead(kernel, em, ticket, request.log)
      const [ticketView] = await ticketViewsFor(em, caller, await loadTicketViews(em, [ticket]))
      return {
        ...page,
        messages: await messageViewsFor(em, caller, ticket, page.messages),
        ticket: ticketView!,
      }
    },
  )

  fastify.post(
    '/messages/:ticketId',
    {
      schema: {
        tags,
        summary: 'Send a message: JSON (text, contact card, stored file) or multipart (medias with captions)',
        description:
          'Only on open or group tickets. Private notes (isPrivate) are stored and shown to the team, never sent.',
        consumes: ['application/json', 'multipart/form-data'],
        params: TicketIdParamsSchema,
        // The JSON form is validated here; the multipart form is read as a stream and checked as it arrives.
        body: {
          content: {
            'application/json': { schema: SendMessageBodySchema },
            'multipart/form-data': { schema: SendMessageFormSchema },
          },
        },
        response: { 201: SentMessagesSchema },
      },
    },
    async (request, reply) => {
      const { em, caller } = request
      const { ticket } = await findSendableTicket(em, caller, request.params.ticketId, kernel.clock)
      const messages = request.isMultipart()
        ? await sendFormMessages(kernel, em, caller, ticket, request)
        : [
            await sendJsonMessage(
              kernel,
              em,
              caller,
              ticket,
              // Validated against SendMessageBodySchema above (per content type, so not inferred).
              (request.body ?? {}) as Static<typeof SendMessageBodySchema>,
            ),
          ]
      return reply.status(201).send({ messages: await messageViewsFor(em, caller, ticket, messages) })
    },
  )

  fastify.post(
    '/messages/edit/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of your own messages within 15 minutes',
        params: MessageIdParamsSchema,
        body: EditMessageBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => editMessage(kernel, request.em, request.caller, request.params.id, request.body.body),
  )

  fastify.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of your own messages (for everyone, when the channel allows)',
        params: MessageIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => deleteMessage(kernel, request.em, request.caller, request.params.id),
  )

  fastify.post(
    '/messages/:messageId/reaction',
    {
      schema: {
        tags,
        summary: 'React to a message with an emoji (an empty emoji takes your reaction back)',
        description:
          'Allowed to whoever may send on the ticket. ERR_CHANNEL_UNSUPPORTED when the channel has no reactions.',
        params: ReactionParamsSchema,
        body: ReactionBodySchema,
        response: { 200: ReactionAnswerSchema },
      },
    },
    async (request) => ({
      reaction: await reactToMessage(
        kernel,
        request.em,
        request.caller,
        request.params.messageId,
        request.body.emoji,
      ),
    }),
  )

  fastify.post(
    '/messages/:ticketId/typing',
    {
      schema: {
        tags,
        summary: 'Show the contact that you are typing, recording audio, or stopped',
        description:
          'Allowed to whoever may send on the ticket. ERR_CHANNEL_UNSUPPORTED when the channel shows no presence.',
        params: TicketIdParamsSchema,
        body: TypingBodySchema,
        response: { 200: TypingAnswerSchema },
      },
    },
    async (request) => {
      const state = request.body.state ?? 'composing'
      await showTyping(kernel, request.em, request.caller, request.params.ticketId, state)
      return { state }
    },
  )

  fastify.post(
    '/message/forward',
    {
      schema: {
        tags,
        summary: "Forward messages to a contact's working ticket (opened if none), 900 ms apart",
        body: ForwardBodySchema,
        response: { 201: SentMessagesSchema },
      },
    },
    async (request, reply) => {
      const { messageId, contactId, signMessage } = request.body
      const messages = await forwardMessages(kernel, request.em, request.caller, {
        messageIds: Array.isArray(messageId) ? messageId : [messageId],
        contactId,
        signMessage: isSet(signMessage),
      })
      return reply.status(201).send({ messages })
    },
  )

  fastify.get(
    '/messages-allMe',
    {
      config: { access: { permission: 'showDashboard' } },
      schema: {
        tags,
        summary: 'How many messages the company exchanged (or sent, with fromMe) between two days',
        querystring: MessageCountQuerySchema,
        response: { 200: MessageCountAnswerSchema },
      },
    },
    async (request) => {
      const { fromMe, dateStart, dateEnd } = request.query
      const count = await countMessages(request.em, {
        fromMe: fromMe === undefined ? undefined : isSet(fromMe),
        dateStart,
        dateEnd,
      })
      return { count }
    },
  )
}
