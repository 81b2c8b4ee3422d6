import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import type { StoredMedia } from '../../kernel/storage/media-storage.ts'
import { buttonMessage, type InteractiveDraft, listMessage, urlMessage } from './interactive-messages.ts'
import {
  ButtonMessageBodySchema,
  InteractiveIdParamsSchema,
  InteractiveTicketIdParamsSchema,
  ListMessageBodySchema,
  PixMessageBodySchema,
  UrlMessageBodySchema,
} from './interactive-schemas.ts'
import { messageViewsFor } from './message-privacy.ts'
import { pixMessage } from './pix-message.ts'
import { SentMessagesSchema } from './schemas.ts'
import { interactiveTicketId, sendInteractive, storeDataUrlImage } from './send-interactive.ts'
import { storedBeforeFailing } from './send-message.ts'
import { findSendableTicket } from './sendable-ticket.ts'

const tags = ['messages']
const response = { 201: SentMessagesSchema }

/** Rich messages (inbox.md §3 "Sendable rich message kinds"): list, copy, call and link buttons, PIX. */
export const interactiveMessageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { kernel } = fastify

  /** Checks the ticket, builds the draft and sends it; an image stored for a send that never happened is removed. */
  async function send(
    request: FastifyRequest,
    rawTicketId: string,
    draft: (image?: StoredMedia) => InteractiveDraft,
    dataUrl?: string | null,
  ) {
    const { em, caller } = request
    const { ticket } = await findSendableTicket(em, caller, interactiveTicketId(rawTicketId), kernel.clock)
    const image = dataUrl ? await storeDataUrlImage(kernel, em, caller.companyId, dataUrl) : undefined
    try {
      const sent = await sendInteractive(kernel, em, ticket, draft(image), caller.userId, image)
      return { messages: await messageViewsFor(em, caller, ticket, [sent]) }
    } catch (error) {
      if (image && !storedBeforeFailing(error)) await kernel.storage.remove(image.key)
      throw error
    }
  }

  fastify.post(
    '/messages/lista/:ticketId',
    {
      schema: {
        tags,
        summary: 'Send a list menu',
        params: InteractiveTicketIdParamsSchema,
        body: ListMessageBodySchema,
        response,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await send(request, request.params.ticketId, () => listMessage(request.body))),
  )

  for (const kind of ['copy', 'call'] as const) {
    fastify.post(
      `/messages/${kind}/:id`,
      {
        schema: {
          tags,
          summary:
            kind === 'copy' ? 'Send a copy-code button' : 'Send a call button (copyText is the number)',
          params: InteractiveIdParamsSchema,
          body: ButtonMessageBodySchema,
          response,
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await send(request, request.params.id, () => buttonMessage(kind, request.body))),
    )
  }

  fastify.post(
    '/messages/URL/:id',
    {
      // The optional image arrives inline as a data URL.
      bodyLimit: 24 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Send a link button, optionally with an image (copyText is the link)',
        params: InteractiveIdParamsSchema,
        body: UrlMessageBodySchema,
        response,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await send(
            request,
            request.params.id,
            (image) =>
              urlMessage(
                request.body,
                image && { path: image.path, fileName: image.fileName, mimeType: image.mimeType },
              ),
            request.body.image,
          ),
        ),
  )

  fastify.post(
    '/messages/PIX/:id',
    {
      schema: {
        tags,
        summary: 'Send a PIX payment request',
        description: 'PHONE keys get +55 when they carry no country code. The body begins with [PIX].',
        params: InteractiveIdParamsSchema,
        body: PixMessageBodySchema,
        response,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await send(request, request.params.id, () => pixMessage(request.body))),
  )
}
