import type { Message } from '../../../../api/models.ts'
import { Icon } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { callOf } from './message-data.ts'

/** A call the contact made to the connection (`call_log`): voice or video, and whether it came while offline. */
export function CallLog({ message }: { message: Message }) {
  const tx = useFeatureTexts(messageKindTexts)
  const call = callOf(message)
  return (
    <div className="call-log">
      <Icon name={call.video ? 'video' : 'phone'} size={16} />{' '}
      <span>{call.video ? tx('kind.callVideo') : tx('kind.callVoice')}</span>
      {call.missedWhileOffline ? <div className="bubble-flag">{tx('kind.callOffline')}</div> : null}
      {message.body ? <div className="bubble-text">{message.body}</div> : null}
    </div>
  )
}
