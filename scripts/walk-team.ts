/**
 * What a new team sets up in its first hour, through the API as the back office does, for the
 * screen walk (scripts/walk-screens.ts): a queue, an attendant in it, an API connection and one
 * customer's message, so the inbox has a conversation and the other pages their empty states.
 * Running it again reuses what is there.
 */

export interface Account {
  email: string
  password: string
}

export interface Team {
  admin: Account
  attendant: Account
  ticketUuid: string
}

const attendant: Account = { email: 'atendente@walk.test', password: 'Atendente-Walk-1' }
const queueName = 'Suporte'
const connectionName = 'Portal do cliente'
const customer = { number: '5521998765432', name: 'Joana Walk' }

/** A JSON call to the API that throws on a refusal, so a broken setup stops the walk at once. */
function caller(base: string, token?: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await answer.text()
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text.slice(0, 300)}`)
    return (text ? JSON.parse(text) : undefined) as T
  }
}

export async function prepareTeam(base: string): Promise<Team> {
  const admin: Account = {
    email: process.env.ADMIN_EMAIL ?? 'admin@atendo.local',
    password: process.env.ADMIN_PASSWORD ?? '',
  }
  const { token } = await caller(base)<{ token: string }>('POST', '/api/auth/login', admin)
  const call = caller(base, token)

  const queues = await call<{ id: number; name: string }[]>('GET', '/api/queue')
  const queue =
    queues.find((found) => found.name === queueName) ??
    (await call<{ id: number }>('POST', '/api/queue', { name: queueName, color: '#1e88e5' }))

  const { users } = await call<{ users: { email: string }[] }>('GET', '/api/users?searchParam=atendente')
  if (!users.some((user) => user.email === attendant.email))
    await call('POST', '/api/users', {
      name: 'Ana Atendente',
      ...attendant,
      profile: 'user',
      queueIds: [queue.id],
    })

  const connections = await call<{ id: number; name: string; token: string }[]>('GET', '/api/whatsapp')
  const connection =
    connections.find((found) => found.name === connectionName) ??
    (await call<{ id: number; token: string }>('POST', '/api/whatsapp', {
      name: connectionName,
      channel: 'api',
      queueIds: [queue.id],
      isDefault: true,
    }))

  // The customer writes once; the same externalId again is a no-op, so the walk can run twice.
  await caller(base, connection.token)('POST', `/api/channel-api/${connection.id}/messages`, {
    externalId: 'walk-first-message',
    from: customer,
    body: 'Olá! Comprei um fone de ouvido na semana passada e ele ainda não chegou. Podem me ajudar?',
  })
  const ticketUuid = await waitForTicket(call)
  return { admin, attendant, ticketUuid }
}

/** The customer's ticket, once the inbound pipeline has opened it. */
async function waitForTicket(call: ReturnType<typeof caller>): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const { tickets } = await call<{ tickets: { uuid: string; contact?: { number?: string } }[] }>(
      'GET',
      '/api/tickets?status=pending&showAll=true',
    )
    const found = tickets.find((ticket) => ticket.contact?.number === customer.number) ?? tickets[0]
    if (found) return found.uuid
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no ticket for ${customer.number} after 15 s`)
}
