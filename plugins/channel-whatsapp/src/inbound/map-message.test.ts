import type { InboundEvent, InboundMessage } from '@atendo/plugin-api'
import { proto, type WAMessage } from 'baileys'
import { describe, expect, it } from 'vitest'
import * as identities from './fixtures/identities.ts'
import * as interactive from './fixtures/interactive.ts'
import * as media from './fixtures/media.ts'
import * as placeholders from './fixtures/placeholders.ts'
import * as cards from './fixtures/places-and-cards.ts'
import * as text from './fixtures/text.ts'
import * as changes from './fixtures/wrappers-and-changes.ts'
import { mapCall, mapMessage } from './map-message.ts'

const ana = { identities: [{ kind: 'phone', value: '5511988887777' }], name: 'Ana Souza' }
const self = { identities: [{ kind: 'phone' as const, value: '5511999990000' }] }

function messageOf(fixture: WAMessage): InboundMessage {
  const mapped = mapMessage(fixture, { self })
  if (mapped?.event.kind !== 'message') throw new Error(`not a message: ${JSON.stringify(mapped?.event)}`)
  return mapped.event.message
}

function eventOf(fixture: WAMessage): InboundEvent | undefined {
  return mapMessage(fixture, { self })?.event
}

describe('text', () => {
  it('maps a plain conversation', () => {
    expect(messageOf(text.conversation)).toEqual({
      externalId: '3A5F1B2C4D6E8F001122',
      contact: ana,
      fromMe: false,
      body: 'Olá, bom dia!',
      mediaType: 'conversation',
      timestamp: '2025-11-22T08:26:40.000Z',
    })
  })

  it('maps extended text with its link preview', () => {
    const message = messageOf(text.extendedTextWithLinkPreview)
    expect(message).toMatchObject({
      body: 'Veja o pedido https://loja.example/pedido/42',
      mediaType: 'extendedTextMessage',
    })
    expect(message.data).toEqual({
      linkPreview: {
        url: 'https://loja.example/pedido/42',
        title: 'Pedido 42',
        description: 'Acompanhe seu pedido',
      },
    })
    // Data goes to a JSON column: no buffers (the preview thumbnail) inside.
    expect(JSON.parse(JSON.stringify(message.data))).toEqual(message.data)
  })

  it('keeps the quoted message id of a reply', () => {
    expect(messageOf(text.quotedReply)).toMatchObject({
      body: 'Isso mesmo',
      quotedExternalId: '3EB0C0FFEE0000000001',
    })
  })

  it('keeps the ad a contact answered', () => {
    expect(messageOf(text.adReply).data).toEqual({
      ad: {
        title: 'Promoção de verão',
        body: 'Fale conosco',
        sourceUrl: 'https://fb.me/abc',
        thumbnailUrl: 'https://scontent.example/ad.jpg',
      },
    })
  })
})

describe('media', () => {
  it('maps an image with its caption, to be downloaded', () => {
    const mapped = mapMessage(media.image)
    expect(mapped?.media).toEqual({
      fileName: '3A5F1B2C4D6E8F002201.jpg',
      mimeType: 'image/jpeg',
      // The size the message declares: a file over the download limit is not fetched at all.
      declaredBytes: 48_213,
    })
    expect(mapped?.event).toMatchObject({
      kind: 'message',
      message: { body: 'Foto do produto', mediaType: 'image' },
    })
  })

  it('maps a video', () => {
    const mapped = mapMessage(media.video)
    expect(mapped?.media).toEqual({
      fileName: '3A5F1B2C4D6E8F002202.mp4',
      mimeType: 'video/mp4',
      declaredBytes: 1_048_576,
    })
    expect(messageOf(media.video)).toMatchObject({ body: '', mediaType: 'video' })
  })

  it('tells an audio file from a recorded voice note', () => {
    expect(messageOf(media.audioFile)).toMatchObject({
      mediaType: 'audio',
      data: { voiceNote: false, seconds: 185 },
    })
    const voice = mapMessage(media.voiceNote)
    expect(voice?.media).toEqual({
      fileName: '3A5F1B2C4D6E8F002204.ogg',
      mimeType: 'audio/ogg; codecs=opus',
      declaredBytes: 12_345,
    })
    expect(messageOf(media.voiceNote)).toMatchObject({
      mediaType: 'audio',
      data: { voiceNote: true, seconds: 7 },
    })
  })

  it('maps documents with their file name, with or without a caption', () => {
    expect(mapMessage(media.document)?.media).toEqual({
      fileName: 'boleto.pdf',
      mimeType: 'application/pdf',
      declaredBytes: 80_000,
    })
    expect(messageOf(media.document)).toMatchObject({ body: 'boleto.pdf', mediaType: 'application' })
    const captioned = mapMessage(media.documentWithCaption)
    expect(captioned?.media?.fileName).toBe('planilha.xlsx')
    expect(messageOf(media.documentWithCaption)).toMatchObject({
      body: 'Segue a planilha',
      mediaType: 'application',
    })
  })

  it('maps a sticker as an inline image', () => {
    expect(mapMessage(media.sticker)?.media).toEqual({
      fileName: '3A5F1B2C4D6E8F002207.webp',
      mimeType: 'image/webp',
      declaredBytes: 9_876,
    })
    expect(messageOf(media.sticker)).toMatchObject({
      mediaType: 'image',
      data: { sticker: true, animated: false },
    })
  })
})

