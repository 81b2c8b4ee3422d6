import { useEffect, useId, useMemo, useState } from 'react'
import { AccessDenied } from '../../components/access-denied.tsx'
import { ErrorState } from '../../components/states/error-state.tsx'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { momentsTexts } from '../../i18n/moments-texts.ts'
import { mayWatchRealTime } from '../../session/permissions.ts'
import { useUser } from '../../session/session-context.tsx'
import { errorToastText } from '../../toasts/error-text.ts'
import { useReference } from '../tickets/reference-data.ts'
import { type Attendant, boardOf } from './moments-board.ts'
import { MomentsColumn } from './moments-column.tsx'
import { MomentsFilters } from './moments-filters.tsx'
import { type MomentsFilter, useMoments } from './use-moments.ts'

/** How often the "time since last activity" labels move on by themselves. */
const clockInterval = 30_000

function useNow(interval: number): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval)
    return () => clearInterval(timer)
  }, [interval])
  return now
}

/**
 * /moments, the real-time panel of the Management group (inbox.md §2, §6, §7): the waiting line
 * and a column per attendant with the tickets in their hands, kept current as tickets change.
 * Admins and users with allowRealTime; everyone else gets the access-denied screen.
 */
export default function MomentsPage() {
  const user = useUser()
  return mayWatchRealTime(user) ? <MomentsPanel /> : <AccessDenied />
}

function MomentsPanel() {
  const { t, locale, language } = useI18n()
  const tx = useFeatureTexts(momentsTexts)
  const titleId = useId()
  const [filter, setFilter] = useState<MomentsFilter>({ queueIds: [] })
  const datesInOrder = !filter.dateStart || !filter.dateEnd || filter.dateStart <= filter.dateEnd
  const { tickets, denied, error, retry } = useMoments(filter, datesInOrder)
  const now = useNow(clockInterval)
  const users = useReference('users')

  const board = useMemo(() => {
    const picked = users.find((option) => option.id === filter.userId)
    const chosen: Attendant | undefined = picked
      ? { id: picked.id, name: picked.name, color: null, profileImage: null }
      : undefined
    return boardOf(tickets ?? [], chosen, locale)
  }, [tickets, users, filter.userId, locale])

  if (denied) return <AccessDenied />
  return (
    <section className="moments-page" aria-labelledby={titleId}>
      <header className="moments-header">
        <h1 id={titleId}>{t('menu.panel')}</h1>
        <MomentsFilters
          filter={filter}
          onChange={setFilter}
          dateError={datesInOrder ? undefined : tx('moments.dateOrder')}
          tx={tx}
        />
      </header>
      {tickets === undefined ? (
        error ? (
          <ErrorState message={errorToastText(error, language)} onRetry={retry} />
        ) : (
          <LoadingState />
        )
      ) : (
        <div className="moments-board">
          {/* Waiting tickets have no attendant, so the line has no place on one attendant's board. */}
          {filter.userId === undefined ? (
            <MomentsColumn
              title={tx('moments.waiting')}
              tickets={board.waiting}
              now={now}
              locale={locale}
              tx={tx}
            />
          ) : null}
          {board.attendants.map(({ attendant, tickets }) => (
            <MomentsColumn
              key={attendant.id}
              title={attendant.name}
              color={attendant.color}
              tickets={tickets}
              now={now}
              locale={locale}
              tx={tx}
            />
          ))}
        </div>
      )}
    </section>
  )
}
