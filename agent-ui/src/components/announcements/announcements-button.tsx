import type { Announcement, AnnouncementEvent } from '@atendo/sdk'
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { announcementKeys } from '../../api/query-keys/announcement-keys.ts'
import { announcementTexts } from '../../i18n/announcement-texts.ts'
import { useCompanyTime } from '../../i18n/company-time.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { usePluginLoaded } from '../../plugins/plugin-panels.tsx'
import { useSession } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { TopBarPopover } from '../top-bar-popover.tsx'
import { appendPage, applyAnnouncementEventToPages, priorityOf } from './announcement-list.ts'

/** The announcements plugin (plugins/announcements) serves the list; without it there is no pop-over. */
export const announcementsPlugin = 'announcements'

/** A page of the announcements shown to users, by priority then newest. */
async function readAnnouncements(pageNumber: number) {
  return pageOf(await dataOf(atendo.GET('/api/announcements', { params: { query: { pageNumber } } })))
}

type AnnouncementPage = Awaited<ReturnType<typeof readAnnouncements>>

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
  const client = useQueryClient()
  const query = useInfiniteQuery({
    queryKey: announcementKeys.list,
    queryFn: ({ pageParam }) => readAnnouncements(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPageNumber) => (last.hasMore ? lastPageNumber + 1 : undefined),
  })
  const records = useMemo(
    () =>
      (query.data?.pages ?? []).reduce<Announcement[]>((list, page) => appendPage(list, page.records), []),
    [query.data],
  )

  useEffect(() => {
    if (!socket) return
    const onEvent = (event: AnnouncementEvent) =>
      client.setQueryData<InfiniteData<AnnouncementPage, number>>(
        announcementKeys.list,
        (data) => data && { ...data, pages: applyAnnouncementEventToPages(data.pages, event) },
      )
    socket.on('company-announcement', onEvent)
    return () => {
      socket.off('company-announcement', onEvent)
    }
  }, [socket, client])

  // The count shows on the button from the start; a first page's failure shows in the pop-over
  // with a retry (not as a toast), a further page's as a toast.
  const { refetch, fetchNextPage } = query
  const unread = !query.data
  const firstFailure =
    unread && query.isError && !query.isFetching
      ? { error: query.error, retry: () => void refetch() }
      : undefined

  return (
    <TopBarPopover
      icon="megaphone"
      label={tx('announcements.label', { count: records.length })}
      count={records.length}
      title={tx('announcements.title')}
      className="announcements"
      loading={unread && !firstFailure}
      failure={firstFailure}
      empty={records.length === 0 && { icon: 'megaphone', text: tx('announcements.empty') }}
      footer={() =>
        query.hasNextPage ? (
          <button
            type="button"
            className="button button-small"
            onClick={() => void fetchNextPage({ throwOnError: true }).catch(showError)}
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
