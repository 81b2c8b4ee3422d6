import type { RaRecord } from 'react-admin'

/**
 * administration.md §5/§6: a quick message that is visible but not general is read-only to
 * everyone but its owner (the server answers 403 ERR_NO_PERMISSION). A new one is always editable.
 */
export function quickMessageLocked(record: RaRecord | undefined, userId: number | undefined): boolean {
  if (record?.id == null) return false
  return record.userId !== userId && record.geral !== true
}

/** What the dialog sends: the message's fields, and its file for the data provider to send apart. */
export function quickMessagePayload(data: Record<string, unknown>) {
  const { shortcode, message, geral, visao, status, mediaPath } = data
  return { shortcode, message, geral, visao, status, mediaPath }
}
