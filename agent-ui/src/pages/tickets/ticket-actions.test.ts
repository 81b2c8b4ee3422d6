// @vitest-environment happy-dom
import { AtendoApiError } from '@atendo/sdk'
import { describe, expect, it } from 'vitest'
import { openTicketConflict } from './ticket-actions.ts'

describe('the already-open notice', () => {
  it('reads who holds the ticket from the ERR_OTHER_OPEN_TICKET details', () => {
    const error = new AtendoApiError(409, {
      error: 'ERR_OTHER_OPEN_TICKET',
      message: 'An open ticket already exists for this contact',
      statusCode: 409,
      details: {
        ticketId: 9,
        uuid: 'u-9',
        status: 'open',
        userId: 4,
        user: 'Bruna',
        queueId: 2,
        queue: 'Suporte',
      },
    })
    expect(openTicketConflict(error)).toEqual({
      userId: 4,
      userName: 'Bruna',
      queueName: 'Suporte',
      uuid: 'u-9',
      status: 'open',
    })
  })

  it("reads the family's JSON string in error, as the server sends it beside code", () => {
    const family = new AtendoApiError(409, {
      error: JSON.stringify({
        id: 3,
        uuid: 'u-3',
        status: 'open',
        userId: 7,
        user: { id: 7, name: 'Ana' },
        queue: null,
      }),
      code: 'ERR_OTHER_OPEN_TICKET',
      message: 'An open ticket already exists for this contact',
      statusCode: 409,
    })
    expect(openTicketConflict(family)).toEqual({
      userId: 7,
      userName: 'Ana',
      queueName: '',
      uuid: 'u-3',
      status: 'open',
    })
  })

  it('also reads the JSON-string form and ignores other errors', () => {
    const legacy = new AtendoApiError(409, {
      error: 'ERR_OTHER_OPEN_TICKET',
      message: JSON.stringify({ userId: 5, user: { name: 'Caio' }, queue: { name: 'Vendas' }, uuid: 'u-1' }),
      statusCode: 409,
    })
    expect(openTicketConflict(legacy)).toMatchObject({
      userId: 5,
      userName: 'Caio',
      queueName: 'Vendas',
      uuid: 'u-1',
    })
    expect(
      openTicketConflict(
        new AtendoApiError(404, { error: 'ERR_NO_TICKET_FOUND', message: '', statusCode: 404 }),
      ),
    ).toBeUndefined()
    expect(openTicketConflict(new Error('x'))).toBeUndefined()
  })
})
