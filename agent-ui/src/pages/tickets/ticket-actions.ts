import { type ApiBody, AtendoApiError } from '@atendo/sdk'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { OpenTicketConflict, Ticket } from '../../api/models.ts'

/** PUT /tickets/{id} with one of the transitions of inbox.md §4. */
export function updateTicket(ticketId: number, change: ApiBody<'put', '/api/tickets/{id}'>): Promise<Ticket> {
  return dataOf(atendo.PUT('/api/tickets/{id}', { params: { path: { id: ticketId } }, body: change }))
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The already-open notice's content from an ERR_OTHER_OPEN_TICKET answer (details carry who owns
 * the ticket, its queue, uuid and status); undefined for any other error.
 */
export function openTicketConflict(error: unknown): OpenTicketConflict | undefined {
  if (!(error instanceof AtendoApiError) || error.code !== 'ERR_OTHER_OPEN_TICKET') return undefined
  const body = error.body as { details?: Record<string, unknown>; message?: string; error?: string }
  let details = body.details
  // The family's servers carry the ticket as a JSON string in `error` (older ones of ours in the message).
  const carried = [body.error, body.message].find((candidate) => candidate?.startsWith('{'))
  if (!details && carried) {
    try {
      details = JSON.parse(carried) as Record<string, unknown>
    } catch {
      details = undefined
    }
  }
  if (!details) return { userId: null, userName: '', queueName: '', uuid: null, status: null }
  const user = details.user as unknown
  const queue = details.queue as unknown
  return {
    userId: typeof details.userId === 'number' ? details.userId : null,
    userName:
      typeof user === 'object' && user !== null ? text((user as { name?: unknown }).name) : text(user),
    queueName:
      typeof queue === 'object' && queue !== null ? text((queue as { name?: unknown }).name) : text(queue),
    uuid: typeof details.uuid === 'string' ? details.uuid : null,
    status: typeof details.status === 'string' ? details.status : null,
  }
}

/** A message to send as JSON: text, a quoted reply, a private note, a contact card or a stored file. */
export type MessageToSend = ApiBody<'post', '/api/messages/{ticketId}'>

/**
 * POST /messages/{ticketId}: a JSON message, or a multipart form of files (`medias`) with their
 * captions. The route's multipart body is not described field by field in the API document, so
 * the JSON body is typed here rather than by the call.
 */
export function sendMessage(ticketId: number, message: MessageToSend | FormData) {
  return dataOf(atendo.POST('/api/messages/{ticketId}', { params: { path: { ticketId } }, body: message }))
}
