// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
// The shapes the server stores, made by the code that stores them: core's interactive and PIX
// messages, and the WhatsApp channel's mapping of polls and events.
import {
  buttonMessage,
  listMessage,
  urlMessage,
} from '../../../../../../core/src/modules/messages/interactive-messages.ts'
import { pixMessage } from '../../../../../../core/src/modules/messages/pix-message.ts'
import type { MappedContent } from '../../../../../../plugins/channel-whatsapp/src/inbound/mapped-content.ts'
import { mapEvent } from '../../../../../../plugins/channel-whatsapp/src/inbound/mappers/event.ts'
import { mapPoll } from '../../../../../../plugins/channel-whatsapp/src/inbound/mappers/poll.ts'
import type { Message } from '../../../../api/models.ts'
import { testMessage } from '../../../../test/test-records.ts'
import { TestSession } from '../../../../test/test-session.tsx'
import { Toaster } from '../../../../toasts/toaster.tsx'
import { MessageBubble } from '../message-bubble.tsx'
import { foldMessages } from './fold-messages.ts'

afterEach(cleanup)

let nextId = 1
function message(overrides: Partial<Message> = {}): Message {
  const id = overrides.id ?? nextId++
  return testMessage({
    id,
    body: '',
    mediaType: 'conversation',
    createdAt: new Date(Date.UTC(2026, 10, 24, 12, 0, id)).toISOString(),
    ...overrides,
  })
}

/** Someone writing in a group. */
const person = (id: number, name: string) => ({ id, name, number: null, urlPicture: null })

/** A message as the WhatsApp channel stores what it mapped: its body, media type and data. */
const fromWhatsApp = (mapped: MappedContent | undefined, overrides: Partial<Message> = {}) =>
  message({
    body: mapped!.body,
    mediaType: mapped!.mediaType,
    dataJson: mapped!.data ? JSON.stringify(mapped!.data) : null,
    ...overrides,
  })

/** A message an attendant sent from the interactive-message sender, as core stores it. */
const sent = (draft: { text: string; mediaType: string; dataJson: string }) =>
  message({ body: draft.text, mediaType: draft.mediaType, dataJson: draft.dataJson, fromMe: true, ack: 2 })

const quote = (target: Message): Message['quotedMsg'] => ({
  id: target.id,
  body: target.body,
  fromMe: target.fromMe,
  mediaType: target.mediaType,
  mediaUrl: target.mediaUrl,
  contact: target.contact,
})

/** The conversation's messages as the inbox shows them: reactions and votes folded in. */
function Thread({ messages }: { messages: Message[] }) {
  const folded = foldMessages(messages)
  return (
    <TestSession>
      {folded.shown.map((shown) => (
        <MessageBubble
          key={shown.id}
          message={shown}
          reactions={folded.reactions.get(shown.id)}
          votes={folded.votes.get(shown.id)}
          now={Date.now()}
          actionsEnabled={false}
          onReply={() => undefined}
          onEdit={() => undefined}
          onDelete={() => undefined}
        />
      ))}
      <Toaster />
    </TestSession>
  )
}

const show = (...messages: Message[]) => render(<Thread messages={messages} />)
const bubbles = () => document.querySelectorAll('.message-row')

