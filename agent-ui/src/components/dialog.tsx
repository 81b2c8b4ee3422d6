import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface DialogProps {
  title: string
  onClose(): void
  children: ReactNode
  /** The buttons row. */
  actions?: ReactNode
  wide?: boolean
}

/**
 * A modal dialog: focus moves into it, Tab and Shift+Tab stay inside it, Escape closes it, and
 * focus returns to where it was when it closes.
 */
export function Dialog({ title, onClose, children, actions, wide }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const element = panel.current
    const first =
      element?.querySelector<HTMLElement>('[data-autofocus]') ??
      element?.querySelector<HTMLElement>(focusable)
    ;(first ?? element)?.focus()
    return () => previous?.focus?.()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close.current()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const targets = [...panel.current.querySelectorAll<HTMLElement>(focusable)]
    if (targets.length === 0) {
      event.preventDefault()
      return
    }
    const first = targets[0]!
    const last = targets[targets.length - 1]!
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside is a mouse shortcut; Escape is the keyboard's
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={wide ? 'dialog dialog-wide' : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div className="dialog-body">{children}</div>
        {actions ? <div className="dialog-actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  )
}

/** A yes/no question. */
export function ConfirmDialog({
  title,
  text,
  onConfirm,
  onClose,
  yes,
  no,
}: {
  title: string
  text: string
  onConfirm(): void
  onClose(): void
  yes: string
  no: string
}) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {no}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            onClick={() => {
              onConfirm()
              onClose()
            }}
          >
            {yes}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  )
}
