import { Icon } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { FormattedText } from './formatted-text.tsx'
import type { AdPreview } from './message-data.ts'
import { safeImage, safeUrl } from './safe-url.ts'

/**
 * The ad a contact came from (`adMetaPreview`, or the ad a WhatsApp message replies to): image,
 * title, text, a link to the ad, and what the contact wrote.
 */
export function AdPreviewCard({ ad }: { ad: AdPreview }) {
  const tx = useFeatureTexts(messageKindTexts)
  const image = safeImage(ad.image)
  const source = safeUrl(ad.sourceUrl)
  return (
    <div className="kind-card ad-preview">
      <div className="bubble-flag">
        <Icon name="megaphone" size={12} /> {tx('kind.ad')}
      </div>
      {image ? <img src={image} alt={ad.title || tx('kind.ad')} loading="lazy" /> : null}
      {ad.title ? <strong>{ad.title}</strong> : null}
      {ad.body ? <FormattedText text={ad.body} className="bubble-text ad-body" /> : null}
      {source ? (
        <a href={source} target="_blank" rel="noreferrer">
          {tx('kind.adOpen')}
        </a>
      ) : null}
      {ad.userMessage ? (
        <div>
          <span className="visually-hidden">{tx('kind.adUserMessage')}: </span>
          <FormattedText text={ad.userMessage} />
        </div>
      ) : null}
    </div>
  )
}