describe('polls', () => {
  const poll = fromWhatsApp(
    mapPoll(
      {
        pollCreationMessageV3: {
          name: 'Melhor horário para a entrega?',
          options: [{ optionName: 'Manhã' }, { optionName: 'Tarde' }, { optionName: '<b>Noite</b>' }],
          selectableOptionsCount: 1,
        },
      },
      'POLL-1',
    ),
  )
  const vote = (contactId: number, options: string[]) =>
    message({
      body: options.join(', '),
      mediaType: null,
      contact: person(contactId, `Votante ${contactId}`),
      dataJson: JSON.stringify({ pollVote: { pollId: 'POLL-1', options } }),
      quotedMsg: quote(poll),
    })

  it("shows the question and each option with its votes, counting each voter's latest vote", async () => {
    show(poll, vote(7, ['Manhã']), vote(8, ['Tarde']), vote(7, ['Tarde']))
    expect(bubbles()).toHaveLength(1)
    expect(screen.getByText('Melhor horário para a entrega?')).toBeTruthy()
    expect(screen.getByText('Escolha uma opção')).toBeTruthy()
    const options = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(options).toEqual(['Manhã0 votos', 'Tarde2 votos', '<b>Noite</b>0 votos'])
  })

  it('keeps a vote whose poll is on an older page as a reply to it', () => {
    const orphan = vote(7, ['Manhã'])
    orphan.quotedMsg = { ...quote(poll)!, id: 999_999 }
    show(orphan)
    expect(bubbles()).toHaveLength(1)
    expect(screen.getByText('Manhã')).toBeTruthy()
  })
})

describe('reactions', () => {
  it('shows reactions as emoji badges on the message, not as bubbles; a withdrawn one and a replaced one do not count', () => {
    const target = message({ body: 'Chegou o pedido!' })
    const reaction = (contactId: number, emoji: string, isDeleted = false) =>
      message({
        body: emoji,
        mediaType: 'reactionMessage',
        isDeleted,
        contact: person(contactId, `Pessoa ${contactId}`),
        quotedMsg: quote(target),
      })
    show(target, reaction(4, '😮'), reaction(4, '👍'), reaction(5, '👍'), reaction(6, '❤️', true))
    expect(bubbles()).toHaveLength(1)
    const badges = screen.getByRole('list', { name: 'Reações' })
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['👍 2'])
  })
})

describe('events', () => {
  it('shows name, start, an end 2 hours later when none is given, and the place', () => {
    const start = Date.UTC(2026, 11, 1, 14, 0) / 1000
    show(
      fromWhatsApp(
        mapEvent(
          {
            eventMessage: {
              name: 'Visita técnica',
              description: 'Levar o *modem*',
              startTime: start,
              location: { name: 'Rua das Flores, 10' },
            },
          },
          'EVT-1',
        ),
      ),
    )
    expect(screen.getByText('Evento')).toBeTruthy()
    expect(screen.getByText('Visita técnica')).toBeTruthy()
    expect(screen.getByText('modem').tagName).toBe('STRONG')
    const times = [...document.querySelectorAll('time[datetime]')].map((time) =>
      time.getAttribute('datetime'),
    )
    expect(times).toContain('2026-12-01T14:00:00.000Z')
    expect(times).toContain('2026-12-01T16:00:00.000Z')
    expect(screen.getByText('Rua das Flores, 10')).toBeTruthy()
  })
})

