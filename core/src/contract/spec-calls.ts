/**
 * Every HTTP call of the two specification documents that this codebase serves (inbox.md §7,
 * administration.md §7), with the request fields the spec gives and what its screens read in the
 * answer. The contract test (spec-calls.test.ts) makes each call against a running app.
 *
 * The calls the spec lists that are not served yet are in not-yet-served.ts.
 */

/** The records the calls need: ids made by the test's set-up or by earlier calls in this table. */
export interface Fixtures {
  companyId: number
  adminId: number
  adminEmail: string
  queueId: number
  connectionId: number
  contactId: number
  /** A contact with no working ticket, for POST /tickets. */
  freeContactId: number
  ticketId: number
  ticketUuid: string
  messageId: number
  tagId: number
  /** Another user of the company (a plain user), for an internal chat's members. */
  colleagueId: number
  png: () => FormData
  /** Ids made by a call of the table, by name, for later calls (a created note, user, help...). */
  made: Record<string, number>
}

/**
 * Who makes the call: a company admin, the platform's super admin, no one (public), or a program
 * holding the test connection's token (the external message API).
 */
export type Caller = 'admin' | 'super' | 'public' | 'connection'

export interface SpecCall {
  /** The call as the spec writes it. */
  call: string
  source: 'inbox' | 'administration'
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: (f: Fixtures) => string
  body?: (f: Fixtures) => unknown
  as?: Caller
  /** Accepted statuses (default 200 and 201). */
  status?: number[]
  /** The answer is `{ [list]: [...], hasMore }` (and `count` when `count`). */
  list?: string
  count?: boolean
  /** The answer is a JSON array. */
  array?: boolean
  /** Fields the answer must carry. */
  fields?: string[]
  /** The refusal (an ERR_* code) the call must answer, when the test's set-up cannot let it succeed. */
  error?: string
  /** Keep the answer's `id` as `made[keep]` for later calls. */
  keep?: string
}

const today = new Date().toISOString().slice(0, 10)
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()
const inTwoHours = () => new Date(Date.now() + 2 * 3_600_000).toISOString()
/** A spreadsheet of people for a contact list (columns name, number, email). */
const peopleCsv = () => {
  const form = new FormData()
  const rows = 'name,number,email\nAna Lista,5511933332222,ana@example.test\nBeto Lista,5511933331111,\n'
  form.append('file', new Blob([rows], { type: 'text/csv' }), 'lista.csv')
  return form
}
/** A flow builder upload (`medias` parts), its content told by magic bytes: a tiny png or ogg. */
const flowMedia = (kind: 'png' | 'ogg') => {
  const form = new FormData()
  const head = kind === 'png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0x4f, 0x67, 0x67, 0x53]
  const bytes = new Uint8Array([...head, ...new Array(32).fill(7)])
  form.append(
    'medias',
    new Blob([bytes], { type: kind === 'png' ? 'image/png' : 'audio/ogg' }),
    `arquivo.${kind}`,
  )
  return form
}
const nextUser = (() => {
  let count = 0
  return () => `contrato${++count}-${Date.now()}@example.test`
})()