describe('places and cards', () => {
  it('maps a location to a map link and its coordinates', () => {
    expect(messageOf(cards.location)).toMatchObject({
      body: 'https://maps.google.com/maps?q=-23.5613%2C-46.6565&z=17',
      mediaType: 'locationMessage',
      data: {
        location: {
          latitude: -23.5613,
          longitude: -46.6565,
          name: 'Avenida Paulista',
          address: 'Av. Paulista, 1578 - Bela Vista, São Paulo',
        },
      },
    })
  })

  it('maps a live location to where it was shared', () => {
    expect(messageOf(cards.liveLocation)).toMatchObject({
      mediaType: 'locationMessage',
      data: { location: { latitude: -22.9068, longitude: -43.1729, live: true, caption: 'Estou chegando' } },
    })
  })

  it('maps one contact card and several', () => {
    const one = messageOf(cards.contact)
    expect(one.mediaType).toBe('contactMessage')
    expect(one.body).toContain('waid=5511977776666')
    expect(one.data).toEqual({ contacts: [{ displayName: 'Ana', vcard: one.body }] })
    const several = messageOf(cards.contactsArray)
    expect(several.mediaType).toBe('contactMessage')
    expect(several.data?.contacts).toHaveLength(2)
    expect(several.body).toContain('FN:Bruno')
    expect(several.data?.displayName).toBe('2 contatos')
  })
})

describe('interactive', () => {
  it('maps a poll', () => {
    expect(messageOf(interactive.poll)).toMatchObject({
      body: 'Qual horário prefere?',
      mediaType: 'pollCreationMessageV3',
      data: {
        poll: { name: 'Qual horário prefere?', options: ['Manhã', 'Tarde', 'Noite'], selectableCount: 1 },
      },
    })
  })

  it('maps an event', () => {
    expect(messageOf(interactive.event)).toMatchObject({
      body: 'Visita técnica',
      mediaType: 'eventMessage',
      data: {
        event: {
          name: 'Visita técnica',
          description: 'Instalação do equipamento',
          startTime: '2025-11-24T16:00:00.000Z',
          endTime: '2025-11-24T17:00:00.000Z',
          location: { name: 'Loja Centro', latitude: -23.55, longitude: -46.63 },
          joinLink: 'https://call.whatsapp.com/video/abc',
          canceled: false,
        },
      },
    })
  })

  it('maps list, button, template and native-flow replies to text plus the chosen id', () => {
    expect(messageOf(interactive.listReply)).toMatchObject({
      body: 'Financeiro',
      quotedExternalId: '3EB0C0FFEE0000000002',
      data: { reply: { kind: 'list', id: 'queue-2', title: 'Financeiro' } },
    })
    expect(messageOf(interactive.buttonReply)).toMatchObject({
      body: 'Sim',
      data: { reply: { kind: 'button', id: 'yes' } },
    })
    expect(messageOf(interactive.templateButtonReply)).toMatchObject({
      body: 'Rastrear pedido',
      data: { reply: { kind: 'button', id: 'track-order' } },
    })
    expect(messageOf(interactive.interactiveReply)).toMatchObject({
      body: 'Suporte',
      data: { reply: { kind: 'interactive', id: 'queue-3', flow: 'single_select' } },
    })
  })
})

