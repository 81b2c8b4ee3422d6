import type { Message } from '../../../../api/models.ts'
import { Icon, type IconName } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { type MessageKindKey, messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { formatWhatsApp } from './formatted-text.tsx'
import { safeUrl } from './safe-url.ts'

type Quoted = NonNullable<Message['quotedMsg']>

const mediaLabels: Record<string, { icon: IconName; label: MessageKindKey }> = {
  image: { icon: 'image', label: 'kind.image' },
  video: { icon: 'video', label: 'kind.video' },
  audio: { icon: 'mic', label: 'kind.audio' },
  application: { icon: 'download', label: 'kind.document' },
  document: { icon: 'download', label: 'kind.document' },
  pollCreationMessageV3: { icon: 'poll', label: 'kind.poll' },
  eventMessage: { icon: 'calendar', label: 'kind.event' },
  listMessage: { icon: 'list', label: 'kind.list' },
}

/**
 * The message a reply quotes: who wrote it ("You" for our own), a thumbnail for a photo, the kind
 * of media it carried, and its text.
 */
export function QuotedMessage({ quoted }: { quoted: Quoted }) {
  const tx = useFeatureTexts(messageKindTexts)
  const author = quoted.fromMe ? tx('kind.you') : (quoted.contact?.name ?? '')
  const media = quoted.mediaType ? mediaLabels[quoted.mediaType] : undefined
  const thumbnail = quoted.mediaType === 'image' ? safeUrl(quoted.mediaUrl) : undefined
  // A file's body is its name; a photo's is its caption.
  const text = quoted.body.trim()
  return (
    <blockquote className="quoted" aria-label={tx('kind.quoted', { name: author })}>
      <div className="quoted-content">
        <strong>{author}</strong>
        {media ? (
          <div className="bubble-flag">
            <Icon name={media.icon} size={12} /> {tx(media.label)}
          </div>
        ) : null}
        {text ? <div className="bubble-text quoted-text">{formatWhatsApp(text)}</div> : null}
      </div>
      {thumbnail ? <img className="quoted-thumbnail" src={thumbnail} alt={text || tx('kind.image')} /> : null}
    </blockquote>
  )
}
