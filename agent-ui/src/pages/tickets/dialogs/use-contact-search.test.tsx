// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { fakeSocket, TestSession } from '../../../test/test-session.tsx'
import { useContactSearch } from './use-contact-search.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const contact = (id: number, name: string) => ({ id, name, number: `55219999900${id}` })

describe('useContactSearch', () => {
  it('asks from 3 typed characters, and again when a contact changes elsewhere', async () => {
    let found = [contact(1, 'Marina Prado')]
    const api = fakeApi(() => found)
    const live = fakeSocket()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestSession socket={live.socket}>{children}</TestSession>
    )
    const { result, rerender } = renderHook(({ typed }) => useContactSearch(typed), {
      wrapper,
      initialProps: { typed: 'ma' },
    })
    expect(result.current).toEqual([])

    rerender({ typed: 'mar' })
    await waitFor(() => expect(result.current).toEqual(found))
    // Two characters asked nothing; the search waited for the third.
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/contacts/list?searchParam=mar&limit=20',
    ])

    // Another attendant renames a contact: the matches are asked again.
    found = [contact(1, 'Marina Prado Souza')]
    act(() => live.tell('company-1-contact', { action: 'update', contact: found[0] }))
    await waitFor(() => expect(result.current).toEqual(found))
    expect(api.requests).toHaveLength(2)
  })

  it('lists nothing once the search is shorter than 3 characters again', async () => {
    fakeApi(() => [contact(1, 'Marina Prado')])
    const wrapper = ({ children }: { children: ReactNode }) => <TestSession>{children}</TestSession>
    const { result, rerender } = renderHook(({ typed }) => useContactSearch(typed), {
      wrapper,
      initialProps: { typed: 'mar' },
    })
    await waitFor(() => expect(result.current).toHaveLength(1))
    rerender({ typed: 'ma' })
    await waitFor(() => expect(result.current).toEqual([]))
  })
})
