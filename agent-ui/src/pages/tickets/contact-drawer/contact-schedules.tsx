import type { Schedule } from '@atendo/sdk'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import { scheduleKeys } from '../../../api/query-keys/schedule-keys.ts'
import { automationTexts } from '../../../i18n/automation-texts.ts'
import { useCompanyTime } from '../../../i18n/company-time.ts'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { maySeePanel } from '../../../session/permissions.ts'
import { useSession } from '../../../session/session-context.tsx'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import './contact-schedules.css'

type ScheduleStatus = 'PENDENTE' | 'ENVIANDO' | 'ENVIADA' | 'ERRO'
const statuses: readonly string[] = ['PENDENTE', 'ENVIANDO', 'ENVIADA', 'ERRO']

/** The contact's first page of schedules, by send time. */
async function readSchedules(contactId: number): Promise<Schedule[]> {
  const page = await dataOf(atendo.GET('/api/schedules', { params: { query: { contactId, pageNumber: 1 } } }))
  // The spec's paging (pageNumber) answers { schedules, count, hasMore }; react-admin's a bare list.
  return Array.isArray(page) ? page : page.schedules
}

/**
 * The contact's scheduled messages in the conversation's drawer, first page by send time (GET
 * /schedules?contactId), kept live by `company-{id}-schedule`: an attendant sees a send that
 * failed after its retries, with its reason, without leaving the inbox (docs/automations.md). Only
 * for companies whose plan has schedules, as the route itself.
 */
export function ContactSchedules({ contactId }: { contactId: number }) {
  const { user } = useSession()
  const allowed = user ? maySeePanel({ planFlag: 'useSchedules' }, user) : false
  const tx = useFeatureTexts(automationTexts)
  const when = useCompanyTime()
  const showError = useErrorToast()
  // Read again on each `company-{id}-schedule` event (live invalidation of scheduleKeys.all).
  const { data: schedules, error } = useQuery({
    queryKey: scheduleKeys.ofContact(contactId),
    queryFn: () => readSchedules(contactId),
    enabled: allowed,
  })
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])

  if (!allowed || !schedules) return null
  return (
    <section aria-label={tx('schedules.title')}>
      <h3>{tx('schedules.title')}</h3>
      {schedules.length === 0 ? (
        <p className="field-hint">{tx('schedules.none')}</p>
      ) : (
        <ul className="contact-schedules" aria-label={tx('schedules.title')}>
          {schedules.map((schedule) => (
            <li key={schedule.id} className={`contact-schedule is-${schedule.status.toLowerCase()}`}>
              <span className="contact-schedule-when">{when.dateTime(schedule.sendAt)}</span>
              <span className="chip chip-outline">
                {statuses.includes(schedule.status)
                  ? tx(`schedules.status.${schedule.status as ScheduleStatus}`)
                  : schedule.status}
              </span>
              <span className="contact-schedule-body">{schedule.body}</span>
              {schedule.status === 'ERRO' && schedule.failureReason ? (
                <span className="contact-schedule-failure" role="note">
                  {tx('schedules.failure', { reason: schedule.failureReason })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