describe('wrappers', () => {
  it('unwraps view-once media (V1 and V2) and marks it', () => {
    const image = mapMessage(changes.viewOnceImage)
    expect(image?.media).toEqual({ fileName: '3A5F1B2C4D6E8F005501.jpg', mimeType: 'image/jpeg' })
    expect(messageOf(changes.viewOnceImage)).toMatchObject({
      body: 'Só uma vez',
      mediaType: 'image',
      data: { viewOnce: true },
    })
    expect(messageOf(changes.viewOnceV1Video)).toMatchObject({ mediaType: 'video', data: { viewOnce: true } })
  })

  it('unwraps disappearing messages', () => {
    expect(messageOf(changes.ephemeralText)).toMatchObject({
      body: 'Mensagem temporária',
      data: { ephemeral: true },
    })
  })
})

describe('changes to earlier messages', () => {
  it('maps reactions, and a removed reaction to an empty emoji', () => {
    expect(eventOf(changes.reaction)).toEqual({
      kind: 'reaction',
      externalId: '3EB0C0FFEE0000000003',
      emoji: '👍',
      from: ana,
      timestamp: '2025-11-22T08:35:19.500Z',
    })
    expect(eventOf(changes.reactionRemoved)).toMatchObject({ kind: 'reaction', emoji: '' })
  })

  it('maps edits, bare or wrapped in editedMessage', () => {
    expect(eventOf(changes.editProtocol)).toEqual({
      kind: 'edit',
      externalId: '3A5F1B2C4D6E8F001122',
      body: 'Olá, boa tarde!',
      timestamp: '2025-11-22T08:35:39.000Z',
    })
    expect(eventOf(changes.editedMessageWrapper)).toEqual({
      kind: 'edit',
      externalId: '3A5F1B2C4D6E8F001123',
      body: 'Veja o pedido 43',
      timestamp: '2025-11-22T08:35:49.000Z',
    })
  })

  it('maps a revoke to a deletion of the target message', () => {
    expect(eventOf(changes.revoke)).toEqual({
      kind: 'delete',
      externalId: '3A5F1B2C4D6E8F001124',
      timestamp: '2025-11-22T08:36:00.000Z',
    })
  })

  it('ignores housekeeping protocol messages', () => {
    expect(mapMessage(changes.keyShare)).toBeUndefined()
  })
})

describe('who wrote', () => {
  it('maps a group message to the group and its sender', () => {
    const carla = { identities: [{ kind: 'phone', value: '5511977776666' }], name: 'Carla' }
    expect(messageOf(identities.groupMessage)).toMatchObject({
      contact: carla,
      group: { id: '120363025246125888@g.us' },
      participant: carla,
      body: 'Bom dia, grupo!',
    })
  })

  it('gives a @lid group sender both identities, the phone first', () => {
    expect(messageOf(identities.groupMessageFromLid).participant).toEqual({
      identities: [
        { kind: 'phone', value: '5511977776666' },
        { kind: 'lid', value: '201539217621145@lid' },
      ],
      name: 'Carla',
    })
  })

  it('resolves a @lid chat to the phone number Baileys knows for it', () => {
    const both = {
      identities: [
        { kind: 'phone', value: '5511966665555' },
        { kind: 'lid', value: '184472331690123@lid' },
      ],
      name: 'Diego',
    }
    expect(messageOf(identities.lidSenderWithPhone).contact).toEqual(both)
    expect(messageOf(identities.lidSenderWithLegacySenderPn).contact).toEqual(both)
    expect(messageOf(identities.lidSenderOnly).contact).toEqual({
      identities: [{ kind: 'lid', value: '184472331690123@lid' }],
      name: 'Diego',
    })
  })

  it('maps messages sent from the phone as ours, to the chat they went to', () => {
    expect(messageOf(identities.fromMePhone)).toMatchObject({
      fromMe: true,
      contact: { identities: [{ kind: 'phone', value: '5511988887777' }] },
      body: 'Respondi pelo celular',
    })
    const group = messageOf(identities.fromMeGroup)
    expect(group).toMatchObject({ fromMe: true, group: { id: '120363025246125888@g.us' } })
    expect(group.participant).toBeUndefined()
  })

  it('ignores status updates, broadcast lists and newsletters', () => {
    expect(mapMessage(identities.statusBroadcast)).toBeUndefined()
    expect(mapMessage(identities.broadcastList)).toBeUndefined()
    expect(mapMessage(identities.newsletter)).toBeUndefined()
  })

  it('reads Long timestamps as protobuf decoding gives them', () => {
    const decoded = proto.WebMessageInfo.fromObject({ ...text.conversation, messageTimestamp: 1_763_800_000 })
    expect(mapMessage(decoded as WAMessage)?.event).toMatchObject({
      message: { timestamp: '2025-11-22T08:26:40.000Z' },
    })
  })
})

