import type { AccountKind } from '../entities.ts'

/** One webhook entry addressed to one Meta account, as it is kept until processed. */
export interface RoutedEntry {
  kind: AccountKind
  accountId: string
  /** `{ object, entry }` with the entry (for the Cloud API: one change of it) as Meta sent it. */
  payload: { object: string; entry: Record<string, unknown> }
}

/** What a webhook body must look like to be read at all; anything else is refused (400). */
export function isWebhookBody(body: unknown): body is { object: string; entry: Record<string, unknown>[] } {
  if (!body || typeof body !== 'object') return false
  const { object, entry } = body as { object?: unknown; entry?: unknown }
  return (
    typeof object === 'string' &&
    Array.isArray(entry) &&
    entry.every((item) => item && typeof item === 'object')
  )
}

/**
 * Splits a delivery into entries per account: Messenger entries are a page's (`entry.id`),
 * Instagram entries an Instagram account's, Cloud API changes a phone number's
 * (`value.metadata.phone_number_id`: one WhatsApp Business Account may hold numbers of several
 * connections). Objects of no channel here (`user`, `permissions`...) are left out.
 */
export function routeEntries(body: { object: string; entry: Record<string, unknown>[] }): RoutedEntry[] {
  const routed: RoutedEntry[] = []
  for (const entry of body.entry) {
    const id = typeof entry.id === 'string' ? entry.id : undefined
    if (body.object === 'page' && id)
      routed.push({ kind: 'page', accountId: id, payload: { object: body.object, entry } })
    if (body.object === 'instagram' && id) {
      routed.push({ kind: 'instagram', accountId: id, payload: { object: body.object, entry } })
    }
    if (body.object === 'whatsapp_business_account' && Array.isArray(entry.changes)) {
      for (const change of entry.changes as {
        field?: string
        value?: { metadata?: { phone_number_id?: unknown } }
      }[]) {
        const phoneNumberId = change?.value?.metadata?.phone_number_id
        if (change?.field !== 'messages' || typeof phoneNumberId !== 'string') continue
        routed.push({
          kind: 'phone-number',
          accountId: phoneNumberId,
          payload: { object: body.object, entry: { ...entry, changes: [change] } },
        })
      }
    }
  }
  return routed
}
