import { describe, expect, it } from 'vitest'
import { changedOptions, optionErrors } from './option-rules.ts'

describe('company options', () => {
  it('requires each message only when its switch asks for it', () => {
    expect(
      optionErrors({
        sendMsgTransfTicket: 'enabled',
        transferMessage: ' ',
        sendGreetingAccepted: 'enabled',
        greetingAcceptedMessage: 'Olá',
        sendQueuePosition: 'disabled',
        sendQueuePositionMessage: '',
        acceptCallWhatsapp: 'disabled',
        AcceptCallWhatsappMessage: '',
      }),
    ).toEqual({ transferMessage: 'atendo.required', AcceptCallWhatsappMessage: 'atendo.required' })
    expect(optionErrors({ sendQueuePosition: 'enabled', acceptCallWhatsapp: 'enabled' })).toEqual({
      sendQueuePositionMessage: 'atendo.required',
    })
  })

  it('sends only what changed, never the company id', () => {
    expect(
      changedOptions(
        { companyId: '1', userRating: 'disabled', lgpdLink: '' },
        { companyId: '2', userRating: 'enabled', lgpdLink: '' },
      ),
    ).toEqual([{ column: 'userRating', data: 'enabled' }])
  })
})
