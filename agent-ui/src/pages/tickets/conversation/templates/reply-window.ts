import type { Message, Ticket } from '../../../../api/models.ts'

/** Meta's customer service window: free-form replies only this long after the contact's last message. */
export const replyWindowMs = 24 * 60 * 60 * 1000

/**
 * Whether a WhatsApp Cloud API ticket's 24-hour window has closed, as far as the loaded messages
 * tell: no message of the contact's among them, or the newest one older than 24 hours. The server
 * enforces the window on every send (ERR_REPLY_WINDOW_CLOSED); this only decides when the input
 * offers a template instead.
 */
export function templateNeeded(
  ticket: Pick<Ticket, 'channel' | 'isGroup'>,
  messages: readonly Message[],
  now: number,
): boolean {
  if (ticket.channel !== 'whatsappapi' || ticket.isGroup) return false
  let last: number | undefined
  for (const message of messages) {
    if (message.fromMe || message.isPrivate) continue
    const at = Date.parse(message.createdAt)
    if (last === undefined || at > last) last = at
  }
  return last === undefined || now - last > replyWindowMs
}

/** A template's body with its {{n}} placeholders filled by the values typed so far. */
export function filledTemplate(body: string, values: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (placeholder, index) => values[Number(index) - 1] || placeholder)
}
