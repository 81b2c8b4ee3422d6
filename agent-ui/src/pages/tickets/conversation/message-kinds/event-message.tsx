import type { Message } from '../../../../api/models.ts'
import { Icon } from '../../../../components/icon.tsx'
import { useCompanyTime } from '../../../../i18n/company-time.ts'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { FormattedText } from './formatted-text.tsx'
import { eventOf } from './message-data.ts'
import { safeUrl } from './safe-url.ts'

/** An event created in the chat (`eventMessage`): name, start, end (2 hours after the start by default), place. */
export function EventMessage({ message }: { message: Message }) {
  const clock = useCompanyTime()
  const tx = useFeatureTexts(messageKindTexts)
  const event = eventOf(message)
  const when = (date: Date) => clock.dateTime(date)
  const joinLink = safeUrl(event.joinLink)
  return (
    <div className="kind-card">
      <div className="bubble-flag">
        <Icon name="calendar" size={12} /> {tx('kind.event')}
      </div>
      <strong className={event.canceled ? 'canceled' : undefined}>{event.name}</strong>
      {event.canceled ? <div className="bubble-flag">{tx('kind.eventCanceled')}</div> : null}
      {event.description ? <FormattedText text={event.description} /> : null}
      <dl className="kind-facts">
        {event.start ? (
          <>
            <dt>{tx('kind.eventStart')}</dt>
            <dd>
              <time dateTime={event.start.toISOString()}>{when(event.start)}</time>
            </dd>
          </>
        ) : null}
        {event.end ? (
          <>
            <dt>{tx('kind.eventEnd')}</dt>
            <dd>
              <time dateTime={event.end.toISOString()}>{when(event.end)}</time>
            </dd>
          </>
        ) : null}
        {event.location ? (
          <>
            <dt>{tx('kind.eventLocation')}</dt>
            <dd>{event.location}</dd>
          </>
        ) : null}
      </dl>
      {joinLink ? (
        <a href={joinLink} target="_blank" rel="noreferrer">
          {tx('kind.eventJoin')}
        </a>
      ) : null}
    </div>
  )
}
