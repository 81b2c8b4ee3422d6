/**
 * The inbox's records as the API answers them (inbox.md §3; core's ticket-view.ts, message-view.ts
 * and contacts/schemas.ts). Only the fields this app reads are named.
 */

export type TicketStatus = 'open' | 'pending' | 'closed' | 'group'

export interface QueueChip {
  id: number
  name: string
  color: string
}

export interface TagChip {
  id: number
  name: string
  color: string
}

export interface Ticket {
  id: number
  uuid: string
  companyId: number
  contactId: number
  userId: number | null
  queueId: number | null
  whatsappId: number | null
  status: TicketStatus | string
  channel: string
  lastMessage: string | null
  updatedAt: string
  createdAt?: string
  unreadMessages: number
  isGroup: boolean
  isBot?: boolean
  contact: {
    id: number
    name: string
    number: string | null
    email?: string | null
    urlPicture: string | null
    isGroup?: boolean
    active?: boolean
    channel?: string
  }
  queue: QueueChip | null
  user: { id: number; name: string; color?: string | null; profileImage?: string | null } | null
  whatsapp: { id: number; name: string; channel?: string; groupAsTicket?: string } | null
  tags: TagChip[]
  userRating: { rate: number } | null
}

export interface TicketPage {
  tickets: Ticket[]
  count: number
  hasMore: boolean
}

export interface Message {
  id: number
  body: string
  fromMe: boolean
  mediaType: string | null
  mediaUrl: string | null
  createdAt: string
  updatedAt?: string
  ack: number
  isDeleted: boolean
  isEdited: boolean
  isForwarded: boolean
  isPrivate: boolean
  sendError?: string | null
  dataJson?: string | null
  ticketId: number
  userId?: number | null
  contact: { id: number; name: string; number?: string | null; urlPicture?: string | null } | null
  quotedMsg: {
    id: number
    body: string
    fromMe: boolean
    mediaType: string | null
    mediaUrl: string | null
    contact: { id: number; name: string } | null
  } | null
}

export interface MessagePage {
  messages: Message[]
  count?: number
  hasMore: boolean
}

export interface Contact {
  id: number
  name: string
  number: string | null
  email: string
  urlPicture: string | null
  isGroup: boolean
  active: boolean
  channel: string
  tags: TagChip[]
  /** Read by the contact drawer and the contact form (GET /contacts/{id}). */
  extraInfo?: ExtraInfo[]
}

/** An extra field of a contact (inbox.md §3 Contact). */
export interface ExtraInfo {
  id?: number
  name: string
  value: string
}

/** An internal note on a ticket (inbox.md §3 Ticket note). */
export interface TicketNote {
  id: number
  note: string
  ticketId: number
  contactId: number
  userId: number | null
  user: { id: number; name: string } | null
  createdAt: string
}

/** A contact as the pickers list it (GET /contacts/list). */
export interface ContactOption {
  id: number
  name: string
  number: string | null
}

export interface ContactPage {
  contacts: Contact[]
  count: number
  hasMore: boolean
}

export interface Queue {
  id: number
  name: string
  color: string
}

export interface UserOption {
  id: number
  name: string
  queues?: Queue[]
}

export interface Connection {
  id: number
  name: string
  channel: string
  status?: string
  isDefault?: boolean
}

export interface QuickMessage {
  id: number
  shortcode: string
  message: string
  /** The address of the reply's file, sent with its text (a copy of the stored file). */
  mediaPath?: string | null
  mediaName?: string | null
}

export interface TicketLogEntry {
  id?: number
  type: string
  createdAt: string
  user?: { name: string } | null
  queue?: { name: string } | null
}

/** The details of an ERR_OTHER_OPEN_TICKET conflict (inbox.md §4, §8). */
export interface OpenTicketConflict {
  userId: number | null
  userName: string
  queueName: string
  uuid: string | null
  status: string | null
}
