import type { Message } from '../../../api/models.ts'
import { Icon } from '../../../components/icon.tsx'
import { backendErrorText } from '../../../i18n/backend-errors.ts'
import { useCompanyTime } from '../../../i18n/company-time.ts'
import { useFeatureTexts } from '../../../i18n/feature-texts.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import type { Language } from '../../../i18n/languages.ts'
import { messageKindTexts } from '../../../i18n/message-kind-texts.ts'
import type { MessageKey } from '../../../i18n/pt.ts'
import type { Reaction } from './message-kinds/fold-messages.ts'
import { MessageBody } from './message-kinds/message-body.tsx'
import { QuotedMessage } from './message-kinds/quoted-message.tsx'
import { ReactionBadges } from './message-kinds/reaction-badges.tsx'
import { canDelete, canEdit } from './message-state.ts'

/**
 * Why a message was not sent, in the user's language: the refusal a channel named with a code
 * ("ERR_…: its words"), else the generic sending failure. The channel's own words are in English
 * (and technical), so they are kept for the note's title, not shown in a Portuguese screen.
 */
function notSentReason(sendError: string, language: Language): string {
  const code = /^(ERR_[A-Z0-9_]+):/.exec(sendError)?.[1]
  return (
    (code && backendErrorText(code, language)) ??
    backendErrorText('ERR_SENDING_WAPP_MSG', language) ??
    sendError
  )
}

/** The delivery state of a message we sent; a voice note the contact has listened to reads as played. */
function Ack({ ack, audio }: { ack: number; audio: boolean }) {
  const { t } = useI18n()
  const tx = useFeatureTexts(messageKindTexts)
  const played = audio && (ack === 3 || ack === 4)
  const state = played ? tx('kind.played') : t(`ack.${ack === 4 ? 3 : ack}` as MessageKey)
  return (
    <span
      className={played ? 'ack-read ack-played' : ack >= 3 ? 'ack-read' : undefined}
      role="img"
      aria-label={t('conversation.ack', { state })}
    >
      <Icon name={played ? 'mic' : ack === 0 ? 'clock' : ack === 1 ? 'check' : 'doubleCheck'} size={14} />
    </span>
  )
}

interface MessageBubbleProps {
  message: Message
  now: number
  actionsEnabled: boolean
  onReply(message: Message): void
  onEdit(message: Message): void
  onDelete(message: Message): void
  /** Choosing messages to forward: each message shows a tick box. */
  selecting?: boolean
  selected?: boolean
  onToggleSelect?(message: Message): void
  onForward?(message: Message): void
  /** The reactions to this message, shown as badges under it. */
  reactions?: readonly Reaction[]
  /** The votes of a poll. */
  votes?: readonly Message[]
}

/** One message of the conversation (inbox.md §3 Message). */
export function MessageBubble({
  message,
  now,
  actionsEnabled,
  onReply,
  onEdit,
  onDelete,
  selecting = false,
  selected = false,
  onToggleSelect,
  onForward,
  reactions = [],
  votes,
}: MessageBubbleProps) {
  const { t, language } = useI18n()
  const clock = useCompanyTime()
  const classes = ['bubble', message.isPrivate ? 'private' : '', message.isDeleted ? 'deleted' : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={message.fromMe ? 'message-row mine' : 'message-row'}>
      {selecting && !message.isDeleted ? (
        <label className="message-select">
          <input type="checkbox" checked={selected} onChange={() => onToggleSelect?.(message)} />
          <span className="visually-hidden">
            {t('forward.choose', {
              text: message.body.slice(0, 40) || message.mediaType || String(message.id),
            })}
          </span>
        </label>
      ) : null}
      <div className={classes}>
        {message.isPrivate ? (
          <div className="bubble-flag">
            <Icon name="lock" size={12} /> {t('conversation.privateNote')}
          </div>
        ) : null}
        {message.isForwarded ? (
          <div className="bubble-flag">
            <Icon name="forward" size={12} /> {t('conversation.forwarded')}
          </div>
        ) : null}
        {message.quotedMsg ? <QuotedMessage quoted={message.quotedMsg} /> : null}
        {message.isDeleted ? (
          <div>
            <Icon name="block" size={14} />{' '}
            {message.fromMe ? t('conversation.deletedOwn') : t('conversation.deletedByContact')}
          </div>
        ) : (
          <MessageBody message={message} votes={votes} />
        )}
        {message.sendError && message.fromMe ? (
          <div className="bubble-error" role="note" title={message.sendError}>
            <Icon name="alert" size={12} />{' '}
            {t('conversation.notSent', { reason: notSentReason(message.sendError, language) })}
          </div>
        ) : null}
        <div className="bubble-meta">
          {message.isEdited ? <span>{t('conversation.edited')}</span> : null}
          <time dateTime={message.createdAt}>{clock.time(message.createdAt)}</time>
          {message.fromMe && !message.isPrivate ? (
            <Ack ack={message.ack} audio={message.mediaType === 'audio'} />
          ) : null}
        </div>
        <ReactionBadges reactions={reactions} />
        {actionsEnabled && !message.isDeleted ? (
          <div className="message-actions">
            <button type="button" className="button button-small" onClick={() => onReply(message)}>
              {t('conversation.reply')}
            </button>
            {onForward && !message.isPrivate ? (
              <button type="button" className="button button-small" onClick={() => onForward(message)}>
                {t('forward.one')}
              </button>
            ) : null}
            {canEdit(message, now) ? (
              <button type="button" className="button button-small" onClick={() => onEdit(message)}>
                {t('conversation.edit')}
              </button>
            ) : null}
            {canDelete(message) ? (
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => onDelete(message)}
              >
                {t('conversation.remove')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