describe('calls', () => {
  it('maps an incoming call offer to a call_log message, once per call', () => {
    expect(mapCall(identities.callOffer)?.event).toEqual({
      kind: 'message',
      message: {
        externalId: 'call:C4LL0FFER0001',
        contact: { identities: [{ kind: 'phone', value: '5511988887777' }] },
        fromMe: false,
        body: '',
        mediaType: 'call_log',
        data: { call: { id: 'C4LL0FFER0001', video: false, missedWhileOffline: false } },
        timestamp: '2026-11-22T10:00:00.000Z',
      },
    })
    expect(mapCall(identities.callTerminate)).toBeUndefined()
  })

  it('resolves a call from a @lid to its number too', () => {
    expect(mapCall(identities.callOfferFromLid)?.event).toMatchObject({
      message: {
        contact: {
          identities: [
            { kind: 'phone', value: '5511966665555' },
            { kind: 'lid', value: '184472331690123@lid' },
          ],
        },
        data: { call: { video: true, missedWhileOffline: true } },
      },
    })
  })
})

describe('kinds the inbox draws no bubble for', () => {
  it('takes a round video note in as a video, to be downloaded', () => {
    const mapped = mapMessage(placeholders.videoNote, { self })
    expect(mapped?.event).toMatchObject({
      kind: 'message',
      message: { mediaType: 'video', body: '', data: { videoNote: true, seconds: 12 } },
    })
    expect(mapped?.media).toEqual({
      fileName: '3A5F1B2C4D6E8F009901.mp4',
      mimeType: 'video/mp4',
      declaredBytes: 310_000,
    })
  })

  it('shows group invites, products, orders and album headers as text with what they carry', () => {
    expect(messageOf(placeholders.groupInvite)).toMatchObject({
      mediaType: 'groupInviteMessage',
      body: 'Entra aí!\nPromoções da Loja\nhttps://chat.whatsapp.com/Kx7pQ2aBcD3eF4',
      data: { groupInvite: { jid: '120363025246125999@g.us', name: 'Promoções da Loja' } },
    })
    expect(messageOf(placeholders.product)).toMatchObject({
      mediaType: 'productMessage',
      body: 'Cadeira de escritório\nErgonômica, preta\nBRL 459.90\nhttps://wa.me/p/7781234567890/5511988887777',
      data: { product: { id: '7781234567890', price: 'BRL 459.90' } },
    })
    expect(messageOf(placeholders.order)).toMatchObject({
      mediaType: 'orderMessage',
      body: 'Loja da Ana\nQuero estes\n3 ×\nBRL 129.70',
      data: { order: { id: '1029384756', items: 3, total: 'BRL 129.70' } },
    })
    expect(messageOf(placeholders.albumHeader)).toMatchObject({
      mediaType: 'albumMessage',
      body: '📷 3\n🎬 1',
      data: { album: { images: 3, videos: 1 } },
    })
  })

  it('keeps any other kind visible as a placeholder naming it, with the text it carries', () => {
    expect(messageOf(placeholders.businessButtons)).toMatchObject({
      mediaType: 'unsupportedMessage',
      body: 'Confirma o pedido?',
      data: { unsupported: 'buttonsMessage' },
    })
    // Housekeeping still makes no message.
    expect(mapMessage(changes.keyShare)).toBeUndefined()
  })
})
