import { describe, expect, it } from 'vitest'
import { greetingByTimeOfDay, messageVariables, renderMessage } from './message-variables.ts'

// 13:05 in São Paulo (UTC-3) on 2026-03-09.
const afternoon = new Date('2026-03-09T16:05:00Z')

describe('message variables', () => {
  const variables = messageVariables({
    ticket: { id: 42, createdAt: new Date('2026-03-08T23:30:00Z') },
    contactName: '  Maria Clara Souza ',
    userName: 'Beto',
    queueName: 'Vendas',
    connectionName: 'Principal',
    now: afternoon,
  })

  it('fills every variable of inbox.md §3 in São Paulo time', () => {
    expect(variables).toEqual({
      firstName: 'Maria',
      name: 'Maria Clara Souza',
      userName: 'Beto',
      ms: 'Boa tarde',
      // opened at 20:30 on the 8th in São Paulo
      protocol: '2026030842',
      date: '09/03/2026',
      hour: '13:05',
      ticket_id: '42',
      queue: 'Vendas',
      connection: 'Principal',
    })
  })

  it('greets by the time of day', () => {
    expect(greetingByTimeOfDay(new Date('2026-03-09T09:00:00Z'))).toBe('Bom dia')
    expect(greetingByTimeOfDay(new Date('2026-03-09T15:00:00Z'))).toBe('Boa tarde')
    expect(greetingByTimeOfDay(new Date('2026-03-09T14:59:00Z'))).toBe('Bom dia')
    expect(greetingByTimeOfDay(new Date('2026-03-09T22:00:00Z'))).toBe('Boa noite')
    expect(greetingByTimeOfDay(new Date('2026-03-09T05:00:00Z'))).toBe('Boa noite')
  })

  it('replaces known names, with or without spaces, and leaves unknown ones as written', () => {
    expect(renderMessage('{{ms}}, {{ firstName }}! Protocolo {{protocol}} {{nope}}', variables)).toBe(
      'Boa tarde, Maria! Protocolo 2026030842 {{nope}}',
    )
  })
})
