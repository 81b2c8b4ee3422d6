import { describe, expect, it } from 'vitest'
import { defaultWeek } from '../work-hours/work-hours.ts'
import { chatbotErrors, chatbotTypeChoices } from './chatbot-rules.ts'
import { queueErrors, queuePayload } from './queue-rules.ts'

const queue = { name: 'Vendas', color: '#2196f3' }

describe('queue rules', () => {
  it('require the out-of-hours message and full days only when the company schedules by queue', () => {
    const week = defaultWeek()
    week[6] = { ...week[6]!, endTimeB: '' }
    expect(queueErrors({ ...queue, outOfHoursMessage: '', schedules: week }, false)).toEqual({})
    expect(queueErrors({ ...queue, outOfHoursMessage: ' ', schedules: week }, true)).toMatchObject({
      outOfHoursMessage: 'atendo.required',
      schedules: [{}, {}, {}, {}, {}, {}, { endTimeB: 'atendo.required' }],
    })
    expect(
      queueErrors({ ...queue, outOfHoursMessage: 'Estamos fechados', schedules: defaultWeek() }, true),
    ).toEqual({})
  })

  it('check the name and the colour', () => {
    expect(queueErrors({ name: ' ', color: '' }, false)).toEqual({
      name: 'atendo.required',
      color: 'atendo.required',
    })
    expect(queueErrors({ name: 'V', color: '#1' }, false)).toEqual({
      name: 'atendo.too_short',
      color: 'atendo.queues.invalid_colour',
    })
    expect(queueErrors({ name: 'x'.repeat(51), color: '#fff' }, false)).toEqual({ name: 'atendo.too_long' })
  })

  it('check each chatbot option at every level: name, target, and a message before sub-options', () => {
    const errors = queueErrors(
      {
        ...queue,
        chatbots: [
          { name: 'Vendas', greetingMessage: 'Escolha', options: [{ name: 'abc' }, { name: 'Peças' }] },
          { name: 'Suporte', options: [{ name: 'Técnico' }] },
          { name: 'Fila', queueType: 'queue', optQueueId: null },
          { name: 'Pessoa', queueType: 'attendent', optUserId: 3 },
        ],
      },
      false,
    )
    expect(errors).toEqual({
      chatbots: [
        { options: [{ name: 'atendo.chatbot.name_too_short' }, {}] },
        { greetingMessage: 'atendo.chatbot.message_before_sub_options' },
        { optQueueId: 'atendo.required' },
        {},
      ],
    })
  })

  it('send an option target only for its type, and the menu at every level', () => {
    const payload = queuePayload({
      id: 4,
      companyId: 1,
      ...queue,
      schedules: [],
      chatbots: [
        {
          id: 9,
          queueId: 4,
          position: 0,
          name: ' Vendas ',
          greetingMessage: 'Escolha',
          queueType: 'text',
          optQueueId: 2,
          options: [{ name: 'Balcão', greetingMessage: ' ', queueType: 'attendent', optUserId: 5 }],
        },
      ],
    })
    expect(payload).toEqual({
      ...queue,
      chatbots: [
        {
          id: 9,
          name: 'Vendas',
          greetingMessage: 'Escolha',
          queueType: 'text',
          closeTicket: false,
          optQueueId: null,
          optUserId: null,
          optIntegrationId: null,
          optFileId: null,
          options: [
            {
              name: 'Balcão',
              greetingMessage: null,
              queueType: 'attendent',
              closeTicket: false,
              optQueueId: null,
              optUserId: 5,
              optIntegrationId: null,
              optFileId: null,
              options: [],
            },
          ],
        },
      ],
    })
  })

  it('offer the types this server can configure, keeping one saved elsewhere visible', () => {
    expect(chatbotTypeChoices('text').map((choice) => choice.id)).toEqual(['text', 'attendent', 'queue'])
    expect(chatbotTypeChoices('file').at(-1)).toEqual({
      id: 'file',
      name: 'atendo.chatbot.types.file',
      disabled: true,
    })
    // With the plan's useIntegrations, an option may hand the ticket to an integration or send a file list.
    expect(chatbotTypeChoices('file', true).map((choice) => choice.id)).toEqual([
      'text',
      'attendent',
      'queue',
      'integration',
      'file',
    ])
    expect(chatbotErrors([{ name: 'Catálogo', queueType: 'file' }])).toEqual([
      { optFileId: 'atendo.required' },
    ])
  })
})
