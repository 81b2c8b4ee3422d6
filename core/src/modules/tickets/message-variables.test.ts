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
    timeZone: 'America/Sao_Paulo',
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
    const saoPaulo = 'America/Sao_Paulo'
    expect(greetingByTimeOfDay(new Date('2026-03-09T09:00:00Z'), saoPaulo)).toBe('Bom dia')
    expect(greetingByTimeOfDay(new Date('2026-03-09T15:00:00Z'), saoPaulo)).toBe('Boa tarde')
    expect(greetingByTimeOfDay(new Date('2026-03-09T14:59:00Z'), saoPaulo)).toBe('Bom dia')
    expect(greetingByTimeOfDay(new Date('2026-03-09T22:00:00Z'), saoPaulo)).toBe('Boa noite')
    expect(greetingByTimeOfDay(new Date('2026-03-09T05:00:00Z'), saoPaulo)).toBe('Boa noite')
  })

  it("tells dates and hours in the company's own time zone", () => {
    // 16:05 UTC is 01:05 of the next day in Tokyo, and 08:05 in Los Angeles (PST, UTC-8).
    const inTokyo = messageVariables({
      ticket: { id: 7, createdAt: new Date('2026-03-09T16:00:00Z') },
      contactName: 'Aiko',
      now: afternoon,
      timeZone: 'Asia/Tokyo',
    })
    expect(inTokyo).toMatchObject({
      date: '10/03/2026',
      hour: '01:05',
      ms: 'Boa noite',
      protocol: '202603107',
    })
    expect(greetingByTimeOfDay(afternoon, 'America/Los_Angeles')).toBe('Bom dia')
  })

  it('replaces known names, with or without spaces, and leaves unknown ones as written', () => {
    expect(renderMessage('{{ms}}, {{ firstName }}! Protocolo {{protocol}} {{nope}}', variables)).toBe(
      'Boa tarde, Maria! Protocolo 2026030842 {{nope}}',
    )
  })
})
