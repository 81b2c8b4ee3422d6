// @vitest-environment happy-dom
import type { ContactEvent } from '@atendo/sdk'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Contact } from '../../../api/models.ts'
import { fakeApi } from '../../../test/fake-api.ts'
import { testTicket } from '../../../test/test-records.ts'
import { fakeSocket, TestSession } from '../../../test/test-session.tsx'
import { ContactDrawer } from './contact-drawer.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const marta = (overrides: Partial<Contact> = {}) =>
  ({ ...testTicket().contact, tags: [], extraInfo: [], walletUserId: null, ...overrides }) as Contact

const contactReads = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/contacts/4')

describe('the contact drawer', () => {
  it('shows a contact opened again from the cache at once, while the server is asked again', async () => {
    const api = fakeApi(({ path }) => (path === '/api/contacts/4' ? marta() : []))
    const view = (open: boolean) => (
      <TestSession>{open ? <ContactDrawer ticket={testTicket()} onClose={() => {}} /> : null}</TestSession>
    )
    const { rerender } = render(view(true))
    await screen.findByText('Marta')
    rerender(view(false))

    rerender(view(true))
    expect(screen.getByText('Marta')).toBeTruthy()
    await vi.waitFor(() => expect(contactReads(api.requests)).toHaveLength(2))
  })

  it("reads the contact again when the company's contact event says it changed", async () => {
    let contact = marta()
    const api = fakeApi(({ path }) => (path === '/api/contacts/4' ? contact : []))
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <ContactDrawer ticket={testTicket()} onClose={() => {}} />
      </TestSession>,
    )
    await screen.findByText('Marta')

    contact = marta({ name: 'Marta Souza', email: 'marta@example.com' })
    const event: ContactEvent = { action: 'update', contact }
    act(() => live.tell('company-1-contact', event))

    await screen.findByText('Marta Souza')
    expect(screen.getByText('marta@example.com')).toBeTruthy()
    expect(contactReads(api.requests)).toHaveLength(2)
  })
})
