/**
 * The Atendo SDK: a typed HTTP client generated from the API's OpenAPI document, and the typed
 * realtime socket.
 *
 * @example
 * import { connectRealtime, createAtendoClient } from '@atendo/sdk'
 *
 * const atendo = createAtendoClient({ baseUrl: 'http://localhost:8080' })
 * const { user } = await atendo.login('admin@atendo.local', 'secret')
 * const socket = connectRealtime({ baseUrl: 'http://localhost:8080', companyId: user.companyId, token: () => atendo.token })
 */
export {
  type ApiErrorBody,
  AtendoApiError,
  type AtendoClient,
  type AtendoClientOptions,
  createAtendoClient,
  type LogoutReason,
  type SessionAnswer,
  type SessionUser,
} from './client.ts'
export type { components, paths } from './generated/api.ts'
export {
  type AnnouncementEvent,
  type AppMessageEvent,
  type AtendoSocket,
  type AuthEvent,
  type CampaignEvent,
  type ChatEvent,
  type ChatUserEvent,
  type ClientToServerEvents,
  type ConnectionEvent,
  type ConnectionSessionEvent,
  type ContactEvent,
  type ContactListEvent,
  type ContactListItemEvent,
  connectRealtime,
  type HelpEvent,
  type ImportMessagesEvent,
  type PaymentEvent,
  type QueueEvent,
  type QuickMessageEvent,
  type RealtimeOptions,
  type ScheduleEvent,
  type ServerToClientEvents,
  type SettingEvent,
  type TagEvent,
  type TicketEvent,
  type TicketStatus,
  type UserEvent,
} from './realtime.ts'
export type {
  Announcement,
  ApiAnswer,
  ApiBody,
  ApiMethod,
  ApiPath,
  Campaign,
  CampaignReport,
  CampaignWithShipping,
  Connection,
  Contact,
  ContactList,
  ContactListItem,
  Help,
  InternalChat,
  InternalChatMessage,
  Message,
  Queue,
  QuickMessage,
  Schedule,
  Setting,
  Tag,
  Ticket,
  User,
} from './records.ts'
