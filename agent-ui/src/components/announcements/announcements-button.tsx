import type { Announcement, AnnouncementEvent } from '@atendo/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { announcementTexts } from '../../i18n/announcement-texts.ts'
import { useCompanyTime } from '../../i18n/company-time.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { usePluginLoaded } from '../../plugins/plugin-panels.tsx'
import { useSession } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { TopBarPopover } from '../top-bar-popover.tsx'
import { appendPage, applyAnnouncementEvent, priorityOf } from './announcement-list.ts'

/** The announcements plugin (plugins/announcements) serves the list; without it there is no pop-over. */
export const announcementsPlugin = 'announcements'

/** The top bar's announcements: shown only when the server runs the announcements plugin. */
export function AnnouncementsButton() {
  return usePluginLoaded(announcementsPlugin) ? <AnnouncementsPopover /> : null
}

/**
 * The announcements pop-over (inbox.md §2 Top bar): GET /announcements page by page, kept up to
 * date by the `company-announcement` event, each with its priority colour, title, text and image.
 */
function AnnouncementsPopover() {
  const tx = useFeatureTexts(announcementTexts)
  const clock = useCompanyTime()
  const { socket } = useSession()
  const showError = useErrorToast()
  const [loading, setLoading] = useState(true)
  const [records, setRecords] = useState<Announcement[]>([])
  const [hasMore, setHasMore] = useState(false)
  const page = useRef(1)

  const load = useCallback(async (pageNumber: number) => {
    const answer = pageOf(
      await dataOf(atendo.GET('/api/announcements', { params: { query: { pageNumber } } })),
    )
    page.current = pageNumber
    setRecords((current) => (pageNumber === 1 ? answer.records : appendPage(current, answer.records)))
    setHasMore(answer.hasMore)
  }, [])

  // The first page's failure, kept while nothing was read: the pop-over offers a retry.
  const [firstFailure, setFirstFailure] = useState<{ error: unknown }>()
  const loadFirst = useCallback(() => {
    setLoading(true)
    setFirstFailure(undefined)
    // The count shows on the button from the start; a failure shows in the pop-over, not as a toast.
    load(1)
      .catch((error: unknown) => setFirstFailure({ error }))
      .finally(() => setLoading(false))
  }, [load])
  useEffect(loadFirst, [loadFirst])

  useEffect(() => {
    if (!socket) return
    const onEvent = (event: AnnouncementEvent) =>
      setRecords((current) => applyAnnouncementEvent(current, event))
    socket.on('company-announcement', onEvent)
    return () => {
      socket.off('company-announcement', onEvent)
    }
  }, [socket])

  return (
    <TopBarPopover
      icon="megaphone"
      label={tx('announcements.label', { count: records.length })}
      count={records.length}
      title={tx('announcements.title')}
      className="announcements"
      loading={loading}
      failure={firstFailure && { error: firstFailure.error, retry: loadFirst }}
      empty={records.length === 0 && { icon: 'megaphone', text: tx('announcements.empty') }}
      footer={() =>
        hasMore ? (
          <button
            type="button"
            className="button button-small"
            onClick={() => void load(page.current + 1).catch(showError)}
          >
            {tx('announcements.more')}
          </button>
        ) : null
      }
    >
      {() => (
        <ul className="announcement-list">
          {records.map((announcement) => {
            const priority = priorityOf(announcement)
            return (
              <li key={announcement.id} className={`announcement priority-${priority}`}>
                <article aria-label={announcement.title}>
                  <header>
                    <strong>{announcement.title}</strong>
                    <span className="announcement-priority">{tx(`announcements.priority.${priority}`)}</span>
                  </header>
                  {announcement.mediaUrl ? (
                    <img src={announcement.mediaUrl} alt={announcement.title} loading="lazy" />
                  ) : null}
                  <p className="bubble-text">{announcement.text}</p>
                  <time dateTime={announcement.createdAt}>{clock.date(announcement.createdAt)}</time>
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </TopBarPopover>
  )
}
