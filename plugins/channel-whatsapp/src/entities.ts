import { defineEntity, type InferEntity, p, tenantColumns } from '@atendo/plugin-api'

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
    /** Protobuf-encoded content, kept for our sent messages (retries) and polls (vote decryption). */
    content: p.blob().nullable(),
    /** Taken in by a history import. */
    imported: p.boolean().default(false),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .fieldName('created_at'),
  },
})
export type IWhatsAppMessageKey = InferEntity<typeof WhatsAppMessageKey>

/**
 * A connection's history import: the window asked for on the connections page, and how far it got.
 * `status` is `running` until WhatsApp's history sync is complete, then `finished`.
 */
export const WhatsAppHistoryImport = defineEntity({
  name: 'WhatsAppHistoryImport',
  tableName: 'whatsapp_history_imports',
  properties: {
    ...tenantColumns,
    connectionId: p.integer().primary().fieldName('connection_id'),
    windowFrom: p.datetime().fieldName('window_from'),
    windowTo: p.datetime().nullable().fieldName('window_to'),
    includeGroups: p.boolean().fieldName('include_groups'),
    status: p.string().length(20),
    seen: p.integer().default(0),
    imported: p.integer().default(0),
    startedAt: p.datetime().fieldName('started_at'),
    finishedAt: p.datetime().nullable().fieldName('finished_at'),
  },
})
export type IWhatsAppHistoryImport = InferEntity<typeof WhatsAppHistoryImport>

/** One entry of the phone's address book, as WhatsApp synced it (`contacts.upsert`/`contacts.update`). */
export const WhatsAppContact = defineEntity({
  name: 'WhatsAppContact',
  tableName: 'whatsapp_contacts',
  properties: {
    ...tenantColumns,
    connectionId: p.integer().primary().fieldName('connection_id'),
    jid: p.string().length(200).primary(),
    phone: p.string().length(50).nullable(),
    lid: p.string().length(200).nullable(),
    /** The name saved on the phone. */
    name: p.string().length(250).nullable(),
    /** The name the person set on WhatsApp (push name). */
    notify: p.string().length(250).nullable(),
    /** When the phone's chat with them last had a message; null when the phone has no chat with them. */
    chatAt: p.datetime().nullable().fieldName('chat_at'),
    pictureCheckedAt: p.datetime().nullable().fieldName('picture_checked_at'),
    /** SHA-256 of the stored picture, so an unchanged picture is not stored again. */
    pictureHash: p.string().length(64).nullable().fieldName('picture_hash'),
    /** The storage key of the stored picture. */
    pictureKey: p.string().length(500).nullable().fieldName('picture_key'),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .fieldName('updated_at'),
  },
})
export type IWhatsAppContact = InferEntity<typeof WhatsAppContact>

/**
 * The jid WhatsApp answered for a phone number (`onWhatsApp`), per company: where messages to that
 * number go (a Brazilian mobile registered before the ninth digit lives at its 12-digit jid).
 */
export const WhatsAppNumberJid = defineEntity({
  name: 'WhatsAppNumberJid',
  tableName: 'whatsapp_number_jids',
  properties: {
    companyId: p.integer().primary().fieldName('company_id'),
    /** Digits, country code first, as core addresses the contact. */
    number: p.string().length(50).primary(),
    jid: p.string().length(200),
    checkedAt: p
      .datetime()
      .onCreate(() => new Date())
      .fieldName('checked_at'),
  },
})
export type IWhatsAppNumberJid = InferEntity<typeof WhatsAppNumberJid>
