import type { Message } from '../../../../api/models.ts'
import { Icon } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { useI18n } from '../../../../i18n/i18n-context.tsx'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { parseVCard } from '../message-state.ts'
import { AdPreviewCard } from './ad-preview.tsx'
import { AudioPlayer } from './audio-player.tsx'
import { ButtonMessage } from './button-message.tsx'
import { CallLog } from './call-log.tsx'
import { EventMessage } from './event-message.tsx'
import { FormattedText } from './formatted-text.tsx'
import { adOf, isPix, isViewOnce, locationOf, parseAdPreview } from './message-data.ts'
import { OptionListMessage } from './option-list-message.tsx'
import { PixMessage } from './pix-message.tsx'
import { PollMessage } from './poll-message.tsx'
import { ReceivedAudio } from './received-audio.tsx'
import { safeImage, safeUrl } from './safe-url.ts'

const videoFile = /\.(mp4|webm|mov|3gp|mkv)(\?|$)/i

/** A photo or a video, with its caption. */
function VisualMedia({ message, kind }: { message: Message; kind: 'image' | 'video' }) {
  const tx = useFeatureTexts(messageKindTexts)
  const url = safeUrl(message.mediaUrl)
  return (
    <>
      {url && kind === 'image' ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={message.body || tx('kind.image')} loading="lazy" />
        </a>
      ) : null}
      {url && kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: received videos come without captions
        <video controls src={url} preload="metadata" aria-label={message.body || tx('kind.video')} />
      ) : null}
      {message.body ? <FormattedText text={message.body} /> : null}
    </>
  )
}

function Content({ message, votes }: { message: Message; votes: readonly Message[] }) {
  const { t } = useI18n()
  const url = safeUrl(message.mediaUrl)
  // Payment requests are interactive messages whose body begins with [PIX] (inbox.md §3).
  if (isPix(message)) return <PixMessage message={message} />
  switch (message.mediaType) {
    case 'image':
      return <VisualMedia message={message} kind="image" />
    case 'video':
      return <VisualMedia message={message} kind="video" />
    case 'viewOnceMessage':
      return <VisualMedia message={message} kind={url && videoFile.test(url) ? 'video' : 'image'} />
    case 'audio':
      // Without its file (refused as too large, or lost) the text says why, as for documents.
      if (!url) return <FormattedText text={message.body} />
      // A received audio can be transcribed (inbox.md §6); one we sent shows whether it was played.
      return message.fromMe ? (
        <AudioPlayer src={url} played={message.ack === 3 || message.ack === 4} />
      ) : (
        <ReceivedAudio src={url} mediaUrl={message.mediaUrl ?? url} />
      )
    case 'application':
    case 'document':
      return url ? (
        <a className="button button-small" href={url} target="_blank" rel="noreferrer" download>
          <Icon name="download" size={14} /> {message.body || t('conversation.download')}
        </a>
      ) : (
        <FormattedText text={message.body} />
      )
    case 'locationMessage': {
      const location = locationOf(message)
      const link = safeUrl(location.link)
      const image = safeImage(location.image)
      const label = location.description || t('conversation.location')
      return link ? (
        <a href={link} target="_blank" rel="noreferrer">
          {image ? <img src={image} alt={t('conversation.location')} /> : null}
          {label}
        </a>
      ) : (
        <div>{label}</div>
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
    case 'pollCreationMessage':
    case 'pollCreationMessageV3':
      return <PollMessage message={message} votes={votes} />
    case 'eventMessage':
      return <EventMessage message={message} />
    case 'listMessage':
      return <OptionListMessage message={message} />
    case 'interactiveMessage':
      return <ButtonMessage message={message} />
    case 'adMetaPreview':
      return <AdPreviewCard ad={parseAdPreview(message.body)} />
    case 'call_log':
      return <CallLog message={message} />
    default:
      return <FormattedText text={message.body} />
  }
}

/**
 * What a message shows inside its bubble, by kind (inbox.md §3 media types); texts keep
 * WhatsApp's formatting. A message sent to be seen once says so, and one that came from an ad
 * shows the ad above it.
 */
export function MessageBody({ message, votes = [] }: { message: Message; votes?: readonly Message[] }) {
  const tx = useFeatureTexts(messageKindTexts)
  const ad = message.mediaType === 'adMetaPreview' ? undefined : adOf(message)
  return (
    <>
      {isViewOnce(message) ? (
        <div className="bubble-flag">
          <Icon name="eye" size={12} /> {tx('kind.viewOnce')}
        </div>
      ) : null}
      {ad ? <AdPreviewCard ad={ad} /> : null}
      <Content message={message} votes={votes} />
    </>
  )
}
