// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Contact } from '../../api/models.ts'
import { retryFailedFirstRead } from '../../test/failed-first-read.ts'
import { apiError, fakeApi, type SentRequest } from '../../test/fake-api.ts'
import { fakeSocket, TestSession } from '../../test/test-session.tsx'
import ContactsPage from './contacts-page.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const contact = (id: number, name: string): Contact =>
  ({
    id,
    name,
    number: `55219876500${String(id).padStart(2, '0')}`,
    email: '',
    active: true,
    isGroup: false,
    urlPicture: null,
    tags: [],
  }) as unknown as Contact

const names = () =>
  within(screen.getByRole('list', { name: 'Contatos' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelectorAll('span')[1]?.textContent?.trim())

const contactReads = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path.startsWith('/api/contacts?'))

describe('contacts page', () => {
  it('shows the contacts at once when opened again, while it reads them again', async () => {
    let slow = false
    let answerLate: (() => void) | undefined
    const api = fakeApi(async ({ path }) => {
      if (!path.startsWith('/api/contacts?')) return []
      if (slow) await new Promise<void>((resolve) => (answerLate = resolve))
      return { contacts: [contact(1, 'Marina Prado'), contact(2, 'Otávio Reis')], hasMore: false }
    })
    const view = (page: boolean) => <TestSession>{page ? <ContactsPage /> : <p>Outra página</p>}</TestSession>
    const { rerender } = render(view(true))
    await vi.waitFor(() => expect(names()).toEqual(['Marina Prado', 'Otávio Reis']))
    rerender(view(false))
    expect(screen.getByText('Outra página')).toBeTruthy()

    slow = true
    rerender(view(true))
    expect(names()).toEqual(['Marina Prado', 'Otávio Reis'])
    await vi.waitFor(() => expect(contactReads(api.requests)).toHaveLength(2))
    await act(async () => answerLate?.())
  })

  it('names the search in what it reads, and shows what the socket tells without reading again', async () => {
    const api = fakeApi(({ path }) => {
      if (!path.startsWith('/api/contacts?')) return []
      return path.includes('searchParam=Mar')
        ? { contacts: [contact(1, 'Marina Prado')], hasMore: false }
        : { contacts: [contact(1, 'Marina Prado'), contact(2, 'Otávio Reis')], hasMore: false }
    })
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <ContactsPage />
      </TestSession>,
    )
    await vi.waitFor(() => expect(names()).toEqual(['Marina Prado', 'Otávio Reis']))
    fireEvent.change(screen.getByLabelText('Pesquisar contatos'), { target: { value: 'Mar' } })
    await vi.waitFor(() => expect(names()).toEqual(['Marina Prado']))
    expect(contactReads(api.requests).map((request) => request.path)).toEqual([
      '/api/contacts?pageNumber=1',
      '/api/contacts?pageNumber=1&searchParam=Mar',
    ])

    act(() => {
      live.tell('company-1-contact', { action: 'update', contact: contact(1, 'Marina Prado Lima') })
      live.tell('company-1-contact', { action: 'create', contact: contact(3, 'Marcos Dias') })
    })
    await vi.waitFor(() => expect(names()).toEqual(['Marcos Dias', 'Marina Prado Lima']))
    act(() => live.tell('company-1-contact', { action: 'delete', contactId: 1 }))
    await vi.waitFor(() => expect(names()).toEqual(['Marcos Dias']))
    // Each change was applied to the rows on screen: the list was not read again per event.
    expect(contactReads(api.requests)).toHaveLength(2)
  })

  it('shows a failed read with a retry, never as "Nenhum contato encontrado", and the contacts once the retry answers', async () => {
    let failing = true
    fakeApi(({ path }) => {
      if (!path.startsWith('/api/contacts?')) return []
      return failing
        ? apiError(500, 'ERR_INTERNAL')
        : { contacts: [contact(1, 'Marina Prado')], hasMore: false }
    })
    render(
      <TestSession>
        <ContactsPage />
      </TestSession>,
    )
    await retryFailedFirstRead('Nenhum contato encontrado', () => {
      failing = false
    })
    await vi.waitFor(() => expect(names()).toEqual(['Marina Prado']))
    expect(screen.queryByTestId('error-state')).toBeNull()
  })
})
