import * as Popover from '@radix-ui/react-popover'
import { type ReactNode, useState } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { errorToastText } from '../toasts/error-text.ts'
import { Icon, type IconName } from './icon.tsx'
import { keepEscapeInside } from './keep-escape-inside.ts'
import { EmptyState } from './states/empty-state.tsx'
import { ErrorState } from './states/error-state.tsx'
import { LoadingState } from './states/loading-state.tsx'

interface TopBarPopoverProps {
  /** The button's icon. */
  icon: IconName
  /** The button's accessible name, with its count ("Notificações: 2 atendimentos"). */
  label: string
  /** Shown on the button as a badge when above zero. */
  count: number
  /** The pop-over's heading and accessible name. */
  title: string
  /** Extra class of the panel, for its own list styling. */
  className?: string
  /** The list is on its way: a loading state instead of a wrong "none yet". */
  loading: boolean
  /** The list is empty: the pop-over's "none" text in an empty state. */
  empty: false | { icon: IconName; text: string }
  /**
   * The first load failed: an error state with a retry, never the empty state (a failed load is
   * not "no notifications"). Once a list has been read, a later failure keeps showing it.
   */
  failure?: { error: unknown; retry(): void }
  /** The list; `close` shuts the pop-over (an entry that navigates calls it). */
  children(close: () => void): ReactNode
  /** Below the list (a "see all" link, a "more" button). */
  footer?(close: () => void): ReactNode
}

/**
 * A top bar button with a count that opens a list (inbox.md §2 Top bar: notifications,
 * announcements, internal chats), on Radix's pop-over: the button tells whether it is open and
 * which panel it controls, focus moves into the panel, Escape or a click outside closes it, and
 * focus returns to the button.
 */
export function TopBarPopover({
  icon,
  label,
  count,
  title,
  className,
  loading,
  empty,
  failure,
  children,
  footer,
}: TopBarPopoverProps) {
  const { language } = useI18n()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="icon-button bell" aria-label={label}>
        <Icon name={icon} />
        {count > 0 ? (
          <span className="bell-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={className ? `menu notifications ${className}` : 'menu notifications'}
          aria-label={title}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onKeyDown={keepEscapeInside}
        >
          <div className="menu-header">{title}</div>
          {loading ? (
            <LoadingState compact />
          ) : failure ? (
            <ErrorState message={errorToastText(failure.error, language)} onRetry={failure.retry} />
          ) : empty ? (
            <EmptyState icon={empty.icon} title={empty.text} />
          ) : (
            children(close)
          )}
          {footer?.(close)}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
