import type { InboundContact, InboundEvent } from '@atendo/plugin-api'
import { proto, type WACallEvent, type WAMessage } from 'baileys'
import { contactOfJids } from './jid-identity.ts'
import { type ContentMapper, type MediaToFetch, plainNumber } from './mapped-content.ts'
import { mapContact, mapContactsArray } from './mappers/contacts.ts'
import { mapEvent } from './mappers/event.ts'
import { mapLiveLocation, mapLocation } from './mappers/location.ts'
import { mapAudio, mapDocument, mapImage, mapSticker, mapVideo, mapVideoNote } from './mappers/media.ts'
import { mapAlbum, mapGroupInvite, mapOrder, mapProduct, mapUnsupported } from './mappers/placeholders.ts'
import { mapPoll } from './mappers/poll.ts'
import {
  mapButtonReply,
  mapInteractiveReply,
  mapListReply,
  mapTemplateButtonReply,
} from './mappers/replies.ts'
import { mapConversation, mapExtendedText } from './mappers/text.ts'
import { contextInfoOf, textOf, unwrapContent } from './message-content.ts'
import { type KeyParties, partiesOfKey } from './message-key.ts'

/** Content mappers, one per kind, tried in order. */
const contentMappers: ContentMapper[] = [
  mapConversation,
  mapExtendedText,
  mapImage,
  mapVideo,
  mapVideoNote,
  mapAudio,
  mapDocument,
  mapSticker,
  mapLocation,
  mapLiveLocation,
  mapContact,
  mapContactsArray,
  mapPoll,
  mapEvent,
  mapListReply,
  mapButtonReply,
  mapTemplateButtonReply,
  mapInteractiveReply,
  mapGroupInvite,
  mapProduct,
  mapOrder,
  mapAlbum,
  // Always last: anything else a contact sends shows as a placeholder.
  mapUnsupported,
]

/** An event for core, and the media to store first when it is a message with a file. */
export interface MappedInbound {
  event: InboundEvent
  media?: MediaToFetch
}

/** What the mapping needs to know about the session. */
export interface MappingContext {
  /** This account, as the author of our own reactions. */
  self?: InboundContact
}

function isoTime(seconds: number | { toNumber(): number } | null | undefined): string {
  const value = plainNumber(seconds)
  return new Date(value ? value * 1000 : Date.now()).toISOString()
}

function senderOf(
  parties: KeyParties,
  message: WAMessage,
  context: MappingContext,
): InboundContact | undefined {
  if (message.key.fromMe) return context.self
  return parties.group ? parties.participant : parties.chat
}

function protocolEvent(
  protocol: proto.Message.IProtocolMessage,
  message: WAMessage,
  timestamp: string,
): MappedInbound | undefined {
  const targetId = protocol.key?.id
  if (!targetId) return undefined
  if (protocol.type === proto.Message.ProtocolMessage.Type.REVOKE) {
    return { event: { kind: 'delete', externalId: targetId, timestamp } }
  }
  if (protocol.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT) {
    const body = textOf(protocol.editedMessage)
    if (body === undefined) return undefined
    const editedAt = plainNumber(protocol.timestampMs)
    return {
      event: {
        kind: 'edit',
        externalId: targetId,
        body,
        timestamp: editedAt ? new Date(editedAt).toISOString() : timestamp,
      },
    }
  }
  // Key shares, history notifications, ephemeral settings: session housekeeping, not conversation.
  void message
  return undefined
}

/**
 * Maps one Baileys message to the channel contract: a message (text, media, location, contacts,
 * polls, events, replies...), or an edit, a deletion, a reaction. Kinds the inbox has no bubble for
 * (group invites, products, orders, album headers, and kinds this channel does not know) become
 * text placeholders. Undefined for what the inbox does not take: broadcasts and status updates,
 * housekeeping protocol messages, encrypted poll votes and key distribution.
 */
export function mapMessage(message: WAMessage, context: MappingContext = {}): MappedInbound | undefined {
  const externalId = message.key.id
  if (!externalId) return undefined
  const parties = partiesOfKey(message.key, message.pushName)
  if (!parties) return undefined
  const unwrapped = unwrapContent(message.message)
  if (!unwrapped) return undefined
  const { content } = unwrapped
  const timestamp = isoTime(message.messageTimestamp)

  const edited = content.editedMessage?.message?.protocolMessage
  if (edited) return protocolEvent(edited, message, timestamp)
  if (content.protocolMessage) return protocolEvent(content.protocolMessage, message, timestamp)

  if (content.reactionMessage) {
    const target = content.reactionMessage.key?.id
    const from = senderOf(parties, message, context)
    if (!target || !from) return undefined
    const reactedAt = plainNumber(content.reactionMessage.senderTimestampMs)
    return {
      event: {
        kind: 'reaction',
        externalId: target,
        // An empty emoji takes the reaction back.
        emoji: content.reactionMessage.text ?? '',
        from,
        timestamp: reactedAt ? new Date(reactedAt).toISOString() : timestamp,
      },
    }
  }

  let mapped: ReturnType<ContentMapper>
  for (const mapper of contentMappers) {
    mapped = mapper(content, externalId)
    if (mapped) break
  }
  if (!mapped) return undefined

  const contextInfo = contextInfoOf(content)
  const data: Record<string, unknown> = { ...mapped.data }
  if (unwrapped.viewOnce) data.viewOnce = true
  if (unwrapped.ephemeral) data.ephemeral = true
  if (contextInfo?.isForwarded) data.forwarded = true
  if (contextInfo?.externalAdReply) {
    const ad = contextInfo.externalAdReply
    data.ad = {
      title: ad.title ?? undefined,
      body: ad.body ?? undefined,
      sourceUrl: ad.sourceUrl ?? undefined,
      thumbnailUrl: ad.thumbnailUrl ?? undefined,
    }
  }
  const isGroupMessage = parties.group !== undefined
  return {
    event: {
      kind: 'message',
      message: {
        externalId,
        contact: isGroupMessage && !message.key.fromMe ? (parties.participant ?? parties.chat) : parties.chat,
        ...(parties.group ? { group: parties.group } : {}),
        ...(parties.participant ? { participant: parties.participant } : {}),
        fromMe: message.key.fromMe === true,
        body: mapped.body,
        mediaType: mapped.mediaType,
        ...(contextInfo?.stanzaId ? { quotedExternalId: contextInfo.stanzaId } : {}),
        ...(Object.keys(data).length > 0 ? { data } : {}),
        timestamp,
      },
    },
    ...(mapped.media ? { media: mapped.media } : {}),
  }
}

/**
 * An incoming call as a message (`call_log`), for connections that open tickets on calls; only the
 * offer counts, so one call is one message however many updates follow.
 */
export function mapCall(call: WACallEvent): MappedInbound | undefined {
  if (call.status !== 'offer' || call.isGroup) return undefined
  const contact = contactOfJids([call.from, call.callerPn, call.chatId])
  if (!contact) return undefined
  return {
    event: {
      kind: 'message',
      message: {
        externalId: `call:${call.id}`,
        contact,
        fromMe: false,
        body: '',
        mediaType: 'call_log',
        data: { call: { id: call.id, video: call.isVideo === true, missedWhileOffline: call.offline } },
        timestamp: call.date.toISOString(),
      },
    },
  }
}
