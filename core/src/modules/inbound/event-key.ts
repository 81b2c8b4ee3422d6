import { createHash, randomUUID } from 'node:crypto'
import type { InboundContact, InboundEvent } from '@atendo/plugin-api'

/** Longest `inbound_events.external_id` / `messages.external_id` the columns hold. */
const maxKeyLength = 200

/** A key that fits the column: long channel ids are replaced by their SHA-256, still unique per value. */
export function fittingKey(key: string): string {
  if (key.length <= maxKeyLength) return key
  return `sha256:${createHash('sha256').update(key).digest('hex')}`
}

/**
 * fittingKey in SQL, over a text expression: what a channel id stored in `external_id` reads as.
 * (PostgreSQL counts characters where JavaScript counts UTF-16 units: the two differ only for an
 * id of 200 or so characters with emoji in it.)
 */
export const fittingKeySql = (textSql: string): string =>
  `case when char_length(${textSql}) <= ${maxKeyLength} then ${textSql}
        else 'sha256:' || encode(sha256(convert_to(${textSql}, 'UTF8')), 'hex') end`

/** The first identity of a contact as `kind:value`, enough to tell two senders apart. */
export function identityKey(contact: InboundContact): string {
  const [identity] = contact.identities
  return identity ? `${identity.kind}:${identity.value}` : 'unknown'
}

/**
 * The key that makes a delivery of an event recognisable the second time (`inbound_events`
 * is unique on connection + kind + key). A message is its channel id; the other kinds are
 * keyed by what makes them distinct: an ack by its level, a failed send by its message, an edit by its time, a reaction by
 * its sender and time. Contact updates carry no id and are harmless to apply twice, so each
 * delivery gets its own key.
 */
export function eventKey(event: InboundEvent): string {
  switch (event.kind) {
    case 'message':
      return fittingKey(event.message.externalId)
    case 'ack':
      return fittingKey(`ack:${event.externalId}:${event.ack}`)
    case 'ack-until':
      return fittingKey(`ack-until:${identityKey(event.contact)}:${event.ack}:${event.until}`)
    case 'send-failed':
      return fittingKey(`send-failed:${event.externalId}`)
    case 'edit':
      return fittingKey(`edit:${event.externalId}:${event.timestamp}`)
    case 'delete':
      return fittingKey(`delete:${event.externalId}`)
    case 'reaction':
      return fittingKey(`reaction:${event.externalId}:${identityKey(event.from)}:${event.timestamp}`)
    case 'contact-update':
      return `contact-update:${randomUUID()}`
  }
}
