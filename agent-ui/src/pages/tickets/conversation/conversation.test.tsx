// @vitest-environment happy-dom
import type { AppMessageEvent } from '@atendo/sdk'
import { notifyManager } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Message } from '../../../api/models.ts'
import { apiError, fakeApi, type SentRequest } from '../../../test/fake-api.ts'
import { testMessage, testTicket } from '../../../test/test-records.ts'
import { fakeSocket, TestSession } from '../../../test/test-session.tsx'
import { Conversation } from './conversation.tsx'
import { ticketFetchDelay, useConversation } from './use-conversation.ts'

// The 500 ms before a chosen ticket is read passes on a fake clock; the query cache's
// notifications, which it schedules with setTimeout, are delivered at once instead.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  notifyManager.setScheduler(queueMicrotask)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const chosenTicketIsRead = () => act(() => vi.advanceTimersByTimeAsync(ticketFetchDelay))

const message = (id: number, body: string, ticketId = 9): Message =>
  testMessage({ id, body, ticketId, createdAt: new Date(Date.UTC(2026, 10, 22, 10, id)).toISOString() })

/**
 * A server holding tickets 9 and 10 and their messages. `holdNext` keeps the next matching request
 * waiting until `answerHeld`, with the answer it had when it was asked (a read that predates
 * what happens while it waits).
 */
function conversationServer(history: Map<number, Message[]>, perPage = 20) {
  const waiting: Array<() => void> = []
  let holding: ((request: SentRequest) => boolean) | undefined
  const answerTo = (path: string) => {
    if (path === '/api/tickets/u/uuid-404') return apiError(404, 'ERR_NO_TICKET_FOUND')
    const ticketRead = path.match(/^\/api\/tickets\/u\/uuid-(\d+)$/)
    if (ticketRead) return testTicket({ id: Number(ticketRead[1]) })
    const messagesRead = path.match(/^\/api\/messages\/uuid-(\d+)\?pageNumber=(\d+)$/)
    if (!messagesRead) return []
    const id = Number(messagesRead[1])
    // Pages of `perPage` messages counted from the newest, as the server numbers them.
    const newestFirst = [...(history.get(id) ?? [])].reverse()
    const from = (Number(messagesRead[2]) - 1) * perPage
    const messages = newestFirst.slice(from, from + perPage)
    return {
      messages,
      count: newestFirst.length,
      hasMore: from + perPage < newestFirst.length,
      ticket: testTicket({ id }),
    }
  }
  const api = fakeApi(async (request) => {
    const answer = answerTo(request.path)
    if (holding?.(request)) {
      holding = undefined
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    return answer
  })
  return {
    messageReads: (uuid: string) =>
      api.sent('GET').filter(({ path }) => path.startsWith(`/api/messages/${uuid}`)),
    holdNext: (matches: (request: SentRequest) => boolean) => {
      holding = matches
    },
    answerHeld: () => {
      for (const resolve of waiting.splice(0)) resolve()
    },
  }
}

const shownMessages = () =>
  [...document.querySelectorAll('[role="log"] .bubble-text')].map((text) => text.textContent)

describe('the open conversation', () => {
  it('keeps a message told while the first page is on its way (the page may predate it)', async () => {
    const history = new Map([[9, [message(1, 'Bom dia')]]])
    const server = conversationServer(history)
    server.holdNext(({ path }) => path.startsWith('/api/messages/'))
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <Conversation uuid="uuid-9" />
      </TestSession>,
    )
    await chosenTicketIsRead()
    await vi.waitFor(() => expect(server.messageReads('uuid-9')).toHaveLength(1))
    // The history is on its way: a loading state, not the welcome of an empty conversation (issue 23).
    expect(screen.queryByText('Diga olá para seu novo contato!')).toBeNull()

    const late = message(2, 'Preciso de ajuda')
    history.set(9, [message(1, 'Bom dia'), late])
    const event = { action: 'create', message: late, ticket: testTicket(), contact: testTicket().contact }
    act(() => live.tell('company-1-appMessage', event as AppMessageEvent))
    // The page read before the message was written answers without it.
    await act(async () => server.answerHeld())

    await vi.waitFor(() => expect(shownMessages()).toEqual(['Bom dia', 'Preciso de ajuda']))
  })

  it('shows a conversation opened again from the cache at once, and reads it again', async () => {
    const server = conversationServer(
      new Map([
        [9, [message(1, 'Bom dia')]],
        [10, [message(2, 'Boa tarde', 10)]],
      ]),
    )
    const view = (uuid: string) => (
      <TestSession>
        <Conversation key={uuid} uuid={uuid} />
      </TestSession>
    )
    const { rerender } = render(view('uuid-9'))
    await chosenTicketIsRead()
    await vi.waitFor(() => expect(shownMessages()).toEqual(['Bom dia']))
    rerender(view('uuid-10'))
    await chosenTicketIsRead()
    await vi.waitFor(() => expect(shownMessages()).toEqual(['Boa tarde']))

    rerender(view('uuid-9'))
    expect(shownMessages()).toEqual(['Bom dia'])
    expect(screen.queryByText('Carregando a conversa...')).toBeNull()
    await chosenTicketIsRead()
    await vi.waitFor(() => expect(server.messageReads('uuid-9')).toHaveLength(2))
  })

  it('keeps the older messages it had loaded when it is read again after new ones arrived', async () => {
    const history = new Map([
      [9, Array.from({ length: 4 }, (_, index) => message(index + 1, `Mensagem ${index + 1}`))],
      [10, [message(20, 'Boa tarde', 10)]],
    ])
    conversationServer(history, 2)
    const live = fakeSocket()
    const { result, rerender } = renderHook(({ uuid }) => useConversation(uuid), {
      wrapper: ({ children }) => <TestSession socket={live.socket}>{children}</TestSession>,
      initialProps: { uuid: 'uuid-9' },
    })
    await chosenTicketIsRead()
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(2))
    await act(() => result.current.loadOlder())
    const bodies = () => result.current.messages.map((shown) => shown.body)
    expect(bodies()).toEqual(['Mensagem 1', 'Mensagem 2', 'Mensagem 3', 'Mensagem 4'])

    // Two messages arrive while another conversation is open; this one is then opened again and
    // its two pages read again, now ending at message 3.
    rerender({ uuid: 'uuid-10' })
    history.get(9)!.push(message(5, 'Mensagem 5'), message(6, 'Mensagem 6'))
    rerender({ uuid: 'uuid-9' })
    await chosenTicketIsRead()
    await vi.waitFor(() => expect(bodies()).toContain('Mensagem 6'))
    const all = Array.from({ length: 6 }, (_, index) => `Mensagem ${index + 1}`)
    expect(bodies()).toEqual(all)
    // The next page up repeats what was kept, shown once.
    await act(() => result.current.loadOlder())
    expect(bodies()).toEqual(all)
    expect(result.current.hasMore).toBe(false)
    // A message deleted while it is shown goes, kept or not.
    const deletion = { action: 'delete', messageId: 1, ticketId: 9 }
    act(() => live.tell('company-1-appMessage', deletion as AppMessageEvent))
    await vi.waitFor(() => expect(bodies()).toEqual(all.slice(1)))
  })

  it('sends the user back to the list when the ticket is unknown or forbidden (inbox.md §7)', async () => {
    conversationServer(new Map())
    window.history.pushState(null, '', '/tickets/uuid-404')
    render(
      <TestSession>
        <Conversation uuid="uuid-404" />
      </TestSession>,
    )
    await chosenTicketIsRead()
    await vi.waitFor(() => expect(window.location.pathname).toBe('/tickets'))
  })
})
