// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryFailedFirstRead } from '../../test/failed-first-read.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { TestSession } from '../../test/test-session.tsx'
import { subscribeToasts } from '../../toasts/toast-store.ts'
import PhraseListsPage from './phrase-lists-page.tsx'

beforeEach(() => {
  window.history.replaceState(null, '', '/phrase-lists')
})

let stopListening: (() => void) | undefined

afterEach(() => {
  stopListening?.()
  cleanup()
  vi.unstubAllGlobals()
})

const welcome = { id: 3, name: 'Boas-vindas', flowId: 9, whatsappId: null, phrase: 'oi', status: true }

/** The page's three reads; the phrase campaigns answer 500 while `failing()` says so. */
function phrasesApi(failing: () => boolean) {
  return fakeApi(({ path }) => {
    if (path === '/api/flowcampaign') return failing() ? apiError(500, 'ERR_INTERNAL') : { flow: [welcome] }
    if (path.startsWith('/api/flowbuilder'))
      return { flows: [{ id: 9, name: 'Atendimento' }], hasMore: false }
    return []
  })
}

describe('the phrase campaigns (/phrase-lists)', () => {
  it('shows a failed read with a retry, never as "Nenhuma campanha", and the campaigns once the retry answers', async () => {
    let failing = true
    phrasesApi(() => failing)
    render(
      <TestSession>
        <PhraseListsPage />
      </TestSession>,
    )
    await retryFailedFirstRead('Nenhuma campanha', () => {
      failing = false
    })
    expect(await screen.findByText('Boas-vindas')).toBeTruthy()
    expect(screen.queryByTestId('error-state')).toBeNull()
  })

  it('keeps the campaigns on screen, without the error state, when reading them again fails', async () => {
    let failing = false
    let errorToasts = 0
    const told = new Set<number>()
    stopListening = subscribeToasts((toasts) => {
      for (const shown of toasts) {
        if (shown.kind !== 'error' || told.has(shown.id)) continue
        told.add(shown.id)
        errorToasts += 1
      }
    })
    const api = phrasesApi(() => failing)
    const view = (page: boolean) => (
      <TestSession>{page ? <PhraseListsPage /> : <p>Outra página</p>}</TestSession>
    )
    const { rerender } = render(view(true))
    expect(await screen.findByText('Boas-vindas')).toBeTruthy()
    rerender(view(false))
    failing = true
    rerender(view(true))
    const reads = () => api.requests.filter((request) => request.path === '/api/flowcampaign')
    await vi.waitFor(() => expect(reads()).toHaveLength(2))
    // The failed re-read has answered once the page's error toast is told.
    await vi.waitFor(() => expect(errorToasts).toBeGreaterThan(0))
    // Told once, though the page renders again after the failure.
    rerender(view(true))
    await act(async () => {})
    expect(errorToasts).toBe(1)
    expect(screen.getByText('Boas-vindas')).toBeTruthy()
    expect(screen.queryByTestId('error-state')).toBeNull()
  })
})
