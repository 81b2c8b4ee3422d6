import { atendo, dataOf } from '../../../../api/atendo.ts'
import type {
  ButtonMessageBody,
  ListMessageBody,
  PixMessageBody,
  UrlMessageBody,
} from './rich-message-rules.ts'

/** A rich message ready to send: its kind and the body its route takes. */
export type RichMessage =
  | { kind: 'list'; body: ListMessageBody }
  | { kind: 'copy' | 'call'; body: ButtonMessageBody }
  | { kind: 'url'; body: UrlMessageBody }
  | { kind: 'pix'; body: PixMessageBody }

/**
 * Posts a rich message to the route of its kind (inbox.md §7): POST /messages/lista/{ticketId},
 * /messages/copy|call|URL/{id} or /messages/PIX/{id}.
 */
export function sendRichMessage(ticketId: number, message: RichMessage) {
  // These routes take the id as text: the server answers a non-numeric one with its own message.
  const id = String(ticketId)
  const params = { path: { id } }
  switch (message.kind) {
    case 'list':
      return dataOf(
        atendo.POST('/api/messages/lista/{ticketId}', {
          params: { path: { ticketId: id } },
          body: message.body,
        }),
      )
    case 'copy':
      return dataOf(atendo.POST('/api/messages/copy/{id}', { params, body: message.body }))
    case 'call':
      return dataOf(atendo.POST('/api/messages/call/{id}', { params, body: message.body }))
    case 'url':
      return dataOf(atendo.POST('/api/messages/URL/{id}', { params, body: message.body }))
    case 'pix':
      return dataOf(atendo.POST('/api/messages/PIX/{id}', { params, body: message.body }))
  }
}
