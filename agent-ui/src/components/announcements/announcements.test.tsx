// @vitest-environment happy-dom
import type { Announcement } from '@atendo/sdk'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PluginPanelsContext } from '../../plugins/plugin-panels.tsx'
import { TestSession } from '../../test/test-session.tsx'
import { appendPage, applyAnnouncementEvent, priorityOf } from './announcement-list.ts'
import { AnnouncementsButton } from './announcements-button.tsx'

afterEach(cleanup)

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
})
