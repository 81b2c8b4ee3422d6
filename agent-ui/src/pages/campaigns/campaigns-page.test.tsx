// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { retryFailedFirstRead } from '../../test/failed-first-read.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { sessionUser, TestSession } from '../../test/test-session.tsx'
import CampaignsPage from './campaigns-page.tsx'

beforeEach(() => {
  window.history.replaceState(null, '', '/campaigns')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const blackFriday = {
  id: 4,
  name: 'Black Friday',
  status: 'INATIVA',
  whatsappId: null,
  contactList: null,
  scheduledAt: null,
  completedAt: null,
}

describe('the campaigns list (/campaigns)', () => {
  it('shows a failed read with a retry, never as "Nenhuma campanha", and the list once the retry answers', async () => {
    let failing = true
    fakeApi(({ path }) => {
      if (!path.startsWith('/api/campaigns?')) return []
      return failing ? apiError(500, 'ERR_INTERNAL') : { records: [blackFriday], hasMore: false, count: 1 }
    })
    render(
      <TestSession user={sessionUser({ profile: 'admin' })}>
        <CampaignsPage {...({} as PluginPageProps)} />
      </TestSession>,
    )
    await retryFailedFirstRead('Nenhuma campanha', () => {
      failing = false
    })
    expect(await screen.findByText('Black Friday')).toBeTruthy()
    expect(screen.queryByTestId('error-state')).toBeNull()
  })
})