export const specCalls: SpecCall[] = [
  // inbox.md §7 Session
  {
    call: 'GET /auth/me',
    source: 'inbox',
    method: 'GET',
    path: () => '/auth/me',
    fields: ['id', 'queues', 'company', 'permissions', 'profileImage'],
  },
  {
    call: 'GET /plans/list',
    source: 'inbox',
    method: 'GET',
    path: () => '/plans/list',
    as: 'public',
    array: true,
  },
  {
    call: 'GET /companies/listPlan/{companyId}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/companies/listPlan/${f.companyId}`,
    fields: ['id', 'name'],
  },
  {
    call: 'GET /version',
    source: 'inbox',
    method: 'GET',
    path: () => '/version',
    as: 'public',
    fields: ['version'],
  },

  // inbox.md §7 Tickets
  {
    call: 'GET /tickets',
    source: 'inbox',
    method: 'GET',
    path: () =>
      `/tickets?searchParam=&pageNumber=1&status=open&showAll=true&queueIds=[]&withUnreadMessages=false&sortTickets=DESC&searchOnMessages=false&date=${today}`,
    list: 'tickets',
    count: true,
  },
  {
    call: 'GET /tickets/u/{uuid}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/tickets/u/${f.ticketUuid}`,
    fields: ['id', 'uuid', 'contact', 'status'],
  },
  {
    call: 'POST /tickets',
    source: 'inbox',
    method: 'POST',
    path: () => '/tickets',
    body: (f) => ({
      contactId: f.freeContactId,
      userId: f.adminId,
      status: 'open',
      queueId: f.queueId,
      companyId: f.companyId,
      whatsappId: f.connectionId,
    }),
    fields: ['uuid', 'queueId'],
    keep: 'ticket',
  },
  {
    call: 'PUT /tickets/{id}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/tickets/${f.made.ticket}`,
    body: (f) => ({
      status: 'open',
      userId: f.adminId,
      queueId: f.queueId,
      sendFarewellMessage: false,
      amountUsedBotQueues: 0,
      isTransfered: false,
      useIntegration: false,
    }),
    fields: ['id', 'status'],
  },
  {
    call: 'GET /tickets-log/{ticketId}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/tickets-log/${f.ticketId}`,
    array: true,
  },
  {
    call: 'GET /dashboard/moments',
    source: 'inbox',
    method: 'GET',
    path: (f) =>
      `/dashboard/moments?status=open&showAll=true&queueIds=[]&dateStart=${today}&dateEnd=${today}&userId=${f.adminId}`,
  },
  { call: 'GET /tags/list', source: 'inbox', method: 'GET', path: () => '/tags/list?kanban=1', array: true },
  {
    call: 'PUT /ticket-tags/{ticketId}/{tagId}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/ticket-tags/${f.ticketId}/${f.tagId}`,
  },
  {
    call: 'DELETE /ticket-tags/{ticketId}',
    source: 'inbox',
    method: 'DELETE',
    path: (f) => `/ticket-tags/${f.ticketId}`,
  },
  {
    call: 'POST /ticket-notes',
    source: 'inbox',
    method: 'POST',
    path: () => '/ticket-notes',
    body: (f) => ({ note: 'Cliente prefere manhã', ticketId: f.ticketId, contactId: f.contactId }),
    fields: ['id', 'note'],
    keep: 'note',
  },
  {
    call: 'GET /ticket-notes/list',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/ticket-notes/list?ticketId=${f.ticketId}&contactId=${f.contactId}`,
    array: true,
  },
  {
    call: 'DELETE /ticket-notes/{id}',
    source: 'inbox',
    method: 'DELETE',
    path: (f) => `/ticket-notes/${f.made.note}`,
  },

  // inbox.md §7 Messages
  {
    call: 'GET /messages/{ticketUuid}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/messages/${f.ticketUuid}?pageNumber=1&selectedQueues=[]`,
    list: 'messages',
  },
  {
    call: 'POST /messages/{ticketId}',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/messages/${f.ticketId}`,
    body: () => ({
      read: 1,
      fromMe: true,
      mediaUrl: '',
      body: 'Segue o combinado',
      quotedMsg: null,
      isPrivate: false,
    }),
    fields: ['messages'],
  },
  // The test app's channel edits sent messages (as WhatsApp does within 15 minutes): served to its end.
  {
    call: 'POST /messages/edit/{id}',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/messages/edit/${f.messageId}`,
    body: () => ({ body: 'Corrigido' }),
    status: [200],
    fields: ['id', 'body', 'isEdited', 'ticketId', 'fromMe'],
  },
  {
    call: 'POST /message/forward',
    source: 'inbox',
    method: 'POST',
    path: () => '/message/forward',
    body: (f) => ({ messageId: f.messageId, contactId: f.contactId, signMessage: false }),
  },
  {
    call: 'DELETE /messages/{id}',
    source: 'inbox',
    method: 'DELETE',
    path: (f) => `/messages/${f.messageId}`,
    fields: ['id', 'isDeleted'],
  },
  {
    call: 'GET /messages/transcribeAudio/{file}',
    source: 'inbox',
    method: 'GET',
    path: () => '/messages/transcribeAudio/nada.ogg',
    status: [400, 403, 404, 422],
  },
  {
    call: 'POST /messages/lista/{ticketId}',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/messages/lista/${f.ticketId}`,
    body: () => ({
      title: 'Menu',
      text: 'Escolha',
      buttonText: 'Ver',
      sections: [{ title: 'Opções', rows: [{ title: 'Um', description: '' }] }],
    }),
    status: [200, 201, 400, 403],
  },
  {
    call: 'POST /messages/copy/{id}',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/messages/copy/${f.ticketId}`,
    body: () => ({ title: 'Código', description: 'Copie', buttonText: 'Copiar', copyText: 'ABC123' }),
    status: [200, 201, 400, 403],
  },
  {
    call: 'POST /messages/call/{id}',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/messages/call/${f.ticketId}`,
    body: () => ({
      title: 'Ligue',
      description: 'Fale conosco',
      buttonText: 'Ligar',
      copyText: '5511999999999',
    }),
    status: [200, 201, 400, 403],
  },
  {
    call: 'POST /messages/URL/{id}',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/messages/URL/${f.ticketId}`,
    body: () => ({
      image: '',
      title: 'Site',
      description: 'Acesse',
      buttonText: 'Abrir',
      copyText: 'https://example.com',
    }),
    status: [200, 201, 400, 403],
  },
  {
    call: 'POST /messages/PIX/{id}',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/messages/PIX/${f.ticketId}`,
    body: () => ({
      title: 'Pagamento',
      sendvalue: '10.00',
      sendkey_type: 'EMAIL',
      sendmerchant_name: 'Loja',
      sendKey: 'pix@example.com',
    }),
    status: [200, 201, 400, 403],
  },
  {
    call: 'GET /messages-allMe',
    source: 'inbox',
    method: 'GET',
    path: () => `/messages-allMe?fromMe=true&dateStart=${today}&dateEnd=${today}`,
  },

  // inbox.md §7 Contacts
  {
    call: 'GET /contacts',
    source: 'inbox',
    method: 'GET',
    path: () => '/contacts?searchParam=&pageNumber=1&contactTag=[]&isGroup=false',
    list: 'contacts',
    count: true,
  },
  {
    call: 'POST /contacts',
    source: 'inbox',
    method: 'POST',
    path: () => '/contacts',
    body: (f) => ({
      name: 'Joana Contrato',
      number: '5511977776666',
      email: 'joana@example.test',
      companyId: f.companyId,
    }),
    fields: ['id', 'name', 'number'],
    keep: 'contact',
  },
  {
    call: 'GET /contacts/{id}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/contacts/${f.made.contact}`,
    fields: ['id', 'name', 'number', 'email', 'extraInfo', 'tags'],
  },
  {
    call: 'PUT /contacts/{id}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/contacts/${f.made.contact}`,
    body: () => ({ name: 'Joana C.', number: '5511977776666', email: 'joana@example.test' }),
    fields: ['id', 'name'],
  },
  {
    call: 'GET /contacts/list',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/contacts/list?companyId=${f.companyId}`,
    array: true,
  },
  {
    call: 'GET /contacts/profile/{number}',
    source: 'inbox',
    method: 'GET',
    path: () => '/contacts/profile/5511977776666',
    status: [200, 400, 404],
  },
  {
    call: 'PUT /contacts/toggleAcceptAudio/{id}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/contacts/toggleAcceptAudio/${f.made.contact}`,
    fields: ['acceptAudioMessage'],
  },
  {
    call: 'PUT /contacts/toggleDisableBot/{contactId}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/contacts/toggleDisableBot/${f.made.contact}`,
    fields: ['disableBot'],
  },
  {
    call: 'PUT /contacts/block/{id}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/contacts/block/${f.made.contact}`,
    body: () => ({ active: false }),
    fields: ['active'],
  },
  {
    call: 'GET /contactTags/{contactId}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/contactTags/${f.contactId}`,
    fields: ['tags'],
  },
  {
    call: 'POST /tags/sync',
    source: 'inbox',
    method: 'POST',
    path: () => '/tags/sync',
    body: (f) => ({ contactId: f.contactId, tags: [{ id: f.tagId }] }),
    fields: ['tags'],
  },
  {
    call: 'POST /tags',
    source: 'inbox',
    method: 'POST',
    path: () => '/tags',
    body: () => ({ name: 'Contrato', kanban: 0, color: '#A1B2C3' }),
    fields: ['id', 'name', 'color'],
    keep: 'tag',
  },
  {
    // Served by the WhatsApp plugin, for its own connections (a test-channel one answers ERR_NO_WAPP_FOUND).
    call: 'POST /contacts/import',
    source: 'inbox',
    method: 'POST',
    path: () => '/contacts/import',
    body: (f) => ({ whatsappId: f.connectionId }),
    status: [200, 201, 202, 400, 404, 409],
  },
  {
    call: 'POST /contacts/import/chats',
    source: 'inbox',
    method: 'POST',
    path: () => '/contacts/import/chats',
    body: () => ({}),
    status: [200, 201, 202, 400, 404, 409],
  },
  {
    call: 'POST /contacts/upload',
    source: 'inbox',
    method: 'POST',
    path: () => '/contacts/upload',
    body: (f) => f.png(),
    status: [200, 201, 400, 415, 422],
  },
  {
    call: 'POST /contactsImport',
    source: 'inbox',
    method: 'POST',
    path: () => '/contactsImport',
    body: () => ({
      name: 'Importada',
      number: '5511966665555',
      email: '',
      tags: '',
      validateContact: 'false',
    }),
  },
  {
    call: 'DELETE /contacts/{id}',
    source: 'inbox',
    method: 'DELETE',
    path: (f) => `/contacts/${f.made.contact}`,
  },

  // inbox.md §7 Quick messages and schedules in a ticket
  {
    call: 'POST /quick-messages',
    source: 'inbox',
    method: 'POST',
    path: () => '/quick-messages',
    body: () => ({ shortcode: 'bomdia', message: 'Bom dia! Como posso ajudar?', geral: true }),
    fields: ['id', 'shortcode'],
    keep: 'quickMessage',
  },
  {
    call: 'GET /quick-messages/list',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/quick-messages/list?companyId=${f.companyId}&userId=${f.adminId}`,
    array: true,
  },
  {
    call: 'PUT /quick-messages/{id}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/quick-messages/${f.made.quickMessage}`,
    body: () => ({ shortcode: 'bomdia', message: 'Bom dia!' }),
    fields: ['id', 'message'],
  },
  {
    call: 'POST /schedules',
    source: 'inbox',
    method: 'POST',
    path: () => '/schedules',
    body: (f) => ({ body: 'Lembrete da consulta', contactId: f.contactId, sendAt: inAnHour() }),
    fields: ['id', 'body', 'sendAt'],
    keep: 'schedule',
  },
  {
    call: 'PUT /schedules/{id}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/schedules/${f.made.schedule}`,
    body: (f) => ({ body: 'Lembrete da consulta amanhã', contactId: f.contactId, sendAt: inAnHour() }),
    fields: ['id', 'body'],
  },
  {
    call: 'GET /schedules/{id}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/schedules/${f.made.schedule}`,
    fields: ['id', 'body', 'contactId', 'sendAt', 'status', 'contact'],
  },
  {
    call: 'POST /schedules/{id}/media-upload',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/schedules/${f.made.schedule}/media-upload`,
    body: (f) => f.png(),
  },
  {
    call: 'DELETE /schedules/{id}/media-upload',
    source: 'inbox',
    method: 'DELETE',
    path: (f) => `/schedules/${f.made.schedule}/media-upload`,
  },

  // inbox.md §7 Users and settings
  { call: 'GET /users/list', source: 'inbox', method: 'GET', path: () => '/users/list', array: true },
  {
    call: 'GET /users/',
    source: 'inbox',
    method: 'GET',
    path: () => '/users/?searchParam=&pageNumber=1',
    list: 'users',
    count: true,
  },
  {
    call: 'POST /users',
    source: 'inbox',
    method: 'POST',
    path: () => '/users',
    body: (f) => ({
      name: 'Atendente Contrato',
      email: nextUser(),
      password: 'senha-123',
      profile: 'user',
      queueIds: [f.queueId],
      companyId: f.companyId,
    }),
    fields: ['id', 'queues'],
    keep: 'user',
  },
  {
    call: 'GET /users/{id}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/users/${f.made.user}`,
    fields: ['id', 'queues', 'company', 'permissions', 'profileImage'],
  },
  {
    call: 'PUT /users/{id}',
    source: 'inbox',
    method: 'PUT',
    path: (f) => `/users/${f.made.user}`,
    body: (f) => ({
      name: 'Atendente Contrato',
      companyId: f.companyId,
      queueIds: [f.queueId],
      password: '',
    }),
    fields: ['id', 'queueIds'],
  },
  {
    call: 'POST /users/{id}/media-upload',
    source: 'inbox',
    method: 'POST',
    path: (f) => `/users/${f.made.user}/media-upload`,
    body: (f) => {
      const form = f.png()
      form.append('userId', String(f.made.user))
      form.append('typeArch', 'user')
      const file = form.get('file')!
      form.delete('file')
      form.append('profileImage', file)
      return form
    },
    fields: ['profileImage'],
  },
  { call: 'DELETE /users/{id}', source: 'inbox', method: 'DELETE', path: (f) => `/users/${f.made.user}` },
  { call: 'GET /queue', source: 'inbox', method: 'GET', path: () => '/queue', array: true },
  {
    call: 'GET /whatsapp',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/whatsapp?companyId=${f.companyId}&session=0`,
    array: true,
  },
  {
    call: 'GET /whatsapp/filter',
    source: 'inbox',
    method: 'GET',
    path: () => '/whatsapp/filter?session=0&channel=whatsapp',
    array: true,
  },
  {
    call: 'GET /companySettings/{id}',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/companySettings/${f.companyId}`,
    fields: ['userRating', 'scheduleType'],
  },
  {
    call: 'GET /companySettingOne',
    source: 'inbox',
    method: 'GET',
    path: () => '/companySettingOne?column=scheduleType',
  },
  {
    call: 'PUT /companySettings',
    source: 'inbox',
    method: 'PUT',
    path: () => '/companySettings',
    body: () => ({ column: 'sendGreetingAccepted', data: 'disabled' }),
  },
  {
    call: 'GET /settings',
    source: 'inbox',
    method: 'GET',
    path: () => '/settings',
    as: 'super',
    array: true,
  },
  {
    call: 'PUT /settings/{key}',
    source: 'inbox',
    method: 'PUT',
    path: () => '/settings/primaryColorLight',
    body: () => ({ value: '#0000FF' }),
    as: 'super',
    fields: ['key', 'value'],
  },
  {
    call: 'GET /setting/{key}',
    source: 'inbox',
    method: 'GET',
    path: () => '/setting/userCreation',
    as: 'super',
    fields: ['key', 'value'],
  },
  {
    call: 'GET /public-settings/{key}',
    source: 'inbox',
    method: 'GET',
    path: () => '/public-settings/primaryColorLight',
    as: 'public',
  },

  // inbox.md §7 Dashboard, announcements, chats
  {
    call: 'GET /dashboard',
    source: 'inbox',
    method: 'GET',
    path: () => `/dashboard?days=30&date_from=${today}&date_to=${today}`,
    fields: ['counters', 'attendants'],
  },
  {
    call: 'GET /ticketreport/reports',
    source: 'inbox',
    method: 'GET',
    path: () => `/ticketreport/reports?dateFrom=${today}&dateTo=${today}&page=1&pageSize=10&onlyRated=false`,
    fields: ['tickets', 'totalTickets'],
  },
  {
    call: 'GET /dashboard/ticketsUsers',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/dashboard/ticketsUsers?initialDate=${today}&finalDate=${today}&companyId=${f.companyId}`,
  },
  {
    call: 'GET /dashboard/ticketsDay',
    source: 'inbox',
    method: 'GET',
    path: (f) => `/dashboard/ticketsDay?initialDate=${today}&finalDate=${today}&companyId=${f.companyId}`,
  },
  {
    call: 'GET /announcements/',
    source: 'inbox',
    method: 'GET',
    path: () => '/announcements/?searchParam=&pageNumber=1',
    list: 'records',
  },
  { call: 'GET /helps', source: 'inbox', method: 'GET', path: () => '/helps', list: 'helps' },
  { call: 'GET /helps/list', source: 'inbox', method: 'GET', path: () => '/helps/list', array: true },

  // administration.md §7 Connections
  {
    call: 'GET /whatsapp/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/whatsapp/${f.connectionId}?session=0`,
    fields: ['id', 'name', 'status', 'isDefault', 'provider', 'queues'],
  },
  {
    call: 'GET whatsapp-admin/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/whatsapp-admin/${f.connectionId}?session=0`,
    as: 'super',
    fields: ['id', 'name'],
  },
  {
    call: 'GET /whatsapp/all/',
    source: 'administration',
    method: 'GET',
    path: () => '/whatsapp/all/?session=0',
    as: 'super',
    array: true,
  },
  {
    call: 'POST /whatsapp',
    source: 'administration',
    method: 'POST',
    path: () => '/whatsapp',
    body: () => ({
      name: 'Conexão Contrato',
      provider: 'test-channel',
      isDefault: false,
      greetingMessage: '',
      maxUseBotQueues: 3,
    }),
    fields: ['id', 'name', 'status', 'provider'],
    keep: 'connection',
  },
  {
    call: 'PUT /whatsapp/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/whatsapp/${f.made.connection}`,
    body: () => ({ name: 'Conexão Contrato 2' }),
    fields: ['id', 'name'],
  },
  {
    call: 'POST /whatsapp/{id}/media-upload',
    source: 'administration',
    method: 'POST',
    path: (f) => `/whatsapp/${f.made.connection}/media-upload`,
    body: (f) => f.png(),
  },
  {
    call: 'DELETE /whatsapp/{id}/media-upload',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/whatsapp/${f.made.connection}/media-upload`,
  },
  {
    call: 'POST /whatsappsession/{id}',
    source: 'administration',
    method: 'POST',
    path: (f) => `/whatsappsession/${f.made.connection}`,
  },
  {
    call: 'PUT /whatsappsession/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/whatsappsession/${f.made.connection}`,
  },
  {
    call: 'DELETE /whatsappsession/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/whatsappsession/${f.made.connection}`,
  },
  {
    call: 'DELETE /whatsappsession/admin/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/whatsappsession/admin/${f.made.connection}`,
    as: 'super',
  },
  {
    call: 'POST /whatsapp-restart/',
    source: 'administration',
    method: 'POST',
    path: () => '/whatsapp-restart/',
  },
  {
    call: 'POST /closedimported/{id}',
    source: 'administration',
    method: 'POST',
    path: (f) => `/closedimported/${f.made.connection}`,
    // Served by the WhatsApp plugin, for the connections it imported history into.
    status: [200, 404],
  },
  {
    call: 'DELETE /whatsapp/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/whatsapp/${f.made.connection}`,
  },

  // administration.md §7 Queues and chatbot
  {
    call: 'POST /queue',
    source: 'administration',
    method: 'POST',
    path: () => '/queue',
    body: () => ({
      name: 'Financeiro',
      color: '#123ABC',
      greetingMessage: 'Olá',
      orderQueue: 2,
    }),
    fields: ['id', 'name', 'color'],
    keep: 'queue',
  },
  {
    call: 'GET /queue/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/queue/${f.made.queue}`,
    fields: ['id', 'name', 'color', 'schedules', 'chatbots'],
  },
  {
    call: 'PUT /queue/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/queue/${f.made.queue}`,
    body: () => ({ name: 'Financeiro', color: '#123ABC' }),
    fields: ['id', 'name'],
  },
  {
    call: 'POST /chatbot',
    source: 'administration',
    method: 'POST',
    path: () => '/chatbot',
    body: (f) => ({ name: 'Segunda via', greetingMessage: 'Envie seu CPF', queueId: f.made.queue }),
    fields: ['id', 'name'],
    keep: 'chatbot',
  },
  {
    call: 'GET /chatbot/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/chatbot/${f.made.chatbot}`,
    fields: ['id', 'name'],
  },
  {
    call: 'PUT /chatbot/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/chatbot/${f.made.chatbot}`,
    body: () => ({ name: 'Segunda via de boleto' }),
    fields: ['id', 'name'],
  },
  {
    call: 'DELETE /chatbot/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/chatbot/${f.made.chatbot}`,
  },
  {
    call: 'DELETE /queue/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/queue/${f.made.queue}`,
  },

  // administration.md §7 Tags and kanban
  {
    call: 'GET /tags/',
    source: 'administration',
    method: 'GET',
    path: () => '/tags/?kanban=0&searchParam=&pageNumber=1',
    list: 'tags',
    count: true,
  },
  {
    call: 'GET /tags/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/tags/${f.made.tag}`,
    fields: ['id', 'name', 'color', 'kanban'],
  },
  {
    call: 'PUT /tags/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/tags/${f.made.tag}`,
    body: (f) => ({ name: 'Contrato', color: '#A1B2C3', kanban: 1, userId: f.adminId }),
    fields: ['id', 'name'],
  },
  {
    call: 'GET /tags/list (companyId)',
    source: 'administration',
    method: 'GET',
    path: (f) => `/tags/list?companyId=${f.companyId}&kanban=0`,
    array: true,
  },
  {
    call: 'DELETE /tags-contacts/{tagId}/{contactId}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/tags-contacts/${f.tagId}/${f.contactId}`,
  },
  {
    call: 'GET /tag/kanban/',
    source: 'administration',
    method: 'GET',
    path: () => '/tag/kanban/',
    fields: ['lista'],
  },
  {
    call: 'GET /ticket/kanban',
    source: 'administration',
    method: 'GET',
    path: (f) =>
      `/ticket/kanban?queueIds=${encodeURIComponent(JSON.stringify([f.queueId]))}&startDate=${today}&endDate=${today}`,
    fields: ['tickets'],
  },
  {
    call: 'DELETE /tags/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/tags/${f.made.tag}`,
  },

  // administration.md §7 Companies (super admin)
  {
    call: 'GET /companiesPlan/',
    source: 'administration',
    method: 'GET',
    path: () => '/companiesPlan/?searchParam=&pageNumber=1',
    as: 'super',
    list: 'companies',
  },
  {
    call: 'GET /companies/list',
    source: 'administration',
    method: 'GET',
    path: () => '/companies/list',
    as: 'super',
    array: true,
  },
  { call: 'GET /companies', source: 'administration', method: 'GET', path: () => '/companies', as: 'super' },
  {
    call: 'POST /companies',
    source: 'administration',
    method: 'POST',
    path: () => '/companies',
    as: 'super',
    body: () => ({
      name: `Empresa Contrato ${Date.now()}`,
      email: nextUser(),
      planId: 1,
      status: true,
      dueDate: null,
      recurrence: 'MENSAL',
      password: 'Senha-Contrato-1',
      numberAttendants: 1,
      numberConections: 1,
    }),
    fields: ['id', 'name'],
    keep: 'company',
  },
  {
    call: 'GET /companies/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/companies/${f.made.company}`,
    as: 'super',
    fields: ['id', 'name', 'planId', 'dueDate'],
  },
  {
    call: 'PUT /companies/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/companies/${f.made.company}`,
    as: 'super',
    body: () => ({ name: `Empresa Contrato ${Date.now()} B`, planId: 1, recurrence: 'MENSAL' }),
    fields: ['id', 'name'],
  },
  {
    call: 'PUT /companies/{id}/schedules',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/companies/${f.made.company}/schedules`,
    as: 'super',
    body: () => ({
      schedules: [
        {
          weekday: 'Segunda-feira',
          weekdayEn: 'monday',
          startTimeA: '08:00',
          endTimeA: '12:00',
          startTimeB: '13:00',
          endTimeB: '18:00',
        },
      ],
    }),
  },
  {
    call: 'DELETE /companies/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/companies/${f.made.company}`,
    as: 'super',
  },

  // administration.md §7 Quick messages and schedules
  {
    call: 'GET /quick-messages',
    source: 'administration',
    method: 'GET',
    path: () => '/quick-messages?searchParam=&pageNumber=1',
    list: 'records',
  },
  {
    call: 'GET /quick-messages/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/quick-messages/${f.made.quickMessage}`,
    fields: ['id', 'shortcode', 'message', 'geral'],
  },
  {
    call: 'POST /quick-messages/{id}/media-upload',
    source: 'administration',
    method: 'POST',
    path: (f) => `/quick-messages/${f.made.quickMessage}/media-upload`,
    body: (f) => {
      const form = f.png()
      form.append('typeArch', 'quickMessage')
      return form
    },
  },
  {
    call: 'DELETE /quick-messages/{id}/media-upload',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/quick-messages/${f.made.quickMessage}/media-upload`,
  },
  {
    call: 'DELETE /quick-messages/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/quick-messages/${f.made.quickMessage}`,
  },
  {
    call: 'GET /schedules',
    source: 'administration',
    method: 'GET',
    path: () => '/schedules?searchParam=&pageNumber=1',
    list: 'schedules',
    count: true,
  },
  {
    call: 'DELETE /schedules/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/schedules/${f.made.schedule}`,
  },

  // administration.md §7 Announcements (super admin)
  {
    call: 'POST /announcements',
    source: 'administration',
    method: 'POST',
    path: () => '/announcements',
    as: 'super',
    body: () => ({ title: 'Aviso', text: 'Manutenção sábado', priority: 3, status: true }),
    fields: ['id', 'title', 'priority', 'status'],
    keep: 'announcement',
  },
  {
    call: 'GET /announcements/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/announcements/${f.made.announcement}`,
    as: 'super',
    fields: ['id', 'title', 'text', 'mediaPath', 'mediaName'],
  },
  {
    call: 'PUT /announcements/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/announcements/${f.made.announcement}`,
    as: 'super',
    body: () => ({ title: 'Aviso', text: 'Manutenção domingo', priority: 2, status: true }),
    fields: ['id', 'text'],
  },
  {
    call: 'POST /announcements/{id}/media-upload',
    source: 'administration',
    method: 'POST',
    path: (f) => `/announcements/${f.made.announcement}/media-upload`,
    as: 'super',
    body: (f) => f.png(),
  },
  {
    call: 'DELETE /announcements/{id}/media-upload',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/announcements/${f.made.announcement}/media-upload`,
    as: 'super',
  },
  {
    call: 'DELETE /announcements/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/announcements/${f.made.announcement}`,
    as: 'super',
  },

  // administration.md §7 Helps and plans (super admin)
  {
    call: 'POST /helps',
    source: 'administration',
    method: 'POST',
    path: () => '/helps',
    as: 'super',
    body: () => ({ title: 'Primeiros passos', description: 'Como começar', video: 'dQw4w9WgXcQ' }),
    fields: ['id', 'title', 'video'],
    keep: 'help',
  },
  {
    call: 'PUT /helps/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/helps/${f.made.help}`,
    as: 'super',
    body: () => ({ title: 'Primeiros passos', description: 'Como começar bem', video: 'dQw4w9WgXcQ' }),
    fields: ['id', 'description'],
  },
  {
    call: 'DELETE /helps/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/helps/${f.made.help}`,
    as: 'super',
  },
  {
    call: 'GET /plans/all',
    source: 'administration',
    method: 'GET',
    path: () => '/plans/all',
    as: 'super',
    array: true,
  },
  {
    call: 'POST /plans',
    source: 'administration',
    method: 'POST',
    path: () => '/plans',
    as: 'super',
    body: () => ({
      name: `Plano Contrato ${Date.now()}`,
      amount: 49,
      users: 3,
      connections: 3,
      queues: 3,
      isPublic: false,
      useCampaigns: false,
    }),
    fields: ['id', 'name', 'users', 'connections'],
    keep: 'plan',
  },
  {
    call: 'PUT /plans/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/plans/${f.made.plan}`,
    as: 'super',
    body: () => ({ name: `Plano Contrato ${Date.now()} B`, amount: 60 }),
    fields: ['id', 'amount'],
  },
  {
    call: 'DELETE /plans/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/plans/${f.made.plan}`,
    as: 'super',
  },

  // administration.md §7 Settings
  {
    call: 'POST /settings-whitelabel/logo',
    source: 'administration',
    method: 'POST',
    path: () => '/settings-whitelabel/logo',
    as: 'super',
    body: (f) => {
      const form = f.png()
      form.append('typeArch', 'logo')
      form.append('mode', 'Light')
      return form
    },
    fields: ['key', 'value'],
  },

  // administration.md §7 Connections: the Facebook login (channel-meta). It needs the Meta app's
  // id and secret (set by the super admin) and the Graph API; without them the call is served and
  // refused as not configured, before any Graph call (the plugin's tests cover the login itself).
  {
    call: 'POST /facebook',
    source: 'administration',
    method: 'POST',
    path: () => '/facebook',
    body: () => ({ facebookUserId: '1234567890', facebookUserToken: 'EAAB-token-curto', addInstagram: true }),
    status: [409],
    error: 'ERR_CHANNEL_META_NOT_CONFIGURED',
  },

  // administration.md §7 Invoices and payment (billing plugins). The contract app configures no
  // payment provider, so the checkout is served and refused as not configured (the plugins'
  // tests pay through each provider's fake); the certificate upload refuses a png named .p12.
  {
    call: 'GET /invoices/all',
    source: 'administration',
    method: 'GET',
    path: () => '/invoices/all?searchParam=&pageNumber=1',
    list: 'list',
  },
  {
    call: 'POST /subscription',
    source: 'administration',
    method: 'POST',
    path: () => '/subscription',
    body: () => ({
      firstName: 'Ana',
      lastName: 'Lima',
      zipcode: '12345678901',
      users: 3,
      connections: 3,
      price: 49,
    }),
    status: [409],
    error: 'ERR_BILLING_NOT_CONFIGURED',
  },
  {
    call: 'POST /settings/cert-upload',
    source: 'administration',
    method: 'POST',
    path: () => '/settings/cert-upload?ref=certificadoEfi',
    as: 'super',
    body: () => {
      const form = new FormData()
      form.append(
        'file',
        new Blob(['not a certificate'], { type: 'application/x-pkcs12' }),
        'certificado.p12',
      )
      return form
    },
    status: [400],
    error: 'ERR_BILLING_EFI_NOT_P12',
  },

  // administration.md §7 Contact lists (campaigns plugin)
  {
    call: 'POST /contact-lists',
    source: 'administration',
    method: 'POST',
    path: () => '/contact-lists',
    body: () => ({ name: 'Clientes Contrato' }),
    fields: ['id', 'name', 'contactsCount'],
    keep: 'contactList',
  },
  {
    call: 'GET /contact-lists/',
    source: 'administration',
    method: 'GET',
    path: () => '/contact-lists/?searchParam=&pageNumber=1',
    list: 'records',
  },
  {
    call: 'GET /contact-lists/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/contact-lists/${f.made.contactList}`,
    fields: ['id', 'name', 'contactsCount'],
  },
  {
    call: 'PUT /contact-lists/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/contact-lists/${f.made.contactList}`,
    body: () => ({ name: 'Clientes do Contrato' }),
    fields: ['id', 'name'],
  },
  {
    call: 'GET /contact-lists/list',
    source: 'administration',
    method: 'GET',
    path: () => '/contact-lists/list',
    array: true,
  },
  {
    call: 'POST /contact-lists/{id}/upload',
    source: 'administration',
    method: 'POST',
    path: (f) => `/contact-lists/${f.made.contactList}/upload`,
    body: peopleCsv,
    fields: ['created', 'updated', 'total'],
  },
  {
    call: 'POST /contact-list-items',
    source: 'administration',
    method: 'POST',
    path: () => '/contact-list-items',
    body: (f) => ({
      name: 'Carla Lista',
      number: '5511933330000',
      email: 'carla@example.test',
      companyId: f.companyId,
      contactListId: f.made.contactList,
    }),
    fields: ['id', 'name', 'number', 'email', 'isWhatsappValid', 'contactListId'],
    keep: 'contactListItem',
  },
  {
    call: 'GET /contact-list-items',
    source: 'administration',
    method: 'GET',
    path: (f) => `/contact-list-items?searchParam=&pageNumber=1&contactListId=${f.made.contactList}`,
    list: 'contacts',
  },
  {
    call: 'GET /contact-list-items/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/contact-list-items/${f.made.contactListItem}`,
    fields: ['id', 'name', 'number', 'email', 'isWhatsappValid'],
  },
  {
    call: 'PUT /contact-list-items/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/contact-list-items/${f.made.contactListItem}`,
    body: () => ({ name: 'Carla da Lista', number: '5511933330009', email: 'carla@example.test' }),
    fields: ['id', 'name', 'number'],
  },

  // administration.md §7 Campaigns (campaigns plugin): saved without a time (INATIVA), scheduled
  // two hours ahead (PROGRAMADA, still editable), cancelled, restarted on the list, deleted.
  {
    call: 'POST /campaigns',
    source: 'administration',
    method: 'POST',
    path: () => '/campaigns',
    body: (f) => ({
      name: 'Promoção Contrato',
      message1: 'Olá {nome}, temos novidades!',
      message2: '',
      message3: '',
      message4: '',
      message5: '',
      confirmation: false,
      scheduledAt: '',
      contactListId: f.made.contactList,
      tagListId: null,
      whatsappId: f.connectionId,
      statusTicket: 'closed',
      openTicket: 'disabled',
      userId: null,
      queueId: null,
    }),
    fields: ['id', 'name', 'status', 'contactListId', 'whatsappId', 'scheduledAt'],
    keep: 'campaign',
  },
  {
    call: 'GET /campaigns/',
    source: 'administration',
    method: 'GET',
    path: () => '/campaigns/?searchParam=&pageNumber=1',
    list: 'records',
  },
  {
    call: 'GET /campaigns/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/campaigns/${f.made.campaign}`,
    fields: ['id', 'name', 'status', 'contactList', 'mediaUrl'],
  },
  {
    call: 'PUT /campaigns/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/campaigns/${f.made.campaign}`,
    body: (f) => ({
      name: 'Promoção Contrato',
      message1: 'Olá {nome}, temos novidades!',
      confirmation: false,
      scheduledAt: inTwoHours(),
      contactListId: f.made.contactList,
      tagListId: null,
      whatsappId: f.connectionId,
      statusTicket: 'closed',
      openTicket: 'disabled',
      userId: null,
      queueId: null,
    }),
    fields: ['id', 'status', 'scheduledAt'],
  },
  {
    call: 'POST /campaigns/{id}/media-upload',
    source: 'administration',
    method: 'POST',
    path: (f) => `/campaigns/${f.made.campaign}/media-upload`,
    body: (f) => f.png(),
    fields: ['id', 'mediaName', 'mediaUrl'],
  },
  {
    call: 'DELETE /campaigns/{id}/media-upload',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/campaigns/${f.made.campaign}/media-upload`,
    fields: ['id', 'mediaName'],
  },
  {
    call: 'POST /campaigns/{id}/cancel',
    source: 'administration',
    method: 'POST',
    path: (f) => `/campaigns/${f.made.campaign}/cancel`,
    fields: ['id', 'status'],
  },
  {
    call: 'POST /campaigns/{id}/restart',
    source: 'administration',
    method: 'POST',
    path: (f) => `/campaigns/${f.made.campaign}/restart`,
    fields: ['id', 'status'],
  },
  {
    call: 'DELETE /campaigns/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/campaigns/${f.made.campaign}`,
    fields: ['message'],
  },
  {
    call: 'GET /campaign-settings',
    source: 'administration',
    method: 'GET',
    path: () => '/campaign-settings',
    array: true,
  },
  {
    call: 'POST /campaign-settings',
    source: 'administration',
    method: 'POST',
    path: () => '/campaign-settings',
    body: () => ({ settings: { messageInterval: 30, longerIntervalAfter: 10, greaterInterval: 60 } }),
    array: true,
  },
  {
    call: 'DELETE /contact-list-items/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/contact-list-items/${f.made.contactListItem}`,
    fields: ['message'],
  },
  {
    call: 'DELETE /contact-lists/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/contact-lists/${f.made.contactList}`,
    fields: ['message'],
  },

  // administration.md §7 Prompts, and the Lookups' GET /prompt (ai-openai plugin)
  {
    call: 'POST /prompt',
    source: 'administration',
    method: 'POST',
    path: () => '/prompt',
    body: (f) => ({
      name: 'Assistente virtual',
      prompt: 'Você é a assistente virtual da empresa. Responda com educação e objetividade, em português.',
      apiKey: 'sk-contract-test-key-0001',
      queueId: f.queueId,
    }),
    fields: ['id', 'name', 'apiKey', 'prompt', 'voice', 'maxTokens', 'temperature', 'maxMessages', 'queueId'],
    keep: 'prompt',
  },
  {
    call: 'GET /prompt',
    source: 'administration',
    method: 'GET',
    path: () => '/prompt',
    list: 'prompts',
  },
  {
    call: 'GET /prompt/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/prompt/${f.made.prompt}`,
    fields: ['id', 'name', 'apiKey', 'prompt', 'voice', 'voiceKey', 'voiceRegion', 'queue'],
  },
  {
    call: 'PUT /prompt/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/prompt/${f.made.prompt}`,
    body: (f) => ({
      name: 'Assistente virtual 2',
      prompt: 'Você é a assistente virtual da empresa. Responda com educação e objetividade, em português.',
      apiKey: 'sk-contract-test-key-0002',
      queueId: f.queueId,
      maxMessages: 5,
    }),
    fields: ['id', 'name', 'maxMessages'],
  },
  {
    call: 'DELETE /prompt/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/prompt/${f.made.prompt}`,
    fields: ['message'],
  },

  // administration.md §7 Integrations (integrations plugin). Types with a URL are checked against
  // DNS when saved, so the table uses the flowbuilder and dialogflow types; the plugin's tests
  // cover the others and the runtimes against local fakes.
  {
    call: 'POST /queueIntegration',
    source: 'administration',
    method: 'POST',
    path: () => '/queueIntegration',
    body: () => ({ type: 'flowbuilder', name: 'Fluxo Contrato' }),
    fields: ['id', 'type', 'name', 'projectName'],
    keep: 'queueIntegration',
  },
  {
    call: 'GET /queueIntegration/',
    source: 'administration',
    method: 'GET',
    path: () => '/queueIntegration/?searchParam=&pageNumber=1',
    list: 'queueIntegrations',
  },
  {
    call: 'GET /queueIntegration/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/queueIntegration/${f.made.queueIntegration}`,
    fields: ['id', 'type', 'name', 'projectName', 'jsonContent', 'language', 'urlN8N', 'typebotSlug'],
  },
  {
    call: 'PUT /queueIntegration/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/queueIntegration/${f.made.queueIntegration}`,
    body: () => ({
      type: 'dialogflow',
      name: 'Agente Contrato',
      projectName: 'agente',
      jsonContent: '{}',
      language: 'pt-BR',
    }),
    fields: ['id', 'type', 'name', 'projectName', 'language'],
  },
  // Without Google's services the test can only show the call served and its refusal of a bad key.
  {
    call: 'POST /queueIntegration/testSession',
    source: 'administration',
    method: 'POST',
    path: () => '/queueIntegration/testSession',
    body: () => ({ projectName: 'agente', jsonContent: '{"client_email": 1}', language: 'pt-BR' }),
    status: [400],
    error: 'ERR_INTEGRATIONS_SERVICE_FAILED',
  },
  {
    call: 'DELETE /queueIntegration/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/queueIntegration/${f.made.queueIntegration}`,
    fields: ['message'],
  },

  // administration.md §7 Files (integrations plugin)
  {
    call: 'POST /files',
    source: 'administration',
    method: 'POST',
    path: () => '/files',
    body: (f) => ({
      name: 'Catálogo Contrato',
      message: 'Segue o catálogo',
      options: [{ name: 'Tabela' }],
      userId: f.adminId,
    }),
    fields: ['id', 'name', 'message', 'options'],
    keep: 'fileList',
  },
  {
    call: 'GET /files/',
    source: 'administration',
    method: 'GET',
    path: () => '/files/?searchParam=&pageNumber=1',
    list: 'files',
  },
  {
    call: 'GET /files/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/files/${f.made.fileList}`,
    fields: ['id', 'name', 'message', 'options'],
  },
  {
    call: 'PUT /files/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/files/${f.made.fileList}`,
    body: () => ({ name: 'Catálogo do Contrato', message: 'Segue o catálogo novo' }),
    fields: ['id', 'name', 'message', 'options'],
  },
  // The option ids are not kept by the table: a file without its option's id is refused as such
  // (the plugin's tests upload to real options).
  {
    call: 'POST /files/uploadList/{fileId}',
    source: 'administration',
    method: 'POST',
    path: (f) => `/files/uploadList/${f.made.fileList}`,
    body: (f) => f.png(),
    status: [400],
    error: 'ERR_VALIDATION',
  },
  {
    call: 'DELETE /files/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/files/${f.made.fileList}`,
    fields: ['message'],
  },

  // administration.md §7 Chat, inbox.md §7 GET /chats/ (internal-chat plugin)
  {
    call: 'POST /chats',
    source: 'administration',
    method: 'POST',
    path: () => '/chats',
    body: (f) => ({ title: 'Equipe do Contrato', users: [f.colleagueId] }),
    status: [201],
    fields: ['id', 'uuid', 'title', 'ownerId', 'users'],
    keep: 'chat',
  },
  {
    call: 'GET /chats/',
    source: 'inbox',
    method: 'GET',
    path: () => '/chats/?searchParam=&pageNumber=1',
    list: 'records',
    count: true,
  },
  {
    call: 'PUT /chats/{id}',
    source: 'administration',
    method: 'PUT',
    path: (f) => `/chats/${f.made.chat}`,
    body: (f) => ({ title: 'Equipe do Contrato (2)', users: [f.colleagueId] }),
    fields: ['id', 'title', 'users'],
  },
  {
    call: 'POST /chats/{id}/messages',
    source: 'administration',
    method: 'POST',
    path: (f) => `/chats/${f.made.chat}/messages`,
    body: () => ({ message: 'Bom dia, equipe!' }),
    status: [201],
    fields: ['id', 'chatId', 'senderId', 'sender', 'message'],
  },
  {
    call: 'GET /chats/{id}/messages',
    source: 'administration',
    method: 'GET',
    path: (f) => `/chats/${f.made.chat}/messages?pageNumber=1`,
    list: 'records',
    count: true,
  },
  {
    call: 'POST /chats/{id}/read',
    source: 'administration',
    method: 'POST',
    path: (f) => `/chats/${f.made.chat}/read`,
    body: (f) => ({ userId: f.adminId }),
    fields: ['id', 'users'],
  },
  {
    call: 'DELETE /chats/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/chats/${f.made.chat}`,
    fields: ['message'],
  },

  // administration.md §7 External API (external-api plugin): a program sends with the
  // connection's token as the Bearer token, no user session.
  {
    call: 'POST /messages/send',
    source: 'administration',
    method: 'POST',
    path: () => '/messages/send',
    as: 'connection',
    body: () => ({ number: '5511922221111', body: 'Seu pedido saiu para entrega' }),
    fields: ['message', 'connectionId', 'contactId', 'ticketId', 'ticketStatus', 'messages'],
  },

  // Password reset (public), then the session calls that end or replace a session.
  {
    call: 'POST /forgetpassword/{email}',
    source: 'administration',
    method: 'POST',
    path: (f) => `/forgetpassword/${f.adminEmail}`,
    as: 'public',
    fields: ['message'],
  },
  {
    call: 'POST /resetpasswords/{email}/{token}/{newPassword}',
    source: 'administration',
    method: 'POST',
    path: () => '/resetpasswords/ninguem@example.test/000000/Nova-Senha-1',
    as: 'public',
    status: [400, 401, 404],
  },
  {
    call: 'POST /auth/signup',
    source: 'inbox',
    method: 'POST',
    path: () => '/auth/signup',
    as: 'public',
    body: () => ({
      name: 'Dona Contrato',
      email: nextUser(),
      password: 'Senha-1',
      phone: '11 98888-7777',
      companyId: null,
      companyName: `Loja Contrato ${Date.now()}`,
      planId: 1,
    }),
    status: [201],
    fields: ['companyId', 'userId', 'dueDate'],
  },
  {
    call: 'DELETE /tickets/{id}',
    source: 'inbox',
    method: 'DELETE',
    path: (f) => `/tickets/${f.made.ticket}`,
  },
  {
    call: 'POST /tickets/closeAll',
    source: 'inbox',
    method: 'POST',
    path: () => '/tickets/closeAll',
    body: (f) => ({ status: 'open', selectedQueueIds: [f.queueId] }),
  },

  // administration.md §7 Flow builder and Phrase campaigns (flows plugin): a flow added, listed,
  // renamed, drawn (start, message, ticket to the test queue), duplicated; a phrase campaign on
  // it created, read, changed and deleted; the copy deleted.
  {
    call: 'POST /flowbuilder',
    source: 'administration',
    method: 'POST',
    path: () => '/flowbuilder',
    body: () => ({ name: 'Fluxo Contrato' }),
    fields: ['id', 'name', 'active'],
    keep: 'flow',
  },
  {
    call: 'GET /flowbuilder',
    source: 'administration',
    method: 'GET',
    path: () => '/flowbuilder',
    list: 'flows',
  },
  {
    call: 'GET /flowbuilder/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/flowbuilder/${f.made.flow}`,
    fields: ['flow'],
  },
  {
    call: 'PUT /flowbuilder',
    source: 'administration',
    method: 'PUT',
    path: () => '/flowbuilder',
    body: (f) => ({ name: 'Fluxo Contrato 2', flowId: f.made.flow }),
    fields: ['id', 'name'],
  },
  {
    call: 'POST /flowbuilder/flow',
    source: 'administration',
    method: 'POST',
    path: () => '/flowbuilder/flow',
    body: (f) => ({
      idFlow: f.made.flow,
      nodes: [
        { id: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa1', type: 'start', position: { x: 0, y: 0 }, data: {} },
        {
          id: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa2',
          type: 'message',
          position: { x: 40, y: 0 },
          data: { label: 'Olá {{name}}' },
        },
        {
          id: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa3',
          type: 'ticket',
          position: { x: 80, y: 0 },
          data: { queueId: f.queueId, name: 'Fila' },
        },
      ],
      connections: [
        { source: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa1', target: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa2' },
        { source: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa2', target: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa3' },
      ],
    }),
    fields: ['flow'],
  },
  {
    call: 'GET /flowbuilder/flow/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/flowbuilder/flow/${f.made.flow}`,
    fields: ['flow'],
  },
  {
    call: 'POST /flowbuilder/duplicate',
    source: 'administration',
    method: 'POST',
    path: () => '/flowbuilder/duplicate',
    body: (f) => ({ flowId: f.made.flow }),
    fields: ['id', 'name'],
    keep: 'flowCopy',
  },
  {
    call: 'POST /flowbuilder/content',
    source: 'administration',
    method: 'POST',
    path: () => '/flowbuilder/content',
    body: () => flowMedia('png'),
    array: true,
  },
  {
    call: 'POST /flowbuilder/img',
    source: 'administration',
    method: 'POST',
    path: () => '/flowbuilder/img',
    body: () => flowMedia('png'),
    fields: ['name'],
  },
  {
    call: 'POST /flowbuilder/audio',
    source: 'administration',
    method: 'POST',
    path: () => '/flowbuilder/audio',
    body: () => flowMedia('ogg'),
    fields: ['name'],
  },
  {
    call: 'POST /flowcampaign',
    source: 'administration',
    method: 'POST',
    path: () => '/flowcampaign',
    body: (f) => ({
      name: 'Natal',
      flowId: f.made.flow,
      whatsappId: f.connectionId,
      phrase: 'promoção de natal',
    }),
    fields: ['id', 'flowId', 'whatsappId', 'phrase', 'status'],
    keep: 'phraseCampaign',
  },
  {
    call: 'GET /flowcampaign',
    source: 'administration',
    method: 'GET',
    path: () => '/flowcampaign',
    fields: ['flow'],
  },
  {
    call: 'GET /flowcampaign/{id}',
    source: 'administration',
    method: 'GET',
    path: (f) => `/flowcampaign/${f.made.phraseCampaign}`,
    fields: ['id', 'name', 'flowId', 'whatsappId', 'phrase', 'status'],
  },
  {
    call: 'PUT /flowcampaign',
    source: 'administration',
    method: 'PUT',
    path: () => '/flowcampaign',
    body: (f) => ({
      id: f.made.phraseCampaign,
      name: 'Natal',
      flowId: f.made.flow,
      whatsappId: null,
      phrase: 'natal',
      status: false,
    }),
    fields: ['id', 'phrase', 'status'],
  },
  {
    call: 'DELETE /flowcampaign/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/flowcampaign/${f.made.phraseCampaign}`,
    fields: ['message'],
  },
  {
    call: 'DELETE /flowbuilder/{id}',
    source: 'administration',
    method: 'DELETE',
    path: (f) => `/flowbuilder/${f.made.flowCopy}`,
    fields: ['message'],
  },
]