describe('lists', () => {
  it('shows the title, text, sections with their rows and the button', () => {
    show(
      sent(
        listMessage({
          title: 'Cardápio',
          text: 'Escolha sua bebida',
          buttonText: 'Ver opções',
          sections: [
            { title: 'Quentes', rows: [{ title: 'Café', description: 'Coado na hora' }] },
            { title: 'Geladas', rows: [{ title: 'Suco' }] },
          ],
        }),
      ),
    )
    expect(screen.getByText('Cardápio')).toBeTruthy()
    expect(screen.getByText('Escolha sua bebida')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Quentes' })).getByText('Café')).toBeTruthy()
    expect(screen.getByText('Coado na hora')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Geladas' })).getByText('Suco')).toBeTruthy()
    expect(screen.getByText('Ver opções')).toBeTruthy()
  })
})

describe('PIX payment requests', () => {
  it('shows a card with the title, the amount in reais with 2 decimals, the key, the reference and the item', () => {
    const pix = sent(
      pixMessage({
        title: 'Pedido 42',
        sendvalue: '1.234,5',
        // The schema's union of key types reads as never through this project's TypeBox types.
        sendkey_type: 'PHONE' as never,
        sendmerchant_name: 'Loja da Ana',
        sendKey: '11987654321',
      }),
    )
    const reference = JSON.parse(pix.dataJson!).reference_id as string
    show(pix)
    expect(screen.getByText('Cobrança PIX')).toBeTruthy()
    expect(screen.getAllByText('Pedido 42')).toHaveLength(2)
    expect(screen.getByText(/^R\$\s1\.234,50$/)).toBeTruthy()
    expect(screen.getByText('+5511987654321 (PHONE)')).toBeTruthy()
    expect(screen.getByText('Loja da Ana')).toBeTruthy()
    expect(screen.getByText(reference)).toBeTruthy()
    // Not the plain text the body carries for channels without payments.
    expect(screen.queryByText(/\[PIX\]/)).toBeNull()
  })
})

describe('buttons', () => {
  it('copies the code of a copy button and says so', async () => {
    show(
      sent(buttonMessage('copy', { title: 'Seu cupom', buttonText: 'Copiar cupom', copyText: 'ATENDO10' })),
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar cupom' }))
    })
    expect(await navigator.clipboard.readText()).toBe('ATENDO10')
    expect(await screen.findByText('Código copiado!')).toBeTruthy()
  })

  it('opens the link of a link button, and says calls are not made from the system', () => {
    show(
      sent(
        urlMessage({ title: 'Acompanhe', buttonText: 'Rastrear', copyText: 'https://rastreio.example/42' }),
      ),
      sent(buttonMessage('call', { title: 'Fale conosco', buttonText: 'Ligar', copyText: '+551130000000' })),
    )
    expect(screen.getByRole('link', { name: 'Rastrear' }).getAttribute('href')).toBe(
      'https://rastreio.example/42',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Ligar' }))
    expect(screen.getByText('Não é possível fazer ligações pelo sistema.')).toBeTruthy()
  })
})

describe('ad previews', () => {
  it("shows an ad preview's image, title, text, link and the contact's message", () => {
    show(
      message({
        mediaType: 'adMetaPreview',
        body: 'https://cdn.example/ad.jpg|https://fb.me/ad-123|Tênis em promoção|Até 50% off|Quero saber mais',
      }),
    )
    expect(screen.getByText('Anúncio')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Tênis em promoção' }).getAttribute('src')).toBe(
      'https://cdn.example/ad.jpg',
    )
    expect(screen.getByText('Até 50% off')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ver anúncio' }).getAttribute('href')).toBe(
      'https://fb.me/ad-123',
    )
    expect(screen.getByText('Quero saber mais')).toBeTruthy()
  })

  it('shows the ad a WhatsApp message came from above its text', () => {
    show(
      message({
        mediaType: 'extendedTextMessage',
        body: 'Olá! Vi o anúncio',
        dataJson: JSON.stringify({
          ad: { title: 'Consórcio', body: 'Parcelas a partir de R$ 99', sourceUrl: 'https://fb.me/x' },
        }),
      }),
    )
    expect(screen.getByText('Consórcio')).toBeTruthy()
    expect(screen.getByText('Olá! Vi o anúncio')).toBeTruthy()
  })

  it('never links or loads what is not a web address', () => {
    show(
      message({ mediaType: 'adMetaPreview', body: 'javascript:alert(1)|javascript:alert(2)|Título|Texto|' }),
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('view-once media, calls and audio', () => {
  it('marks a photo sent to be seen once', () => {
    show(
      message({
        mediaType: 'image',
        mediaUrl: '/public/company1/once.jpg',
        dataJson: JSON.stringify({ viewOnce: true }),
      }),
    )
    expect(screen.getByText('Visualização única')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Imagem' }).getAttribute('src')).toBe('/public/company1/once.jpg')
  })

  it('shows a call as a call, video or voice', () => {
    show(
      message({
        mediaType: 'call_log',
        dataJson: JSON.stringify({ call: { id: 'C1', video: true, missedWhileOffline: true } }),
      }),
      message({ mediaType: 'call_log', dataJson: JSON.stringify({ call: { id: 'C2', video: false } }) }),
    )
    expect(screen.getByText('Chamada de vídeo recebida')).toBeTruthy()
    expect(screen.getByText('Recebida com a conexão desligada')).toBeTruthy()
    expect(screen.getByText('Chamada de voz recebida')).toBeTruthy()
  })

  it('shows an audio the contact has played in the played style', () => {
    show(
      message({ mediaType: 'audio', mediaUrl: '/public/company1/a.mp3', fromMe: true, ack: 4 }),
      message({ mediaType: 'audio', mediaUrl: '/public/company1/b.mp3', fromMe: true, ack: 2 }),
    )
    expect(screen.getByRole('img', { name: 'Estado: reproduzido' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Estado: entregue' })).toBeTruthy()
    expect(document.querySelectorAll('.audio-player.played')).toHaveLength(1)
  })

  it('says why when an audio came without its file', () => {
    show(
      message({
        mediaType: 'audio',
        mediaUrl: null,
        body: '📎 nota.ogg (80 MB): larger than the 64 MB limit, not downloaded',
      }),
    )
    expect(screen.getByText(/larger than the 64 MB limit/)).toBeTruthy()
    expect(document.querySelectorAll('.audio-player')).toHaveLength(0)
  })
})

describe('quoted messages', () => {
  it('shows the media of the quoted message, and "You" for our own', () => {
    const photo = message({
      mediaType: 'image',
      mediaUrl: '/public/company1/foto.jpg',
      fromMe: true,
      body: '',
    })
    show(message({ body: 'Essa *mesmo*', quotedMsg: quote(photo) }))
    const quoted = screen.getByRole('blockquote')
    expect(quoted.getAttribute('aria-label')).toBe('Em resposta a Você')
    expect(within(quoted).getByText('Você')).toBeTruthy()
    expect(within(quoted).getByText('Imagem')).toBeTruthy()
    expect(within(quoted).getByRole('img', { name: 'Imagem' }).getAttribute('src')).toBe(
      '/public/company1/foto.jpg',
    )
    expect(screen.getByText('mesmo').tagName).toBe('STRONG')
  })

  it('names the contact of a quoted message in English too', () => {
    const audio = message({ mediaType: 'audio', mediaUrl: '/public/company1/a.ogg' })
    render(
      <TestSession language="en">
        <MessageBubble
          message={message({ body: 'ok', fromMe: true, quotedMsg: quote(audio) })}
          now={Date.now()}
          actionsEnabled={false}
          onReply={() => undefined}
          onEdit={() => undefined}
          onDelete={() => undefined}
        />
      </TestSession>,
    )
    return screen.findByRole('blockquote', { name: 'Replying to Marta' }).then((quoted) => {
      expect(within(quoted).getByText('Audio')).toBeTruthy()
    })
  })
})

describe('messages the channel did not send', () => {
  const note = () => document.querySelector('.bubble-error') as HTMLElement

  it("says why in the user's language, keeping the channel's own words for a closer look", () => {
    show(
      message({
        body: 'Olá!',
        fromMe: true,
        sendError: 'The API connection has no webhook URL to deliver to',
      }),
    )
    expect(note().textContent?.trim()).toBe(
      'Não enviada: Erro ao enviar mensagem do WhatsApp. Verifique a página de conexões.',
    )
    expect(note().textContent).not.toContain('webhook')
    expect(note().title).toBe('The API connection has no webhook URL to deliver to')
  })

  it('tells the refusal a channel named with a code', () => {
    show(message({ body: 'Olá!', fromMe: true, sendError: 'ERR_WAPP_INVALID_CONTACT: not on WhatsApp' }))
    expect(note().textContent?.trim()).toBe('Não enviada: Este não é um número de WhatsApp válido.')
  })
})
