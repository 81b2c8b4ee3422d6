// @vitest-environment happy-dom
import type { InternalChat, InternalChatMessage } from '@atendo/sdk'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { fakeSocket, TestSession } from '../../test/test-session.tsx'
import { ChatConversation } from './chat-conversation.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const chat = (id: number, title: string): InternalChat => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  title,
  ownerId: 2,
  lastMessage: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  users: [
    { userId: 2, unreads: 0, user: { id: 2, name: 'Paula' } },
    { userId: 3, unreads: 0, user: { id: 3, name: 'Rui' } },
  ],
})

const message = (id: number, chatId: number, text: string, senderId = 3): InternalChatMessage => ({
  id,
  chatId,
  senderId,
  sender: { id: senderId, name: senderId === 2 ? 'Paula' : 'Rui' },
  message: text,
  createdAt: '2026-11-01T10:00:00.000Z',
})

const plantao = chat(7, 'Plantão')
const vendas = chat(8, 'Vendas')

const messageTexts = () =>
  within(screen.getByRole('list', { name: 'Mensagens da conversa' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.bubble-text')?.textContent)
    .filter((text) => text !== undefined)

const messageReads = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'GET' && request.path.includes('/messages'))

describe('an internal chat conversation', () => {
  it('shows a chat opened again from the cache at once, while the server is asked again', async () => {
    let answerLate: (() => void) | undefined
    let late = false
    const api = fakeApi(async ({ path }) => {
      if (late) await new Promise<void>((resolve) => (answerLate = resolve))
      if (path.startsWith('/api/chats/7/messages')) {
        return { records: [message(1, 7, 'Quem cobre sábado?')], hasMore: false }
      }
      return { records: [message(2, 8, 'Meta batida')], hasMore: false }
    })
    const view = (opened: InternalChat) => (
      <TestSession>
        <ChatConversation key={opened.id} chat={opened} />
      </TestSession>
    )
    const { rerender } = render(view(plantao))
    await screen.findByText('Quem cobre sábado?')
    rerender(view(vendas))
    await screen.findByText('Meta batida')

    // Back to the first chat while the server is slow: its messages show at once, not a spinner.
    late = true
    rerender(view(plantao))
    expect(messageTexts()).toEqual(['Quem cobre sábado?'])
    expect(screen.queryByRole('status')).toBeNull()
    await vi.waitFor(() => expect(messageReads(api.requests)).toHaveLength(3))
    await act(async () => answerLate?.())
  })

  it('adds a message told by the socket to the list without reading the conversation again', async () => {
    const api = fakeApi(() => ({ records: [message(1, 7, 'Quem cobre sábado?')], hasMore: false }))
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <ChatConversation chat={plantao} />
      </TestSession>,
    )
    await screen.findByText('Quem cobre sábado?')
    const event = { action: 'new-message', newMessage: message(2, 7, 'Eu cubro'), chat: plantao }
    act(() => {
      live.tell('company-1-chat-7', event)
      live.tell('company-1-chat', event)
    })
    await vi.waitFor(() => expect(messageTexts()).toEqual(['Quem cobre sábado?', 'Eu cubro']))
    // The same message told twice (both events, or the sender's own answer) shows once.
    act(() => live.tell('company-1-chat-7', event))
    await act(async () => undefined)
    expect(messageTexts()).toEqual(['Quem cobre sábado?', 'Eu cubro'])
    // The company's chat event (which reads the chat lists again) did not read the conversation again.
    expect(messageReads(api.requests)).toHaveLength(1)
  })

  it('reads older pages before the newest, oldest first on screen', async () => {
    const api = fakeApi(({ path }) =>
      path.includes('beforeId=30')
        ? { records: [message(10, 7, 'mais antiga'), message(20, 7, 'antiga')], hasMore: false }
        : { records: [message(30, 7, 'recente'), message(40, 7, 'mais recente')], hasMore: true },
    )
    render(
      <TestSession>
        <ChatConversation chat={plantao} />
      </TestSession>,
    )
    // The first page does not fill the list, so the older one comes without a scroll.
    await vi.waitFor(() =>
      expect(messageTexts()).toEqual(['mais antiga', 'antiga', 'recente', 'mais recente']),
    )
    expect(messageReads(api.requests).map((request) => request.path)).toEqual([
      '/api/chats/7/messages',
      '/api/chats/7/messages?beforeId=30',
    ])
  })
})
