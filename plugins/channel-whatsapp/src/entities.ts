import { defineEntity, type InferEntity, p, tenantColumns } from '@atendo/core/plugin-api'

/**
 * One piece of a WhatsApp session's authentication state: the credentials (`type` 'creds') or one
 * signal key (pre-keys, sessions, sender keys, app-state keys...). Values are Baileys' BufferJSON
 * text, so buffers survive the round trip. Keys live in the database, never in files, so any worker
 * holding the session's lease can run it.
 */
export const WhatsAppAuthKey = defineEntity({
  name: 'WhatsAppAuthKey',
  tableName: 'whatsapp_auth_keys',
  properties: {
    ...tenantColumns,
    connectionId: p.integer().primary().fieldName('connection_id'),
    type: p.string().length(40).primary(),
    keyId: p.string().length(255).primary().fieldName('key_id'),
    value: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .fieldName('updated_at'),
  },
})
export type IWhatsAppAuthKey = InferEntity<typeof WhatsAppAuthKey>

/**
 * The lease of a session: which worker runs the connection's socket, until when. A worker renews it
 * on a heartbeat; when it dies the lease expires and another worker takes the session over.
 * `logoutRequested` carries a logout to the holder when the request reached another process.
 */
export const WhatsAppSessionLease = defineEntity({
  name: 'WhatsAppSessionLease',
  tableName: 'whatsapp_session_leases',
  properties: {
    ...tenantColumns,
    connectionId: p.integer().primary().fieldName('connection_id'),
    holder: p.string().length(200),
    expiresAt: p.datetime().fieldName('expires_at'),
    logoutRequested: p.boolean().default(false).fieldName('logout_requested'),
  },
})
export type IWhatsAppSessionLease = InferEntity<typeof WhatsAppSessionLease>

/**
 * The newest message a session handed to core. After a reconnection, history WhatsApp replays is
 * taken in only from this point on, so a gap is filled without re-importing old conversations.
 */
export const WhatsAppSessionMark = defineEntity({
  name: 'WhatsAppSessionMark',
  tableName: 'whatsapp_session_marks',
  properties: {
    ...tenantColumns,
    connectionId: p.integer().primary().fieldName('connection_id'),
    lastMessageAt: p.datetime().fieldName('last_message_at'),
  },
})
export type IWhatsAppSessionMark = InferEntity<typeof WhatsAppSessionMark>

/** A message's full WhatsApp key, for replies, reactions and read receipts that target it. */
export const WhatsAppMessageKey = defineEntity({
  name: 'WhatsAppMessageKey',
  tableName: 'whatsapp_message_keys',
  properties: {
    ...tenantColumns,
    connectionId: p.integer().primary().fieldName('connection_id'),
    externalId: p.string().length(200).primary().fieldName('external_id'),
    remoteJid: p.string().length(200).fieldName('remote_jid'),
    fromMe: p.boolean().fieldName('from_me'),
    participant: p.string().length(200).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .fieldName('created_at'),
  },
})
export type IWhatsAppMessageKey = InferEntity<typeof WhatsAppMessageKey>
