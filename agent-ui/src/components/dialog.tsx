import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, useRef } from 'react'
import { keepEscapeInside } from './keep-escape-inside.ts'

interface DialogProps {
  title: string
  onClose(): void
  children: ReactNode
  /** The buttons row. */
  actions?: ReactNode
  wide?: boolean
}

/** Radix focuses the first tabbable element; a caller may point at a better one with data-autofocus. */
function focusMarkedElement(event: Event) {
  const marked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]')
  if (!marked) return
  event.preventDefault()
  marked.focus()
}

/**
 * A modal dialog on Radix's primitive: focus moves into it, Tab and Shift+Tab stay inside it,
 * Escape or a click outside closes it, the rest of the page is hidden from assistive technology,
 * and focus returns to where it was when it closes. Callers mount it to open it and unmount it
 * to close it, so it is always open while rendered.
 */
export function Dialog({ title, onClose, children, actions, wide }: DialogProps) {
  // Read during the first render, before Radix moves focus inside. Radix alone would give focus
  // back to a Dialog.Trigger, and callers open the dialog by mounting it, without one.
  const previous = useRef(document.activeElement as HTMLElement | null)
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        {/* The overlay wraps the panel so the backdrop's grid keeps centring it, as before. */}
        <RadixDialog.Overlay className="dialog-backdrop">
          <RadixDialog.Content
            className={wide ? 'dialog dialog-wide' : 'dialog'}
            aria-modal="true"
            // No description element: the body speaks for itself.
            aria-describedby={undefined}
            onOpenAutoFocus={focusMarkedElement}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              previous.current?.focus?.()
            }}
            onKeyDown={keepEscapeInside}
          >
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <div className="dialog-body">{children}</div>
            {actions ? <div className="dialog-actions">{actions}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
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
