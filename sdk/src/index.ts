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
  type AppMessageEvent,
  type AtendoSocket,
  type AuthEvent,
  type ClientToServerEvents,
  type ContactEvent,
  connectRealtime,
  type Help,
  type HelpEvent,
  type RealtimeEvent,
  type RealtimeOptions,
  type RealtimeRecord,
  type ServerToClientEvents,
  type TicketEvent,
  type TicketStatus,
  type UserEvent,
} from './realtime.ts'
