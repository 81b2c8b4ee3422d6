import type { Message } from '../../../../api/models.ts'
import { Icon } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { FormattedText } from './formatted-text.tsx'
import { optionListOf } from './message-data.ts'

/** A list menu (`listMessage`): title, text, and the sections with their rows; the body when the data holds none. */
export function OptionListMessage({ message }: { message: Message }) {
  const tx = useFeatureTexts(messageKindTexts)
  const menu = optionListOf(message)
  if (!menu) return <FormattedText text={message.body} />
  return (
    <div className="kind-card">
      <div className="bubble-flag">
        <Icon name="list" size={12} /> {tx('kind.list')}
      </div>
      {menu.title ? <strong>{menu.title}</strong> : null}
      {menu.text ? <FormattedText text={menu.text} /> : null}
      {menu.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sent list never changes
        <section key={index} className="list-section" aria-label={section.title || undefined}>
          {section.title ? <div className="list-section-title">{section.title}</div> : null}
          <ul>
            {section.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sent list never changes
              <li key={rowIndex}>
                <span>{row.title}</span>
                {row.description ? <span className="bubble-flag"> {row.description}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {menu.footer ? <div className="bubble-flag">{menu.footer}</div> : null}
      {menu.buttonText ? <div className="kind-button">{menu.buttonText}</div> : null}
    </div>
  )
}
