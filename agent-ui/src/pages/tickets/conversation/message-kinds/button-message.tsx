import type { Message } from '../../../../api/models.ts'
import { Icon } from '../../../../components/icon.tsx'
import { useFeatureTexts } from '../../../../i18n/feature-texts.ts'
import { messageKindTexts } from '../../../../i18n/message-kind-texts.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import { FormattedText } from './formatted-text.tsx'
import { buttonOf } from './message-data.ts'
import { safeUrl } from './safe-url.ts'

/**
 * A copy, call or link button (`interactiveMessage`): title, description and the button, which
 * copies the code, opens the link, or says calls are not made from the system (inbox.md §8).
 * Without a button payload the body shows.
 */
export function ButtonMessage({ message }: { message: Message }) {
  const tx = useFeatureTexts(messageKindTexts)
  const button = buttonOf(message)
  if (!button) return <FormattedText text={message.body} />
  const link = button.kind === 'url' ? safeUrl(button.value) : undefined
  const label = button.buttonText || button.value
  return (
    <div className="kind-card">
      {button.title ? <strong>{button.title}</strong> : null}
      {button.description ? <FormattedText text={button.description} /> : null}
      {button.kind === 'url' && link ? (
        <a className="button button-small" href={link} target="_blank" rel="noreferrer">
          <Icon name="link" size={14} /> {label}
        </a>
      ) : (
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            if (button.kind === 'url') toast.warning(tx('kind.noLink'))
            else if (button.kind === 'call') toast.info(tx('kind.noCalls'))
            else if (!button.value) toast.warning(tx('kind.nothingToCopy'))
            else
              void navigator.clipboard
                ?.writeText(button.value)
                .then(() => toast.success(tx('kind.copied')))
                .catch(() => undefined)
          }}
        >
          <Icon
            name={button.kind === 'call' ? 'phone' : button.kind === 'copy' ? 'copy' : 'link'}
            size={14}
          />{' '}
          {label}
        </button>
      )}
      {button.kind === 'call' && button.value ? <div className="bubble-flag">{button.value}</div> : null}
    </div>
  )
}
