import { describe, expect, it } from 'vitest'
import { companySettingDefaults } from '../../../../core/src/modules/settings/company-setting-defaults.ts'
import { changedOptions, optionErrors, optionGroups, ungroupedOptions } from './option-rules.ts'

describe('company options', () => {
  it('requires each message only when its switch asks for it, naming the switch', () => {
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
    ).toEqual({
      transferMessage: 'atendo.options.required_when.transferMessage',
      AcceptCallWhatsappMessage: 'atendo.options.required_when.AcceptCallWhatsappMessage',
    })
    expect(optionErrors({ sendQueuePosition: 'enabled', acceptCallWhatsapp: 'enabled' })).toEqual({
      sendQueuePositionMessage: 'atendo.options.required_when.sendQueuePositionMessage',
    })
  })

  it('sends only what changed, never the company id nor the form record id', () => {
    expect(
      changedOptions(
        { companyId: '1', userRating: 'disabled', lgpdLink: '' },
        { id: '1', companyId: '2', userRating: 'enabled', lgpdLink: '' },
      ),
    ).toEqual([{ column: 'userRating', data: 'enabled' }])
  })

  it('writes a message before the switch that needs it and empties one after the switch releases it', () => {
    const before = {
      sendGreetingAccepted: 'disabled',
      greetingAcceptedMessage: '',
      sendQueuePosition: 'enabled',
      sendQueuePositionMessage: 'Você é o {{position}}',
    }
    const after = {
      sendGreetingAccepted: 'enabled',
      greetingAcceptedMessage: 'Olá!',
      sendQueuePosition: 'disabled',
      sendQueuePositionMessage: '',
    }
    expect(changedOptions(before, after).map((change) => change.column)).toEqual([
      'greetingAcceptedMessage',
      'sendGreetingAccepted',
      'sendQueuePosition',
      'sendQueuePositionMessage',
    ])
  })

  it("groups every one of the kernel's options; only plugins' options are left over", () => {
    const grouped = optionGroups.flatMap((group) => group.keys).sort()
    expect(grouped).toEqual(Object.keys(companySettingDefaults).sort())
    expect(
      ungroupedOptions({ id: '1', companyId: '1', userRating: 'enabled', campaignsEnabled: 'false' }),
    ).toEqual(['campaignsEnabled'])
  })
})
