import { useState } from 'react'
import type { Message } from '../../../api/models.ts'
import { Icon } from '../../../components/icon.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import type { MessageKey } from '../../../i18n/pt.ts'
import { canDelete, canEdit, nextPlaybackRate, parseLocation, parseVCard } from './message-state.ts'

const rateKey = 'audioPlaybackRate'

function AudioPlayer({ src }: { src: string }) {
  const { t } = useI18n()
  const [rate, setRate] = useState(() => Number(localStorage.getItem(rateKey) ?? '1') || 1)
  return (
    <div>
      <audio
        controls
        src={src}
        ref={(element) => {
          if (element) element.playbackRate = rate
        }}
      >
        <track kind="captions" />
      </audio>
      <button
        type="button"
        className="button button-small"
        aria-label={t('conversation.playbackRate', { rate })}
        onClick={() => {
          const next = nextPlaybackRate(rate)
          localStorage.setItem(rateKey, String(next))
          setRate(next)
        }}
      >
        {rate}x
      </button>
    </div>
  )
}

function MessageBody({ message }: { message: Message }) {
  const { t } = useI18n()
  const url = message.mediaUrl
  switch (message.mediaType) {
    case 'image':
      return url ? (
        <>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={message.body || 'image'} loading="lazy" />
          </a>
          {message.body ? <div className="bubble-text">{message.body}</div> : null}
        </>
      ) : null
    case 'video':
      return url ? (
        // biome-ignore lint/a11y/useMediaCaption: received videos come without captions
        <video controls src={url} preload="metadata" />
      ) : null
    case 'audio':
      return url ? <AudioPlayer src={url} /> : null
    case 'application':
    case 'document':
      return url ? (
        <a className="button button-small" href={url} target="_blank" rel="noreferrer" download>
          <Icon name="download" size={14} /> {message.body || t('conversation.download')}
        </a>
      ) : null
    case 'locationMessage': {
      const location = parseLocation(message.body)
      return (
        <a href={location.link} target="_blank" rel="noreferrer">
          {location.image.startsWith('data:') || location.image.startsWith('http') ? (
            <img src={location.image} alt={t('conversation.location')} />
          ) : null}
          {location.description || t('conversation.location')}
        </a>
      )
    }
    case 'contactMessage': {
      const card = parseVCard(message.body)
      return (
        <div>
          <div className="bubble-flag">{t('conversation.contactCard')}</div>
          <strong>{card.name}</strong>
          {card.numbers.map((number) => (
            <div key={number}>{number}</div>
          ))}
        </div>
      )
    }
    default:
      return <div className="bubble-text">{message.body}</div>
  }
}

function Ack({ ack }: { ack: number }) {
  const { t } = useI18n()
  const stateKey = `ack.${ack === 4 ? 3 : ack}` as MessageKey
  return (
    <span
      className={ack >= 3 ? 'ack-read' : undefined}
      role="img"
      aria-label={t('conversation.ack', { state: t(stateKey) })}
    >
      <Icon name={ack === 0 ? 'clock' : ack === 1 ? 'check' : 'doubleCheck'} size={14} />
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
}: MessageBubbleProps) {
  const { t, locale } = useI18n()
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
        {message.quotedMsg ? (
          <blockquote className="quoted">
            <strong>{message.quotedMsg.fromMe ? '↩' : (message.quotedMsg.contact?.name ?? '')}</strong>
            <div className="bubble-text">{message.quotedMsg.body}</div>
          </blockquote>
        ) : null}
        {message.isDeleted ? (
          <div>
            <Icon name="block" size={14} />{' '}
            {message.fromMe ? t('conversation.deletedOwn') : t('conversation.deletedByContact')}
          </div>
        ) : (
          <MessageBody message={message} />
        )}
        {message.sendError && message.fromMe ? (
          <div className="bubble-error" role="note">
            <Icon name="alert" size={12} /> {t('conversation.notSent', { reason: message.sendError })}
          </div>
        ) : null}
        <div className="bubble-meta">
          {message.isEdited ? <span>{t('conversation.edited')}</span> : null}
          <time dateTime={message.createdAt}>
            {new Date(message.createdAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}
          </time>
          {message.fromMe && !message.isPrivate ? <Ack ack={message.ack} /> : null}
        </div>
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
