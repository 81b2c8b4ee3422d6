import type { Message } from '../../../../api/models.ts'

/**
 * Readers for a message's `dataJson`, in the shapes the server stores (inbox.md §3): what the
 * WhatsApp mapping keeps of a poll, an event, an ad, a call or a view-once photo
 * (plugins/channel-whatsapp/src/inbound/mappers), and the payload core keeps of the lists, buttons
 * and PIX requests an attendant sends (core/src/modules/messages/interactive-messages.ts,
 * pix-message.ts). Anything missing or malformed reads as absent, never as an error.
 */

type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** The message's data as an object; empty when there is none or it is not JSON. */
export function dataOf(message: Pick<Message, 'dataJson'>): Data {
  if (!message.dataJson) return {}
  try {
    const parsed: unknown = JSON.parse(message.dataJson)
    return isRecord(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

const field = (data: Data, key: string): Data => (isRecord(data[key]) ? (data[key] as Data) : {})

export interface Poll {
  name: string
  options: string[]
  /** How many options a voter may choose; 0 means any number. */
  selectableCount: number
}

/** A poll (`pollCreationMessageV3`): the question and its options; the body is the question. */
export function pollOf(message: Message): Poll {
  const poll = field(dataOf(message), 'poll')
  return {
    name: text(poll.name) || message.body,
    // Options arrive as names; an object with a name (another channel's shape) reads the same.
    options: list(poll.options)
      .map((option) => (isRecord(option) ? text(option.optionName) || text(option.name) : text(option)))
      .filter(Boolean),
    selectableCount: typeof poll.selectableCount === 'number' ? poll.selectableCount : 0,
  }
}

/** The options a vote message chose (`data.pollVote`, replying to its poll); undefined for other messages. */
export function pollVoteOf(message: Message): string[] | undefined {
  const vote = dataOf(message).pollVote
  if (!isRecord(vote)) return undefined
  return list(vote.options).map(text).filter(Boolean)
}

export interface CalendarEvent {
  name: string
  description: string
  start: Date | undefined
  /** The event's end, or 2 hours after its start when it has none (inbox.md §3). */
  end: Date | undefined
  location: string
  joinLink: string
  canceled: boolean
}

/** Event messages end 2 hours after they start unless they say otherwise (inbox.md §3). */
export const defaultEventLength = 2 * 60 * 60 * 1000

const dateOf = (value: unknown): Date | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const date = new Date(typeof value === 'number' && value < 1e12 ? value * 1000 : value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** An event created in the chat (`eventMessage`). */
export function eventOf(message: Message): CalendarEvent {
  const event = field(dataOf(message), 'event')
  const location = isRecord(event.location) ? event.location : {}
  const start = dateOf(event.startTime)
  const end = dateOf(event.endTime) ?? (start ? new Date(start.getTime() + defaultEventLength) : undefined)
  return {
    name: text(event.name) || message.body,
    description: text(event.description),
    start,
    end,
    location: text(location.name) || text(event.location),
    joinLink: text(event.joinLink),
    canceled: event.canceled === true,
  }
}

export interface OptionList {
  title: string
  text: string
  buttonText: string
  footer: string
  sections: { title: string; rows: { title: string; description: string }[] }[]
}

/** A list menu (`listMessage`) as sent: its payload, or undefined when the data does not hold one. */
export function optionListOf(message: Message): OptionList | undefined {
  const data = dataOf(message)
  const sections = list(data.sections).filter(isRecord)
  if (sections.length === 0) return undefined
  return {
    title: text(data.title),
    text: text(data.text) || text(data.description),
    buttonText: text(data.buttonText),
    footer: text(data.footer) || text(data.footerText),
    sections: sections.map((section) => ({
      title: text(section.title),
      rows: list(section.rows)
        .filter(isRecord)
        .map((row) => ({ title: text(row.title), description: text(row.description) })),
    })),
  }
}

export interface Button {
  kind: 'copy' | 'call' | 'url'
  title: string
  description: string
  buttonText: string
  /** The code to copy, the number to call or the link to open. */
  value: string
}

/** A copy, call or link button (`interactiveMessage` other than PIX). */
export function buttonOf(message: Message): Button | undefined {
  const data = dataOf(message)
  const kind = data.kind
  if (kind !== 'copy' && kind !== 'call' && kind !== 'url') return undefined
  return {
    kind,
    title: text(data.title),
    description: text(data.description),
    buttonText: text(data.buttonText),
    value: text(kind === 'copy' ? data.copyCode : kind === 'call' ? data.phoneNumber : data.url),
  }
}

export interface PixRequest {
  title: string
  /** In reais. */
  amount: number | undefined
  key: string
  keyType: string
  merchant: string
  referenceId: string
  itemName: string
}

/** A payment message: its body begins with [PIX] (inbox.md §3). */
export const isPix = (message: Pick<Message, 'body'>) => message.body.trimStart().startsWith('[PIX]')

/**
 * A PIX payment request: the order reference, total amount (`value` in units of 1/`offset`) and
 * first item from the data; the title and key from the body when the data lacks them.
 */
export function pixOf(message: Message): PixRequest {
  const data = dataOf(message)
  const total = field(data, 'total_amount')
  const items = list(field(data, 'order').items).filter(isRecord)
  const code = field(list(data.payment_settings).find(isRecord) ?? {}, 'pix_static_code')
  const lines = message.body.split('\n').map((line) => line.trim())
  const value = typeof total.value === 'number' ? total.value : Number.NaN
  const offset = typeof total.offset === 'number' && total.offset > 0 ? total.offset : 100
  const bodyKey = /^Chave PIX(?: \(([A-Z]+)\))?: (.+)$/.exec(
    lines.find((line) => line.startsWith('Chave')) ?? '',
  )
  const itemName = text(items[0]?.name)
  return {
    title: itemName || (lines[1] ?? '').replace(/^\*(.*)\*$/, '$1'),
    amount: Number.isFinite(value) ? value / offset : undefined,
    key: text(code.key) || (bodyKey?.[2] ?? ''),
    keyType: text(code.key_type) || (bodyKey?.[1] ?? ''),
    merchant: text(code.merchant_name),
    referenceId: text(data.reference_id),
    itemName,
  }
}

export interface AdPreview {
  image: string
  sourceUrl: string
  title: string
  body: string
  /** What the contact wrote when they came from the ad. */
  userMessage: string
}

/** An ad preview body: image, source url, title, body and the user's message, separated by '|' (inbox.md §3). */
export function parseAdPreview(body: string): AdPreview {
  const [image = '', sourceUrl = '', title = '', adBody = '', ...userMessage] = body.split('|')
  return { image, sourceUrl, title, body: adBody, userMessage: userMessage.join('|') }
}

/** The ad a contact replied to (`data.ad`, on any message that came from a click-to-chat ad). */
export function adOf(message: Message): AdPreview | undefined {
  const ad = dataOf(message).ad
  if (!isRecord(ad)) return undefined
  return {
    image: text(ad.thumbnailUrl),
    sourceUrl: text(ad.sourceUrl),
    title: text(ad.title),
    body: text(ad.body),
    userMessage: '',
  }
}

/** A call (`call_log`): whether it was a video call, and whether it came while the connection was offline. */
export function callOf(message: Message): { video: boolean; missedWhileOffline: boolean } {
  const call = field(dataOf(message), 'call')
  return { video: call.video === true, missedWhileOffline: call.missedWhileOffline === true }
}

/** A photo or video the contact sent to be seen once (`viewOnceMessage`, or any media with `data.viewOnce`). */
export function isViewOnce(message: Message): boolean {
  return message.mediaType === 'viewOnceMessage' || dataOf(message).viewOnce === true
}

/** Where a location points: the '|' body (image, link, description) or a map link with the place's name. */
export function locationOf(message: Message): { image: string; link: string; description: string } {
  const place = field(dataOf(message), 'location')
  if (!message.body.includes('|')) {
    const description = [text(place.name), text(place.address)].filter(Boolean).join(' - ')
    return { image: '', link: message.body.trim(), description: description || text(place.caption) }
  }
  const [image = '', link = '', ...description] = message.body.split('|')
  return { image, link, description: description.join('|') }
}
