// @vitest-environment happy-dom
import type { Announcement } from '@atendo/sdk'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PluginPanelsContext } from '../../plugins/plugin-panels.tsx'
import { fakeApi } from '../../test/fake-api.ts'
import { fakeSocket, TestSession } from '../../test/test-session.tsx'
import {
  appendPage,
  applyAnnouncementEvent,
  applyAnnouncementEventToPages,
  priorityOf,
} from './announcement-list.ts'
import { AnnouncementsButton } from './announcements-button.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const announcement = (id: number, priority: number, createdAt: string): Announcement => ({
  id,
  title: `Aviso ${id}`,
  text: 'Texto',
  priority,
  status: true,
  mediaPath: null,
  mediaName: null,
  mediaUrl: null,
  createdAt,
  updatedAt: createdAt,
})

describe('announcements pop-over', () => {
  it('is not in the top bar when the server does not run the announcements plugin', () => {
    render(
      <TestSession>
        <PluginPanelsContext.Provider value={{ panels: [], pluginIds: ['helps'], loaded: true }}>
          <AnnouncementsButton />
        </PluginPanelsContext.Provider>
      </TestSession>,
    )
    expect(screen.queryByRole('button', { name: /Informativos/ })).toBeNull()
  })

  it('keeps the list by priority then newest as announcements are published, changed and withdrawn', () => {
    const old = announcement(1, 3, '2026-11-01T10:00:00Z')
    let list = [old]
    list = applyAnnouncementEvent(list, {
      action: 'create',
      record: announcement(2, 1, '2026-11-02T10:00:00Z'),
    })
    list = applyAnnouncementEvent(list, {
      action: 'create',
      record: announcement(3, 3, '2026-11-03T10:00:00Z'),
    })
    expect(list.map((item) => item.id)).toEqual([2, 3, 1])
    list = applyAnnouncementEvent(list, { action: 'update', record: { ...old, priority: 2 } })
    expect(list.map((item) => item.id)).toEqual([2, 1, 3])
    list = applyAnnouncementEvent(list, { action: 'delete', id: 2 })
    expect(list.map((item) => item.id)).toEqual([1, 3])
    expect(appendPage(list, [announcement(3, 3, ''), announcement(4, 3, '')]).map((item) => item.id)).toEqual(
      [1, 3, 4],
    )
    expect([1, 2, 3, 7].map((priority) => priorityOf({ priority }))).toEqual([1, 2, 3, 3])
  })

  it('moves a changed announcement from a later page into the first page, and takes a withdrawn one out', () => {
    const pages = [
      { records: [announcement(1, 1, '2026-11-01T10:00:00Z')], hasMore: true },
      { records: [announcement(2, 3, '2026-11-02T10:00:00Z')], hasMore: false },
    ]
    const raised = applyAnnouncementEventToPages(pages, {
      action: 'update',
      record: announcement(2, 1, '2026-11-02T10:00:00Z'),
    })
    expect(raised.map((page) => page.records.map((item) => item.id))).toEqual([[2, 1], []])
    expect(raised.map((page) => page.hasMore)).toEqual([true, false])
    const withdrawn = applyAnnouncementEventToPages(raised, { action: 'delete', id: 1 })
    expect(withdrawn.map((page) => page.records.map((item) => item.id))).toEqual([[2], []])
  })

  it('shows an announcement published while the pop-over is up without a read, and reads again after a reconnection', async () => {
    let published = [announcement(1, 2, '2026-11-01T10:00:00Z')]
    const api = fakeApi(({ path }) =>
      path.startsWith('/api/announcements') ? { records: published, hasMore: false } : [],
    )
    const reads = () => api.requests.filter((request) => request.path.startsWith('/api/announcements'))
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <PluginPanelsContext.Provider value={{ panels: [], pluginIds: ['announcements'], loaded: true }}>
          <AnnouncementsButton />
        </PluginPanelsContext.Provider>
      </TestSession>,
    )
    await screen.findByRole('button', { name: 'Informativos: 1' })
    // Read before the socket connected: read again once it does (what was told meanwhile was not heard).
    act(() => live.tell('connect'))
    await waitFor(() => expect(reads()).toHaveLength(2))

    // Platform-wide: every company's screens hear it, so it is applied as told, not read again.
    const urgent = announcement(2, 1, '2026-11-02T10:00:00Z')
    act(() => live.tell('company-announcement', { action: 'create', record: urgent }))
    await screen.findByRole('button', { name: 'Informativos: 2' })
    expect(reads()).toHaveLength(2)

    // Events told while the socket was down are lost: a reconnection reads the list again.
    published = [urgent, published[0], announcement(3, 3, '2026-11-03T10:00:00Z')]
    act(() => live.tell('connect'))
    await screen.findByRole('button', { name: 'Informativos: 3' })
    expect(reads()).toHaveLength(3)
  })
})
