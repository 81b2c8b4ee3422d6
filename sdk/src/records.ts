import type { paths } from './generated/api.ts'

/** The HTTP methods the API's routes use. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete'

/**
 * The API paths that answer a method.
 *
 * @example
 * const path: ApiPath<'delete'> = '/api/tickets/{id}'
 */
export type ApiPath<Method extends ApiMethod> = {
  [Path in keyof paths]: paths[Path] extends Record<Method, { responses: unknown }> ? Path : never
}[keyof paths]

type JsonContent<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : never

/**
 * The JSON a route answers when it succeeds (200 or 201), from the generated OpenAPI types.
 *
 * @example
 * type TicketLog = ApiAnswer<'get', '/api/tickets-log/{ticketId}'> // { id, type, user, queue, createdAt, ... }[]
 */
export type ApiAnswer<Method extends ApiMethod, Path extends ApiPath<Method>> = paths[Path][Method] extends {
  responses: infer Responses
}
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 ? JsonContent<Responses[Status]> : never
    }[keyof Responses]
  : never

/**
 * The JSON body a route takes.
 *
 * @example
 * const body: ApiBody<'put', '/api/tickets/{id}'> = { status: 'open', userId: 2 }
 */
export type ApiBody<Method extends ApiMethod, Path extends ApiPath<Method>> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Json } }
}
  ? Json
  : never

// The records the API answers and the live events carry, named once so a client need not spell
// out the paths. Each is the answer of the route that reads one record.

/** A ticket as lists, the conversation header and live events show it (`GET /api/tickets/{id}`). */
export type Ticket = ApiAnswer<'get', '/api/tickets/{id}'>

/** A message of a ticket's conversation (`GET /api/messages/{ticketUuid}`). */
export type Message = ApiAnswer<'get', '/api/messages/{ticketUuid}'>['messages'][number]

/** A contact with its tags and extra fields (`GET /api/contacts/{id}`). */
export type Contact = ApiAnswer<'get', '/api/contacts/{id}'>

/** A user of the company, as lists and live events carry it (`POST /api/users`; `GET /api/users/{id}` adds the company and permissions). */
export type User = ApiAnswer<'post', '/api/users'>

/** A queue with its opening hours and chatbot options (`GET /api/queue/{id}`). */
export type Queue = ApiAnswer<'get', '/api/queue/{id}'>

/** A tag or kanban lane with its counts (`PUT /api/tags/{id}`; `GET` adds the contacts carrying it). */
export type Tag = ApiAnswer<'put', '/api/tags/{id}'>

/** A scheduled message (`GET /api/schedules/{id}`). */
export type Schedule = ApiAnswer<'get', '/api/schedules/{id}'>

/** A quick reply (`GET /api/quick-messages/{id}`). */
export type QuickMessage = ApiAnswer<'get', '/api/quick-messages/{id}'>

/** A connection (WhatsApp, API, ...), its session status and options (`GET /api/whatsapp/{id}`). */
export type Connection = ApiAnswer<'get', '/api/whatsapp/{id}'>

/** A company option or global setting (`PUT /api/companySettings`, `PUT /api/settings/{key}`). */
export type Setting = ApiAnswer<'put', '/api/companySettings'>

/** A platform announcement (plugin announcements, `GET /api/announcements/{id}`). */
export type Announcement = ApiAnswer<'get', '/api/announcements/{id}'>

/** A help video (plugin helps, `GET /api/helps/{id}`). */
export type Help = ApiAnswer<'get', '/api/helps/{id}'>

/** A chat between users of the company (plugin internal-chat, `GET /api/chats/{id}`). */
export type InternalChat = ApiAnswer<'get', '/api/chats/{id}'>

/** A message of an internal chat (plugin internal-chat, `POST /api/chats/{id}/messages`). */
export type InternalChatMessage = ApiAnswer<'post', '/api/chats/{id}/messages'>

/** A contact list of campaigns (plugin campaigns, `GET /api/contact-lists/{id}`). */
export type ContactList = ApiAnswer<'get', '/api/contact-lists/{id}'>

/** A person of a contact list (plugin campaigns, `GET /api/contact-list-items/{id}`). */
export type ContactListItem = ApiAnswer<'get', '/api/contact-list-items/{id}'>

/** A campaign as lists, saves and live events carry it (plugin campaigns, `PUT /api/campaigns/{id}`). */
export type Campaign = ApiAnswer<'put', '/api/campaigns/{id}'>

/** A campaign with a page of its shipping records (plugin campaigns, `GET /api/campaigns/{id}`). */
export type CampaignWithShipping = ApiAnswer<'get', '/api/campaigns/{id}'>

/** A campaign with its sending counts (plugin campaigns, `GET /api/campaigns/{id}/report`). */
export type CampaignReport = ApiAnswer<'get', '/api/campaigns/{id}/report'>
